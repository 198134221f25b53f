import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import type { AssetsTable, AssetTransactionsTable } from '../library/schema';
import { iso, notFoundError, throwIfInvalid } from '../library/service-errors';
import { classificationErrors, transactionErrors } from './asset-rules';
import { toCents, toDollars } from './money';

/** An asset as the API returns it. */
export interface Asset {
  id: string;
  user_id: string;
  name: string;
  type: string;
  subtype: string;
  precious_metals_child_type: string | null;
  created_at: string;
  updated_at: string;
}

/** A transaction of an asset as the API returns it; purchase_price in US dollars. */
export interface AssetTransaction {
  id: string;
  asset_id: string;
  record_type: string;
  purchase_price: number;
  created_at: string;
}

type Body = Record<string, unknown>;

/** Message when an asset id does not name one of the user's assets. */
export const ASSET_NOT_FOUND_MESSAGE = 'Asset not found';

function toAsset(row: Selectable<AssetsTable>): Asset {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    precious_metals_child_type: row.precious_metals_child_type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toTransaction(row: Selectable<AssetTransactionsTable>): AssetTransaction {
  return {
    id: row.id,
    asset_id: row.asset_id,
    record_type: row.record_type,
    purchase_price: toDollars(row.purchase_price_cents),
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

  /** Every asset of the user, oldest first. */
  async list(userId: string): Promise<Asset[]> {
    const rows = await this.db
      .selectFrom('assets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAsset);
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
    return toAsset(row);
  }

  /** Creates an asset with its first transaction (a purchase or a recorded holding). */
  async create(userId: string, body: Body): Promise<{ asset: Asset; transaction: AssetTransaction }> {
    throwIfInvalid({ ...classificationErrors(body), ...transactionErrors(body) });
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const asset = await trx
        .insertInto('assets')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          name: text(body.name) || text(body.subtype),
          type: text(body.type),
          subtype: text(body.subtype),
          precious_metals_child_type: (body.precious_metals_child_type as string | undefined) ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const transaction = await trx
        .insertInto('asset_transactions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          asset_id: asset.id,
          record_type: body.record_type as string,
          purchase_price_cents: toCents(body.purchase_price as number),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { asset: toAsset(asset), transaction: toTransaction(transaction) };
    });
  }

  /** Edits name and classification of the user's asset `id`; fields left out keep their values. */
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
    };
    throwIfInvalid(classificationErrors(merged));
    const row = await this.db
      .updateTable('assets')
      .set({
        name: text(merged.name) || text(merged.subtype),
        type: text(merged.type),
        subtype: text(merged.subtype),
        precious_metals_child_type: (merged.precious_metals_child_type as string | null | undefined) ?? null,
        updated_at: this.clock(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFoundError(ASSET_NOT_FOUND_MESSAGE);
    return toAsset(row);
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

  /** Records another purchase or holding of the user's asset `id`. */
  async addTransaction(userId: string, id: string, body: Body): Promise<AssetTransaction> {
    throwIfInvalid(transactionErrors(body));
    await this.get(userId, id);
    const row = await this.db
      .insertInto('asset_transactions')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        asset_id: id,
        record_type: body.record_type as string,
        purchase_price_cents: toCents(body.purchase_price as number),
        created_at: this.clock(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTransaction(row);
  }
}
