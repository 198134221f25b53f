import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { codedLabel, feeLabel, OPTION_LISTS } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { formatCents, formatMoney } from '@/domain/display/format-money';
import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';

describe('formatMoney and formatCents', () => {
  test('write US dollars as the locale does', () => {
    expect(formatMoney(23500)).toBe('$23,500.00');
    expect(formatMoney(550, { compact: true })).toBe('$550');
    expect(formatMoney(120.5, { compact: true })).toBe('$120.50');
    expect(formatCents(2_350_000)).toBe('$23,500.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatMoney(1234.5, { locale: 'de-DE' })).toBe('1.234,50\u00a0$');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  test('any amount of cents reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('formatDate', () => {
  test('writes calendar dates and timestamps as people read them', () => {
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-08T23:59:59Z')).toBe('Dec 8, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 1, 28)))).toBe('Feb 28, 2026');
    expect(formatDate('2026-11-23', { locale: 'en-GB' })).toBe('23 Nov 2026');
  });

  test('leaves nothing and non-dates alone, never inventing a date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('soon')).toBe('soon');
  });

  test('every valid calendar date formats without its ISO form', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const text = formatDate(iso);
        expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
        expect(text).not.toContain(iso);
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

  test('dates: en-US, en-GB and de-DE, from a calendar date and from a timestamp', () => {
    expect(formatDate('2026-11-23', { locale: 'en-US' })).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', { locale: 'en-GB' })).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23', { locale: 'de-DE' })).toBe('23. Nov. 2026');
    expect(formatDate('2026-12-08T23:59:59Z', { locale: 'de-DE' })).toBe('8. Dez. 2026');
  });

  test('any amount of cents reads back to the same cents in de-DE (dot thousands, comma decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (cents) => {
        const text = formatCents(cents, { locale: 'de-DE' });
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0\$$/);
        expect(Math.round(Number(text.replace(/[.\u00a0$]/g, '').replace(',', '.')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('localeOfAcceptLanguage (the locale recorded with a checkout, decision 0203)', () => {
  test('the highest-quality supported tag, canonical; * and malformed tags skipped; none gives undefined', () => {
    expect(localeOfAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(localeOfAcceptLanguage('en;q=0.5, en-gb;q=0.9')).toBe('en-GB');
    expect(localeOfAcceptLanguage('*, fr-FR;q=0.4')).toBe('fr-FR');
    expect(localeOfAcceptLanguage('%%, en-US')).toBe('en-US');
    expect(localeOfAcceptLanguage('x;q=0')).toBeUndefined();
    expect(localeOfAcceptLanguage('')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });

  test('only a locale the PDF fonts can write is kept for documents', () => {
    for (const locale of ['en-US', 'en-GB', 'de-DE', 'es-ES']) expect(latinLocale(locale)).toBe(locale);
    // fr-FR groups thousands with U+202F (narrow no-break space), outside the fonts' Latin-1 too.
    for (const locale of ['ja-JP', 'ru-RU', 'ar-EG', 'fr-FR']) expect(latinLocale(locale)).toBeUndefined();
    expect(latinLocale(undefined)).toBeUndefined();
  });
});

describe('coded labels', () => {
  test('each coded value of every option list has one display label', () => {
    expect(codedLabel('entity_type', 'llc')).toBe('Limited liability company (LLC)');
    expect(codedLabel('loan_interest_rate_type', 'primePlus')).toBe('Prime rate plus the rate above');
    expect(codedLabel('employer_fiscal_year_end', 'fiscalBased')).toBe('Fiscal year (another date)');
    expect(codedLabel('id_type', 'driversLicense')).toBe("Driver's license");
    expect(codedLabel('state', 'OR')).toBe('Oregon');
    for (const [field, choices] of Object.entries(OPTION_LISTS)) {
      for (const c of choices) expect(codedLabel(field, c.value)).toBe(c.label);
    }
  });

  test('the fees have one name each, on the review page and the invoice alike', () => {
    expect(feeLabel('plan_fee', 'Individual 401(k) plan')).toBe('Plan fee');
    expect(feeLabel('setup_fee', 'Setup')).toBe('Setup fee');
    expect(feeLabel('plan_doc_generation')).toBe('Plan document generation');
    expect(feeLabel('other_fee', 'Other')).toBe('Other');
  });
});
