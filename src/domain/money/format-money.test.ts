import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatCents, formatMoney, formatUsd, MAX_CENTS } from '@/domain/money';

/**
 * The expected text of an amount, written here without Intl or the production code: sign, '$', the whole dollars in
 * groups of three from the right, '.', two digits of cents (`compact`: none for a whole amount).
 */
function expectedUsd(cents: number, compact = false): string {
  const digits = BigInt(Math.abs(cents)).toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  const fraction = digits.slice(-2);
  const decimals = compact && fraction === '00' ? '' : `.${fraction}`;
  return `${cents < 0 ? '-' : ''}$${groups.join(',')}${decimals}`;
}

const anyCents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });

describe('formatCents and formatMoney', () => {
  test('write US dollars for people with grouping and two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
    expect(formatCents(2_350_000)).toBe('$23,500.00');
    expect(formatMoney(23500)).toBe('$23,500.00');
    expect(formatMoney(550, { compact: true })).toBe('$550');
    expect(formatMoney(120.5, { compact: true })).toBe('$120.50');
    expect(formatMoney(1234.5, { locale: 'de-DE' })).toBe('1.234,50\u00a0$');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  test('write nothing for no number', () => {
    for (const none of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatCents(none)).toBe('');
      expect(formatMoney(none)).toBe('');
    }
  });

  test('property: any whole number of cents is written as sign, $, groups of three and two decimals', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(formatCents(cents)).toBe(expectedUsd(cents));
        expect(formatCents(cents, { locale: 'en-US' })).toBe(expectedUsd(cents));
      }),
    );
  });

  test('property: en-US is written exactly as Intl writes it, without Intl (decision 0346)', () => {
    const intl = (compact: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: compact ? 0 : 2,
        maximumFractionDigits: 2,
      });
    fc.assert(
      fc.property(anyCents, fc.boolean(), (cents, compact) => {
        const whole = cents % 100 === 0;
        expect(formatCents(cents, { compact })).toBe(intl(compact && whole).format(cents / 100));
      }),
    );
    // Not whole cents (no caller sends them): Intl rounds them as before.
    expect(formatCents(12.5)).toBe(intl(false).format(0.125));
  });

  test('property: compact drops the cents of a whole amount only', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(formatCents(cents, { compact: true })).toBe(expectedUsd(cents, true));
      }),
    );
  });

  test('property: formatMoney of dollars with at most two decimals writes their cents', () => {
    fc.assert(
      fc.property(anyCents, fc.boolean(), (cents, compact) => {
        expect(formatMoney(cents / 100, { compact })).toBe(expectedUsd(cents, compact));
      }),
    );
  });

  test('property: any amount of cents reads back to the same cents (en-US and de-DE)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        const us = formatCents(cents);
        expect(us).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(us.replace(/[$,.]/g, ''))).toBe(cents);
        const de = formatCents(cents, { locale: 'de-DE' });
        expect(de).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0\$$/);
        expect(Number(de.replace(/[.,\u00a0$]/g, ''))).toBe(cents);
      }),
    );
  });
});

describe('formats in the user locale (decision 0203)', () => {
  const AMOUNTS: [number, string, string, string][] = [
    // cents, en-US, en-GB, de-DE
    [2_350_000, '$23,500.00', 'US$23,500.00', '23.500,00\u00a0$'],
    [55_000, '$550.00', 'US$550.00', '550,00\u00a0$'],
    [5, '$0.05', 'US$0.05', '0,05\u00a0$'],
  ];
  test('money: en-US, en-GB and de-DE each as that locale writes US dollars; no locale is en-US', () => {
    for (const [cents, us, gb, de] of AMOUNTS) {
      expect(formatCents(cents, { locale: 'en-US' })).toBe(us);
      expect(formatCents(cents, { locale: 'en-GB' })).toBe(gb);
      expect(formatCents(cents, { locale: 'de-DE' })).toBe(de);
      expect(formatCents(cents)).toBe(us);
    }
    expect(formatMoney(550, { locale: 'de-DE', compact: true })).toBe('550\u00a0$');
    expect(formatMoney(550, { locale: 'en-GB', compact: true })).toBe('US$550');
  });

  test('property: in any of the locales, the amount as Intl writes US dollars there', () => {
    const intl = (locale: string, fractionDigits: number): Intl.NumberFormat =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: 2,
      });
    fc.assert(
      fc.property(anyCents, fc.constantFrom('en-US', 'en-GB', 'de-DE', 'es-ES'), fc.boolean(), (cents, locale, compact) => {
        const digits = compact && cents % 100 === 0 ? 0 : 2;
        expect(formatCents(cents, { locale, compact })).toBe(intl(locale, digits).format(cents / 100));
      }),
      { numRuns: 2_000 },
    );
  });
});
