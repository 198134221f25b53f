import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cardExpired, luhnValid } from './card-number';

/** The Luhn check written another way: the check digit the other digits call for must be the last one. */
function checkDigitOf(payload: string): number {
  const doubled = [...payload].reverse().map((c, i) => {
    const d = Number(c);
    return i % 2 === 0 ? [...String(d * 2)].reduce((s, x) => s + Number(x), 0) : d;
  });
  return (10 - (doubled.reduce((s, x) => s + x, 0) % 10)) % 10;
}

describe('luhnValid (ISO/IEC 7812-1 Annex B)', () => {
  test('the documented test cards pass; a changed digit fails', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002', '4000000000000069'])
      expect([n, luhnValid(n)]).toEqual([n, true]);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  test('agrees with the check digit computed from the other digits, for every number of 12 to 19 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 0, max: 9 }), (payload, last) => {
        expect(luhnValid(`${payload}${last}`)).toBe(checkDigitOf(payload) === last);
      }),
    );
  });
});

describe('cardExpired', () => {
  test('a card is good through the end of its month', () => {
    const today = { year: 2026, month: 11 };
    expect(cardExpired({ year: 2026, month: 11 }, today)).toBe(false);
    expect(cardExpired({ year: 2026, month: 10 }, today)).toBe(true);
    expect(cardExpired({ year: 2025, month: 12 }, today)).toBe(true);
    expect(cardExpired({ year: 2027, month: 1 }, today)).toBe(false);
  });

  test('agrees with comparing month counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        (ey, em, ty, tm) => {
          expect(cardExpired({ year: ey, month: em }, { year: ty, month: tm })).toBe(ey * 12 + em < ty * 12 + tm);
        },
      ),
    );
  });
});
