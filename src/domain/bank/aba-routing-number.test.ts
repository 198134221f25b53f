import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { abaCheckDigit, isValidRoutingNumber } from '@/domain/bank/aba-routing-number';
import { bankNameForRouting, knownRoutingNumbers } from '@/domain/bank/routing-bank-names';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';

const digits = (n: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const prefix = fc
  .oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 21, max: 32 }), fc.integer({ min: 61, max: 72 }), fc.constant(80))
  .map((p) => String(p).padStart(2, '0'));
/** Valid routing numbers: a prefix in use, six digits, the computed check digit. */
const validRouting = fc.tuple(prefix, digits(6)).map(([p, d]) => `${p}${d}${abaCheckDigit(`${p}${d}`)}`);

describe('ABA routing number', () => {
  test('a prefix in use with the computed check digit is valid, and passes the ConnectBank rule', () => {
    fc.assert(
      fc.property(validRouting, (routing) => {
        expect(isValidRoutingNumber(routing)).toBe(true);
        expect(validateConnectBank({ routing_number: routing }).routing_number).toBeUndefined();
      }),
    );
  });

  test('changing any one digit of a valid number breaks the checksum', () => {
    fc.assert(
      fc.property(validRouting, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (routing, at, delta) => {
        const changed = `${routing.slice(0, at)}${(Number(routing[at]) + delta) % 10}${routing.slice(at + 1)}`;
        expect(isValidRoutingNumber(changed)).toBe(false);
      }),
    );
  });

  test('swapping the first digits of a known valid number is caught', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('201000021')).toBe(false);
    expect(isValidRoutingNumber('012000021')).toBe(false);
  });

  test('nine digits with an unused prefix are refused with the not-valid message', () => {
    const unused = fc
      .oneof(
        fc.constant(0),
        fc.integer({ min: 13, max: 20 }),
        fc.integer({ min: 33, max: 60 }),
        fc.integer({ min: 73, max: 79 }),
        fc.integer({ min: 81, max: 99 }),
      )
      .map((p) => String(p).padStart(2, '0'));
    fc.assert(
      fc.property(unused, digits(6), (p, d) => {
        const routing = `${p}${d}${abaCheckDigit(`${p}${d}`)}`;
        expect(isValidRoutingNumber(routing)).toBe(false);
        expect(validateConnectBank({ routing_number: routing }).routing_number).toEqual(['Routing number is not valid']);
      }),
    );
  });

  test('anything but nine digits gets the nine-digits message, blank gets the required message', () => {
    const malformed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }).filter((s) => s.length !== 9),
      fc.string({ minLength: 1 }).filter((s) => /[^0-9]/.test(s) && s.trim() !== ''),
    );
    fc.assert(
      fc.property(malformed, (value) => {
        expect(isValidRoutingNumber(value)).toBe(false);
        expect(validateConnectBank({ routing_number: value }).routing_number).toEqual(['Routing number must be 9 digits']);
      }),
    );
    expect(validateConnectBank({ routing_number: '  ' }).routing_number).toEqual(['Routing number is required']);
    expect(isValidRoutingNumber(21000021)).toBe(false);
  });

  test('every routing number in the local bank table is valid and has a name', () => {
    for (const routing of knownRoutingNumbers()) expect(isValidRoutingNumber(routing)).toBe(true);
    expect(bankNameForRouting('021000021')).toBe('JPMorgan Chase Bank');
    expect(bankNameForRouting('011000028')).toBeUndefined();
    expect(bankNameForRouting('constructor')).toBeUndefined();
  });
});
