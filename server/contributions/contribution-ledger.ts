import type { Schema } from '@/adapters/http/wire';
import type { Kysely, Selectable } from 'kysely';
import { contributionEntryErrors, type ContributionEntry, type EntryPlan } from '@/domain/contributions/contribution-entry';
import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import type { ContributionsTable } from './contributions-schema';
import { rothEmployerAllowed } from './roth-employer';
import { dollarsToCents } from '@/domain/money';
import { depositAfterTerminationMessage, isAfterTermination } from '@/domain/plan-termination';
import { ownersTerminationDate } from '../plan-termination/termination-guard';
import { lockParticipant } from '../balances/participant-holdings';
import { membershipOwner } from '../invitations/joined-plan';

/**
 * Refuses (400 on `deposit_date`) a deposit dated after the plan's termination date (decision 0339: the resolution ends
 * contributions; IRC 411(d)(3)), read over `db`: the transaction the deposit is written in.
 */
async function refuseAfterTermination(db: Kysely<DB>, userId: string, depositDate: unknown): Promise<void> {
  // Under the plan owner's lock, which the adoption of the resolution takes too: a deposit and an adoption sent together
  // are checked one after the other, so none is recorded after a termination date it did not see.
  const owner = (await membershipOwner(db, userId)) ?? userId;
  await lockParticipant(db, owner);
  const terminated = await ownersTerminationDate(db, owner);
  if (terminated !== undefined && typeof depositDate === 'string' && isAfterTermination(depositDate, terminated))
    throwIfInvalid({ deposit_date: [depositAfterTerminationMessage(terminated)] });
}

/** A ledger entry as the API answers it (amount in US dollars). */
export type ContributionView = Schema<'Contribution'>;

/** One change of an entry: who, when, and the values before and after. */
export type ContributionEventView = Schema<'ContributionEvent'>;

/** Message when the entry is not the user's (or does not exist). */
export const CONTRIBUTION_NOT_FOUND = 'Contribution not found';

/** The calendar day (UTC) of an instant. */
export const today = (now: Date): CalendarDate => utcToday(now) as CalendarDate;

const FIELDS = ['source', 'amount', 'deposit_date', 'tax_year', 'reference', 'roth'] as const;

function toView(row: Selectable<ContributionsTable>): ContributionView {
  return {
    id: row.id,
    user_id: row.user_id,
    source: row.source,
    amount: Number(row.amount_cents) / 100,
    deposit_date: row.deposit_date,
    tax_year: row.tax_year,
    reference: row.reference,
    roth: row.roth,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The entry fields of a view, as stored in the audit trail. */
const snapshot = (v: ContributionView): string => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, v[field]])));

function entryOf(body: Record<string, unknown>): ContributionEntry {
  const reference = typeof body.reference === 'string' && body.reference.trim() !== '' ? body.reference.trim() : null;
  return {
    source: body.source as ContributionSource,
    amountCents: dollarsToCents(body.amount as number),
    depositDate: body.deposit_date as string,
    taxYear: body.tax_year as number,
    reference,
    roth: body.roth === true,
  };
}

/** The contribution ledger of each user: deposits by source and tax year, changed only with an event in the trail. */
export class ContributionLedger {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** The user's entries (of one tax year when given), newest deposit first. */
  async list(userId: string, taxYear?: number): Promise<ContributionView[]> {
    let query = this.db.selectFrom('contributions').selectAll().where('user_id', '=', userId);
    if (taxYear !== undefined) query = query.where('tax_year', '=', taxYear);
    const rows = await query.orderBy('deposit_date', 'desc').orderBy('created_at', 'desc').execute();
    return rows.map(toView);
  }

  /** Records a deposit after the entry rules (400 with field messages otherwise). */
  async record(userId: string, agentId: string, body: Record<string, unknown>): Promise<ContributionView> {
    const now = this.clock();
    throwIfInvalid(contributionEntryErrors(body, today(now), await this.plan(this.db, userId, body)));
    const entry = entryOf(body);
    return this.db.transaction().execute(async (trx) => {
      await refuseAfterTermination(trx, userId, body.deposit_date);
      const row = await trx
        .insertInto('contributions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          source: entry.source,
          amount_cents: entry.amountCents,
          deposit_date: entry.depositDate,
          tax_year: entry.taxYear,
          reference: entry.reference,
          roth: entry.roth,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = toView(row);
      await this.event(trx, userId, view.id, 'create', agentId, null, snapshot(view), now);
      return view;
    });
  }

  /** Changes fields of the user's entry `id`; the merged entry must pass the entry rules. */
  async edit(userId: string, agentId: string, id: string, body: Record<string, unknown>): Promise<ContributionView> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const current = await this.owned(trx, userId, id);
      const merged: Record<string, unknown> = { ...current };
      for (const field of FIELDS) if (field in body) merged[field] = body[field];
      // The plan's election is asked only when an edit designates the deposit: one designated under the election keeps
      // it through other edits, also after the plan turns the election off (an edit may still undo a mistaken one).
      const designating = merged.roth === true && current.roth !== true;
      throwIfInvalid(contributionEntryErrors(merged, today(now), designating ? await this.plan(trx, userId, merged) : {}));
      if (merged.deposit_date !== current.deposit_date) await refuseAfterTermination(trx, userId, merged.deposit_date);
      const entry = entryOf(merged);
      const row = await trx
        .updateTable('contributions')
        .set({
          source: entry.source,
          amount_cents: entry.amountCents,
          deposit_date: entry.depositDate,
          tax_year: entry.taxYear,
          reference: entry.reference,
          roth: entry.roth,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = toView(row);
      await this.event(trx, userId, id, 'edit', agentId, snapshot(current), snapshot(view), now);
      return view;
    });
  }

  /**
   * What the entry rules need of the plan: its Roth employer election, read only when a deposit is designated Roth, over
   * `db` (the edit's transaction inside one: the embedded database has a single connection).
   */
  private async plan(db: Kysely<DB>, userId: string, body: Record<string, unknown>): Promise<EntryPlan> {
    return body.roth === true ? { rothEmployerAllowed: await rothEmployerAllowed(db, userId) } : {};
  }

  /** Removes the user's entry `id`; the trail keeps what it was. */
  async remove(userId: string, agentId: string, id: string): Promise<void> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const current = await this.owned(trx, userId, id);
      await trx.deleteFrom('contributions').where('user_id', '=', userId).where('id', '=', id).execute();
      await this.event(trx, userId, id, 'remove', agentId, snapshot(current), null, now);
    });
  }

  /** The trail of the user's entry `id` (also after its removal), oldest first; 404 when the user has none for it. */
  async history(userId: string, id: string): Promise<ContributionEventView[]> {
    const rows = await this.db
      .selectFrom('contribution_events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('contribution_id', '=', id)
      .orderBy('seq')
      .execute();
    if (rows.length === 0) throw notFoundError(CONTRIBUTION_NOT_FOUND);
    return rows.map((r) => ({
      action: r.action,
      agent_id: r.agent_id,
      before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
      after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
      at: iso(r.at),
    }));
  }

  private async owned(trx: Kysely<DB>, userId: string, id: string): Promise<ContributionView> {
    const row = await trx
      .selectFrom('contributions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFoundError(CONTRIBUTION_NOT_FOUND);
    return toView(row);
  }

  private async event(
    trx: Kysely<DB>,
    userId: string,
    contributionId: string,
    action: 'create' | 'edit' | 'remove',
    agentId: string,
    before: string | null,
    after: string | null,
    at: Date,
  ): Promise<void> {
    await trx
      .insertInto('contribution_events')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        contribution_id: contributionId,
        action,
        agent_id: agentId,
        before,
        after,
        at,
      })
      .execute();
  }
}
