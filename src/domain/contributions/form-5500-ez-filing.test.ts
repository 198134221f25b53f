import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, type CalendarDate, compareDates, formatIsoDate } from '@/domain/shared/calendar-date';
import {
  extensionRecordErrors,
  FILING_METHODS,
  filingRecordErrors,
  lateFiling,
  MAX_CONFIRMATION_LENGTH,
  reliefFeeCents,
} from './form-5500-ez-filing';

const TODAY: CalendarDate = { year: 2027, month: 8, day: 10 };
const START: CalendarDate = { year: 2026, month: 1, day: 1 };
const noErrors = { filed: [], filed_on: [], method: [], confirmation: [] };
const daysBetween = (a: CalendarDate, b: CalendarDate): number => {
  let n = 0;
  for (let d = a; compareDates(d, b) < 0; d = addDays(d, 1)) n += 1;
  return n;
};

describe('Form 5500-EZ filing record (decision 0231)', () => {
  test('not filed needs nothing more; filed needs its date and method', () => {
    expect(filingRecordErrors({ filed: false }, TODAY, START)).toEqual(noErrors);
    expect(filingRecordErrors({ filed: true }, TODAY, START)).toEqual({
      ...noErrors,
      filed_on: ['Filing date is required'],
      method: ['Filing method is required'],
    });
    expect(filingRecordErrors({ filed: 'yes' }, TODAY, START).filed).toEqual(['Filed must be yes or no']);
  });

  test('the date is a real day, not in the future, not before the plan year; the method one of two; the number short text', () => {
    const at = (filed_on: unknown, extra: Record<string, unknown> = {}) =>
      filingRecordErrors({ filed: true, filed_on, method: 'efast2', ...extra }, TODAY, START);
    expect(at('2027-02-30').filed_on).toEqual(['Filing date must be a date (YYYY-MM-DD)']);
    expect(at('2027-08-11').filed_on).toEqual(['Filing date cannot be in the future']);
    expect(at('2025-12-31').filed_on).toEqual(['Filing date cannot be before the plan year began']);
    expect(at('2027-08-10')).toEqual(noErrors);
    expect(at('2027-07-01', { method: 'fax' }).method).toEqual(['Filing method must be EFAST2 or paper']);
    expect(at('2027-07-01', { confirmation: 7 }).confirmation).toEqual(['Confirmation number must be text']);
    expect(at('2027-07-01', { confirmation: 'x'.repeat(101) }).confirmation).toEqual([
      'Confirmation number must be at most 100 characters',
    ]);
  });

  test('property: every filed record with a day from the plan year start to today, a method and a short number passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: daysBetween(START, TODAY) }),
        fc.constantFrom(...FILING_METHODS),
        fc.option(fc.string({ maxLength: MAX_CONFIRMATION_LENGTH }), { nil: null }),
        (offset, method, confirmation) => {
          const body = { filed: true, filed_on: formatIsoDate(addDays(START, offset)), method, confirmation };
          expect(filingRecordErrors(body, TODAY, START)).toEqual(noErrors);
        },
      ),
    );
  });

  test('property: a day after today or before the plan year start is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.boolean(), (offset, future) => {
        const day = future ? addDays(TODAY, offset) : addDays(START, -offset);
        const errors = filingRecordErrors({ filed: true, filed_on: formatIsoDate(day), method: 'paper' }, TODAY, START);
        expect(errors.filed_on).toHaveLength(1);
      }),
    );
  });

  test('late filing: $250 a day up to $150,000; none on or before the due date; relief $500 a return up to $1,500', () => {
    const due: CalendarDate = { year: 2027, month: 7, day: 31 };
    expect(lateFiling(due, due)).toBeUndefined();
    expect(lateFiling(due, { year: 2027, month: 8, day: 10 })).toEqual({ daysLate: 10, maxPenaltyCents: 250_000 });
    expect(lateFiling(due, { year: 2029, month: 7, day: 31 })).toEqual({ daysLate: 731, maxPenaltyCents: 15_000_000 });
    expect([0, 1, 2, 3, 4, 10].map(reliefFeeCents)).toEqual([0, 50_000, 100_000, 150_000, 150_000, 150_000]);
  });

  test('property: the penalty is the day count (walked day by day) times $250, capped at $150,000', () => {
    const due: CalendarDate = { year: 2027, month: 7, day: 31 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1500 }), (offset) => {
        const today = addDays(due, offset);
        const late = lateFiling(due, today);
        expect(late?.daysLate).toBe(daysBetween(due, today));
        expect(late?.maxPenaltyCents).toBe(Math.min(daysBetween(due, today) * 25_000, 15_000_000));
      }),
      { numRuns: 200 },
    );
  });

  test('returns due before 2020: $25 a day up to $15,000 (IRC 6652(e) before the SECURE Act, section 403)', () => {
    const due2019: CalendarDate = { year: 2019, month: 7, day: 31 };
    expect(lateFiling(due2019, { year: 2019, month: 8, day: 10 })).toEqual({ daysLate: 10, maxPenaltyCents: 25_000 });
    expect(lateFiling(due2019, { year: 2021, month: 7, day: 31 })).toEqual({ daysLate: 731, maxPenaltyCents: 1_500_000 });
    const lastOld: CalendarDate = { year: 2019, month: 12, day: 31 };
    expect(lateFiling(lastOld, { year: 2020, month: 1, day: 2 })).toEqual({ daysLate: 2, maxPenaltyCents: 5_000 });
    const firstNew: CalendarDate = { year: 2020, month: 1, day: 1 };
    expect(lateFiling(firstNew, { year: 2020, month: 1, day: 3 })).toEqual({ daysLate: 2, maxPenaltyCents: 50_000 });
  });

  test('property: the rate and cap follow the due date (before 2020: $25 and $15,000; after 2019: $250 and $150,000)', () => {
    const dueDates = fc.oneof(
      fc.integer({ min: -400, max: 400 }).map((offset) => addDays({ year: 2020, month: 1, day: 1 }, offset)),
      fc.integer({ min: 0, max: 40 * 366 }).map((offset) => addDays({ year: 1995, month: 1, day: 1 }, offset)),
    );
    fc.assert(
      fc.property(dueDates, fc.integer({ min: -30, max: 2500 }), (due, offset) => {
        const today = addDays(due, offset);
        const late = lateFiling(due, today);
        if (offset <= 0) {
          expect(late).toBeUndefined();
          return;
        }
        // Independent: the regime by the due date's year; the day count walked day by day.
        const [perDay, cap] = due.year <= 2019 ? [2_500, 1_500_000] : [25_000, 15_000_000];
        const days = daysBetween(due, today);
        expect(late).toEqual({ daysLate: days, maxPenaltyCents: Math.min(days * perDay, cap) });
      }),
    );
  });
});

describe('Form 5558 record (decision 0275)', () => {
  const start: CalendarDate = { year: 2026, month: 1, day: 1 };
  const due: CalendarDate = { year: 2027, month: 8, day: 2 };
  const today: CalendarDate = { year: 2027, month: 9, day: 1 };

  test("examples: filed false needs nothing; a filed extension needs a date on or before the return's due day", () => {
    const none = { filed: [], filed_on: [] };
    expect(extensionRecordErrors({ filed: false }, today, start, due)).toEqual(none);
    expect(extensionRecordErrors({ filed: 'yes' }, today, start, due)).toEqual({
      filed: ['Filed must be yes or no'],
      filed_on: [],
    });
    expect(extensionRecordErrors({ filed: true }, today, start, due).filed_on).toEqual(['Filing date is required']);
    expect(extensionRecordErrors({ filed: true, filed_on: '2027-02-30' }, today, start, due).filed_on).toEqual([
      'Filing date must be a date (YYYY-MM-DD)',
    ]);
    expect(extensionRecordErrors({ filed: true, filed_on: '2027-09-02' }, today, start, due).filed_on).toEqual([
      'Filing date cannot be in the future',
    ]);
    expect(extensionRecordErrors({ filed: true, filed_on: '2025-12-31' }, today, start, due).filed_on).toEqual([
      'Filing date cannot be before the plan year began',
    ]);
    expect(extensionRecordErrors({ filed: true, filed_on: '2027-08-02' }, today, start, due)).toEqual(none);
    expect(extensionRecordErrors({ filed: true, filed_on: '2027-08-03' }, today, start, due).filed_on).toEqual([
      "Form 5558 must be filed by the return's due date, Aug 2, 2027",
    ]);
  });

  test('property: exactly the days from the plan year start to the earlier of today and the due day are accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 1200 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        (offset, toDue, toToday) => {
          const dueDay = addDays(start, toDue);
          const now = addDays(start, toToday);
          const day = addDays(start, offset);
          // Independent: compare day numbers.
          const n = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
          const accepted = n(day) >= n(start) && n(day) <= n(now) && n(day) <= n(dueDay);
          const errors = extensionRecordErrors({ filed: true, filed_on: formatIsoDate(day) }, now, start, dueDay);
          expect((errors.filed_on ?? []).length === 0).toBe(accepted);
          expect((errors.filed_on ?? []).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
