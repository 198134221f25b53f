import type { CalendarDate } from '@/domain/shared/calendar-date';

/** The IRS limits of one tax year, in integer cents. */
export interface YearLimits {
  readonly taxYear: number;
  /** Where the IRS published the figures (the cost-of-living notice; the SSA for the wage base). */
  readonly source: string;
  /** Elective deferral limit (402(g)): pre-tax and Roth together, across all employers' 401(k)s of the person. */
  readonly deferralCents: number;
  /** Catch-up at ages 50 and over (414(v)(2)(B)(i)); at ages 50-59 and 64+ from 2025 (age at the end of the tax year). */
  readonly catchUpCents: number;
  /** The higher catch-up at ages 60-63 (414(v)(2)(E), SECURE 2.0 section 109, from 2025); null before it existed. */
  readonly catchUp60To63Cents: number | null;
  /** Annual additions limit (415(c)(1)(A)), before catch-up. */
  readonly annualAdditionsCents: number;
  /** Compensation that counts (401(a)(17)). */
  readonly compensationCapCents: number;
  /** Social Security wage base (for the self-employment tax in the employer calculator). */
  readonly socialSecurityWageBaseCents: number;
  /**
   * Prior-year FICA wages from the plan's sponsor above which catch-ups must be Roth (414(v)(7)(A)); null for years the
   * rule does not apply yet (SECURE 2.0 section 603, with the administrative transition of IRS Notice 2023-62 to 2026).
   */
  readonly rothCatchUpWageThresholdCents: number | null;
}

const dollars = (amount: number): number => amount * 100;

/**
 * The limits as data: one row per tax year, each figure checked against the IRS notice named in its `source`.
 * - 2024, IRS Notice 2023-75: deferral 23,000; catch-up 7,500 (no 60-63 tier yet); 415(c) 69,000; 401(a)(17) 345,000;
 *   SSA wage base 168,600.
 * - 2025, IRS Notice 2024-80: deferral 23,500; catch-up 7,500, 11,250 at 60-63; 415(c) 70,000; 401(a)(17) 350,000;
 *   SSA wage base 176,100.
 * - 2026, IRS Notice 2025-67: deferral 24,500; catch-up 8,000, 11,250 at 60-63; 415(c) 72,000; 401(a)(17) 360,000;
 *   414(v)(7) Roth catch-up wage threshold 150,000 (for 2025 wages); SSA wage base 184,500.
 * A later year has no row until the IRS publishes it: `limitsFor` answers undefined and the app says
 * `limitsNotPublishedMessage` (decision 0280). To add a year, add a row; the contributions e2e then records for that
 * year and asserts its figures literally (e2e/contributions.test.ts), so update them with the row. Until the row is
 * there, a January deposit still counts for the prior year and the e2e records for that year.
 */
export const CONTRIBUTION_LIMITS: Readonly<Record<number, YearLimits>> = {
  2024: {
    taxYear: 2024,
    source: 'IRS Notice 2023-75; SSA wage base',
    deferralCents: dollars(23_000),
    catchUpCents: dollars(7_500),
    catchUp60To63Cents: null,
    annualAdditionsCents: dollars(69_000),
    compensationCapCents: dollars(345_000),
    socialSecurityWageBaseCents: dollars(168_600),
    rothCatchUpWageThresholdCents: null,
  },
  2025: {
    taxYear: 2025,
    source: 'IRS Notice 2024-80; SSA wage base',
    deferralCents: dollars(23_500),
    catchUpCents: dollars(7_500),
    catchUp60To63Cents: dollars(11_250),
    annualAdditionsCents: dollars(70_000),
    compensationCapCents: dollars(350_000),
    socialSecurityWageBaseCents: dollars(176_100),
    rothCatchUpWageThresholdCents: null,
  },
  2026: {
    taxYear: 2026,
    source: 'IRS Notice 2025-67; SSA wage base',
    deferralCents: dollars(24_500),
    catchUpCents: dollars(8_000),
    catchUp60To63Cents: dollars(11_250),
    annualAdditionsCents: dollars(72_000),
    compensationCapCents: dollars(360_000),
    socialSecurityWageBaseCents: dollars(184_500),
    rothCatchUpWageThresholdCents: dollars(150_000),
  },
};

/** The tax years the table covers, oldest first. */
export const LIMIT_YEARS: readonly number[] = Object.keys(CONTRIBUTION_LIMITS)
  .map(Number)
  .sort((a, b) => a - b);

/** The limits of a tax year, or undefined when the table has no row for it (say `limitsNotPublishedMessage`). */
export function limitsFor(taxYear: number): YearLimits | undefined {
  return Object.hasOwn(CONTRIBUTION_LIMITS, taxYear) ? CONTRIBUTION_LIMITS[taxYear] : undefined;
}

/**
 * What to say for a tax year without a row: a later year's limits are not yet published (the IRS announces them in
 * the autumn before); an earlier year is outside the table. Never reuse another year's figures (decision 0280).
 */
export function limitsNotPublishedMessage(taxYear: number): string {
  const first = LIMIT_YEARS[0];
  if (taxYear < first) return `Limits for ${taxYear} are not in the app (it has the limits from ${first} on)`;
  return `Limits for ${taxYear} are not yet published`;
}

/** Age on the last day of the tax year (December 31): the age the catch-up rules use (0 for someone not yet born). */
export function ageAtEndOfTaxYear(dateOfBirth: CalendarDate, taxYear: number): number {
  return Math.max(taxYear - dateOfBirth.year, 0);
}

/** The catch-up limit at an age (at the end of the tax year): none under 50, the higher one at 60-63 where it exists. */
export function catchUpLimitCents(limits: YearLimits, age: number): number {
  if (age < 50) return 0;
  if (age >= 60 && age <= 63 && limits.catchUp60To63Cents !== null) return limits.catchUp60To63Cents;
  return limits.catchUpCents;
}
