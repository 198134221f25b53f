import type { CalendarDate } from '@/domain/shared/calendar-date';

/** The IRS limits of one tax year, in integer cents. */
export interface YearLimits {
  readonly taxYear: number;
  /** Elective deferral limit (402(g)): pre-tax and Roth together, across all employers' 401(k)s of the person. */
  readonly deferralCents: number;
  /** Catch-up at ages 50-59 and 64+ (age at the end of the tax year). */
  readonly catchUpCents: number;
  /** The higher catch-up at ages 60-63. */
  readonly catchUp60To63Cents: number;
  /** Annual additions limit (415(c)), before catch-up. */
  readonly annualAdditionsCents: number;
  /** Compensation that counts (401(a)(17)). */
  readonly compensationCapCents: number;
  /** Social Security wage base (for the self-employment tax in the employer calculator). */
  readonly socialSecurityWageBaseCents: number;
}

const dollars = (amount: number): number => amount * 100;

/**
 * One table per tax year. Figures from /work/shared/REFERENCE.md ("Contribution limits (IRS)" and "Plan administration
 * facts"): 2026 deferral 24,500, catch-up 8,000 (50-59, 64+) and 11,250 (60-63), 415(c) 72,000, compensation cap 360,000;
 * 2025 deferral 23,500, catch-up 7,500 and 11,250, 415(c) 70,000. Not in REFERENCE.md: the 2025 compensation cap 350,000
 * (IRS Notice 2024-80) and the Social Security wage bases 176,100 (2025) and 184,500 (2026) published by the SSA.
 * To add a year, add a row (decision 0120).
 */
export const CONTRIBUTION_LIMITS: Readonly<Record<number, YearLimits>> = {
  2025: {
    taxYear: 2025,
    deferralCents: dollars(23_500),
    catchUpCents: dollars(7_500),
    catchUp60To63Cents: dollars(11_250),
    annualAdditionsCents: dollars(70_000),
    compensationCapCents: dollars(350_000),
    socialSecurityWageBaseCents: dollars(176_100),
  },
  2026: {
    taxYear: 2026,
    deferralCents: dollars(24_500),
    catchUpCents: dollars(8_000),
    catchUp60To63Cents: dollars(11_250),
    annualAdditionsCents: dollars(72_000),
    compensationCapCents: dollars(360_000),
    socialSecurityWageBaseCents: dollars(184_500),
  },
};

/** The tax years the table covers, oldest first. */
export const LIMIT_YEARS: readonly number[] = Object.keys(CONTRIBUTION_LIMITS)
  .map(Number)
  .sort((a, b) => a - b);

/** The limits of a tax year, or undefined when the table has no row for it (the caller says the limits are not known yet). */
export function limitsFor(taxYear: number): YearLimits | undefined {
  return CONTRIBUTION_LIMITS[taxYear];
}

/** Age on the last day of the tax year (December 31): the age the catch-up rules use (0 for someone not yet born). */
export function ageAtEndOfTaxYear(dateOfBirth: CalendarDate, taxYear: number): number {
  return Math.max(taxYear - dateOfBirth.year, 0);
}

/** The catch-up limit at an age (at the end of the tax year): none under 50, the higher one at 60-63. */
export function catchUpLimitCents(limits: YearLimits, age: number): number {
  if (age < 50) return 0;
  if (age >= 60 && age <= 63) return limits.catchUp60To63Cents;
  return limits.catchUpCents;
}
