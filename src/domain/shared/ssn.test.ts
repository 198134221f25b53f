import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isValidSsn, WELL_KNOWN_INVALID_SSNS } from '@/domain/shared/ssn';
import { validatePersonalDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T12:00:00Z') };
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const ssnErrors = (value: unknown): string[] | undefined => validatePersonalDetails({ ssn_number: value }, ctx).ssn_number;

/** An SSN in one of the two patterns, from its three groups. */
const written = (area: number, group: number, serial: number, hyphens: boolean): string =>
  [pad(area, 3), pad(group, 2), pad(serial, 4)].join(hyphens ? '-' : '');

const validArea = fc.integer({ min: 1, max: 899 }).filter((area) => area !== 666);
const validGroup = fc.integer({ min: 1, max: 99 });
const validSerial = fc.integer({ min: 1, max: 9999 });

describe('SSN', () => {
  test('accepts every number the SSA may issue, in both patterns', () => {
    fc.assert(
      fc.property(validArea, validGroup, validSerial, fc.boolean(), (area, group, serial, hyphens) => {
        fc.pre(!WELL_KNOWN_INVALID_SSNS.includes(written(area, group, serial, false)));
        const ssn = written(area, group, serial, hyphens);
        expect(isValidSsn(ssn)).toBe(true);
        expect(ssnErrors(ssn)).toBeUndefined();
      }),
    );
  });

  test('rejects area 000, 666 and 900-999, group 00 and serial 0000 with the SSN message', () => {
    const badArea = fc.oneof(fc.constant(0), fc.constant(666), fc.integer({ min: 900, max: 999 }));
    const invalid = fc.oneof(
      fc.tuple(badArea, validGroup, validSerial),
      fc.tuple(validArea, fc.constant(0), validSerial),
      fc.tuple(validArea, validGroup, fc.constant(0)),
    );
    fc.assert(
      fc.property(invalid, fc.boolean(), ([area, group, serial], hyphens) => {
        const ssn = written(area, group, serial, hyphens);
        expect(isValidSsn(ssn)).toBe(false);
        expect(ssnErrors(ssn)).toEqual(['Should be valid SSN']);
      }),
    );
  });

  test('rejects anything outside the two patterns with the SSN message', () => {
    const digits = (min: number, max: number): fc.Arbitrary<string> =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const malformed = fc.oneof(
      fc
        .tuple(digits(0, 12), digits(0, 12), digits(0, 12))
        .filter(([a, b, c]) => a.length !== 3 || b.length !== 2 || c.length !== 4)
        .map((p) => p.join('-')),
      digits(1, 20).filter((d) => d.length !== 9),
      fc
        .tuple(validArea, validGroup, validSerial, fc.constantFrom(' ', '.', '/', '–', ' -'))
        .map(([a, g, s, sep]) => [pad(a, 3), pad(g, 2), pad(s, 4)].join(sep)),
      fc
        .tuple(validArea, validGroup, validSerial, fc.constantFrom(' ', 'a', '\n'))
        .map(([a, g, s, extra]) => `${written(a, g, s, true)}${extra}`),
      fc.string().filter((s) => /[^0-9-]/.test(s) && s.trim() !== ''),
    );
    fc.assert(
      fc.property(malformed, (value) => {
        expect(isValidSsn(value)).toBe(false);
        expect(ssnErrors(value)).toEqual(['Should be valid SSN']);
      }),
    );
  });

  test('rejects the well-known invalid numbers in both patterns', () => {
    for (const ssn of ['078-05-1120', '078051120', '219-09-9999', '219099999', '457-55-5462', '123-45-6789', '123456789']) {
      expect(isValidSsn(ssn)).toBe(false);
      expect(ssnErrors(ssn)).toEqual(['Should be valid SSN']);
    }
  });

  test('rejects mixed patterns and non-strings', () => {
    for (const value of ['123-456780', '12345-6780', '001-01-00001']) expect(isValidSsn(value)).toBe(false);
    expect(isValidSsn(123456780 as unknown as string)).toBe(false);
    expect(ssnErrors(123456780)).toEqual(['Should be valid SSN']);
    expect(ssnErrors('')).toEqual(['Should be valid SSN']);
    expect(isValidSsn('001-01-0001')).toBe(true);
    expect(isValidSsn('899999999')).toBe(true);
  });
});
