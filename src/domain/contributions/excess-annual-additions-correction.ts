import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { withheldCents } from '@/domain/distributions/withholding';
import { type CalendarDate, compareDates, formatIsoDate } from '@/domain/shared/calendar-date';
import type { YearLimits } from './contribution-limits';
import { contributionUsage, DEFERRAL_SOURCES, type ParticipantYear, type YearContributions } from './contribution-usage';
import type { Form1099R, PaidDistribution } from './distribution-tax-forms';
import { checkedEarnings, earningsText } from './excess-deferral-correction';

/**
 * Correcting a year's excess annual additions (IRC 415(c)(1): the lesser of the dollar limit and 100% of compensation;
 * deferrals and catch-up over pay, IRC 414(v)(2)(A)(ii), are part of it) under the IRS's self-correction program
 * (EPCRS, Rev. Proc. 2021-30, Appendix A section .08 and section 6.06(2); decision 0300). Deferrals over pay come
 * back first (they were never pay to defer); the rest in the order the procedure gives: the participant's own
 * contributions - after-tax contributions, then elective deferrals (pre-tax first, then designated Roth) - are returned
 * with the income allocable to them; what is left, employer contributions (profit sharing, then match), is taken from
 * the participant's account and held in the plan's unallocated account, where it reduces the employer's contributions
 * of the next year. Pure: the server passes the year's figures.
 */

/** The distribution kind of the returned part (1099-R code E, Guide to Distribution Codes: "distributions under EPCRS"). */
export const EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND = 'excess_annual_additions_correction';

/** The box 7 code of a distribution under EPCRS (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes). */
export const EPCRS_DISTRIBUTION_CODE = 'E';

/** What the correction needs to know of the year (cents). */
export interface ExcessAnnualAdditionsFacts {
  readonly taxYear: number;
  /** The year's excess annual additions: over the 415(c) limit, or deferrals over pay, whichever is more. */
  readonly excessCents: number;
  /** Of it, this plan's elective deferrals over pay (0 when pay is not known or covers them). */
  readonly overPayCents: number;
  /** The year's contributions to this plan by source. */
  readonly afterTaxCents: number;
  readonly preTaxDeferralCents: number;
  readonly rothDeferralCents: number;
  readonly profitSharingCents: number;
  readonly matchCents: number;
  /** A correction of the year that stands (its distribution not withdrawn or rejected), if any. */
  readonly existing?: { readonly excessCents: number; readonly requestedOn: string };
}

/** What the correction does (cents). */
export interface ExcessAnnualAdditionsPlan {
  readonly taxYear: number;
  readonly excessCents: number;
  /** Returned to the participant, by source. */
  readonly afterTaxCents: number;
  readonly preTaxCents: number;
  readonly rothCents: number;
  /** afterTaxCents + preTaxCents + rothCents. */
  readonly returnedCents: number;
  /** Income (or a loss, negative) allocable to the returned part; 0 when nothing is returned. */
  readonly earningsCents: number;
  /** The designated Roth part of the distribution: the Roth contributions returned and their share of the income. */
  readonly rothGrossCents: number;
  /** The after-tax part of the distribution: the after-tax contributions returned and their share of the income. */
  readonly afterTaxGrossCents: number;
  /** What is distributed: returnedCents + earningsCents (0: nothing is paid). */
  readonly amountCents: number;
  /** Held in the plan's unallocated account, by source. */
  readonly heldProfitSharingCents: number;
  readonly heldMatchCents: number;
  /** The last day of self-correction of a significant failure (Rev. Proc. 2021-30 section 9.02): December 31, year + 3. */
  readonly deadline: CalendarDate;
}

/** The outcome of a request: the plan, or one field message. */
export type ExcessAnnualAdditionsOutcome =
  | { readonly ok: true; readonly plan: ExcessAnnualAdditionsPlan }
  | { readonly ok: false; readonly field: 'tax_year' | 'earnings_cents'; readonly message: string };

/**
 * The last day the plan may self-correct a significant failure: the end of the third plan year after the year of the
 * failure (Rev. Proc. 2021-30 section 9.02; this product's plans have calendar plan years). After it the correction
 * needs the IRS's Voluntary Correction Program.
 */
export function excessAnnualAdditionsDeadline(taxYear: number): CalendarDate {
  return { year: taxYear + 3, month: 12, day: 31 };
}

/** The message of a year with no excess annual additions. */
export function noExcessAnnualAdditionsMessage(taxYear: number): string {
  return `Contributions for ${taxYear} are within the annual additions limit and pay: there is no excess to correct.`;
}

/** The message of a year already corrected. */
export function annualAdditionsAlreadyCorrectedMessage(taxYear: number, excessCents: number, requestedOn: string): string {
  return `The ${taxYear} excess annual additions of ${formatCents(excessCents)} were already corrected on ${formatDate(requestedOn)}.`;
}

/** The message after the self-correction period. */
export function annualAdditionsDeadlinePassedMessage(taxYear: number, excessCents: number): string {
  return (
    `The self-correction period for the ${taxYear} excess annual additions of ${formatCents(excessCents)} ended on ` +
    `${formatDate(formatIsoDate(excessAnnualAdditionsDeadline(taxYear)))}; the correction now needs the IRS's ` +
    'Voluntary Correction Program.'
  );
}

/**
 * The year's excess annual additions: the annual additions over the 415(c)(1) limit (the lesser of the dollar limit and
 * 100% of compensation, catch-up not counted), or, when more, this plan's elective deferrals over pay (a catch-up
 * cannot exceed compensation either, IRC 414(v)(2)(A)(ii), so deferrals over pay are all annual additions over 100% of
 * compensation).
 */
export function excessAnnualAdditionsCents(limits: YearLimits, participant: ParticipantYear, year: YearContributions): number {
  const overLimit = contributionUsage(limits, participant, year).annualAdditions.excessCents;
  return Math.max(overLimit, deferralsOverPayCents(participant, year), 0);
}

/** This plan's elective deferrals of the year over the participant's pay (0 when pay is not known). */
export function deferralsOverPayCents(participant: ParticipantYear, year: YearContributions): number {
  const deferrals = DEFERRAL_SOURCES.reduce((total, source) => total + (year.bySource[source] ?? 0), 0);
  const pay = participant.compensationCents;
  return pay === undefined ? 0 : Math.max(0, deferrals - pay);
}

/** Shared, in proportion and rounded, over parts that sum to `whole`. */
const shareOf = (amount: number, part: number, whole: number): number => (whole === 0 ? 0 : Math.round((amount * part) / whole));

/**
 * Whether the excess of `facts.taxYear` may be corrected on `today` with `earningsCents` of income allocable to the
 * returned contributions (negative for a loss, which must leave something to return), and how. Refused: no excess,
 * already corrected, after the self-correction period, earnings not whole cents. Deferrals over pay are taken first,
 * then the rest in the order of the procedure, never more than the year's contributions of each source.
 */
export function excessAnnualAdditionsCorrection(
  facts: ExcessAnnualAdditionsFacts,
  earningsCents: unknown,
  today: CalendarDate,
): ExcessAnnualAdditionsOutcome {
  const sources = [
    facts.afterTaxCents,
    facts.preTaxDeferralCents,
    facts.rothDeferralCents,
    facts.profitSharingCents,
    facts.matchCents,
  ];
  const available = sources.reduce((total, cents) => total + Math.max(0, cents), 0);
  const excess = Math.min(Math.max(0, facts.excessCents), available);
  if (facts.existing !== undefined)
    return {
      ok: false,
      field: 'tax_year',
      message: annualAdditionsAlreadyCorrectedMessage(facts.taxYear, facts.existing.excessCents, facts.existing.requestedOn),
    };
  if (excess <= 0) return { ok: false, field: 'tax_year', message: noExcessAnnualAdditionsMessage(facts.taxYear) };
  const deadline = excessAnnualAdditionsDeadline(facts.taxYear);
  if (compareDates(today, deadline) > 0)
    return { ok: false, field: 'tax_year', message: annualAdditionsDeadlinePassedMessage(facts.taxYear, excess) };
  // Deferrals over pay first (pre-tax, then Roth); then after-tax, the deferrals left, profit sharing, match.
  const take = (amounts: readonly number[], wanted: number): number[] => {
    let left = wanted;
    return amounts.map((cents) => {
      const taken = Math.min(left, Math.max(0, cents));
      left -= taken;
      return taken;
    });
  };
  const [firstPreTax, firstRoth] = take(
    [facts.preTaxDeferralCents, facts.rothDeferralCents],
    Math.min(excess, Math.max(0, facts.overPayCents)),
  );
  const [afterTax, restPreTax, restRoth, profitSharing, match] = take(
    [
      facts.afterTaxCents,
      Math.max(0, facts.preTaxDeferralCents) - firstPreTax,
      Math.max(0, facts.rothDeferralCents) - firstRoth,
      facts.profitSharingCents,
      facts.matchCents,
    ],
    excess - firstPreTax - firstRoth,
  );
  const preTax = firstPreTax + restPreTax;
  const roth = firstRoth + restRoth;
  const returned = afterTax + preTax + roth;
  let earnings = 0;
  if (returned > 0) {
    const checked = checkedEarnings(earningsCents, returned);
    if (!checked.ok) return { ok: false, field: 'earnings_cents', message: checked.message };
    earnings = checked.cents;
  }
  return {
    ok: true,
    plan: {
      taxYear: facts.taxYear,
      excessCents: excess,
      afterTaxCents: afterTax,
      preTaxCents: preTax,
      rothCents: roth,
      returnedCents: returned,
      earningsCents: earnings,
      rothGrossCents: roth + shareOf(earnings, roth, returned),
      afterTaxGrossCents: afterTax + shareOf(earnings, afterTax, returned),
      amountCents: returned + earnings,
      heldProfitSharingCents: profitSharing,
      heldMatchCents: match,
      deadline,
    },
  };
}

/** A correction as the contributions warning tells of it (cents; requestedOn YYYY-MM-DD). */
export interface RequestedAnnualAdditionsCorrection {
  readonly excessCents: number;
  readonly returnedCents: number;
  readonly earningsCents: number;
  readonly amountCents: number;
  readonly heldCents: number;
  readonly requestedOn: string;
}

/** What the 415(c) and pay warnings say once the year's excess was corrected (decision 0300). */
export function annualAdditionsCorrectedMessage(taxYear: number, c: RequestedAnnualAdditionsCorrection): string {
  const parts = [
    ...(c.returnedCents > 0
      ? [
          `a corrective distribution of ${formatCents(c.amountCents)} (contributions of ${formatCents(c.returnedCents)} ` +
            `${earningsText(c.earningsCents)}) was requested`,
        ]
      : []),
    ...(c.heldCents > 0
      ? [`${formatCents(c.heldCents)} of employer contributions is held in the plan's unallocated account for ${taxYear + 1}`]
      : []),
  ];
  return `Corrected on ${formatDate(c.requestedOn)}: the ${taxYear} excess annual additions of ${formatCents(c.excessCents)}: ${parts.join('; ')}.`;
}

/** The parts of a paid correction the forms need (cents). */
export interface AnnualAdditionsCorrectionParts {
  /** The designated Roth part of the gross, and of it the Roth contributions returned. */
  readonly rothGrossCents: number;
  readonly rothCents: number;
  /** The after-tax part of the gross, and of it the after-tax contributions returned. */
  readonly afterTaxGrossCents: number;
  readonly afterTaxCents: number;
}

/**
 * The 1099-R forms of a paid correction of excess annual additions (Instructions for Forms 1099-R and 5498,
 * "Distributions Under Employee Plans Compliance Resolution System (EPCRS)"): code E; taxable in the year distributed;
 * not an eligible rollover distribution and free of the 10% additional tax. Elective deferrals (pre-tax) and their
 * income: box 2a the whole. After-tax contributions and designated Roth contributions come back tax free: box 2a only
 * their income. The designated Roth part on its own form (IRC 402A(d)(4)); the withholding split so the forms add up.
 */
export function excessAnnualAdditionsForms(
  d: PaidDistribution,
  parts: AnnualAdditionsCorrectionParts,
  firstRothYear: number | null = null,
): Form1099R[] {
  const rothGross = Math.min(Math.max(0, parts.rothGrossCents), d.grossCents);
  const afterTaxGross = Math.min(Math.max(0, parts.afterTaxGrossCents), d.grossCents - rothGross);
  const preTaxGross = d.grossCents - rothGross - afterTaxGross;
  const total = withheldCents(d.grossCents, d.withholdingPercent);
  const rothWithheld = Math.min(total, withheldCents(rothGross, d.withholdingPercent));
  const form = (roth: boolean, gross: number, taxable: number, withheld: number): Form1099R => ({
    distributionId: d.id,
    paidOn: d.paidOn,
    kind: d.kind,
    designatedRoth: roth,
    grossCents: gross,
    taxableCents: taxable,
    federalWithheldCents: withheld,
    code: EPCRS_DISTRIBUTION_CODE,
    firstRothYear: roth ? firstRothYear : null,
  });
  const afterTaxIncome = Math.max(0, afterTaxGross - Math.max(0, parts.afterTaxCents));
  const rothIncome = Math.max(0, rothGross - Math.max(0, parts.rothCents));
  return [
    form(false, preTaxGross + afterTaxGross, preTaxGross + afterTaxIncome, total - rothWithheld),
    form(true, rothGross, rothIncome, rothWithheld),
  ].filter((f) => f.grossCents > 0);
}
