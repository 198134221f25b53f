import { formatCents } from '@/domain/display/format-money';
import type { YearLimits } from './contribution-limits';
import {
  CONTRIBUTION_SOURCES,
  contributionUsage,
  type ContributionSource,
  type ParticipantYear,
  type YearContributions,
} from './contribution-usage';

/** A limit a deposit would exceed: a warning to show, never a refusal (the owner may know more, e.g. a correction). */
export interface ContributionWarning {
  limit: 'deferrals' | 'annualAdditions';
  /** By how much, in cents. */
  excessCents: number;
  message: string;
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
  return warnings;
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
 * Room left in a source: the largest deposit (cents) that brings no warning; 0 when a limit is already exceeded;
 * undefined for a source no limit applies to (rollovers). Every limit only grows with a deposit, so a binary search finds it.
 */
export function remainingRoomCents(
  limits: YearLimits,
  participant: ParticipantYear,
  year: YearContributions,
  source: ContributionSource,
): number | undefined {
  if (UNLIMITED_SOURCES.includes(source)) return undefined;
  const fits = (amountCents: number): boolean =>
    contributionWarnings(limits, participant, withDeposit(year, { source, amountCents })).length === 0;
  if (!fits(0)) return 0;
  let low = 0;
  let high = limits.annualAdditionsCents + limits.deferralCents + limits.catchUp60To63Cents + 1;
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
