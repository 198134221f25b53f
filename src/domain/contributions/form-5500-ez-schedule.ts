import { type DueDay, dueDay } from '@/domain/shared/business-days';
import { addDays, compareDates, daysInMonth, type CalendarDate, formatIsoDate } from '@/domain/shared/calendar-date';

/** Form 5500-EZ is required when the year-end assets of all the employer's one-participant plans exceed $250,000. */
export const FILING_THRESHOLD_CENTS = 25_000_000;
/** Reminders go out this many days before the due date. */
export const REMINDER_DAYS_BEFORE: readonly number[] = [60, 30, 7];

/** What decides whether this plan year's 5500-EZ must be filed. */
export interface FilingFacts {
  /** Year-end assets of all the employer's one-participant plans together (the owner declares the others), in cents. */
  yearEndAssetsAllPlansCents: number;
  /** True in the plan's final year (the plan ends): filing is required whatever the assets. */
  finalPlanYear: boolean;
}

/** Whether this plan year's Form 5500-EZ must be filed, and why. */
export function filingRequirement(facts: FilingFacts): { required: boolean; reason: 'assets' | 'finalYear' | 'none' } {
  if (facts.finalPlanYear) return { required: true, reason: 'finalYear' };
  if (facts.yearEndAssetsAllPlansCents > FILING_THRESHOLD_CENTS) return { required: true, reason: 'assets' };
  return { required: false, reason: 'none' };
}

/** The last day of the month `months` after the month of `date`. */
function lastDayOfMonthAfter(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: daysInMonth(year, month) };
}

/** The due date: the last day of the seventh month after the plan year ends (July 31 for a calendar year). */
export function filingDueDate(planYearEnd: CalendarDate): CalendarDate {
  return lastDayOfMonthAfter(planYearEnd, 7);
}

/**
 * The due date extended by Form 5558 (two and a half months): the 15th day of the third month after the due date's
 * month (October 15 for a calendar year).
 */
export function extendedDueDate(planYearEnd: CalendarDate): CalendarDate {
  const due = lastDayOfMonthAfter(planYearEnd, 10);
  return { year: due.year, month: due.month, day: 15 };
}

/** The plan year's due days: the return's, the one Form 5558 extends it to, and the one in force. */
export interface FilingDeadlines {
  /** The last day of the seventh month after the plan year ends, moved to the next business day (IRC 7503). */
  due: DueDay;
  /** The 15th day of the tenth month after the plan year ends (Form 5558), moved to the next business day (IRC 7503). */
  extended: DueDay;
  /** The one lateness counts from: the extended one when a Form 5558 was filed by the due day, else the due one. */
  inForce: DueDay;
}

/**
 * The due days of the plan year ending `planYearEnd` (Form 5500-EZ instructions, "When to file"; Form 5558
 * instructions; IRC 7503 for a Saturday, Sunday or legal holiday). `extensionFiled` is true when the owner recorded a
 * Form 5558 filed on or before the due day.
 */
export function filingDeadlines(planYearEnd: CalendarDate, extensionFiled: boolean): FilingDeadlines {
  const due = dueDay(formatIsoDate(filingDueDate(planYearEnd)));
  const extended = dueDay(formatIsoDate(extendedDueDate(planYearEnd)));
  return { due, extended, inForce: extensionFiled ? extended : due };
}

/** One reminder: how many days before the due date, and on which day. */
export interface FilingReminder {
  daysBefore: number;
  date: CalendarDate;
}

/** The reminders of a due date: 60, 30 and 7 days before it. */
export function filingReminders(dueDate: CalendarDate): FilingReminder[] {
  return REMINDER_DAYS_BEFORE.map((daysBefore) => ({ daysBefore, date: addDays(dueDate, -daysBefore) }));
}

/** The reminders to send on `today`: those whose day has come and that were not sent yet (by daysBefore). */
export function remindersDue(dueDate: CalendarDate, today: CalendarDate, sent: readonly number[]): FilingReminder[] {
  if (compareDates(today, dueDate) > 0) return [];
  return filingReminders(dueDate).filter((r) => compareDates(r.date, today) <= 0 && !sent.includes(r.daysBefore));
}
