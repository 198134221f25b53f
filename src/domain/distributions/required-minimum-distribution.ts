import type { CalendarDate } from '@/domain/shared/calendar-date';

/**
 * The Uniform Lifetime Table (Treas. Reg. 1.401(a)(9)-9(c), as amended by T.D. 9930, for distribution calendar years
 * from 2022; also IRS Publication 590-B, Appendix B, Table III): the distribution period by the age attained in the
 * distribution year, in tenths of a year (27.4 is 274). Ages 120 and older use 2.0.
 */
export const UNIFORM_LIFETIME_TABLE_TENTHS: Readonly<Record<number, number>> = {
  72: 274,
  73: 265,
  74: 255,
  75: 246,
  76: 237,
  77: 229,
  78: 220,
  79: 211,
  80: 202,
  81: 194,
  82: 185,
  83: 177,
  84: 168,
  85: 160,
  86: 152,
  87: 144,
  88: 137,
  89: 129,
  90: 122,
  91: 115,
  92: 108,
  93: 101,
  94: 95,
  95: 89,
  96: 84,
  97: 78,
  98: 73,
  99: 68,
  100: 64,
  101: 60,
  102: 56,
  103: 52,
  104: 49,
  105: 46,
  106: 43,
  107: 41,
  108: 39,
  109: 37,
  110: 35,
  111: 34,
  112: 33,
  113: 31,
  114: 30,
  115: 29,
  116: 28,
  117: 27,
  118: 25,
  119: 23,
  120: 20,
};

/** The table's first and last ages (a higher age uses the last one's period). */
export const UNIFORM_LIFETIME_FIRST_AGE = 72;
export const UNIFORM_LIFETIME_LAST_AGE = 120;

/** The distribution period in tenths of a year for the age attained in the distribution year. */
export function uniformLifetimeTenths(age: number): number {
  const key = Math.min(Math.max(age, UNIFORM_LIFETIME_FIRST_AGE), UNIFORM_LIFETIME_LAST_AGE);
  return UNIFORM_LIFETIME_TABLE_TENTHS[key] as number;
}

/**
 * The first distribution calendar year (IRC 401(a)(9)(C)(v) as amended by SECURE 2.0 section 107): the year the
 * participant attains the applicable age, 75 when born in 1960 or later, 73 when born 1951-1959; before SECURE 2.0, 72
 * for those born July 1, 1949 - December 31, 1950 (SECURE Act section 114) and 70½ for those born before July 1, 1949.
 */
export function firstDistributionYear(dob: CalendarDate): number {
  if (dob.year >= 1960) return dob.year + 75;
  if (dob.year >= 1951) return dob.year + 73;
  if (dob.year === 1950 || (dob.year === 1949 && dob.month >= 7)) return dob.year + 72;
  // 70½ is reached in the year of the 70th birthday for those born January-June, else in the next year.
  return dob.year + (dob.month <= 6 ? 70 : 71);
}

/** The applicable age as people read it: 75, 73, 72 or 70½ (the ages of `firstDistributionYear`). */
export function applicableAgeText(dob: CalendarDate): string {
  if (dob.year >= 1960) return '75';
  if (dob.year >= 1951) return '73';
  if (dob.year === 1950 || (dob.year === 1949 && dob.month >= 7)) return '72';
  return '70½';
}

/**
 * The RMD in cents: the prior year-end balance divided by the distribution period (Treas. Reg. 1.401(a)(9)-5(a) to
 * (c)), rounded up to the cent so that paying it meets the requirement.
 */
export function rmdAmountCents(priorYearEndBalanceCents: number, ageAttained: number): number {
  if (priorYearEndBalanceCents <= 0) return 0;
  const tenths = BigInt(uniformLifetimeTenths(ageAttained));
  const numerator = BigInt(priorYearEndBalanceCents) * 10n;
  return Number((numerator + tenths - 1n) / tenths);
}

/** One year's required minimum distribution (decision 0286). */
export interface RequiredMinimumDistribution {
  /** The distribution calendar year. */
  readonly year: number;
  /** The age attained (birthday) in that year, which picks the table's period. */
  readonly ageAttained: number;
  /** The distribution period in tenths of a year. */
  readonly periodTenths: number;
  /** The account balance at the end of the year before (cents), or undefined when not known. */
  readonly priorYearEndBalanceCents: number | undefined;
  /** The amount in cents, or undefined when the balance is not known. */
  readonly amountCents: number | undefined;
  /**
   * Due by: April 1 of the next year for the first distribution year (the required beginning date of a 5% owner, IRC
   * 401(a)(9)(C)(ii)(I); a solo 401(k) owner, and a spouse by attribution under IRC 318, is one), December 31 after.
   */
  readonly dueDate: CalendarDate;
  readonly firstYear: boolean;
}

/** The RMD for distribution year `year`, or undefined before the first distribution year. */
export function requiredMinimumDistribution(
  dob: CalendarDate,
  year: number,
  priorYearEndBalanceCents: number | undefined,
): RequiredMinimumDistribution | undefined {
  const first = firstDistributionYear(dob);
  if (year < first) return undefined;
  const ageAttained = year - dob.year;
  return {
    year,
    ageAttained,
    periodTenths: uniformLifetimeTenths(ageAttained),
    priorYearEndBalanceCents,
    amountCents: priorYearEndBalanceCents === undefined ? undefined : rmdAmountCents(priorYearEndBalanceCents, ageAttained),
    dueDate: year === first ? { year: year + 1, month: 4, day: 1 } : { year, month: 12, day: 31 },
    firstYear: year === first,
  };
}

/**
 * The RMDs open on `today`: last year's when it was the first distribution year and its April 1 due date has not
 * passed, then this year's; `balanceAtEndOf(y)` is the balance at the end of year y (cents) or undefined.
 */
export function requiredMinimumDistributionsOn(
  dob: CalendarDate,
  today: CalendarDate,
  balanceAtEndOf: (year: number) => number | undefined,
): RequiredMinimumDistribution[] {
  const out: RequiredMinimumDistribution[] = [];
  const last = requiredMinimumDistribution(dob, today.year - 1, balanceAtEndOf(today.year - 2));
  const beforeApril2 = today.month < 4 || (today.month === 4 && today.day === 1);
  if (last?.firstYear && beforeApril2) out.push(last);
  const current = requiredMinimumDistribution(dob, today.year, balanceAtEndOf(today.year - 1));
  if (current) out.push(current);
  return out;
}
