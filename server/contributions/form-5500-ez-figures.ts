import type { Kysely } from 'kysely';
import { planValueOn } from '@/domain/assets/plan-value';
import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import { isCalendarYear, type PlanYearBounds, type PlanYearEnd } from '@/domain/contributions/plan-year';
import { addDays, formatIsoDate } from '@/domain/shared/calendar-date';
import { AssetService } from '../assets/asset-service';
import type { DB } from '../db/schema';

/** The contribution sources the 5500-EZ counts as the employer's, the participant's, and rollovers (others). */
const EMPLOYER_SOURCES: readonly ContributionSource[] = ['Profit Sharing', 'Employer Match'];
const PARTICIPANT_SOURCES: readonly ContributionSource[] = ['Deferral Pre-Tax', 'Deferral Roth', 'After Tax'];

/** A plan year's figures for Form 5500-EZ, in cents. */
export interface PlanYearFigures {
  bounds: PlanYearBounds;
  /** The plan's assets on the day before the plan year began, and on its last day (the assets area's values). */
  assetsBeginningCents: number;
  assetsEndCents: number;
  employerContributionsCents: number;
  participantContributionsCents: number;
  rolloversCents: number;
  /** Distributions marked paid during the plan year (gross). */
  distributionsCents: number;
  /** The owner and the participants who had joined the plan by its last day. */
  participantsAtEnd: number;
}

/**
 * The figures of a plan year (decision 0231): assets from the assets area; contributions from the ledger (a calendar-year
 * plan counts the entries of its tax year, deposits made after the year for it included; a fiscal plan the deposits
 * made within it); distributions paid within it; participants at its end.
 */
export async function planYearFigures(
  db: Kysely<DB>,
  clock: () => Date,
  userId: string,
  bounds: PlanYearBounds,
  yearEnd: PlanYearEnd,
): Promise<PlanYearFigures> {
  const start = formatIsoDate(bounds.start);
  const end = formatIsoDate(bounds.end);
  let entries = db.selectFrom('contributions').select(['source', 'amount_cents']).where('user_id', '=', userId);
  entries = isCalendarYear(yearEnd)
    ? entries.where('tax_year', '=', bounds.planYear)
    : entries.where('deposit_date', '>=', start).where('deposit_date', '<=', end);
  const [valued, rows, paid, joined] = await Promise.all([
    new AssetService(db, clock).valued(userId),
    entries.execute(),
    db
      .selectFrom('distributions')
      .innerJoin('distribution_events', 'distribution_events.distribution_id', 'distributions.id')
      .select(['distributions.id', 'distributions.amount_cents', 'distribution_events.at'])
      .where('distributions.user_id', '=', userId)
      .where('distribution_events.user_id', '=', userId)
      .where('distribution_events.status', '=', 'paid')
      .execute(),
    db
      .selectFrom('invitations')
      .select(['accepted_at'])
      .where('owner_id', '=', userId)
      .where('status', '=', 'accepted')
      .execute(),
  ]);
  const assets = [...valued.values()];
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
    assetsBeginningCents: planValueOn(assets, formatIsoDate(addDays(bounds.start, -1))),
    assetsEndCents: planValueOn(assets, end),
    employerContributionsCents: sum(EMPLOYER_SOURCES),
    participantContributionsCents: sum(PARTICIPANT_SOURCES),
    rolloversCents: sum(['Roll Overs']),
    distributionsCents,
    participantsAtEnd: 1 + joined.filter((j) => j.accepted_at !== null && dayOf(j.accepted_at) <= end).length,
  };
}
