import { addDays, type CalendarDate, compareDates, daysInMonth, parseIsoDate } from '@/domain/shared/calendar-date';
import { filingDeadlines } from './form-5500-ez-schedule';

/** The month and day every plan year ends on (December 31 for a calendar-year plan). */
export interface PlanYearEnd {
  month: number;
  day: number;
}

/** The first and last day of one plan year. */
export interface PlanYearBounds {
  /** The calendar year the plan year begins in: how the app and Form 5500-EZ name it. */
  planYear: number;
  start: CalendarDate;
  end: CalendarDate;
}

/** A calendar-year plan. */
export const CALENDAR_YEAR_END: PlanYearEnd = { month: 12, day: 31 };

/** The `employer_fiscal_year_end` value that asks for an explicit fiscal-year-end date (spec: employer details). */
const FISCAL_BASED = 'fiscalBased';

/**
 * The plan year's end from the employer details (decision 0072: the plan year is the employer's tax year): the month
 * and day of `employer_fiscal_year_end_date` for a `fiscalBased` employer, else December 31.
 */
export function planYearEndOf(fiscalYearEnd: unknown, fiscalYearEndDate: unknown): PlanYearEnd {
  const date = fiscalYearEnd === FISCAL_BASED ? parseIsoDate(fiscalYearEndDate) : undefined;
  return date === undefined ? CALENDAR_YEAR_END : { month: date.month, day: date.day };
}

/** True for a plan whose years are calendar years. */
export function isCalendarYear(end: PlanYearEnd): boolean {
  return end.month === 12 && end.day === 31;
}

/** The day `end` falls on in `year` (February 29 becomes February 28 outside leap years). */
function endIn(end: PlanYearEnd, year: number): CalendarDate {
  return { year, month: end.month, day: Math.min(end.day, daysInMonth(year, end.month)) };
}

/** The plan year named `planYear` (beginning in that calendar year): from the day after one end to the next end. */
export function planYearBounds(planYear: number, end: PlanYearEnd): PlanYearBounds {
  if (isCalendarYear(end)) {
    return { planYear, start: { year: planYear, month: 1, day: 1 }, end: { year: planYear, month: 12, day: 31 } };
  }
  return { planYear, start: addDays(endIn(end, planYear), 1), end: endIn(end, planYear + 1) };
}

/** The plan year holding `date`. */
export function planYearHolding(date: CalendarDate, end: PlanYearEnd): PlanYearBounds {
  if (isCalendarYear(end)) return planYearBounds(date.year, end);
  return compareDates(date, endIn(end, date.year)) > 0 ? planYearBounds(date.year, end) : planYearBounds(date.year - 1, end);
}

/**
 * The plan year whose Form 5500-EZ comes next on `today`: the last plan year that has ended, while its due day
 * extended by Form 5558 (moved past a weekend or legal holiday, IRC 7503) has not passed; else the plan year under way.
 */
export function filingPlanYear(today: CalendarDate, end: PlanYearEnd): PlanYearBounds {
  const current = planYearHolding(today, end);
  const last = planYearBounds(current.planYear - 1, end);
  const extended = parseIsoDate(filingDeadlines(last.end, true).extended.date) as CalendarDate;
  return compareDates(today, extended) <= 0 ? last : current;
}

/** The day a plan year ended or ends, read from a plan year's name and the plan's year end. */
export function planYearEndDate(planYear: number, end: PlanYearEnd): CalendarDate {
  return planYearBounds(planYear, end).end;
}
