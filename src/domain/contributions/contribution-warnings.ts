import { formatCents } from '@/domain/money';
import { catchUpLimitCents, limitsFor, limitsNotPublishedMessage, type YearLimits } from './contribution-limits';
import { employerContribution, MAX_CALCULATOR_CENTS } from './employer-contribution';
import {
  CONTRIBUTION_SOURCES,
  contributionUsage,
  DEFERRAL_SOURCES,
  type ContributionSource,
  type ParticipantYear,
  type YearContributions,
} from './contribution-usage';

/** What a warning is about: a limit exceeded, a late deposit, or a year without published limits. */
export type WarningLimit =
  | 'deferrals'
  | 'compensation'
  | 'annualAdditions'
  | 'deduction'
  | 'rothCatchUp'
  | 'depositDeadline'
  | 'limitsNotPublished';

/** A limit a deposit would exceed: a warning to show, never a refusal (the owner may know more, e.g. a correction). */
export interface ContributionWarning {
  limit: WarningLimit;
  /** By how much, in cents (0 when no amount is over, e.g. a late deposit or unpublished limits). */
  excessCents: number;
  message: string;
  /** A tax year the deposit may count for instead (a late prior-year deposit: the year of the deposit). */
  suggestedTaxYear?: number;
}

/** A deposit about to be recorded. */
export interface Deposit {
  source: ContributionSource;
  amountCents: number;
}

/** Rollovers count against no limit: their room is unlimited. */
export const UNLIMITED_SOURCES: readonly ContributionSource[] = ['Roll Overs'];

/** The year's contributions with one more deposit. */
export function withDeposit(year: YearContributions, deposit: Deposit): YearContributions {
  const bySource = { ...year.bySource, [deposit.source]: (year.bySource[deposit.source] ?? 0) + deposit.amountCents };
  return { ...year, bySource };
}

/** The limits a year's contributions exceed, as warnings with the amounts written for people. */
export function contributionWarnings(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
): ContributionWarning[] {
  const usage = contributionUsage(limits, participant, year);
  const warnings: ContributionWarning[] = [];
  const { deferrals, annualAdditions, catchUp } = usage;
  if (deferrals.excessCents > 0) {
    warnings.push({
      limit: 'deferrals',
      excessCents: deferrals.excessCents,
      message:
        `Elective deferrals for ${limits.taxYear} (all employers together) would be ${formatCents(deferrals.excessCents)} ` +
        `over the limit of ${formatCents(deferrals.limitCents)}` +
        (catchUp.limitCents > 0 ? `, catch-up of ${formatCents(catchUp.limitCents)} included.` : '.'),
    });
  }
  // Deferrals and catch-up come out of pay: at most the compensation from this employer (IRC 414(v)(2)(A)(ii), 402(g)).
  const compensation = participant.compensationCents;
  const planDeferrals = sumOf(year, DEFERRAL_SOURCES);
  if (compensation !== undefined && planDeferrals > compensation) {
    warnings.push({
      limit: 'compensation',
      excessCents: planDeferrals - compensation,
      message:
        `Elective deferrals to this plan for ${limits.taxYear} would be ${formatCents(planDeferrals - compensation)} more ` +
        `than your compensation of ${formatCents(compensation)}; deferrals and catch-up cannot exceed pay.`,
    });
  }
  if (annualAdditions.excessCents > 0) {
    const limit = usage.limitedByCompensation
      ? `100% of compensation (${formatCents(annualAdditions.limitCents)})`
      : `the annual additions limit of ${formatCents(annualAdditions.limitCents)}`;
    warnings.push({
      limit: 'annualAdditions',
      excessCents: annualAdditions.excessCents,
      message:
        `Contributions to this plan for ${limits.taxYear} would be ${formatCents(annualAdditions.excessCents)} over ${limit}` +
        (catchUp.limitCents > 0 ? ' plus catch-up.' : '.'),
    });
  }
  const deduction = deductionWarning(limits, participant, year);
  if (deduction) warnings.push(deduction);
  const roth = rothCatchUpWarning(limits, participant, year, usage.planCatchUpCents);
  if (roth) warnings.push(roth);
  return warnings;
}

const sumOf = (year: YearContributions, sources: readonly ContributionSource[]): number =>
  sources.reduce((total, source) => total + (year.bySource[source] ?? 0), 0);

/** Employer contributions: what the 404(a)(3) deduction limit counts (elective deferrals are outside it, 404(n)). */
export const EMPLOYER_SOURCES: readonly ContributionSource[] = ['Profit Sharing', 'Employer Match'];

/**
 * Employer contributions above the deduction limit (IRC 404(a)(3)(A): 25% of compensation; for the self-employed 20% of
 * net earnings after half the SE tax, Publication 560's worksheet, through `employerContribution`) are not deductible
 * and owe a 10% excise tax on the nondeductible amount (IRC 4972(a), reported on Form 5330). Needs the basis and pay.
 */
function deductionWarning(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
): ContributionWarning | undefined {
  const { compensationBasis: basis, compensationCents: pay } = participant;
  if (basis === undefined || pay === undefined) return undefined;
  const employer = sumOf(year, EMPLOYER_SOURCES);
  const deductible = employerContribution(basis, Math.min(pay, MAX_CALCULATOR_CENTS), limits).deductionLimitCents;
  if (employer <= deductible) return undefined;
  const excess = employer - deductible;
  const excise = Math.round(excess / 10);
  return {
    limit: 'deduction',
    excessCents: excess,
    message:
      `Employer contributions for ${limits.taxYear} of ${formatCents(employer)} would be ${formatCents(excess)} over the ` +
      `deduction limit of ${formatCents(deductible)} (IRC 404(a)(3)): ${formatCents(deductible)} is deductible, and the ` +
      `${formatCents(excess)} not deductible owes a 10% excise tax of ${formatCents(excise)} (IRC 4972, Form 5330).`,
  };
}

/**
 * The Roth catch-up rule (IRC 414(v)(7), SECURE 2.0 section 603, final regulations of September 2025): from 2026, a
 * participant whose FICA wages from the plan's sponsor in the year before exceeded the threshold may make catch-ups
 * only as Roth, and none at all when the plan has no Roth deferrals. Self-employment income is not FICA wages: the
 * rule applies to W-2 pay only. Roth deferrals of the year are counted as the catch-up first.
 */
function rothCatchUpWarning(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
  planCatchUpCents: number,
): ContributionWarning | undefined {
  const threshold = limits.rothCatchUpWageThresholdCents;
  const wages = participant.priorYearFicaWagesCents;
  if (threshold === null || participant.compensationBasis !== 'w2' || wages === undefined || wages <= threshold) {
    return undefined;
  }
  if (planCatchUpCents <= 0) return undefined;
  const why = `your ${limits.taxYear - 1} FICA wages from the business were over ${formatCents(threshold)} (IRC 414(v)(7))`;
  if (participant.planHasRoth === false) {
    return {
      limit: 'rothCatchUp',
      excessCents: planCatchUpCents,
      message:
        `Catch-up contributions for ${limits.taxYear} of ${formatCents(planCatchUpCents)} are not allowed: ${why}, so ` +
        'catch-ups must be Roth, and the plan has no Roth deferrals.',
    };
  }
  const preTax = Math.max(planCatchUpCents - (year.bySource['Deferral Roth'] ?? 0), 0);
  if (preTax <= 0) return undefined;
  return {
    limit: 'rothCatchUp',
    excessCents: preTax,
    message: `Catch-up contributions for ${limits.taxYear} must be Roth: ${why}; ${formatCents(preTax)} of the catch-up is pre-tax.`,
  };
}

/**
 * The warnings of a tax year, whichever year it is: the limits exceeded, or for a year without published limits the one
 * warning that says so (decision 0280: never silence, never another year's figures).
 */
export function yearWarnings(taxYear: number, participant: ParticipantYear, year: YearContributions): ContributionWarning[] {
  const limits = limitsFor(taxYear);
  if (limits === undefined) {
    return [{ limit: 'limitsNotPublished', excessCents: 0, message: limitsNotPublishedMessage(taxYear) }];
  }
  return contributionWarnings(limits, participant, year);
}

/** The warnings a deposit would bring: the limits exceeded once it is recorded. */
export function depositWarnings(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
  deposit: Deposit,
): ContributionWarning[] {
  return contributionWarnings(limits, participant, withDeposit(year, deposit));
}

/**
 * Room left in a source: the largest deposit (cents) that brings no new warning and adds to no excess already there
 * (a limit another source exceeds leaves this one's room as it is; one this source counts toward leaves 0); undefined
 * for a source no limit applies to (rollovers). Every limit only grows with a deposit, so a binary search finds it.
 */
export function remainingRoomCents(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
  source: ContributionSource,
): number | undefined {
  if (UNLIMITED_SOURCES.includes(source)) return undefined;
  const before = new Map(contributionWarnings(limits, participant, year).map((w) => [w.limit, w.excessCents]));
  const fits = (amountCents: number): boolean =>
    contributionWarnings(limits, participant, withDeposit(year, { source, amountCents })).every((w) => {
      const was = before.get(w.limit);
      return was !== undefined && w.excessCents <= was;
    });
  if (!fits(0)) return 0;
  let low = 0;
  let high = limits.annualAdditionsCents + limits.deferralCents + catchUpLimitCents(limits, 60) + 1;
  while (low + 1 < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Room left in every source of the plan. */
export function roomBySource(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
): Record<ContributionSource, number | undefined> {
  const room = {} as Record<ContributionSource, number | undefined>;
  for (const source of CONTRIBUTION_SOURCES) room[source] = remainingRoomCents(limits, participant, year, source);
  return room;
}
