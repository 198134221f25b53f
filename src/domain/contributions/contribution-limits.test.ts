import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addYears, compareDates, daysInMonth } from '@/domain/shared/calendar-date';
import {
  ageAtEndOfTaxYear,
  catchUpLimitCents,
  CONTRIBUTION_LIMITS,
  LIMIT_YEARS,
  limitsFor,
  limitsNotPublishedMessage,
} from './contribution-limits';

describe('IRS limits table', () => {
  test('every row as the IRS notice of its year publishes it (cents), its source named beside it', () => {
    expect(limitsFor(2024)).toEqual({
      taxYear: 2024,
      source: 'IRS Notice 2023-75; SSA wage base',
      deferralCents: 2_300_000,
      catchUpCents: 750_000,
      catchUp60To63Cents: null,
      annualAdditionsCents: 6_900_000,
      compensationCapCents: 34_500_000,
      socialSecurityWageBaseCents: 16_860_000,
      rothCatchUpWageThresholdCents: null,
    });
    expect(limitsFor(2025)).toEqual({
      taxYear: 2025,
      source: 'IRS Notice 2024-80; SSA wage base',
      deferralCents: 2_350_000,
      catchUpCents: 750_000,
      catchUp60To63Cents: 1_125_000,
      annualAdditionsCents: 7_000_000,
      compensationCapCents: 35_000_000,
      socialSecurityWageBaseCents: 17_610_000,
      rothCatchUpWageThresholdCents: null,
    });
    expect(limitsFor(2026)).toEqual({
      taxYear: 2026,
      source: 'IRS Notice 2025-67; SSA wage base',
      deferralCents: 2_450_000,
      catchUpCents: 800_000,
      catchUp60To63Cents: 1_125_000,
      annualAdditionsCents: 7_200_000,
      compensationCapCents: 36_000_000,
      socialSecurityWageBaseCents: 18_450_000,
      rothCatchUpWageThresholdCents: 15_000_000,
    });
    expect(LIMIT_YEARS).toEqual([2024, 2025, 2026]);
    for (const year of LIMIT_YEARS) expect(CONTRIBUTION_LIMITS[year].taxYear).toBe(year);
  });

  test('a later year is not yet published: no row, no reuse of another year, a clear message', () => {
    expect(limitsFor(2027)).toBeUndefined();
    expect(limitsFor(2031)).toBeUndefined();
    expect(limitsNotPublishedMessage(2027)).toBe('Limits for 2027 are not yet published');
    expect(limitsNotPublishedMessage(2023)).toBe('Limits for 2023 are not in the app (it has the limits from 2024 on)');
    expect(limitsFor(Number.NaN)).toBeUndefined();
    expect(limitsFor('constructor' as unknown as number)).toBeUndefined();
  });

  test('property: a year has limits exactly when it is one of the published years; after them, "not yet published"', () => {
    const published = new Set([2024, 2025, 2026]);
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        expect(limitsFor(year) !== undefined).toBe(published.has(year));
        if (year > 2026) expect(limitsNotPublishedMessage(year)).toBe(`Limits for ${year} are not yet published`);
      }),
    );
  });

  test('age at the end of the tax year (December 31) from the date of birth', () => {
    expect(ageAtEndOfTaxYear({ year: 1976, month: 12, day: 31 }, 2026)).toBe(50);
    expect(ageAtEndOfTaxYear({ year: 1977, month: 1, day: 1 }, 2026)).toBe(49);
    expect(ageAtEndOfTaxYear({ year: 1966, month: 6, day: 15 }, 2026)).toBe(60);
  });

  test('catch-up by age band at the boundaries (2026): 49 none, 50-59 8,000, 60-63 11,250, 64+ 8,000', () => {
    const limits = limitsFor(2026)!;
    const at = (age: number): number => catchUpLimitCents(limits, age);
    expect([49, 50, 59, 60, 63, 64, 80].map(at)).toEqual([0, 800_000, 800_000, 1_125_000, 1_125_000, 800_000, 800_000]);
  });

  test('property: catch-up by age agrees with the bands written as a lookup of ranges', () => {
    const bands: Array<[number, number, keyof (typeof CONTRIBUTION_LIMITS)[2026] | undefined]> = [
      [0, 49, undefined],
      [50, 59, 'catchUpCents'],
      [60, 63, 'catchUp60To63Cents'],
      [64, 200, 'catchUpCents'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_YEARS), fc.integer({ min: 0, max: 200 }), (year, age) => {
        const limits = CONTRIBUTION_LIMITS[year];
        const band = bands.find(([from, to]) => age >= from && age <= to)!;
        const higher = limits.catchUp60To63Cents ?? limits.catchUpCents; // 2024 had no 60-63 tier (414(v)(2)(E) from 2025)
        const expected = band[2] === undefined ? 0 : band[2] === 'catchUp60To63Cents' ? higher : limits[band[2]];
        expect(catchUpLimitCents(limits, age)).toBe(expected);
      }),
    );
  });

  test('property: the age equals the birthdays passed by December 31 of the tax year, counted on the calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 2000, max: 2100 }),
        (year, month, rawDay, taxYear) => {
          const dateOfBirth = { year, month, day: Math.min(rawDay, daysInMonth(year, month)) };
          const yearEnd = { year: taxYear, month: 12, day: 31 };
          let birthdays = 0;
          while (compareDates(addYears(dateOfBirth, birthdays + 1), yearEnd) <= 0) birthdays += 1;
          expect(ageAtEndOfTaxYear(dateOfBirth, taxYear)).toBe(compareDates(dateOfBirth, yearEnd) > 0 ? 0 : birthdays);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
