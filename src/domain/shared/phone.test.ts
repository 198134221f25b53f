import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatPhone, isValidPhone, phoneAsTyped, validatePhone } from '@/domain/shared/phone';
import { validateEmployerDetails, validatePersonalDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T12:00:00Z') };
const digits = (n: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const prefix = fc.oneof(fc.constant(''), fc.constant('+1'), digits(1), digits(2));
const separator = fc.constantFrom('', ' ', '-');
const areaCode = fc.oneof(
  digits(3),
  digits(3).map((d) => `(${d})`),
);

/** The phone messages of the personal and employer forms. */
const phoneErrors = (value: unknown): [string[] | undefined, string[] | undefined] => [
  validatePersonalDetails({ phone: value }, ctx).phone,
  validateEmployerDetails({ employer_phone: value }, ctx).employer_phone,
];

describe('phone', () => {
  test('accepts an optional +1 or 1-2 digit prefix, then 3-3-4 digits with a hyphen before the last four', () => {
    const phone = fc
      .tuple(prefix, separator, areaCode, separator, digits(3), digits(4))
      .map(([p, s1, area, s2, exchange, line]) => `${p}${p ? s1 : ''}${area}${s2}${exchange}-${line}`);
    fc.assert(
      fc.property(phone, (value) => {
        expect(isValidPhone(value)).toBe(true);
        expect(phoneErrors(value)).toEqual([undefined, undefined]);
      }),
    );
  });

  test('rejects other shapes with the phone message', () => {
    const malformed = fc.oneof(
      // no hyphen before the last four
      fc
        .tuple(prefix, areaCode, digits(3), fc.constantFrom('', ' ', '.', '/'), digits(4))
        .map(([p, a, e, s, l]) => `${p}${a}${e}${s}${l}`),
      // wrong group lengths (a-e-l digits; with four last digits, a prefix may absorb one or two digits)
      fc
        .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 8 }))
        .filter(([a, e, l]) => l !== 4 || !['3,3', '1,6', '2,6', '4,3', '5,3'].includes(`${a},${e}`))
        .chain(([a, e, l]) => fc.tuple(digits(a), digits(e), digits(l)))
        .map(([a, e, l]) => `${a}-${e}-${l}`),
      // a prefix that is neither +1 nor one or two digits
      fc
        .tuple(fc.constantFrom('+2', '+12', '+', '123', '++1', 'x'), digits(3), digits(3), digits(4))
        .map(([p, a, e, l]) => `${p} ${a}-${e}-${l}`),
      // unbalanced parentheses, letters, surrounding space
      fc
        .tuple(digits(3), digits(3), digits(4), fc.constantFrom('(', ')', 'a', ' ', '\n'))
        .map(([a, e, l, c]) => `${c === ')' ? '' : c}${a}${c === ')' ? c : ''}-${e}-${l}`),
    );
    fc.assert(
      fc.property(malformed, (value) => {
        expect(isValidPhone(value)).toBe(false);
        expect(phoneErrors(value)).toEqual([['Please type valid phone number'], ['Please type valid phone number']]);
      }),
    );
  });

  test('examples of the documented pattern', () => {
    for (const ok of [
      '555-123-4567',
      '555123-4567',
      '(555) 123-4567',
      '+1 555-123-4567',
      '+1555 123-4567',
      '1-555-123-4567',
      '44 555 123-4567',
    ]) {
      expect(isValidPhone(ok)).toBe(true);
    }
    for (const bad of ['5551234567', '555-1234-567', '(555-123-4567', '+1 (555)123 4567', '555.123.4567', '']) {
      expect(isValidPhone(bad)).toBe(false);
    }
    expect(phoneErrors('')).toEqual([['Phone is required'], undefined]);
  });

  test('the profile phone field uses the same rule and messages (validatePhone)', () => {
    const valid = fc
      .tuple(prefix, separator, areaCode, separator, digits(3), digits(4))
      .map(([p, s1, area, s2, exchange, line]) => `${p}${p ? s1 : ''}${area}${s2}${exchange}-${line}`);
    fc.assert(
      fc.property(valid, (value) => {
        expect(validatePhone(value)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        const message = validatePhone(value);
        if (value.trim() === '') expect(message).toBe('Phone is required');
        else expect(message).toBe(isValidPhone(value) ? undefined : 'Please type valid phone number');
      }),
    );
    expect(validatePhone(undefined)).toBe('Phone is required');
  });

  test('formats a valid phone as (555) 123-4567 after its prefix: still valid, same digits, stable', () => {
    const valid = fc
      .tuple(prefix, separator, areaCode, separator, digits(3), digits(4))
      .map(([p, s1, area, s2, exchange, line]) => `${p}${p ? s1 : ''}${area}${s2}${exchange}-${line}`);
    fc.assert(
      fc.property(valid, (value) => {
        const shown = formatPhone(value);
        expect(isValidPhone(shown)).toBe(true);
        expect(shown.replace(/\D/g, '')).toBe(value.replace(/\D/g, ''));
        expect(formatPhone(shown)).toBe(shown);
        expect(shown).toMatch(/\(\d{3}\) \d{3}-\d{4}$/);
      }),
    );
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('+1555 123-4567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('44 555 123-4567')).toBe('44 (555) 123-4567');
    expect(formatPhone('5551234567')).toBe('5551234567');
  });
});

describe('phoneAsTyped (issue 28: 5551234567 is a US phone)', () => {
  test('ten digits typed, with or without the country 1, become the pattern and keep every digit (property)', () => {
    fc.assert(
      fc.property(digits(10), fc.boolean(), (ten, withOne) => {
        const typed = withOne ? `1${ten}` : ten;
        const shown = phoneAsTyped(typed);
        // Independent formulation: NXX-NXX-XXXX, with "1-" first when the 1 was typed.
        expect(shown).toBe(`${withOne ? '1-' : ''}${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`);
        expect(isValidPhone(shown)).toBe(true);
        expect(validatePersonalDetails({ phone: shown }, ctx).phone).toBeUndefined();
        expect(phoneAsTyped(shown)).toBe(shown);
      }),
    );
  });

  test('each keystroke of a number typed digit by digit groups what is there so far', () => {
    const steps = [...'5551234567'].map((_, i) => phoneAsTyped('5551234567'.slice(0, i + 1)));
    expect(steps).toEqual([
      '5',
      '55',
      '555',
      '555-1',
      '555-12',
      '555-123',
      '555-123-4',
      '555-123-45',
      '555-123-456',
      '555-123-4567',
    ]);
  });

  test('other ways of writing it are left as typed for the rule to judge (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(3).map((d) => `(${d}) 123-4567`),
          digits(10).map((d) => `+1 ${d}`),
          digits(12),
          fc.string({ minLength: 1 }).filter((s) => /[^\d -]/.test(s)),
        ),
        (typed) => {
          expect(phoneAsTyped(typed)).toBe(typed);
        },
      ),
    );
  });
});
