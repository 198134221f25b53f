import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isMaskedNumber, maskNumber, masksNumber } from './number-mask';

const char = fc.constantFrom(...'0123456789ABCDEFXYZabc'.split(''));
/** An ID or bank number as people type them: letters and digits, sometimes with spaces or hyphens. */
const number = fc
  .tuple(fc.array(char, { minLength: 5, maxLength: 20 }), fc.constantFrom('', ' ', '-'))
  .map(([chars, sep]) => (sep === '' ? chars.join('') : `${chars.slice(0, 2).join('')}${sep}${chars.slice(2).join('')}`));

describe('Number mask (ID and bank numbers)', () => {
  test('masks any number to four dots and its last four characters; the mask is a mask and stands for the number', () => {
    fc.assert(
      fc.property(number, (value) => {
        const masked = maskNumber(value);
        const chars = value.replace(/[^0-9A-Za-z]/g, '');
        expect(masked).toBe(`••••${chars.slice(-4)}`);
        expect(isMaskedNumber(masked)).toBe(true);
        expect(isMaskedNumber(value)).toBe(false);
        expect(masksNumber(masked, value)).toBe(true);
      }),
    );
  });

  test('a mask never stands for another number whose last four differ, nor for nothing or another mask', () => {
    fc.assert(
      fc.property(number, number, (a, b) => {
        const same = maskNumber(a) === maskNumber(b);
        expect(masksNumber(maskNumber(a), b)).toBe(same);
      }),
    );
    expect(masksNumber('••••1234', undefined)).toBe(false);
    expect(masksNumber('••••1234', '')).toBe(false);
    expect(masksNumber('••••1234', '••••1234')).toBe(false);
    expect(masksNumber('A1234', 'A1234')).toBe(false);
  });

  test('four characters or fewer show only the dots; typed values and non-strings are never a mask', () => {
    expect(maskNumber('X1')).toBe('••••');
    expect(maskNumber('1234')).toBe('••••');
    expect(maskNumber('D123-4567')).toBe('••••4567');
    expect(maskNumber(undefined)).toBe('••••');
    expect(isMaskedNumber('••••')).toBe(true);
    expect(isMaskedNumber('••••12345')).toBe(false);
    expect(isMaskedNumber('****1234')).toBe(false);
    expect(isMaskedNumber(1234)).toBe(false);
  });
});
