import { formatDate } from '@/domain/display/format-date';
import { addDays, type CalendarDate, compareDates, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';

/** Kinds of account an incoming rollover may come from (decision 0251). */
export const ROLLOVER_SOURCE_KINDS = ['401k', '403b', 'traditional_ira'] as const;
/** A kind of sending account. */
export type RolloverSourceKind = (typeof ROLLOVER_SOURCE_KINDS)[number];
/** How the money travels: provider to plan (direct), or paid to the participant who deposits it (indirect). */
export const ROLLOVER_METHODS = ['direct', 'indirect'] as const;
/** Days an indirect rollover has from the distribution to the deposit (IRC 402(c)(3)). */
export const INDIRECT_ROLLOVER_DAYS = 60;
/** Largest amount accepted, in cents ($100 million). */
export const MAX_ROLLOVER_CENTS = 10_000_000_000;

/** A rollover request as the rules see it; money in integer cents. */
export interface RolloverInput {
  sourceKind?: string;
  provider?: string;
  /** The approximate total. */
  amountCents?: number;
  /** The Roth part of the total (the rest is pre-tax); 0 when none. */
  rothCents?: number;
  method?: string;
  /** Indirect only: the day the sending plan paid the money to the participant. */
  distributionDate?: string;
}

/** What the rules need to know of the plan and the day. */
export interface RolloverContext {
  /** Whether the plan accepts Roth rollovers (plan_roth_roll). */
  planAcceptsRoth: boolean;
  today: CalendarDate;
}

/** Messages, field-keyed. */
export type RolloverErrors = Record<
  'source_kind' | 'provider' | 'amount' | 'roth_amount' | 'method' | 'distribution_date',
  string[]
>;

export const SOURCE_KIND_MESSAGE = 'Choose the kind of account the money comes from';
export const PROVIDER_MESSAGE = 'Name the provider that holds the account';
export const AMOUNT_MESSAGE = 'Enter the approximate amount: above $0, in dollars and cents';
export const ROTH_MORE_THAN_AMOUNT = 'The Roth part cannot be more than the amount';
export const ROTH_FROM_IRA = 'A traditional IRA holds no Roth money: its Roth part is $0';
export const ROTH_NOT_ACCEPTED = 'This plan has no Roth rollover account, and Roth money can only roll into a Roth account';
export const METHOD_MESSAGE = 'Choose a direct or an indirect rollover';
export const DISTRIBUTION_DATE_MESSAGE = 'Enter the date the money was paid to you (not in the future)';

/** Whether `cents` is a whole number of cents from 0 to the maximum. */
export function isCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= MAX_ROLLOVER_CENTS;
}

/** The last day an indirect rollover of money paid on `distribution` may be deposited (60 days later). */
export function sixtyDayDeadline(distribution: CalendarDate): CalendarDate {
  return addDays(distribution, INDIRECT_ROLLOVER_DAYS);
}

/** The message when the 60 days after the distribution are over on `today`; undefined while there is time. */
export function sixtyDayMessage(distribution: CalendarDate, day: CalendarDate): string | undefined {
  const deadline = sixtyDayDeadline(distribution);
  return compareDates(day, deadline) > 0
    ? `The 60 days for an indirect rollover ended on ${formatDate(formatIsoDate(deadline))}: the money can no longer be rolled over`
    : undefined;
}

/** Messages of a rollover request (decision 0251); every list empty when it is valid. */
export function rolloverErrors(input: RolloverInput, context: RolloverContext): RolloverErrors {
  const errors: RolloverErrors = {
    source_kind: [],
    provider: [],
    amount: [],
    roth_amount: [],
    method: [],
    distribution_date: [],
  };
  if (!(ROLLOVER_SOURCE_KINDS as readonly unknown[]).includes(input.sourceKind)) errors.source_kind.push(SOURCE_KIND_MESSAGE);
  const provider = typeof input.provider === 'string' ? input.provider.trim() : '';
  if (provider === '' || provider.length > 200) errors.provider.push(PROVIDER_MESSAGE);
  const amountOk = isCents(input.amountCents) && input.amountCents > 0;
  if (!amountOk) errors.amount.push(AMOUNT_MESSAGE);
  const roth = input.rothCents ?? 0;
  if (!isCents(roth)) errors.roth_amount.push('Enter the Roth part in dollars and cents ($0 when none)');
  else if (roth > 0) {
    if (input.sourceKind === 'traditional_ira') errors.roth_amount.push(ROTH_FROM_IRA);
    else if (!context.planAcceptsRoth) errors.roth_amount.push(ROTH_NOT_ACCEPTED);
    else if (amountOk && roth > (input.amountCents as number)) errors.roth_amount.push(ROTH_MORE_THAN_AMOUNT);
  }
  if (!(ROLLOVER_METHODS as readonly unknown[]).includes(input.method)) errors.method.push(METHOD_MESSAGE);
  if (input.method === 'indirect') {
    const paid = parseIsoDate(input.distributionDate);
    if (!paid || compareDates(paid, context.today) > 0) errors.distribution_date.push(DISTRIBUTION_DATE_MESSAGE);
    else {
      const late = sixtyDayMessage(paid, context.today);
      if (late) errors.distribution_date.push(late);
    }
  }
  return errors;
}

/** The pre-tax part of a valid request: the amount less its Roth part. */
export function preTaxCents(amountCents: number, rothCents: number): number {
  return amountCents - rothCents;
}
