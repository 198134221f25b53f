import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, compareDates } from '@/domain/shared/calendar-date';
import { addMonths, amortisationSchedule } from './amortisation-schedule';

const start = { year: 2026, month: 1, day: 31 };

/** Independent: one period's interest rounded up, in exact BigInt arithmetic. */
function interestOf(balance: number, bps: number, periodsPerYear: number): number {
  const numerator = BigInt(balance) * BigInt(bps);
  const denominator = BigInt(10_000 * periodsPerYear);
  return Number((numerator + denominator - 1n) / denominator);
}

describe('amortisationSchedule', () => {
  test('$10,000 at 5% for five years monthly: level payments of $188.71, the last absorbs rounding', () => {
    const rows = amortisationSchedule({
      principalCents: 10_000_00,
      annualRateBps: 500,
      termMonths: 60,
      frequency: 'monthly',
      startDate: start,
    });
    expect(rows).toHaveLength(60);
    expect(rows.slice(0, 59).every((row) => row.paymentCents === 188_71)).toBe(true);
    expect(rows[0]).toMatchObject({ interestCents: 41_67, principalCents: 147_04, balanceCents: 9_852_96 });
    expect(rows[59].balanceCents).toBe(0);
    expect(rows[59].paymentCents).toBeGreaterThanOrEqual(188_71);
    expect(rows[59].paymentCents - 188_71).toBeLessThanOrEqual(68);
    expect(rows[0].dueDate).toEqual({ year: 2026, month: 2, day: 28 });
    expect(rows[59].dueDate).toEqual({ year: 2031, month: 1, day: 31 });
  });

  test('quarterly payments and a zero rate', () => {
    const quarterly = amortisationSchedule({
      principalCents: 1_000_00,
      annualRateBps: 0,
      termMonths: 12,
      frequency: 'quarterly',
      startDate: start,
    });
    expect(quarterly.map((row) => row.paymentCents)).toEqual([250_00, 250_00, 250_00, 250_00]);
    expect(quarterly.map((row) => row.dueDate.month)).toEqual([4, 7, 10, 1]);
  });

  test('property: payments sum to principal plus interest to the cent, level until the last, each interest exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 50_000_00 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        fc.integer({ min: 1, max: 120 }),
        (principal, bps, frequency, periods) => {
          const monthsPer = frequency === 'monthly' ? 1 : 3;
          const perYear = 12 / monthsPer;
          const rows = amortisationSchedule({
            principalCents: principal,
            annualRateBps: bps,
            termMonths: periods * monthsPer,
            frequency,
            startDate: start,
          });
          expect(rows).toHaveLength(periods);
          let balance = principal;
          let interest = 0;
          let paid = 0;
          const wrong: number[] = [];
          for (const row of rows) {
            const exact =
              row.interestCents === interestOf(balance, bps, perYear) &&
              row.paymentCents === row.interestCents + row.principalCents &&
              row.principalCents >= 0;
            balance -= row.principalCents;
            if (!exact || row.balanceCents !== balance) wrong.push(row.number);
            interest += row.interestCents;
            paid += row.paymentCents;
          }
          expect(wrong).toEqual([]);
          expect(balance).toBe(0);
          expect(paid).toBe(principal + interest);
          // Level: all payments but the last are equal; the last differs by no more than the compounded rounding.
          const level = rows[0].paymentCents;
          expect(rows.slice(0, -1).every((row) => row.paymentCents === level)).toBe(true);
          const r = bps / 10_000 / perYear;
          const bound = r === 0 ? periods : ((1 + r) ** periods - 1) / r;
          expect(rows[periods - 1].paymentCents).toBeGreaterThanOrEqual(level);
          expect(rows[periods - 1].paymentCents - level).toBeLessThanOrEqual(Math.ceil(2 * bound) + 1);
          // Independent: the present value of the payments at the loan's rate is the principal, within the rounding.
          const pv = rows.reduce((sum, row, i) => sum + row.paymentCents / (1 + r) ** (i + 1), 0);
          expect(Math.abs(pv - principal)).toBeLessThanOrEqual(periods + 1);
        },
      ),
    );
  });

  test('property: due dates are one period apart, the day clamped to the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 400 }), (offset, months) => {
        const date = addDays({ year: 2000, month: 1, day: 1 }, offset % 20_000);
        const later = addMonths(date, months);
        expect(compareDates(later, date)).toBeGreaterThanOrEqual(0);
        expect((later.year - date.year) * 12 + later.month - date.month).toBe(months);
        expect(later.day <= date.day).toBe(true);
      }),
    );
  });
});
