import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanRateWarning } from './loan-rate-guide';

// Independent formulation: everything in whole basis points. The guide (29 CFR 2550.408b-1(e), customary prime + 1 to 2
// points) holds when prime + 100 <= effective <= prime + 200, where effective is the rate (fixed) or prime + the margin.
const side = (rateBps: number, type: 'fixed' | 'primePlus', primeBps: number): 'below' | 'above' | undefined => {
  const effective = type === 'fixed' ? rateBps : primeBps + rateBps;
  if (effective < primeBps + 100) return 'below';
  if (effective > primeBps + 200) return 'above';
  return undefined;
};
const asTyped = (bps: number): string => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

describe('loanRateWarning (the usual guide: prime plus 1 to 2%)', () => {
  it('says the guide in words, for a fixed rate and for a margin over prime', () => {
    expect(loanRateWarning('5', 'fixed', 7.5)).toBe(
      'A rate of 5% is below the usual guide for plan loans: prime plus 1 to 2%, 8.5% to 9.5% with prime at 7.5%. ' +
        'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.',
    );
    expect(loanRateWarning('12.25', 'fixed', 7.5)).toBe(
      'A rate of 12.25% is above the usual guide for plan loans: prime plus 1 to 2%, 8.5% to 9.5% with prime at 7.5%. ' +
        'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.',
    );
    expect(loanRateWarning('3', 'primePlus', 7.5)).toBe(
      'Prime plus 3% (10.5% with prime at 7.5%) is above the usual guide for plan loans: prime plus 1 to 2%. ' +
        'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.',
    );
    expect(loanRateWarning('8.5', 'fixed', 7.5)).toBeUndefined();
    expect(loanRateWarning('9.5', 'fixed', 7.5)).toBeUndefined();
    expect(loanRateWarning('1', 'primePlus', 7.5)).toBeUndefined();
    expect(loanRateWarning('2', 'primePlus', 7.5)).toBeUndefined();
  });

  it('warns exactly outside prime + 1 to 2 points, on the right side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000 }),
        fc.constantFrom('fixed' as const, 'primePlus' as const),
        fc.integer({ min: 0, max: 2_000 }),
        (rateBps, type, primeBps) => {
          const warning = loanRateWarning(asTyped(rateBps), type, primeBps / 100);
          const expected = side(rateBps, type, primeBps);
          if (expected === undefined) expect(warning).toBeUndefined();
          else expect(warning).toContain(` is ${expected} the usual guide for plan loans`);
        },
      ),
    );
  });

  it('leaves a value the field rejects, and an unknown prime rate, to the field rules', () => {
    const invalid = fc.oneof(
      fc.constantFrom('', '  ', 'abc', '0', '0.99', '100.01', '-5', 'NaN', 'Infinity'),
      fc.double({ min: -1e6, max: 0.99, noNaN: true }).map(String),
      fc.double({ min: 100.01, max: 1e6, noNaN: true }).map(String),
      fc.string().filter((s) => !Number.isFinite(Number(s)) || s.trim() === ''),
    );
    fc.assert(
      fc.property(invalid, fc.constantFrom('fixed', 'primePlus'), (rate, type) => {
        expect(loanRateWarning(rate, type, 7.5)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000 }), (rateBps) => {
        expect(loanRateWarning(asTyped(rateBps), 'fixed', undefined)).toBeUndefined();
      }),
    );
  });
});
