import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { type CalendarDate, compareDates, formatIsoDate } from '@/domain/shared/calendar-date';
import { excessDeferralCorrectionDeadline } from './correction-tax-forms';

/**
 * Requesting the corrective distribution of a year's excess deferrals (IRC 402(g)(2)(A), Treas. Reg. 1.402(g)-1(e);
 * decision 0299): the excess over the 402(g) limit (catch-up included when eligible) that this plan's deferrals can
 * cover, plus its allocable earnings, paid by April 15 of the next year. Pure: the server passes the year's figures.
 */

/** What the request needs to know of the deferral year (cents). */
export interface ExcessDeferralFacts {
  readonly taxYear: number;
  /** Deferrals over the 402(g) limit, all employers together (the contributions warning's excess). */
  readonly excessCents: number;
  /** The year's pre-tax and designated Roth deferrals to this plan. */
  readonly preTaxDeferralCents: number;
  readonly rothDeferralCents: number;
  /** A correction of the year already requested (not withdrawn or rejected), if any. */
  readonly existing?: { readonly amountCents: number; readonly excessCents: number; readonly requestedOn: string };
}

/** What is distributed: the excess from this plan, pre-tax first, and the earnings shared in proportion (cents). */
export interface ExcessDeferralCorrectionPlan {
  readonly taxYear: number;
  readonly excessCents: number;
  readonly preTaxExcessCents: number;
  readonly rothExcessCents: number;
  readonly earningsCents: number;
  /** The Roth part of the gross: the Roth excess and its share of the earnings. */
  readonly rothCents: number;
  readonly amountCents: number;
  readonly deadline: CalendarDate;
}

/** The field messages of a request, or the plan of what to distribute. */
export type ExcessDeferralCorrectionOutcome =
  | { readonly ok: true; readonly plan: ExcessDeferralCorrectionPlan }
  | { readonly ok: false; readonly field: 'tax_year' | 'earnings_cents'; readonly message: string };

/** The message of a year with no excess deferrals. */
export function noExcessDeferralMessage(taxYear: number): string {
  return `Elective deferrals for ${taxYear} are not over the limit: there is no excess to correct.`;
}

/** The message of a year already corrected, naming the amounts. */
export function alreadyCorrectedMessage(taxYear: number, existing: NonNullable<ExcessDeferralFacts['existing']>): string {
  return (
    `The ${taxYear} excess deferrals of ${formatCents(existing.excessCents)} were already corrected: a corrective ` +
    `distribution of ${formatCents(existing.amountCents)} was requested on ${formatDate(existing.requestedOn)}.`
  );
}

/** The message after April 15 of the next year (Treas. Reg. 1.402(g)-1(e)(8)(iii): the excess is then taxed twice). */
export function correctionDeadlinePassedMessage(taxYear: number, excessCents: number): string {
  return (
    `The deadline to correct the ${taxYear} excess deferrals of ${formatCents(excessCents)} by a corrective ` +
    `distribution was ${formatDate(formatIsoDate(excessDeferralCorrectionDeadline(taxYear)))}.`
  );
}

export const EARNINGS_WHOLE_CENTS_MESSAGE = 'Earnings must be a whole number of cents';
/** A loss reduces what is distributed (Treas. Reg. 1.402(g)-1(e)(5)); it cannot take all of the excess. */
export function lossTooLargeMessage(excessCents: number): string {
  return `A loss must be less than the excess of ${formatCents(excessCents)}`;
}
/** At most $1,000,000.00 of earnings on an excess of at most a year's deferrals. */
export const MAX_EARNINGS_CENTS = 100_000_000;
export const EARNINGS_TOO_LARGE_MESSAGE = 'Earnings must be at most $1,000,000.00';

/**
 * The income allocable to `returnedCents` of returned contributions, or what is wrong with it: whole cents, a loss
 * (negative) less than what is returned, at most $1,000,000.00 (decisions 0299, 0300).
 */
export function checkedEarnings(
  earningsCents: unknown,
  returnedCents: number,
): { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly message: string } {
  if (typeof earningsCents !== 'number' || !Number.isInteger(earningsCents))
    return { ok: false, message: EARNINGS_WHOLE_CENTS_MESSAGE };
  if (earningsCents <= -returnedCents) return { ok: false, message: lossTooLargeMessage(returnedCents) };
  if (earningsCents > MAX_EARNINGS_CENTS) return { ok: false, message: EARNINGS_TOO_LARGE_MESSAGE };
  return { ok: true, cents: earningsCents };
}

/**
 * Whether the excess of `facts.taxYear` may be corrected on `today` with `earningsCents` of allocable income, and what
 * to distribute. Refused: no excess, already corrected, after the deadline, earnings not whole cents. The excess this
 * plan can correct is at most its own deferrals (the rest was deferred with other employers); pre-tax first. Allocable
 * income may be a loss (negative): the distribution is the excess reduced by it (Treas. Reg. 1.402(g)-1(e)(5); the
 * Instructions for Forms 1099-R, "Losses"), so a loss must leave something to distribute.
 */
export function excessDeferralCorrection(
  facts: ExcessDeferralFacts,
  earningsCents: unknown,
  today: CalendarDate,
): ExcessDeferralCorrectionOutcome {
  const excess = Math.min(Math.max(0, facts.excessCents), facts.preTaxDeferralCents + facts.rothDeferralCents);
  if (facts.existing !== undefined)
    return { ok: false, field: 'tax_year', message: alreadyCorrectedMessage(facts.taxYear, facts.existing) };
  if (excess <= 0) return { ok: false, field: 'tax_year', message: noExcessDeferralMessage(facts.taxYear) };
  const deadline = excessDeferralCorrectionDeadline(facts.taxYear);
  if (compareDates(today, deadline) > 0)
    return { ok: false, field: 'tax_year', message: correctionDeadlinePassedMessage(facts.taxYear, excess) };
  const earnings = checkedEarnings(earningsCents, excess);
  if (!earnings.ok) return { ok: false, field: 'earnings_cents', message: earnings.message };
  const preTaxExcess = Math.min(excess, Math.max(0, facts.preTaxDeferralCents));
  const rothExcess = excess - preTaxExcess;
  const rothEarnings = Math.round((earnings.cents * rothExcess) / excess);
  return {
    ok: true,
    plan: {
      taxYear: facts.taxYear,
      excessCents: excess,
      preTaxExcessCents: preTaxExcess,
      rothExcessCents: rothExcess,
      earningsCents: earnings.cents,
      rothCents: rothExcess + rothEarnings,
      amountCents: excess + earnings.cents,
      deadline,
    },
  };
}

/** A correction requested for a deferral year, as the contributions warning tells of it (cents; requestedOn YYYY-MM-DD). */
export interface RequestedExcessDeferralCorrection {
  readonly excessCents: number;
  readonly earningsCents: number;
  readonly amountCents: number;
  readonly requestedOn: string;
}

/** What the 402(g) warning says once the year's excess has a corrective distribution (decision 0299). */
export function excessDeferralCorrectedMessage(taxYear: number, c: RequestedExcessDeferralCorrection): string {
  return (
    `Corrected: a corrective distribution of ${formatCents(c.amountCents)} (the ${taxYear} excess deferrals of ` +
    `${formatCents(c.excessCents)} ${earningsText(c.earningsCents)}) was requested on ${formatDate(c.requestedOn)}.`
  );
}

/** "plus $12.34 of earnings", or "less a loss of $12.34" (Treas. Reg. 1.402(g)-1(e)(5)). */
export function earningsText(earningsCents: number): string {
  return earningsCents < 0 ? `less a loss of ${formatCents(-earningsCents)}` : `plus ${formatCents(earningsCents)} of earnings`;
}
