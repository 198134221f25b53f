import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { annualRateBasisPoints } from './loan-interest';

describe('annualRateBasisPoints', () => {
  test('fixed is the plan rate; primePlus adds the configured prime rate', () => {
    expect(annualRateBasisPoints(5, 'fixed', 7.5)).toBe(500);
    expect(annualRateBasisPoints('2', 'primePlus', 7.5)).toBe(950);
    expect(annualRateBasisPoints(4.25, undefined, 7.5)).toBe(425);
    expect(() => annualRateBasisPoints('abc', 'fixed', 7.5)).toThrow(RangeError);
    const planRate = new RangeError('loan_interest_rate must be a non-negative number');
    const prime = new RangeError('prime rate must be a non-negative number');
    expect(() => annualRateBasisPoints(-0.25, 'fixed', 7.5)).toThrow(planRate);
    expect(() => annualRateBasisPoints(Number.NaN, 'primePlus', 7.5)).toThrow(planRate);
    expect(annualRateBasisPoints(0, 'fixed', 7.5)).toBe(0);
    expect(() => annualRateBasisPoints(1, 'primePlus', -0.5)).toThrow(prime);
    expect(() => annualRateBasisPoints(1, 'primePlus', Number.POSITIVE_INFINITY)).toThrow(prime);
    expect(annualRateBasisPoints(1, 'primePlus', 0)).toBe(100);
    // A fixed rate does not read the prime rate at all.
    expect(annualRateBasisPoints(1, 'fixed', -0.5)).toBe(100);
  });

  test('property: primePlus is fixed plus prime, in whole basis points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: 0, max: 2_000 }), (planBps, primeBps) => {
        const fixed = annualRateBasisPoints(planBps / 100, 'fixed', primeBps / 100);
        expect(fixed).toBe(planBps);
        expect(annualRateBasisPoints(planBps / 100, 'primePlus', primeBps / 100)).toBe(planBps + primeBps);
      }),
    );
  });
});
