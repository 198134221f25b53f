import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isMaskedSsn, maskSsn, ssnLast4 } from './ssn-mask';

const digit = fc.constantFrom(...'0123456789'.split(''));
const ssn = fc
  .tuple(
    fc.array(digit, { minLength: 3, maxLength: 3 }),
    fc.array(digit, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([a, g, s, hyphens]) =>
    hyphens ? `${a.join('')}-${g.join('')}-${s.join('')}` : `${a.join('')}${g.join('')}${s.join('')}`,
  );

describe('SSN mask', () => {
  test('masks any SSN to its last four digits only, and the mask is recognised as a mask', () => {
    fc.assert(
      fc.property(ssn, (value) => {
        const masked = maskSsn(value);
        const digits = value.replace(/\D/g, '');
        expect(masked).toBe(`***-**-${digits.slice(-4)}`);
        expect(masked.replace(/\D/g, '')).toBe(digits.slice(-4));
        expect(isMaskedSsn(masked)).toBe(true);
        expect(isMaskedSsn(value)).toBe(false);
        expect(ssnLast4(value)).toBe(digits.slice(-4));
      }),
    );
  });

  test('fewer than four digits masks to four stars; non-strings never pass as a mask', () => {
    expect(maskSsn('12')).toBe('***-**-****');
    expect(maskSsn(undefined)).toBe('***-**-****');
    expect(isMaskedSsn('***-**-****')).toBe(true);
    expect(isMaskedSsn('***-**-12345')).toBe(false);
    expect(isMaskedSsn(1234)).toBe(false);
    expect(ssnLast4('abc')).toBeUndefined();
  });
});
