import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarErrors, dollarsToCents, MAX_DOLLARS } from '@/domain/money';

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
