import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { codedLabel, feeLabel, OPTION_LISTS } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { firstSupportedLocale, latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';

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

describe('US English without Intl (decision 0346)', () => {
  test('property: any day of the years 1000 to 9999, from a date or a timestamp, is written exactly as Intl writes it', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          expect(formatDate(d)).toBe(intl.format(d));
          expect(formatDate(d.toISOString(), { locale: 'en-US' })).toBe(intl.format(d));
          expect(formatDate(d.toISOString().slice(0, 10))).toBe(intl.format(d));
        },
      ),
    );
  });

  test('years outside 1000-9999 are left to Intl', () => {
    const early = new Date(Date.UTC(999, 0, 5));
    expect(formatDate(early)).toBe(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(early),
    );
  });

  test('the browser preferring en-US needs no Intl lookup; other locales are still checked', () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      expect(firstSupportedLocale(['en-us'])).toBe('en-US');
      expect(supported).not.toHaveBeenCalled();
      expect(firstSupportedLocale(['fr-fr'])).toBe('fr-FR');
      expect(supported).toHaveBeenCalledTimes(1);
    } finally {
      supported.mockRestore();
    }
  });
});

describe('formats in the user locale (decision 0203)', () => {
  test('dates: en-US, en-GB and de-DE, from a calendar date and from a timestamp', () => {
    expect(formatDate('2026-11-23', { locale: 'en-US' })).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', { locale: 'en-GB' })).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23', { locale: 'de-DE' })).toBe('23. Nov. 2026');
    expect(formatDate('2026-12-08T23:59:59Z', { locale: 'de-DE' })).toBe('8. Dez. 2026');
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
