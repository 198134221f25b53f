import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarErrors, dollarsToCents, MAX_DOLLARS, wireDollarsToCents } from '@/domain/money';

describe('dollarErrors', () => {
  test('accepts positive amounts with at most two decimals', () => {
    for (const ok of [0.01, 1, 10.5, 1999.99, MAX_DOLLARS]) expect(dollarErrors(ok, 'Amount')).toEqual([]);
  });

  test('names what is wrong', () => {
    expect(dollarErrors(undefined, 'Amount')).toEqual(['Amount is required']);
    expect(dollarErrors('', 'Amount')).toEqual(['Amount is required']);
    expect(dollarErrors('5', 'Amount')).toEqual(['Amount must be a number']);
    expect(dollarErrors(Number.NaN, 'Amount')).toEqual(['Amount must be a number']);
    expect(dollarErrors(0, 'Amount')).toEqual(['Amount must be greater than 0']);
    expect(dollarErrors(-3, 'Amount')).toEqual(['Amount must be greater than 0']);
    expect(dollarErrors(MAX_DOLLARS + 1, 'Amount')).toEqual([`Amount must be at most ${MAX_DOLLARS}`]);
    expect(dollarErrors(1.005, 'Amount')).toEqual(['Amount must have at most 2 decimal places']);
  });

  test('property: every whole number of cents passes and survives the round trip through cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (cents) => {
        const dollars = cents / 100;
        return (
          dollarErrors(dollars, 'Amount').length === 0 &&
          dollarsToCents(dollars) === cents &&
          centsToDollars(String(cents)) === dollars
        );
      }),
    );
  });

  test('property: anything but a number is refused as not a number, and missing values as required', () => {
    const notNumber = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.boolean(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
      fc.array(fc.nat()),
      fc.dictionary(fc.string(), fc.nat()),
    );
    fc.assert(
      fc.property(notNumber, (value) => {
        expect(dollarErrors(value, 'Amount')).toEqual(['Amount must be a number']);
      }),
    );
    for (const missing of [undefined, null, '']) expect(dollarErrors(missing, 'Amount')).toEqual(['Amount is required']);
  });

  test('property: zero and less, above the maximum and a third decimal are each refused with their message', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_DOLLARS * 100, max: 0 }), (cents) => {
        expect(dollarErrors(cents / 100, 'Amount')).toEqual(['Amount must be greater than 0']);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_DOLLARS * 100 + 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(dollarErrors(cents / 100, 'Amount')).toEqual(['Amount must be at most 1000000000000']);
      }),
    );
    // Thousandths that are no whole cent, written as decimal text and read as a number (up to a billion dollars).
    const thousandths = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }))
      .map(([whole, cents, extra]) => Number(`${whole}.${String(cents).padStart(2, '0')}${extra}`));
    fc.assert(
      fc.property(thousandths, (dollars) => {
        expect(dollarErrors(dollars, 'Amount')).toEqual(['Amount must have at most 2 decimal places']);
      }),
    );
  });
});

describe('wireDollarsToCents', () => {
  // Independent formulation: the decimal text of the number has at most two digits after the point, and the cents are
  // those digits read as an integer (no floating-point multiplication).
  const centsOfText = (dollars: number): number | undefined => {
    const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(dollars));
    if (!m) return undefined;
    const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
    return m[1] === '-' ? -cents : cents;
  };

  test('a number of dollars and cents becomes its cents, whatever its sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const dollars = cents / 100;
        expect(wireDollarsToCents(dollars)).toBe(centsOfText(dollars));
      }),
    );
  });

  test('more than two decimals, not a number, or not finite is NaN; absent is undefined', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (cents, thousandth) => {
        const dollars = Number(`${(cents / 100).toFixed(2)}${thousandth}`);
        expect(centsOfText(dollars)).toBeUndefined();
        expect(wireDollarsToCents(dollars)).toBeNaN();
      }),
    );
    for (const bad of ['12.50', '', true, {}, [], Number.NaN, Number.POSITIVE_INFINITY])
      expect(wireDollarsToCents(bad)).toBeNaN();
    expect(wireDollarsToCents(undefined)).toBeUndefined();
    expect(wireDollarsToCents(null)).toBeUndefined();
  });
});
