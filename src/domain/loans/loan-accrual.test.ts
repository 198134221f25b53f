import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays } from '@/domain/shared/calendar-date';
import { accruedInterestCents, daysBetween, gridDate, periodsBetween } from './loan-accrual';
import { refDue, refInterest } from './loan-reference-test-kit';

const starts = [
  { year: 2026, month: 1, day: 31 },
  { year: 2024, month: 2, day: 29 },
  { year: 2026, month: 11, day: 23 },
  { year: 2027, month: 12, day: 1 },
];

describe('accruedInterestCents (Actual/Actual on the payment periods, decision 0277)', () => {
  test('a whole period is the schedule’s period interest; part of one is its share of the days', () => {
    const grid = { startDate: { year: 2026, month: 11, day: 23 }, frequency: 'monthly' as const };
    // $30,000 at 8.75%: $218.75 a month.
    expect(accruedInterestCents(grid, 30_000_00, 875, grid.startDate, { year: 2026, month: 12, day: 23 })).toBe(218_75);
    // 10 of the 30 days of Nov 23 - Dec 23: $72.9166... rounded up.
    expect(accruedInterestCents(grid, 30_000_00, 875, grid.startDate, { year: 2026, month: 12, day: 3 })).toBe(72_92);
    // A whole period and 1 of the 31 days of Dec 23 - Jan 23: 218.75 * 32 / 31 = 225.806... rounded up.
    expect(accruedInterestCents(grid, 30_000_00, 875, grid.startDate, { year: 2026, month: 12, day: 24 })).toBe(225_81);
    expect(accruedInterestCents(grid, 30_000_00, 875, grid.startDate, grid.startDate)).toBe(0);
    expect(accruedInterestCents(grid, 30_000_00, 0, grid.startDate, { year: 2027, month: 1, day: 1 })).toBe(0);
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    // Time running backwards, a negative balance or a negative rate accrue nothing (never a negative charge).
    const later = { year: 2027, month: 1, day: 1 };
    expect(periodsBetween(grid, later, grid.startDate)).toEqual({ num: 0n, den: 1n });
    expect(accruedInterestCents(grid, 30_000_00, 875, later, grid.startDate)).toBe(0);
    expect(accruedInterestCents(grid, -30_000_00, 875, grid.startDate, later)).toBe(0);
    expect(accruedInterestCents(grid, 30_000_00, -875, grid.startDate, later)).toBe(0);
    // Nothing accrues before the loan's date: from November 1 to the first due date is the one period.
    expect(
      accruedInterestCents(grid, 30_000_00, 875, { year: 2026, month: 11, day: 1 }, { year: 2026, month: 12, day: 23 }),
    ).toBe(218_75);
  });

  test('property: matches a day-by-day walk of the periods, for any span on monthly and quarterly grids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...starts),
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        (start, frequency, balance, bps, a, b) => {
          const from = addDays(start, a);
          const to = addDays(from, b);
          const grid = { startDate: start, frequency };
          expect(accruedInterestCents(grid, balance, bps, from, to)).toBe(refInterest(start, frequency, balance, bps, from, to));
          expect(gridDate(grid, 7)).toEqual(refDue(start, frequency === 'monthly' ? 1 : 3, 7));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
