import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '@/adapters/http/wire';
import { type OpeningBalances, openingBalanceErrors, openingBalancesOf } from '@/domain/plan-takeover/opening-balances';
import { effectiveDateOf, isExistingPlan, planNumberOf } from '@/domain/plan-takeover/plan-origin';
import { priorFilingErrors } from '@/domain/plan-takeover/prior-filings';
import {
  PRIOR_PLAN_DOCUMENTS,
  PRIOR_PLAN_FOLDER,
  takeoverProgress,
  takeoverSummary,
} from '@/domain/plan-takeover/takeover-progress';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { conflict } from '../http/errors';
import { lockParticipant } from '../balances/participant-holdings';
import { membershipOwner } from '../invitations/joined-plan';
import { iso, throwIfInvalid } from '../shared/service-errors';
import { savedCheckoutStep } from '../shared/saved-step';
import type { OpeningBalancesTable } from './plan-takeover-schema';

/** Refusals (asserted literally in the tests). */
export const NOT_A_TAKEOVER = 'This plan was set up here, not brought from elsewhere';
export const OPENING_ALREADY_RECORDED = 'Opening balances are already recorded';
export const OWNER_ONLY = "Only the plan's owner records the plan's prior filings";

/** The opening balances as the API answers them (the contract's schema). */
export type OpeningBalancesView = Schema<'OpeningBalances'>;

/** Where bringing the plan stands, as GET /plan-takeover answers it (the contract's schema). */
export type PlanTakeoverView = Schema<'PlanTakeover'>;

function toView(row: Selectable<OpeningBalancesTable>): OpeningBalancesView {
  const n = (v: string | number | bigint): number => Number(v);
  const view = {
    id: row.id,
    as_of: row.as_of,
    pre_tax_cents: n(row.pre_tax_cents),
    roth_cents: n(row.roth_cents),
    profit_sharing_cents: n(row.profit_sharing_cents),
    rollover_cents: n(row.rollover_cents),
    after_tax_cents: n(row.after_tax_cents),
    employer_match_cents: n(row.employer_match_cents),
    roth_basis_cents: n(row.roth_basis_cents),
    roth_first_year: row.roth_first_year,
    after_tax_basis_cents: n(row.after_tax_basis_cents),
    created_at: iso(row.created_at),
  };
  return {
    ...view,
    total_cents:
      view.pre_tax_cents +
      view.roth_cents +
      view.profit_sharing_cents +
      view.rollover_cents +
      view.after_tax_cents +
      view.employer_match_cents,
  };
}

/** The user's opening balances row (read with the transaction when inside one). */
export async function openingBalancesRow(db: Kysely<DB>, userId: string): Promise<Selectable<OpeningBalancesTable> | undefined> {
  return db.selectFrom('opening_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The user's opening balances in the domain's terms, or undefined. */
export async function openingBalancesOfUser(db: Kysely<DB>, userId: string): Promise<OpeningBalances | undefined> {
  const row = await openingBalancesRow(db, userId);
  if (row === undefined) return undefined;
  const v = toView(row);
  return openingBalancesOf({ ...v, roth_first_year: v.roth_first_year ?? undefined });
}

/** The plan the user is in (their own, or the owner's they joined): its owner and saved plan details. */
async function planOf(db: Kysely<DB>, userId: string): Promise<{ ownerId: string; plan: Record<string, unknown> | undefined }> {
  const ownerId = (await membershipOwner(db, userId)) ?? userId;
  return { ownerId, plan: await savedCheckoutStep(db, ownerId, 'planDetails') };
}

/** The kinds of prior plan documents present in the owner's library folder (by their fixed names). */
async function documentsPresent(db: Kysely<DB>, ownerId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('folders', 'folders.id', 'documents.folder_id')
    .select(['documents.id', 'documents.name'])
    .where('documents.user_id', '=', ownerId)
    .where('folders.user_id', '=', ownerId)
    .where('folders.name', '=', PRIOR_PLAN_FOLDER)
    .where('folders.folder_id', 'is', null)
    .where('documents.removed_at', 'is', null)
    .orderBy('documents.created_at')
    .execute();
  const found = new Map<string, string>();
  for (const d of PRIOR_PLAN_DOCUMENTS) {
    const match = rows.find((r) => r.name === d.name || r.name.startsWith(`${d.name}.`));
    if (match) found.set(d.kind, match.id);
  }
  return found;
}

/**
 * Bringing a plan from elsewhere (decisions 0343, 0344): its status, the participant's opening balances (a money move,
 * once, under the participant's lock) and the prior years' Form 5500-EZ filings (the owner's).
 */
export class PlanTakeoverService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** Where bringing the plan stands for the user. */
  async status(userId: string): Promise<PlanTakeoverView> {
    // One after another: on PGlite the app has one connection.
    const { ownerId, plan } = await planOf(this.db, userId);
    const applies = isExistingPlan(plan);
    const documents = await documentsPresent(this.db, ownerId);
    const opening = await openingBalancesRow(this.db, userId);
    const filings = await this.db
      .selectFrom('prior_5500_ez_filings')
      .selectAll()
      .where('user_id', '=', ownerId)
      .orderBy('plan_year')
      .execute();
    const state = { documents: [...documents.keys()], openingBalances: opening !== undefined };
    const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return {
      applies,
      owner: ownerId === userId,
      effective_date: applies ? text(effectiveDateOf(plan)) : null,
      plan_number: applies ? planNumberOf(plan) : null,
      takeover_date: applies ? text(plan?.plan_establish_date) : null,
      folder: PRIOR_PLAN_FOLDER,
      documents: PRIOR_PLAN_DOCUMENTS.map((d) => ({
        kind: d.kind,
        label: d.label,
        name: d.name,
        document_id: documents.get(d.kind) ?? null,
      })),
      opening_balances: opening === undefined ? null : toView(opening),
      prior_filings: filings.map((f) => ({
        plan_year: f.plan_year,
        filed_on: f.filed_on,
        year_end_assets_cents: Number(f.year_end_assets_cents),
      })),
      ...takeoverProgress(state),
      summary: takeoverSummary(state),
    };
  }

  /**
   * Records the participant's opening balances once: the rules (domain openingBalanceErrors), then under the
   * participant's lock a check that none are recorded and the row. Plan money entering the product's books.
   */
  async recordOpeningBalances(userId: string, agentId: string, body: Record<string, unknown>): Promise<OpeningBalancesView> {
    const now = this.clock();
    const { plan } = await planOf(this.db, userId);
    if (!isExistingPlan(plan)) throw conflict(NOT_A_TAKEOVER);
    throwIfInvalid(openingBalanceErrors(body, { now, effectiveDate: effectiveDateOf(plan) }));
    const balances = openingBalancesOf(body);
    const row = await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      if ((await openingBalancesRow(trx, userId)) !== undefined) throw conflict(OPENING_ALREADY_RECORDED);
      return trx
        .insertInto('opening_balances')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          as_of: balances.asOf,
          ...balances.amounts,
          roth_basis_cents: balances.rothBasisCents,
          roth_first_year: balances.rothFirstYear ?? null,
          after_tax_basis_cents: balances.afterTaxBasisCents,
          agent_id: agentId,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toView(row);
  }

  /**
   * Records a prior plan year's Form 5500-EZ filing (the owner's): the year shows as filed on the 5500-EZ status
   * (form_5500_ez_years.filed_on) and its year-end assets are the next year's beginning-of-year assets.
   */
  async recordPriorFiling(
    userId: string,
    body: Record<string, unknown>,
  ): Promise<{ plan_year: number; filed_on: string; year_end_assets_cents: number }> {
    const now = this.clock();
    const { ownerId, plan } = await planOf(this.db, userId);
    if (!isExistingPlan(plan)) throw conflict(NOT_A_TAKEOVER);
    if (ownerId !== userId) throw conflict(OWNER_ONLY);
    const effectiveYear = Number(effectiveDateOf(plan).slice(0, 4));
    const takeover = typeof plan?.plan_establish_date === 'string' ? plan.plan_establish_date : '';
    const takeoverYear = /^\d{4}/.test(takeover) ? Number(takeover.slice(0, 4)) : (utcToday(now) as CalendarDate).year;
    throwIfInvalid(priorFilingErrors(body, { now, effectiveYear, takeoverYear }));
    const filing = {
      plan_year: body.plan_year as number,
      filed_on: body.filed_on as string,
      year_end_assets_cents: body.year_end_assets_cents as number,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('prior_5500_ez_filings')
        .values({ user_id: userId, ...filing, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['user_id', 'plan_year']).doUpdateSet({
            filed_on: filing.filed_on,
            year_end_assets_cents: filing.year_end_assets_cents,
            updated_at: now,
          }),
        )
        .execute();
      const declared = { filed_on: filing.filed_on, updated_at: now };
      await trx
        .insertInto('form_5500_ez_years')
        .values({
          user_id: userId,
          plan_year: filing.plan_year,
          other_plans_assets_cents: 0,
          final_plan_year: false,
          filing_method: null,
          confirmation: null,
          ...declared,
        })
        .onConflict((oc) => oc.columns(['user_id', 'plan_year']).doUpdateSet(declared))
        .execute();
    });
    return filing;
  }
}

/** The opening balances' total of `participants` dated on or before `isoDate` (for the 5500-EZ assets), cents. */
export async function openingAssetsOn(db: Kysely<DB>, participants: readonly string[], isoDate: string): Promise<number> {
  if (participants.length === 0) return 0;
  const rows = await db
    .selectFrom('opening_balances')
    .selectAll()
    .where('user_id', 'in', participants)
    .where('as_of', '<=', isoDate)
    .execute();
  return rows.reduce((sum, row) => sum + toView(row).total_cents, 0);
}

/**
 * The beginning-of-year assets of a plan year (Form 5500-EZ line 6a(1)) for a plan taken over: the year-end assets the
 * prior year's filing reported when one is recorded (line 6a(2) of that return), else the computed assets plus the
 * opening balances dated on or before the year's first day (balances as of the takeover day are what the plan held as
 * the year began). A plan set up here keeps the computed assets.
 */
export async function beginningAssetsWithTakeover(
  db: Kysely<DB>,
  ownerId: string,
  participants: readonly string[],
  planYear: number,
  firstDay: string,
  computedCents: number,
): Promise<number> {
  const prior = await db
    .selectFrom('prior_5500_ez_filings')
    .select('year_end_assets_cents')
    .where('user_id', '=', ownerId)
    .where('plan_year', '=', planYear - 1)
    .executeTakeFirst();
  if (prior !== undefined) return Number(prior.year_end_assets_cents);
  return computedCents + (await openingAssetsOn(db, participants, firstDay));
}
