import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateSearch } from '@/domain/validation';

const TOO_SHORT = 'Search value must contain at least 2 non-whitespace characters';
const BAD_CHARACTER = 'Only letters digits and spaces are allowed';
const LONG_CODE = 'Code length should not be longer then 6 digits';

const letter = fc.constantFrom(...'abcxyzABCXYZéüßÆçñЖжΩλ中文あア');
const digit = fc.constantFrom(...'0123456789');
const spaces = fc.string({ unit: fc.constant(' '), maxLength: 4 });
const allowed = fc.oneof(letter, digit, fc.constant(' '));
const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000');
const disallowed = fc.constantFrom(...'!@#$%^&*()_-+=[]{};:\'",.<>/?\\|`~€°', '\t', '\n', '😀', '\u00a0');

describe('validateSearch', () => {
  test('accepts letters, digits and spaces with at least two non-spaces, when not a long code', () => {
    const words = fc
      .tuple(spaces, letter, fc.string({ unit: allowed, maxLength: 30 }), fc.oneof(letter, digit), spaces)
      .map((parts) => parts.join(''));
    const code = fc.tuple(spaces, fc.string({ unit: digit, minLength: 2, maxLength: 6 }), spaces).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(words, code), (value) => {
        expect(validateSearch(value)).toBeUndefined();
      }),
    );
  });

  test('fewer than two non-whitespace characters gives the length message first', () => {
    const value = fc
      .tuple(
        fc.string({ unit: whitespace, maxLength: 10 }),
        fc.option(fc.oneof(allowed, disallowed), { nil: '' }),
        fc.string({ unit: whitespace, maxLength: 10 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, (search) => {
        expect(validateSearch(search)).toBe(TOO_SHORT);
      }),
    );
  });

  test('any other character gives the letters-digits-spaces message', () => {
    const value = fc
      .tuple(fc.string({ unit: allowed, maxLength: 10 }), letter, disallowed, digit, fc.string({ unit: allowed, maxLength: 10 }))
      .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, (search) => {
        expect(validateSearch(search)).toBe(BAD_CHARACTER);
      }),
    );
  });

  test('an all-digit code longer than six digits gives the code message', () => {
    const value = fc
      .tuple(spaces, fc.string({ unit: digit, minLength: 7, maxLength: 40 }), spaces)
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, (search) => {
        expect(validateSearch(search)).toBe(LONG_CODE);
      }),
    );
  });

  test('examples at the edges', () => {
    expect(validateSearch('')).toBe('Search value must contain at least 2 non-whitespace characters');
    expect(validateSearch(' a ')).toBe(TOO_SHORT);
    expect(validateSearch('!')).toBe(TOO_SHORT);
    expect(validateSearch('ab')).toBeUndefined();
    expect(validateSearch('a b')).toBeUndefined();
    expect(validateSearch('ab-c')).toBe('Only letters digits and spaces are allowed');
    expect(validateSearch('a\tb')).toBe(BAD_CHARACTER);
    expect(validateSearch('123456')).toBeUndefined();
    expect(validateSearch('1234567')).toBe('Code length should not be longer then 6 digits');
    expect(validateSearch('123 4567')).toBeUndefined();
    expect(validateSearch('a1234567')).toBeUndefined();
    expect(validateSearch(42 as unknown as string)).toBe(TOO_SHORT);
  });
});
