import type { FieldErrors } from '@/domain/shared/field-errors';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/domain/display/format-date';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';

/**
 * SECURE 2.0 withdrawals (decision 0336): three kinds of distribution free of the 10% additional tax of IRC 72(t)(1),
 * self-certified by the participant and repayable to the plan within three years. Amounts in integer cents, days as
 * `YYYY-MM-DD` strings (compared as strings: the format sorts by date).
 */

/** Emergency personal expense distribution: IRC 72(t)(2)(I), SECURE 2.0 section 115, Notice 2024-55 section II.A. */
export const EMERGENCY_EXPENSE = 'emergency_expense';
/** Domestic abuse victim distribution: IRC 72(t)(2)(K), SECURE 2.0 section 314, Notice 2024-55 section II.B. */
export const DOMESTIC_ABUSE = 'domestic_abuse';
/** Qualified birth or adoption distribution: IRC 72(t)(2)(H) (SECURE Act 2019 section 113; repayment period SECURE 2.0 section 311). */
export const BIRTH_ADOPTION = 'birth_adoption';

/** The three kinds, in the order the request flow offers them. */
export const SECURE_WITHDRAWAL_KINDS = [EMERGENCY_EXPENSE, DOMESTIC_ABUSE, BIRTH_ADOPTION] as const;

/** Whether a kind is one of the SECURE 2.0 withdrawals (no 10% additional tax, repayable). */
export function isSecureWithdrawalKind(kind: string): boolean {
  return (SECURE_WITHDRAWAL_KINDS as readonly string[]).includes(kind);
}

/**
 * Whether a kind is seen only by the requester and support (decision 0336): in a spouse-run plan the abuser may be the
 * other participant and trustee, so a domestic abuse victim distribution never shows on anyone else's page or e-mail.
 */
export function isConfidentialKind(kind: string): boolean {
  return kind === DOMESTIC_ABUSE;
}

/** $1,000: the most one emergency personal expense distribution may be (IRC 72(t)(2)(I)(ii)(II), not indexed). */
export const EMERGENCY_EXPENSE_MAX_CENTS = 100_000;

/**
 * The domestic abuse dollar limit of IRC 72(t)(2)(K)(ii)(I): $10,000, indexed from 2025 (72(t)(2)(K)(ii)(II)).
 * 2024 the statute; 2025 IRS Notice 2024-80 ($10,300); 2026 IRS Notice 2025-67 ($10,500). A later year not yet
 * published uses the latest published figure.
 */
export const DOMESTIC_ABUSE_DOLLAR_LIMITS: Readonly<Record<number, number>> = {
  2024: 1_000_000,
  2025: 1_030_000,
  2026: 1_050_000,
};

/** $5,000 per child: IRC 72(t)(2)(H)(iv)(I) (per individual, per birth or adoption). */
export const BIRTH_ADOPTION_MAX_CENTS = 500_000;

/** The domestic abuse dollar limit of `year` (the latest published for a later year; the statute's before 2024). */
export function domesticAbuseDollarLimitCents(year: number): number {
  const years = Object.keys(DOMESTIC_ABUSE_DOLLAR_LIMITS)
    .map(Number)
    .sort((a, b) => a - b);
  const known = years.filter((y) => y <= year);
  return DOMESTIC_ABUSE_DOLLAR_LIMITS[known.length === 0 ? (years[0] as number) : (known[known.length - 1] as number)] as number;
}

/** The lesser of $1,000 and the vested balance above $1,000 (IRC 72(t)(2)(I)(ii)(II)); never below 0. */
export function emergencyExpenseLimitCents(vestedCents: number): number {
  return Math.max(0, Math.min(EMERGENCY_EXPENSE_MAX_CENTS, vestedCents - EMERGENCY_EXPENSE_MAX_CENTS));
}

/**
 * What may still be taken as a domestic abuse victim distribution: the lesser of the year's dollar limit and 50% of the
 * vested balance (rounded down to the cent), less the earlier ones (the limit is on the aggregate, 72(t)(2)(K)(ii)(I)).
 */
export function domesticAbuseLimitCents(vestedCents: number, year: number, earlierCents: number): number {
  return Math.max(0, Math.min(domesticAbuseDollarLimitCents(year), Math.floor(Math.max(0, vestedCents) / 2)) - earlierCents);
}

/** What may still be taken for one child: $5,000 less the earlier distributions for the same birth or adoption. */
export function birthAdoptionLimitCents(earlierForChildCents: number): number {
  return Math.max(0, BIRTH_ADOPTION_MAX_CENTS - earlierForChildCents);
}

/** The same month and day `years` later; Feb 29 becomes Feb 28 in a common year. */
function yearsLater(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) + years;
  const monthDay = isoDate.slice(4);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}${monthDay === '-02-29' && !leap ? '-02-28' : monthDay}`;
}

/**
 * The last day of the one-year period that begins on `eventDate` (the abuse, IRC 72(t)(2)(K)(i); the birth or the
 * adoption's finality, 72(t)(2)(H)(iii)(I)): the day before its anniversary.
 */
export function oneYearPeriodIncludes(eventDate: string, today: string): boolean {
  return eventDate <= today && today < yearsLater(eventDate, 1);
}

/**
 * The last day to repay: the 3-year period begins on the day after the distribution was received (IRC
 * 72(t)(2)(I)(v), (K)(iv); (H)(v) as amended by SECURE 2.0 section 311(a)), so it ends on the third anniversary.
 */
export function repaymentDeadline(paidOn: string): string {
  return yearsLater(paidOn, 3);
}

/** One earlier SECURE 2.0 withdrawal of the participant, as the limits need it (rejected ones are left out). */
export interface EarlierSecureWithdrawal {
  readonly kind: string;
  readonly amountCents: number;
  /** The day requested (YYYY-MM-DD). */
  readonly requestedOn: string;
  /** Repaid so far (cents). */
  readonly repaidCents: number;
  /** Elective deferrals and employee contributions deposited after it (cents), for 72(t)(2)(I)(iv)(II). */
  readonly contributionsSinceCents: number;
  /** The child's key (birth or adoption only): the name, trimmed and lower-cased, and the day. */
  readonly childKey: string | null;
}

/** A SECURE 2.0 withdrawal as its own rules see it. */
export interface SecureWithdrawalInput {
  readonly kind: string;
  /** Undefined when not (validly) entered: the general rules answer for it. */
  readonly amountCents: number | undefined;
  readonly selfCertified: boolean;
  /** The day of the abuse, or of the birth or the adoption's finality (YYYY-MM-DD); '' when not given. */
  readonly eventDate: string;
  /** The child's name (birth or adoption). */
  readonly childName: string;
  readonly today: string;
  /** The participant's vested balance (every account vests at once, decision 0241). */
  readonly vestedCents: number;
  readonly earlier: readonly EarlierSecureWithdrawal[];
}

/** The self-certification each kind asks for, in the words the participant certifies (Notice 2024-55 sections II.A.4, II.B.4). */
export const SELF_CERTIFICATIONS: Readonly<Record<string, string>> = {
  [EMERGENCY_EXPENSE]:
    'I certify that this distribution is for an unforeseeable or immediate financial need for necessary personal or family emergency expenses.',
  [DOMESTIC_ABUSE]: 'I certify that I have been a victim of domestic abuse by a spouse or domestic partner within the past year.',
  [BIRTH_ADOPTION]:
    'I certify that this distribution is for the birth of my child or the adoption of an eligible adoptee within the past year.',
};

/** Message when the self-certification is missing. */
export const SELF_CERTIFICATION_REQUIRED_MESSAGE = 'Certify that you meet the conditions of this distribution';

/** The key that makes one birth or adoption: the child's name and the day. */
export function childKeyOf(childName: string, eventDate: string): string {
  return `${childName.trim().toLowerCase().replace(/\s+/g, ' ')}|${eventDate}`;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function eventDateErrors(kind: string, input: SecureWithdrawalInput): string[] {
  const what = kind === DOMESTIC_ABUSE ? 'the abuse' : 'the birth or adoption';
  if (input.eventDate === '') return [`Enter the date of ${what}`];
  if (!isIsoDate(input.eventDate)) return ['Enter a valid date'];
  if (input.eventDate > input.today) return ['The date cannot be in the future'];
  if (!oneYearPeriodIncludes(input.eventDate, input.today))
    return kind === DOMESTIC_ABUSE
      ? ['A domestic abuse victim distribution must be made within one year of the abuse']
      : ['A birth or adoption distribution must be made within one year of the birth or adoption'];
  return [];
}

/** The year of a day. */
const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/**
 * Whether an earlier emergency distribution stops a new one (IRC 72(t)(2)(I)(iii), (iv)): one per calendar year in any
 * case; and none in the 3 calendar years after one unless it was repaid in full or the elective deferrals and employee
 * contributions made since at least equal what was not repaid. Returns the message, or undefined.
 */
function emergencyFrequencyError(input: SecureWithdrawalInput): string | undefined {
  const year = yearOf(input.today);
  for (const e of input.earlier.filter((x) => x.kind === EMERGENCY_EXPENSE)) {
    const eYear = yearOf(e.requestedOn);
    if (eYear === year)
      return `You already took an emergency personal expense distribution in ${year}: one is allowed each calendar year`;
    const unpaid = e.amountCents - e.repaidCents;
    if (eYear < year && year <= eYear + 3 && unpaid > 0 && e.contributionsSinceCents < unpaid)
      return `Your emergency personal expense distribution of ${formatCents(e.amountCents)} from ${eYear} is not repaid: another is allowed from ${eYear + 4}, or once you repay it or contribute ${formatCents(unpaid)} from your pay`;
  }
  return undefined;
}

/** Field-keyed messages of the SECURE 2.0 rules of a request (API field names); other kinds have none. */
export function secureWithdrawalErrors(input: SecureWithdrawalInput): FieldErrors {
  const kind = input.kind;
  if (!isSecureWithdrawalKind(kind)) return {};
  const errors: FieldErrors = {
    self_certified: input.selfCertified ? [] : [SELF_CERTIFICATION_REQUIRED_MESSAGE],
    event_date: kind === EMERGENCY_EXPENSE ? [] : eventDateErrors(kind, input),
    child_name: kind === BIRTH_ADOPTION && input.childName.trim() === '' ? ["Enter the child's name"] : [],
    kind: [],
    amount: [],
  };
  const amount = input.amountCents;
  if (kind === EMERGENCY_EXPENSE) {
    const frequency = emergencyFrequencyError(input);
    if (frequency !== undefined) errors.kind = [frequency];
    const limit = emergencyExpenseLimitCents(input.vestedCents);
    if (amount !== undefined && amount > limit)
      errors.amount = [
        `An emergency personal expense distribution is limited to ${formatCents(limit)}: the lesser of $1,000.00 and your vested balance above $1,000.00`,
      ];
  }
  if (kind === DOMESTIC_ABUSE && amount !== undefined) {
    const earlier = input.earlier.filter((e) => e.kind === DOMESTIC_ABUSE).reduce((s, e) => s + e.amountCents, 0);
    const limit = domesticAbuseLimitCents(input.vestedCents, yearOf(input.today), earlier);
    if (amount > limit)
      errors.amount = [
        `A domestic abuse victim distribution is limited to ${formatCents(limit)}: the lesser of ${formatCents(domesticAbuseDollarLimitCents(yearOf(input.today)))} and half your vested balance, less earlier ones`,
      ];
  }
  if (kind === BIRTH_ADOPTION && amount !== undefined && errors.child_name?.length === 0 && errors.event_date?.length === 0) {
    const key = childKeyOf(input.childName, input.eventDate);
    const earlier = input.earlier
      .filter((e) => e.kind === BIRTH_ADOPTION && e.childKey === key)
      .reduce((s, e) => s + e.amountCents, 0);
    const limit = birthAdoptionLimitCents(earlier);
    if (amount > limit)
      errors.amount = [
        `A birth or adoption distribution is limited to $5,000.00 per child: ${formatCents(limit)} is left for this child`,
      ];
  }
  return errors;
}

/** A paid SECURE 2.0 withdrawal and a repayment of it, as the repayment rules see them. */
export interface RepaymentInput {
  readonly kind: string;
  readonly status: string;
  readonly distributionCents: number;
  /** The day paid (YYYY-MM-DD), or null while not paid. */
  readonly paidOn: string | null;
  readonly repaidCents: number;
  /** Undefined when not (validly) entered. */
  readonly amountCents: number | undefined;
  readonly today: string;
}

/** Field-keyed messages of a repayment (IRC 72(t)(2)(H)(v), (I)(v), (K)(iv)): a paid distribution, within 3 years, at most what is left. */
export function repaymentErrors(input: RepaymentInput): FieldErrors {
  if (!isSecureWithdrawalKind(input.kind))
    return { distribution: ['Only an emergency, domestic abuse, or birth or adoption distribution can be repaid'] };
  if (input.status !== 'paid' || input.paidOn === null) return { distribution: ['A distribution can be repaid once it is paid'] };
  if (input.today > repaymentDeadline(input.paidOn))
    return {
      distribution: [`The three years to repay this distribution ended on ${formatDate(repaymentDeadline(input.paidOn))}`],
    };
  const left = input.distributionCents - input.repaidCents;
  const amount = input.amountCents;
  if (amount === undefined) return { amount_cents: ['Amount is required'] };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { amount_cents: ['Amount must be greater than $0.00'] };
  if (amount > left) return { amount_cents: [`The most you can repay is ${formatCents(left)}`] };
  return {};
}

/** A request's SECURE 2.0 fields as typed: the self-certification, the day of the event and the child's name. */
export interface SecureFields {
  readonly selfCertified: boolean;
  readonly eventDate: string;
  readonly childName: string;
}

/**
 * The rules of a request's SECURE 2.0 fields that need no records (the certification, the day, the child), answered with
 * the request's other faults by the form and the server alike (decision 0336); the limits against the plan's records
 * are the server's, under the participant's lock.
 */
export function secureFieldErrors(kind: string, amountCents: number | undefined, fields: SecureFields, now: Date): FieldErrors {
  const errors = secureWithdrawalErrors({
    kind,
    amountCents,
    ...fields,
    today: formatIsoDate(utcToday(now) as CalendarDate),
    vestedCents: Number.MAX_SAFE_INTEGER,
    earlier: [],
  });
  return {
    self_certified: errors.self_certified ?? [],
    event_date: errors.event_date ?? [],
    child_name: errors.child_name ?? [],
  };
}
