import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { einAsTyped, isValidEin } from '@/domain/shared/ein';
import { validateEmployerDetails, validatePlanDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T12:00:00Z') };
const digits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** The EIN messages of both fields that carry an EIN. */
const einErrors = (value: unknown): [string[] | undefined, string[] | undefined] => [
  validateEmployerDetails({ employer_ein: value }, ctx).employer_ein,
  validatePlanDetails({ plan_ein: value }, ctx).plan_ein,
];

describe('EIN', () => {
  test('accepts two digits, a hyphen and seven digits on both EIN fields', () => {
    fc.assert(
      fc.property(digits(2, 2), digits(7, 7), (prefix, serial) => {
        const ein = `${prefix}-${serial}`;
        expect(isValidEin(ein)).toBe(true);
        expect(einErrors(ein)).toEqual([undefined, undefined]);
      }),
    );
  });

  test('rejects every other shape with the EIN message', () => {
    const malformed = fc.oneof(
      fc
        .tuple(digits(0, 10), digits(0, 12))
        .filter(([a, b]) => a.length !== 2 || b.length !== 7)
        .map(([a, b]) => `${a}-${b}`),
      digits(1, 12),
      fc.tuple(digits(2, 2), digits(7, 7), fc.constantFrom(' ', '.', '', '–', '--')).map(([a, b, sep]) => `${a}${sep}${b}`),
      fc.tuple(digits(2, 2), digits(7, 7), fc.constantFrom(' ', 'x', '\n')).map(([a, b, extra]) => `${a}-${b}${extra}`),
      fc.string().filter((s) => /[^0-9-]/.test(s) && s.trim() !== ''),
    );
    fc.assert(
      fc.property(malformed, (value) => {
        expect(isValidEin(value)).toBe(false);
        expect(einErrors(value)).toEqual([['Should be valid EIN'], ['Should be valid EIN']]);
      }),
    );
  });

  test('the employer EIN is required, the plan EIN only checked when present', () => {
    expect(einErrors('')).toEqual([['Should be valid EIN'], undefined]);
    expect(einErrors(undefined)).toEqual([['Should be valid EIN'], undefined]);
    expect(einErrors(123456789)).toEqual([['Should be valid EIN'], ['Should be valid EIN']]);
  });
});

describe('einAsTyped (issue 28: formatted as typed)', () => {
  const nine = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });

  test('nine digits typed become NN-NNNNNNN, keystroke by keystroke, keeping every digit (property)', () => {
    fc.assert(
      fc.property(nine, (digits) => {
        const shown = einAsTyped(digits);
        expect(shown).toBe(`${digits.slice(0, 2)}-${digits.slice(2)}`);
        expect(isValidEin(shown)).toBe(true);
        expect(einAsTyped(shown)).toBe(shown);
        const steps = [...digits].map((_, i) => einAsTyped(digits.slice(0, i + 1)));
        expect(steps[1]).toBe(digits.slice(0, 2));
        expect(steps[2]).toBe(`${digits.slice(0, 2)}-${digits[2]}`);
      }),
    );
  });

  test('letters or other marks are left as typed for the rule to judge', () => {
    for (const typed of ['12 3456789', 'AB-1234567', '12/3456789']) expect(einAsTyped(typed)).toBe(typed);
    expect(einAsTyped('1234567890')).toBe('12-34567890');
    expect(isValidEin(einAsTyped('1234567890'))).toBe(false);
  });
});
