import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays } from '@/domain/shared/calendar-date';
import { refDue, refInterest } from './loan-reference-test-kit';
import { reamortisedSchedule } from './reamortisation';

const start = { year: 2026, month: 1, day: 15 };

describe('reamortisedSchedule', () => {
  test('property: at a zero rate the balance is split evenly, rounded down, and the last payment pays the rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.oneof(fc.constant(0), fc.nat()),
        fc.integer({ min: 0, max: 60 }),
        (frequency, firstNumber, count, quotient, rawRemainder, daysBefore) => {
          const monthsPer = frequency === 'monthly' ? 1 : 3;
          // An exact split (remainder 0) must not lose a cent to rounding: every payment is then the same.
          const remainder = rawRemainder % count;
          const balanceCents = quotient * count + remainder;
          const rows = reamortisedSchedule({
            grid: { startDate: start, frequency },
            annualRateBps: 0,
            balanceCents,
            carriedInterestCents: 0,
            fromDate: addDays(refDue(start, monthsPer, firstNumber), -daysBefore),
            firstNumber,
            lastNumber: firstNumber + count - 1,
          });
          // Independent: floor(B / m) for each payment but the last, which pays B - (m - 1) * floor(B / m).
          const expected = Array.from({ length: count }, (_, i) => (i === count - 1 ? quotient + remainder : quotient));
          expect(rows.map((r) => r.paymentCents)).toEqual(expected);
          expect(rows.map((r) => r.interestCents)).toEqual(expected.map(() => 0));
          expect(rows.map((r) => r.balanceCents)).toEqual(
            expected.map((_, i) => (i === count - 1 ? 0 : (count - 1 - i) * quotient + remainder)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test('property: interest carried from before the prepayment is paid with the first payment and raises the level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 3, max: 24 }),
        fc.integer({ min: 5_000_00, max: 50_000_00 }),
        fc.integer({ min: 100, max: 1_200 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 27 }),
        (frequency, firstNumber, count, balanceCents, annualRateBps, carriedPercent, daysIn) => {
          const monthsPer = frequency === 'monthly' ? 1 : 3;
          const lastNumber = firstNumber + count - 1;
          // Carried interest of at least $10 and small beside the balance: the first payment still pays principal.
          const carriedInterestCents = 10_00 + Math.floor((balanceCents / (4 * count)) * (carriedPercent / 100));
          const fromDate = addDays(refDue(start, monthsPer, firstNumber - 1), daysIn);
          const rows = reamortisedSchedule({
            grid: { startDate: start, frequency },
            annualRateBps,
            balanceCents,
            carriedInterestCents,
            fromDate,
            firstNumber,
            lastNumber,
          });
          const first = rows[0];
          expect(first.interestCents).toBe(
            carriedInterestCents + refInterest(start, frequency, balanceCents, annualRateBps, fromDate, first.dueDate),
          );
          expect(rows.reduce((s, r) => s + r.principalCents, 0)).toBe(balanceCents);
          expect(rows[rows.length - 1].balanceCents).toBe(0);
          // Level from the first payment (it carries the interest, so it is the level too) to the one before the last.
          const level = rows[1].paymentCents;
          expect(rows.slice(0, -1).every((r) => r.paymentCents === level)).toBe(true);
          // The carried interest is in the level, not left for the last payment: at most the rounding shortfall.
          const r = annualRateBps / 10_000 / (12 / monthsPer);
          const last = rows[rows.length - 1].paymentCents;
          expect(last).toBeGreaterThanOrEqual(level - 2);
          expect(last).toBeLessThanOrEqual(level + 2 + 2 * count * (1 + r) ** count);
        },
      ),
      { numRuns: 300 },
    );
  });
});
