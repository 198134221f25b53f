import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maxLoanCents } from './loan-limit';

/** Independent reading of IRC 72(p)(2)(A): may a new loan of `x` cents be made? */
function allowed(x: number, vested: number, highest: number, outstanding: number, floor: boolean): boolean {
  const reducedCap = 50_000_00 - (Math.max(highest, outstanding) - outstanding);
  let vestedCap = vested / 2;
  if (floor && vestedCap < 10_000_00) vestedCap = Math.min(10_000_00, vested);
  return x >= 0 && x + outstanding <= reducedCap && x + outstanding <= vestedCap;
}

describe('maxLoanCents', () => {
  test('examples: the lesser of $50,000 and half the vested balance; the $10,000 floor only where the plan allows', () => {
    const base = { highestBalanceLast12MonthsCents: 0, outstandingBalanceCents: 0, allowSmallBalanceFloor: false };
    expect(maxLoanCents({ ...base, vestedCents: 200_000_00 })).toBe(50_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 60_000_00 })).toBe(30_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 12_000_00 })).toBe(6_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 12_000_00, allowSmallBalanceFloor: true })).toBe(10_000_00);
    expect(maxLoanCents({ ...base, vestedCents: 8_000_00, allowSmallBalanceFloor: true })).toBe(8_000_00);
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
  });

  test('property: the limit is allowed and one cent more is not (independent formulation)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_00 }),
        fc.integer({ min: 0, max: 60_000_00 }),
        fc.integer({ min: 0, max: 60_000_00 }),
        fc.boolean(),
        (vested, highest, outstanding, floor) => {
          const input = {
            vestedCents: vested,
            highestBalanceLast12MonthsCents: highest,
            outstandingBalanceCents: outstanding,
            allowSmallBalanceFloor: floor,
          };
          const max = maxLoanCents(input);
          expect(Number.isSafeInteger(max)).toBe(true);
          expect(max).toBeGreaterThanOrEqual(0);
          expect(max).toBeLessThanOrEqual(50_000_00);
          if (max > 0) expect(allowed(max, vested, highest, outstanding, floor)).toBe(true);
          expect(allowed(max + 1, vested, highest, outstanding, floor)).toBe(false);
        },
      ),
    );
  });
});
