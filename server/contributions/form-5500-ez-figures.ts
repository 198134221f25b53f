import type { Kysely } from 'kysely';
import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import { isCalendarYear, type PlanYearBounds, type PlanYearEnd } from '@/domain/contributions/plan-year';
import { addDays, formatIsoDate } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { planAssetsOnDay, planParticipantsOn } from './plan-assets';
import { beginningAssetsWithTakeover } from '../plan-takeover/plan-takeover-service';

/** The contribution sources the 5500-EZ counts as the employer's, the participant's, and rollovers (others). */
const EMPLOYER_SOURCES: readonly ContributionSource[] = ['Profit Sharing', 'Employer Match'];
const PARTICIPANT_SOURCES: readonly ContributionSource[] = ['Deferral Pre-Tax', 'Deferral Roth', 'After Tax'];

/** A plan year's figures for Form 5500-EZ, in cents. */
export interface PlanYearFigures {
  bounds: PlanYearBounds;
  /**
   * The plan's total assets on the day before the plan year began, and on its last day: every participant's account
   * (the assets area's values) and the participant loans outstanding (decision 0275).
   */
  assetsBeginningCents: number;
  assetsEndCents: number;
  /** The participant loans outstanding on those days (part of the assets). */
  loansBeginningCents: number;
  loansEndCents: number;
  employerContributionsCents: number;
  participantContributionsCents: number;
  rolloversCents: number;
  /** Distributions marked paid during the plan year (gross). */
  distributionsCents: number;
  /** The owner and the participants who had joined the plan by its last day (the accounts the assets count). */
  participantsAtEnd: number;
}

/**
 * The figures of a plan year (decisions 0231, 0275): the plan's total assets (every participant's account and the
 * outstanding loans); contributions from the ledgers of the participants at its end (a calendar-year plan counts the
 * entries of its tax year, deposits made after the year for it included; a fiscal plan the deposits made within it);
 * their distributions paid within it; the participants at its end.
 */
export async function planYearFigures(
  db: Kysely<DB>,
  userId: string,
  bounds: PlanYearBounds,
  yearEnd: PlanYearEnd,
): Promise<PlanYearFigures> {
  const start = formatIsoDate(bounds.start);
  const end = formatIsoDate(bounds.end);
  const participants = await planParticipantsOn(db, userId, end);
  let entries = db.selectFrom('contributions').select(['source', 'amount_cents']).where('user_id', 'in', participants);
  entries = isCalendarYear(yearEnd)
    ? entries.where('tax_year', '=', bounds.planYear)
    : entries.where('deposit_date', '>=', start).where('deposit_date', '<=', end);
  const [beginning, atEnd, rows, paid] = await Promise.all([
    planAssetsOnDay(db, userId, formatIsoDate(addDays(bounds.start, -1))),
    planAssetsOnDay(db, userId, end),
    entries.execute(),
    db
      .selectFrom('distributions')
      .innerJoin('distribution_events', 'distribution_events.distribution_id', 'distributions.id')
      .select(['distributions.id', 'distributions.amount_cents', 'distribution_events.at'])
      .where('distributions.user_id', 'in', participants)
      .where('distribution_events.user_id', 'in', participants)
      .where('distribution_events.status', '=', 'paid')
      .execute(),
  ]);
  const sum = (sources: readonly ContributionSource[]): number =>
    rows.filter((r) => sources.includes(r.source as ContributionSource)).reduce((t, r) => t + Number(r.amount_cents), 0);
  const dayOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
  const within = (at: Date | string): boolean => dayOf(at) >= start && dayOf(at) <= end;
  const paidIds = new Set<string>();
  let distributionsCents = 0;
  for (const p of paid) {
    if (paidIds.has(p.id) || !within(p.at)) continue;
    paidIds.add(p.id);
    distributionsCents += Number(p.amount_cents ?? 0);
  }
  return {
    bounds,
    // A plan taken over: the prior filing's year-end assets, or the opening balances (decision 0344).
    assetsBeginningCents: await beginningAssetsWithTakeover(
      db,
      userId,
      participants,
      bounds.planYear,
      start,
      beginning.totalCents,
    ),
    assetsEndCents: atEnd.totalCents,
    loansBeginningCents: beginning.loansCents,
    loansEndCents: atEnd.loansCents,
    employerContributionsCents: sum(EMPLOYER_SOURCES),
    participantContributionsCents: sum(PARTICIPANT_SOURCES),
    rolloversCents: sum(['Roll Overs']),
    distributionsCents,
    participantsAtEnd: atEnd.participants,
  };
}
