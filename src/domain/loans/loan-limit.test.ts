import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maxLoanCents } from './loan-limit';

/**
 * Independent reading of IRC 72(p)(2)(A) with the DOL's 50% adequate-security rule: may a new loan of `x` cents be
 * made? Every loan outstanding after it is secured by at most half the vested balance; no $10,000 alternative.
 */
function allowed(x: number, vested: number, highest: number, outstanding: number): boolean {
  const reducedCap = 50_000_00 - (Math.max(highest, outstanding) - outstanding);
  return x >= 0 && x + outstanding <= reducedCap && 2 * (x + outstanding) <= vested;
}

/** Vested balances around the old $10,000 floor ($20,000 vested) and the $50,000 cap ($100,000 vested). */
const vestedArb = fc.oneof(
  fc.integer({ min: 0, max: 500_000_00 }),
  fc.integer({ min: 19_999_00, max: 20_001_00 }),
  fc.integer({ min: 99_999_00, max: 100_001_00 }),
  fc.integer({ min: 0, max: 200 }),
);

describe('maxLoanCents', () => {
  test('examples: the lesser of $50,000 and half the vested balance, never the $10,000 floor', () => {
    const base = { highestBalanceLast12MonthsCents: 0, outstandingBalanceCents: 0 };
    expect(maxLoanCents({ ...base, vestedCents: 200_000_00 })).toBe(50_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 60_000_00 })).toBe(30_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 12_000_00 })).toBe(6_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 8_000_00 })).toBe(4_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 4_000_00 })).toBe(2_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 3 })).toBe(1);
    expect(maxLoanCents({ ...base, vestedCents: 200_000_00, highestBalanceLast12MonthsCents: 20_000_00 })).toBe(30_000_00);
    expect(
      maxLoanCents({
        ...base,
        vestedCents: 200_000_00,
        highestBalanceLast12MonthsCents: 20_000_00,
        outstandingBalanceCents: 15_000_00,
      }),
    ).toBe(30_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 40_000_00, outstandingBalanceCents: 15_000_00 })).toBe(5_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 20_000_00, outstandingBalanceCents: 15_000_00 })).toBe(0);
    expect(maxLoanCents({ ...base, vestedCents: 20_000_00, outstandingBalanceCents: 5_000_00 })).toBe(5_000_00);
  });

  test('property: the limit is allowed and one cent more is not (independent formulation)', () => {
    fc.assert(
      fc.property(
        vestedArb,
        fc.integer({ min: 0, max: 60_000_00 }),
        fc.integer({ min: 0, max: 60_000_00 }),
        (vested, highest, outstanding) => {
          const max = maxLoanCents({
            vestedCents: vested,
            highestBalanceLast12MonthsCents: highest,
            outstandingBalanceCents: outstanding,
          });
          expect(Number.isSafeInteger(max)).toBe(true);
          expect(max).toBeGreaterThanOrEqual(0);
          expect(max).toBeLessThanOrEqual(50_000_00);
          expect(2 * max).toBeLessThanOrEqual(vested);
          if (max > 0) expect(allowed(max, vested, highest, outstanding)).toBe(true);
          expect(allowed(max + 1, vested, highest, outstanding)).toBe(false);
        },
      ),
    );
  });
});
