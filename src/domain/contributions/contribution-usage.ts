import { CONTRIBUTION_TYPE_NAMES, type ContributionTypeName } from '@/domain/checkout/contribution-type';
import { catchUpLimitCents, type YearLimits } from './contribution-limits';
import { isFlagSet } from '@/domain/shared/field-values';
import type { CompensationBasis } from './employer-contribution';

/** A contribution source: one of the plan's six contribution types (spec section 3). */
export type ContributionSource = ContributionTypeName;
/** Every source, in the order they are shown. */
export const CONTRIBUTION_SOURCES: readonly ContributionSource[] = CONTRIBUTION_TYPE_NAMES;
/** Elective deferrals: count against the personal deferral limit (with other employers' deferrals). */
export const DEFERRAL_SOURCES: readonly ContributionSource[] = ['Deferral Pre-Tax', 'Deferral Roth'];
/** Other annual additions (415(c)): employer contributions and after-tax money. Rollovers count against no limit. */
export const OTHER_ADDITION_SOURCES: readonly ContributionSource[] = ['Profit Sharing', 'Employer Match', 'After Tax'];

/** One participant's contributions for one tax year, in cents. */
export interface YearContributions {
  /** Deposited to this plan, per source. */
  bySource: Partial<Record<ContributionSource, number>>;
  /** Elective deferrals to other employers' 401(k)s in the same year, as the participant entered them. */
  otherEmployerDeferralCents: number;
}

/** Who the limits are for: age at the end of the tax year and, when known, compensation (415(c) is at most 100% of it). */
export interface ParticipantYear {
  age: number;
  compensationCents?: number;
  /** How the owner is paid (from the employer's entity type): decides the 404(a)(3) deduction limit; unknown: no check. */
  compensationBasis?: CompensationBasis;
  /** FICA wages from the plan's sponsor in the year before (W-2 box 3), cents: the 414(v)(7) Roth catch-up test. */
  priorYearFicaWagesCents?: number;
  /** Whether the plan offers Roth deferrals (414(v)(7)(B)); unknown counts as yes. */
  planHasRoth?: boolean;
}

/** One limit: its amount, what counts against it, what is left and by how much it is exceeded (cents). */
export interface LimitUse {
  limitCents: number;
  usedCents: number;
  remainingCents: number;
  excessCents: number;
}

/** Where a participant stands for a tax year. */
export interface ContributionUsage {
  /** Elective deferrals of all employers against the deferral limit plus catch-up. */
  deferrals: LimitUse;
  /** Catch-up used (deferrals beyond the deferral or the 415(c) limit) against the catch-up limit of the age. */
  catchUp: LimitUse;
  /** This plan's annual additions without catch-up, against 415(c) (or 100% of compensation when lower). */
  annualAdditions: LimitUse;
  /** True when the 415(c) limit is 100% of compensation rather than the year's figure. */
  limitedByCompensation: boolean;
  /** This plan's deferrals counted as catch-up (beyond 402(g) or 415(c)), cents. */
  planCatchUpCents: number;
  /** This plan's deferrals within the deferral limit: deferrals less the catch-up beyond 402(g) (Pub. 560 step 10). */
  planRegularDeferralsCents: number;
}

const sum = (values: Partial<Record<ContributionSource, number>>, sources: readonly ContributionSource[]): number =>
  sources.reduce((total, source) => total + (values[source] ?? 0), 0);

const use = (limitCents: number, usedCents: number): LimitUse => ({
  limitCents,
  usedCents,
  remainingCents: Math.max(limitCents - usedCents, 0),
  excessCents: Math.max(usedCents - limitCents, 0),
});

/**
 * Usage of the limits. Catch-up is attributed in order: first the deferrals beyond the deferral limit (this plan's
 * deferrals first), then this plan's deferrals that would push its annual additions beyond 415(c), up to the catch-up
 * limit; catch-up does not count as an annual addition.
 */
export function contributionUsage(limits: YearLimits, participant: ParticipantYear, year: YearContributions): ContributionUsage {
  const catchUpLimit = catchUpLimitCents(limits, participant.age);
  const own = sum(year.bySource, DEFERRAL_SOURCES);
  const others = sum(year.bySource, OTHER_ADDITION_SOURCES);
  const allDeferrals = own + year.otherEmployerDeferralCents;
  const compensation = participant.compensationCents;
  const limitedByCompensation = compensation !== undefined && compensation < limits.annualAdditionsCents;
  const additionsLimit = limitedByCompensation ? compensation : limits.annualAdditionsCents;

  const catchUpFor402g = Math.min(Math.max(allDeferrals - limits.deferralCents, 0), catchUpLimit);
  const ownCatchUpFor402g = Math.min(catchUpFor402g, own);
  const ownRegular = own - ownCatchUpFor402g;
  const catchUpFor415 = Math.min(catchUpLimit - catchUpFor402g, Math.max(ownRegular + others - additionsLimit, 0), ownRegular);
  const catchUp = catchUpFor402g + catchUpFor415;
  return {
    deferrals: use(limits.deferralCents + catchUpLimit, allDeferrals),
    catchUp: use(catchUpLimit, catchUp),
    annualAdditions: use(additionsLimit, ownRegular - catchUpFor415 + others),
    limitedByCompensation,
    planCatchUpCents: ownCatchUpFor402g + catchUpFor415,
    planRegularDeferralsCents: ownRegular,
  };
}

/**
 * Whether the plan offers Roth deferrals, from the plan details' saved `contribution_types` list (the 'Deferral Roth'
 * type enabled); undefined when the list is not saved (the Roth catch-up rule then assumes a Roth feature).
 */
export function planHasRothOf(contributionTypes: unknown): boolean | undefined {
  if (!Array.isArray(contributionTypes)) return undefined;
  const roth = contributionTypes.find(
    (c): c is Record<string, unknown> =>
      typeof c === 'object' && c !== null && (c as { name?: unknown }).name === 'Deferral Roth',
  );
  return roth !== undefined && isFlagSet(roth.enabled);
}
