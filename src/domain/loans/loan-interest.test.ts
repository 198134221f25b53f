import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { annualRateBasisPoints } from './loan-interest';

describe('annualRateBasisPoints', () => {
  test('fixed is the plan rate; primePlus adds the configured prime rate', () => {
    expect(annualRateBasisPoints(5, 'fixed', 7.5)).toBe(500);
    expect(annualRateBasisPoints('2', 'primePlus', 7.5)).toBe(950);
    expect(annualRateBasisPoints(4.25, undefined, 7.5)).toBe(425);
    expect(() => annualRateBasisPoints('abc', 'fixed', 7.5)).toThrow(RangeError);
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
