import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  centsToDollars,
  compareCents,
  dollarInputErrors,
  dollarsToCents,
  formatCents,
  MAX_CENTS,
  isZeroReading,
  parseDollars,
  readDollars,
  sumCents,
} from '@/domain/money';

/** Whole dollars with thousands separators, written here with string slicing (no regex, no Intl). */
function grouped(whole: string): string {
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

/** A typed amount and the cents it stands for: optional '$' and spaces, grouped or not, 0, 1 or 2 decimals. */
const typedAmount = fc
  .record({
    cents: fc.oneof(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 0, max: 100_000 })),
    sign: fc.constantFrom('', '$', '$ ', '$  '),
    group: fc.boolean(),
    decimals: fc.constantFrom(0, 1, 2),
    pad: fc.constantFrom('', ' ', '\t', '  '),
  })
  .map(({ cents, sign, group, decimals, pad }) => {
    const whole = String(Math.floor(cents / 100));
    const fraction = String(cents % 100).padStart(2, '0');
    // Fewer decimals than the cents need round the amount down to what the text says.
    const shown = decimals === 0 ? '' : decimals === 1 ? `.${fraction[0]}` : `.${fraction}`;
    const said = Math.floor(cents / 100) * 100 + (decimals === 0 ? 0 : decimals === 1 ? Number(fraction[0]) * 10 : cents % 100);
    return { text: `${pad}${sign}${group ? grouped(whole) : whole}${shown}${pad}`, cents: said };
  });

/** Text that is no dollar amount: a letter, a sign, three decimals, a bad group, a lone point or nothing. */
const notAnAmount = fc.oneof(
  fc.tuple(fc.string(), fc.constantFrom('a', 'Z', 'x', 'e', 'E'), fc.string()).map(([a, letter, b]) => `${a}${letter}${b}`),
  fc.tuple(fc.constantFrom('-', '+', '-$', '$-'), fc.nat()).map(([sign, n]) => `${sign}${n}`),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 999 })).map(([n, d]) => `${n}.${String(d).padStart(3, '0')}`),
  fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a},${b}`),
  fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 99_999 })).map(([a, b]) => `${a},${b}`),
  fc.nat().map((n) => `.${n}`),
  fc.nat().map((n) => `${n}.`),
  fc.constantFrom('', ' ', '$', '$.', ',', '1,,000', ',100', '1 000', 'NaN', 'Infinity'),
);

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

  test('property: a typed amount, however it is written, gives the cents it says', () => {
    fc.assert(
      fc.property(typedAmount, ({ text, cents }) => {
        expect(parseDollars(text)).toBe(cents);
      }),
    );
  });

  test('property: text that is no dollar amount gives nothing', () => {
    fc.assert(
      fc.property(notAnAmount, (text) => {
        expect(parseDollars(text)).toBeUndefined();
      }),
    );
  });

  test('property: every whole number of cents formats and parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(parseDollars(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('readDollars', () => {
  /** A typed amount built from its parts: sign, whole digits (grouped or not, or none), any number of decimals. */
  const typedParts = fc.record({
    dollarSign: fc.constantFrom('', '$', '$ '),
    negative: fc.boolean(),
    whole: fc.oneof(fc.constant(''), fc.bigInt({ min: 0n, max: 10n ** 15n }).map(String)),
    group: fc.boolean(),
    decimals: fc.stringMatching(/^\d{0,5}$/),
  });

  test('property: what was typed is read back part by part (sign, whole dollars without commas, decimals as typed)', () => {
    fc.assert(
      fc.property(typedParts, ({ dollarSign, negative, whole, group, decimals }) => {
        fc.pre(whole !== '' || decimals !== '');
        const text = `${dollarSign}${negative ? '-' : ''}${group ? grouped(whole) : whole}${decimals === '' ? '' : `.${decimals}`}`;
        expect(readDollars(text)).toEqual({ negative, whole, decimals });
        const zero = [...whole, ...decimals].every((digit) => digit === '0');
        expect(isZeroReading(readDollars(text) as NonNullable<ReturnType<typeof readDollars>>)).toBe(zero);
      }),
    );
    expect(readDollars('.75')).toEqual({ negative: false, whole: '', decimals: '75' });
  });

  test('property: text that is no number of dollars is not read', () => {
    const noNumber = fc.oneof(
      fc.tuple(fc.string(), fc.constantFrom('a', 'Z', 'x', 'e', 'E'), fc.string()).map(([a, letter, b]) => `${a}${letter}${b}`),
      fc.nat().map((n) => `${n}.`),
      fc.nat().map((n) => `-$${n}`),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 99_999 })).map(([a, b]) => `${a},${b}`),
      fc.constantFrom('', ' ', '$', '-', '.', '$.', ',', '1,,000', ',100', '1 000', '+5', 'NaN', 'Infinity'),
    );
    fc.assert(
      fc.property(noNumber, (text) => {
        expect(readDollars(text)).toBeUndefined();
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

  test('blank input is missing, however many spaces', () => {
    expect(dollarInputErrors('   ', 'Purchase price')).toEqual(['Purchase price is required']);
  });

  test('property: a typed amount passes exactly when it is above $0.00 and at most the maximum', () => {
    fc.assert(
      fc.property(typedAmount, ({ text, cents }) => {
        const expected =
          cents === 0
            ? ['Price must be greater than $0.00']
            : cents > MAX_CENTS
              ? ['Price must be at most $1,000,000,000,000.00']
              : [];
        expect(dollarInputErrors(text, 'Price')).toEqual(expected);
      }),
    );
  });

  test('property: text that is no dollar amount is refused with one message', () => {
    fc.assert(
      fc.property(notAnAmount, (text) => {
        const expected = text.trim() === '' ? 'Price is required' : 'Price must be an amount in dollars, like 1,250.00';
        expect(dollarInputErrors(text, 'Price')).toEqual([expected]);
      }),
    );
  });

  test('property: above the maximum is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_CENTS + 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(dollarInputErrors(text, 'Price')).toEqual(['Price must be at most $1,000,000,000,000.00']);
      }),
    );
  });
});

describe('API dollars and cents', () => {
  test('dollars with at most 2 decimals to cents and back', () => {
    expect(dollarsToCents(1250.5)).toBe(125_050);
    expect(dollarsToCents(0.07)).toBe(7);
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(centsToDollars(125_050)).toBe(1250.5);
    expect(centsToDollars(7)).toBe(0.07);
    expect(centsToDollars('125050')).toBe(1250.5);
    expect(centsToDollars(125_050n)).toBe(1250.5);
  });

  test('property: dollars written with two decimals give their cents, and the cents give the same dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        const sign = cents < 0 ? '-' : '';
        const abs = Math.abs(cents);
        const dollars = Number(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
        expect(dollarsToCents(dollars)).toBe(cents);
        expect(centsToDollars(cents)).toBe(dollars);
        expect(centsToDollars(String(cents))).toBe(dollars);
        expect(centsToDollars(BigInt(cents))).toBe(dollars);
      }),
    );
  });
});

describe('sumCents and compareCents', () => {
  test('the total of none is 0', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([125, -25, 1_000])).toBe(1_100);
  });

  test('property: the total is the exact sum of the amounts (checked in BigInt)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), { maxLength: 50 }), (amounts) => {
        const exact = amounts.reduce((total, cents) => total + BigInt(cents), 0n);
        expect(BigInt(sumCents(amounts))).toBe(exact);
        expect(sumCents(new Set(amounts))).toBe(sumCents([...new Set(amounts)]));
      }),
    );
  });

  test('property: the order is the order of the amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (a, b) => {
        expect(Math.sign(compareCents(a, b))).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});
