import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarInputErrors, dollarsToCents, formatCents, MAX_CENTS, parseDollars } from './cents';

describe('parseDollars', () => {
  test('reads plain, grouped, dollar-signed and one- or two-decimal amounts as whole cents', () => {
    expect(parseDollars('1,234.5')).toBe(123450);
    expect(parseDollars('$20')).toBe(2000);
    expect(parseDollars(' 0.07 ')).toBe(7);
    expect(parseDollars('1234567.89')).toBe(123456789);
  });

  test('refuses text, three decimals, signs and bad grouping', () => {
    for (const bad of ['', 'abc', '1.005', '-5', '1,23', '12,34,567', '1e3', '.5', '5.', 'NaN'])
      expect(parseDollars(bad)).toBeUndefined();
  });

  test('property: every whole number of cents formats and parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(parseDollars(formatCents(cents))).toBe(cents);
      }),
    );
  });

  test('property: any string with a letter is refused', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'Z', 'x', 'e'), fc.string(), (before, letter, after) => {
        expect(parseDollars(`${before}${letter}${after}`)).toBeUndefined();
      }),
    );
  });
});

describe('dollarInputErrors', () => {
  test('names what is wrong with a typed price', () => {
    expect(dollarInputErrors('', 'Purchase price')).toEqual(['Purchase price is required']);
    expect(dollarInputErrors('ten', 'Purchase price')).toEqual(['Purchase price must be an amount in dollars, like 1,250.00']);
    expect(dollarInputErrors('0.00', 'Purchase price')).toEqual(['Purchase price must be greater than $0.00']);
    expect(dollarInputErrors('1000000000000.01', 'Purchase price')).toEqual([
      'Purchase price must be at most $1,000,000,000,000.00',
    ]);
  });

  test('property: every positive amount up to the maximum passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        expect(dollarInputErrors(formatCents(cents), 'X')).toEqual([]);
      }),
    );
  });
});

describe('formatCents', () => {
  test('formats for people with grouping and two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
  });
});

describe('API dollars and cents', () => {
  test('dollars with at most 2 decimals to cents and back', () => {
    expect(dollarsToCents(1250.5)).toBe(125_050);
    expect(dollarsToCents(0.07)).toBe(7);
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(centsToDollars(125_050)).toBe(1250.5);
    expect(centsToDollars(7)).toBe(0.07);
  });

  test('blank input is missing, however many spaces', () => {
    expect(dollarInputErrors('   ', 'Purchase price')).toEqual(['Purchase price is required']);
  });
});
