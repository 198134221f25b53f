import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, type CalendarDate, compareDates, daysInMonth } from '@/domain/shared/calendar-date';
import {
  CALENDAR_YEAR_END,
  filingPlanYear,
  isCalendarYear,
  planYearBounds,
  planYearEndDate,
  planYearEndOf,
  planYearHolding,
  type PlanYearEnd,
} from './plan-year';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const yearEnds = fc
  .integer({ min: 1, max: 12 })
  .chain((month) => fc.integer({ min: 1, max: month === 2 ? 29 : daysInMonth(2001, month) }).map((day) => ({ month, day })));
const days = fc
  .record({
    year: fc.integer({ min: 1990, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));
/** Days from a to b by walking the calendar (independent of the bounds arithmetic). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  let n = 0;
  for (let d = a; compareDates(d, b) < 0; d = addDays(d, 1)) n += 1;
  return n;
}

describe('plan years (decision 0230)', () => {
  test('the plan year end comes from the employer details: the fiscal date for fiscalBased, else December 31', () => {
    expect(planYearEndOf('calendarBased', '2026-06-30')).toEqual(CALENDAR_YEAR_END);
    expect(planYearEndOf('fiscalBased', '2026-06-30')).toEqual({ month: 6, day: 30 });
    expect(planYearEndOf('fiscalBased', 'not a date')).toEqual(CALENDAR_YEAR_END);
    expect(planYearEndOf(undefined, undefined)).toEqual(CALENDAR_YEAR_END);
  });

  test('calendar plan: January 1 to December 31; June 30 plan: July 1 to June 30 of the next year', () => {
    expect(planYearBounds(2026, CALENDAR_YEAR_END)).toEqual({ planYear: 2026, start: date(2026, 1, 1), end: date(2026, 12, 31) });
    expect(planYearBounds(2026, { month: 6, day: 30 })).toEqual({
      planYear: 2026,
      start: date(2026, 7, 1),
      end: date(2027, 6, 30),
    });
    expect(planYearHolding(date(2026, 6, 30), { month: 6, day: 30 }).planYear).toBe(2025);
    expect(planYearHolding(date(2026, 7, 1), { month: 6, day: 30 }).planYear).toBe(2026);
  });

  test('only December 31 is a calendar year: December 30 and January 31 year ends are fiscal years', () => {
    expect(isCalendarYear({ month: 12, day: 31 })).toBe(true);
    expect(isCalendarYear({ month: 12, day: 30 })).toBe(false);
    expect(isCalendarYear({ month: 1, day: 31 })).toBe(false);
    expect(planYearBounds(2026, { month: 12, day: 30 })).toEqual({
      planYear: 2026,
      start: date(2026, 12, 31),
      end: date(2027, 12, 30),
    });
    expect(planYearBounds(2026, { month: 1, day: 31 })).toEqual({
      planYear: 2026,
      start: date(2026, 2, 1),
      end: date(2027, 1, 31),
    });
  });

  test('the end date of a named plan year: December 31 of it, or the fiscal end in the next calendar year', () => {
    expect(planYearEndDate(2026, CALENDAR_YEAR_END)).toEqual(date(2026, 12, 31));
    expect(planYearEndDate(2026, { month: 6, day: 30 })).toEqual(date(2027, 6, 30));
    expect(planYearEndDate(2027, { month: 2, day: 29 })).toEqual(date(2028, 2, 29));
  });

  test('a February 29 year end falls on February 28 outside leap years, and the years still join', () => {
    const end = { month: 2, day: 29 };
    expect(planYearBounds(2026, end)).toEqual({ planYear: 2026, start: date(2026, 3, 1), end: date(2027, 2, 28) });
    expect(planYearBounds(2027, end)).toEqual({ planYear: 2027, start: date(2027, 3, 1), end: date(2028, 2, 29) });
  });

  test('property: plan years follow one another without gap or overlap, each 365 or 366 days long, named by the year they begin', () => {
    fc.assert(
      fc.property(yearEnds, fc.integer({ min: 1990, max: 2200 }), (end: PlanYearEnd, year) => {
        const one = planYearBounds(year, end);
        const next = planYearBounds(year + 1, end);
        expect(next.start).toEqual(addDays(one.end, 1));
        expect(one.start.year).toBe(year);
        expect([364, 365]).toContain(daysBetween(one.start, one.end));
      }),
      { numRuns: 200 },
    );
  });

  test('property: the plan year holding a day contains it', () => {
    fc.assert(
      fc.property(yearEnds, days, (end, day) => {
        const held = planYearHolding(day, end);
        expect(compareDates(held.start, day)).toBeLessThanOrEqual(0);
        expect(compareDates(day, held.end)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  test('the filing year: last plan year until its extended due date, then the year under way', () => {
    expect(filingPlanYear(date(2026, 10, 15), CALENDAR_YEAR_END).planYear).toBe(2025);
    expect(filingPlanYear(date(2026, 10, 16), CALENDAR_YEAR_END).planYear).toBe(2026);
    // June 30 plan: the 2025 plan year ends 2026-06-30, due 2027-01-31, extended to 2027-04-15.
    expect(filingPlanYear(date(2027, 4, 15), { month: 6, day: 30 }).planYear).toBe(2025);
    expect(filingPlanYear(date(2027, 4, 16), { month: 6, day: 30 }).planYear).toBe(2026);
    // October 15, 2028 is a Sunday: the 2027 return may still be filed on Monday, October 16 (IRC 7503).
    expect(filingPlanYear(date(2028, 10, 16), CALENDAR_YEAR_END).planYear).toBe(2027);
    expect(filingPlanYear(date(2028, 10, 17), CALENDAR_YEAR_END).planYear).toBe(2028);
  });

  test('property: the filing year has ended or is under way, never a future one', () => {
    fc.assert(
      fc.property(yearEnds, days, (end, today) => {
        const filing = filingPlanYear(today, end);
        expect(compareDates(filing.start, today)).toBeLessThanOrEqual(0);
        expect(filing.planYear).toBeGreaterThanOrEqual(planYearHolding(today, end).planYear - 1);
      }),
      { numRuns: 500 },
    );
  });
});
