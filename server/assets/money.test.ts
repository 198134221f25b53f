import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dollarErrors, MAX_DOLLARS, toCents, toDollars } from './money';

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
        return dollarErrors(dollars, 'Amount').length === 0 && toCents(dollars) === cents && toDollars(String(cents)) === dollars;
      }),
    );
  });
});
