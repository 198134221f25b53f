import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatCount } from './format-count';

/** The test's own formulation: digits from the right in groups of three, joined by commas, a leading minus. */
function expectedUs(count: number): string {
  const digits = [...String(Math.abs(count))];
  const groups: string[] = [];
  while (digits.length > 0) groups.unshift(digits.splice(-3).join(''));
  return `${count < 0 ? '-' : ''}${groups.join(',')}`;
}

describe('formatCount', () => {
  test('examples: 0, 7, 1,234, 1,000,000 and -12,345 in US English, the default', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(-12_345, 'en-US')).toBe('-12,345');
  });

  test('property: every safe integer in groups of three, as the test writes it out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(expectedUs(n));
      }),
    );
  });

  test('property: US English exactly as Intl writes it, without Intl (decision 0346)', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n, 'en-US')).toBe(intl.format(n));
      }),
    );
    fc.assert(
      fc.property(fc.nat(10_000_000), (n) => {
        expect(formatCount(n)).toBe(intl.format(n));
      }),
    );
  });

  test('other locales and numbers that are not safe integers go through Intl', () => {
    expect(formatCount(1234, 'de-DE')).toBe('1.234');
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
