import type { Kysely, Selectable } from 'kysely';
import { planValueOn, type ValuedAsset, valuationAsOf, yearEndValue } from '@/domain/assets/plan-value';
import type { DB } from '../db/schema';
import type { AssetsTable, AssetTransactionsTable } from '../library/schema';
import { iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import type { AssetValuesTable } from './assets-schema';
import { dayOf, valuedAssets } from './valued-assets';

export { dayOf };
import { classificationErrors, custodianErrors, relatedPartyErrors, transactionErrors } from './asset-rules';
import { centsToDollars, dollarsToCents } from '@/domain/money';
import { assertPurchaseCovered, lockParticipant } from '../balances/participant-holdings';
import type { Schema } from '@/adapters/http/wire';

/** An asset as the API returns it, with its purchase total and its current value (US dollars; the contract's type). */
export type Asset = Schema<'Asset'>;

/** A transaction of an asset as the API returns it; purchase_price in US dollars (the contract's type). */
export type AssetTransaction = Schema<'AssetTransaction'>;

type Body = Record<string, unknown>;

/** Message when an asset id does not name one of the user's assets. */
export const ASSET_NOT_FOUND_MESSAGE = 'Asset not found';

function toTransaction(row: Selectable<AssetTransactionsTable>): AssetTransaction {
  return {
    id: row.id,
    asset_id: row.asset_id,
    // The rules admit only the contract's record types (asset-rules.ts).
    record_type: row.record_type as AssetTransaction['record_type'],
    purchase_price: centsToDollars(row.purchase_price_cents),
    created_at: iso(row.created_at),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The user's assets and their transactions. */
export class AssetService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** Every asset of the user with its value, oldest first. */
  async list(userId: string): Promise<Asset[]> {
    const rows = await this.db
      .selectFrom('assets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return this.withValues(userId, rows);
  }

  /** The user's asset `id`. */
  async get(userId: string, id: string): Promise<Asset> {
    const row = await this.db
      .selectFrom('assets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(ASSET_NOT_FOUND_MESSAGE);
    return (await this.withValues(userId, [row]))[0];
  }

  /** The assets as the plan's value needs them (cents), keyed by asset id. */
  valued(userId: string, ids?: readonly string[]): Promise<Map<string, ValuedAsset>> {
    return valuedAssets(this.db, userId, ids);
  }

  private async withValues(userId: string, rows: Selectable<AssetsTable>[]): Promise<Asset[]> {
    const valued = await this.valued(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const v = valued.get(row.id) as ValuedAsset;
      const latest = valuationAsOf(v.valuations, '9999-12-31');
      return {
        id: row.id,
        user_id: row.user_id,
        name: row.name,
        type: row.type,
        subtype: row.subtype,
        // The rules admit only the contract's metals (asset-rules.ts).
        precious_metals_child_type: row.precious_metals_child_type as Asset['precious_metals_child_type'],
        custodian: row.custodian ?? null,
        purchase_total: v.purchaseCents / 100,
        current_value: (latest?.valueCents ?? v.purchaseCents) / 100,
        value_date: latest?.asOf ?? v.acquiredOn,
        acquired_on: v.acquiredOn,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    });
  }

  /** The plan's value today and at the end of `year` (US dollars), from every asset's valuations (decision 0160). */
  async planValue(userId: string, year: number): Promise<Schema<'PlanValue'>> {
    const assets = [...(await this.valued(userId)).values()];
    const today = dayOf(this.clock());
    return {
      year,
      year_end_value: yearEndValue(assets, year) / 100,
      current_value: planValueOn(assets, '9999-12-31') / 100,
      as_of: today,
    };
  }

  /** Creates an asset with its first transaction (a purchase or a recorded holding). */
  async create(userId: string, body: Body): Promise<{ asset: Asset; transaction: AssetTransaction }> {
    throwIfInvalid({
      ...classificationErrors(body),
      ...custodianErrors(body, body.type),
      ...transactionErrors(body),
      ...relatedPartyErrors(body),
    });
    const now = this.clock();
    const created = await this.db.transaction().execute(async (trx) => {
      await this.payFromCash(trx, userId, body, now);
      const asset = await trx
        .insertInto('assets')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          name: text(body.name) || text(body.subtype),
          type: text(body.type),
          subtype: text(body.subtype),
          precious_metals_child_type: (body.precious_metals_child_type as string | undefined) ?? null,
          custodian: text(body.custodian) || null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const transaction = await trx
        .insertInto('asset_transactions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          asset_id: asset.id,
          record_type: body.record_type as string,
          purchase_price_cents: dollarsToCents(body.purchase_price as number),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { id: asset.id, transaction: toTransaction(transaction) };
    });
    return { asset: await this.get(userId, created.id), transaction: created.transaction };
  }

  /** Edits name, classification and custodian of the user's asset `id`; fields left out keep their values. */
  async edit(userId: string, id: string, body: Body): Promise<Asset> {
    const current = await this.get(userId, id);
    const typeChanged = body.type !== undefined && body.type !== current.type;
    const merged: Body = {
      name: body.name ?? current.name,
      type: body.type ?? current.type,
      subtype: body.subtype ?? current.subtype,
      precious_metals_child_type:
        body.precious_metals_child_type !== undefined
          ? body.precious_metals_child_type
          : typeChanged
            ? undefined
            : (current.precious_metals_child_type ?? undefined),
      custodian: body.custodian !== undefined ? body.custodian : (current.custodian ?? undefined),
    };
    throwIfInvalid({ ...classificationErrors(merged), ...custodianErrors(merged, merged.type) });
    const row = await this.db
      .updateTable('assets')
      .set({
        name: text(merged.name) || text(merged.subtype),
        type: text(merged.type),
        subtype: text(merged.subtype),
        precious_metals_child_type: (merged.precious_metals_child_type as string | null | undefined) ?? null,
        custodian: text(merged.custodian) || null,
        updated_at: this.clock(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFoundError(ASSET_NOT_FOUND_MESSAGE);
    return this.get(userId, id);
  }

  /** Removes the user's asset `id` and its transactions. */
  async remove(userId: string, id: string): Promise<void> {
    const removed = await this.db
      .deleteFrom('assets')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFoundError(ASSET_NOT_FOUND_MESSAGE);
  }

  /** Transactions of the user's asset `id`, oldest first. */
  async listTransactions(userId: string, id: string): Promise<AssetTransaction[]> {
    await this.get(userId, id);
    const rows = await this.db
      .selectFrom('asset_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('asset_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toTransaction);
  }

  /** Every transaction of the plan with its asset's name and type, newest first. */
  async planTransactions(userId: string): Promise<Schema<'PlanTransaction'>[]> {
    const rows = await this.db
      .selectFrom('asset_transactions as t')
      .innerJoin('assets as a', 'a.id', 't.asset_id')
      .selectAll('t')
      .select(['a.name as asset_name', 'a.type as asset_type'])
      .where('t.user_id', '=', userId)
      .where('a.user_id', '=', userId)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id')
      .execute();
    return rows.map((r) => ({ ...toTransaction(r), asset_name: r.asset_name, asset_type: r.asset_type }));
  }

  /** Records another purchase or holding of the user's asset `id`. */
  async addTransaction(userId: string, id: string, body: Body): Promise<AssetTransaction> {
    throwIfInvalid({ ...transactionErrors(body), ...relatedPartyErrors(body) });
    await this.get(userId, id);
    const now = this.clock();
    const row = await this.db.transaction().execute(async (trx) => {
      await this.payFromCash(trx, userId, body, now);
      return trx
        .insertInto('asset_transactions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          asset_id: id,
          record_type: body.record_type as string,
          purchase_price_cents: dollarsToCents(body.purchase_price as number),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toTransaction(row);
  }

  /** A purchase is paid from the plan's cash: checked under the participant's lock (decision 0288); a record is not. */
  private async payFromCash(trx: Kysely<DB>, userId: string, body: Body, now: Date): Promise<void> {
    if (body.record_type !== 'purchase') return;
    await lockParticipant(trx, userId);
    await assertPurchaseCovered(trx, userId, now, dollarsToCents(body.purchase_price as number));
  }
}

/** A valuation as the API returns it (value in US dollars). */
export function toValuation(row: Selectable<AssetValuesTable>): Schema<'AssetValuation'> {
  return {
    id: row.id,
    asset_id: row.asset_id,
    value: centsToDollars(row.value_cents),
    as_of: row.as_of,
    document_id: row.document_id,
    evidence_kind: (row.evidence_kind ?? null) as Schema<'AssetValuation'>['evidence_kind'],
    created_at: iso(row.created_at),
  };
}
