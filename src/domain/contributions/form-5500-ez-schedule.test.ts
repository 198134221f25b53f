import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, compareDates, daysInMonth, type CalendarDate } from '@/domain/shared/calendar-date';
import { extendedDueDate, filingDueDate, filingReminders, filingRequirement, remindersDue } from './form-5500-ez-schedule';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('Form 5500-EZ: when it is required and when it is due', () => {
  test('required above $250,000 across the employer’s one-participant plans, and always in the final year', () => {
    expect(filingRequirement({ yearEndAssetsAllPlansCents: 25_000_000, finalPlanYear: false })).toEqual({
      required: false,
      reason: 'none',
    });
    expect(filingRequirement({ yearEndAssetsAllPlansCents: 25_000_001, finalPlanYear: false })).toEqual({
      required: true,
      reason: 'assets',
    });
    expect(filingRequirement({ yearEndAssetsAllPlansCents: 0, finalPlanYear: true })).toEqual({
      required: true,
      reason: 'finalYear',
    });
  });

  test('calendar year: due July 31, extended by Form 5558 to October 15; reminders 60, 30 and 7 days before', () => {
    expect(filingDueDate(date(2026, 12, 31))).toEqual(date(2027, 7, 31));
    expect(extendedDueDate(date(2026, 12, 31))).toEqual(date(2027, 10, 15));
    expect(filingReminders(date(2027, 7, 31))).toEqual([
      { daysBefore: 60, date: date(2027, 6, 1) },
      { daysBefore: 30, date: date(2027, 7, 1) },
      { daysBefore: 7, date: date(2027, 7, 24) },
    ]);
  });

  test('fiscal years: June 30 -> January 31; March 31 -> October 31 (extended to January 15); July 31 -> February 28/29', () => {
    expect(filingDueDate(date(2026, 6, 30))).toEqual(date(2027, 1, 31));
    expect(filingDueDate(date(2026, 3, 31))).toEqual(date(2026, 10, 31));
    expect(extendedDueDate(date(2026, 3, 31))).toEqual(date(2027, 1, 15));
    expect(filingDueDate(date(2026, 7, 31))).toEqual(date(2027, 2, 28));
    expect(filingDueDate(date(2027, 7, 31))).toEqual(date(2028, 2, 29));
  });

  test('reminders due on a day: those reached and not yet sent; none after the due date', () => {
    const due = date(2027, 7, 31);
    expect(remindersDue(due, date(2027, 5, 31), [])).toEqual([]);
    expect(remindersDue(due, date(2027, 7, 2), [60]).map((r) => r.daysBefore)).toEqual([30]);
    expect(remindersDue(due, date(2027, 7, 2), []).map((r) => r.daysBefore)).toEqual([60, 30]);
    expect(remindersDue(due, date(2027, 8, 1), [])).toEqual([]);
  });

  test('a reminder is due on its own day, and on the due date itself the ones not sent still are', () => {
    const due = date(2027, 7, 31);
    // July 24 is 7 days before July 31.
    expect(remindersDue(due, date(2027, 7, 24), [60, 30])).toEqual([{ daysBefore: 7, date: date(2027, 7, 24) }]);
    expect(remindersDue(due, date(2027, 7, 23), [60, 30])).toEqual([]);
    expect(remindersDue(due, due, [60, 30])).toEqual([{ daysBefore: 7, date: date(2027, 7, 24) }]);
  });

  test('property: the due date is the last day of the 7th month after the plan year end, counted month by month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const end = date(year, month, daysInMonth(year, month));
        const due = filingDueDate(end);
        // Independent: walk forward a day at a time through seven month changes, then to the month's last day.
        let day = end;
        let changes = 0;
        while (changes < 7) {
          const next = addDays(day, 1);
          if (next.month !== day.month) changes += 1;
          day = next;
        }
        while (addDays(day, 1).month === day.month) day = addDays(day, 1);
        expect(due).toEqual(day);
        const extended = extendedDueDate(end);
        expect(extended.day).toBe(15);
        expect(compareDates(extended, due)).toBeGreaterThan(0);
        const monthsLater = extended.year * 12 + extended.month - (due.year * 12 + due.month);
        expect(monthsLater).toBe(3);
        for (const r of filingReminders(due)) expect(addDays(r.date, r.daysBefore)).toEqual(due);
      }),
      { numRuns: 500 },
    );
  });
});
