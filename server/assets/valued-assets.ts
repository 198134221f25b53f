import type { Kysely } from 'kysely';
import type { ValuedAsset } from '@/domain/assets/plan-value';
import type { DB } from '../db/schema';
import { iso } from '../shared/service-errors';

/** The calendar day (UTC) of an instant. */
export function dayOf(at: Date | string): string {
  return iso(at).slice(0, 10);
}

/**
 * The user's assets as the plan's value needs them (cents), keyed by asset id: a read over `db`, which may be the
 * caller's transaction (the balances read under a participant's lock, decision 0288), so helpers call it directly
 * instead of building an AssetService.
 */
export async function valuedAssets(db: Kysely<DB>, userId: string, ids?: readonly string[]): Promise<Map<string, ValuedAsset>> {
  if (ids !== undefined && ids.length === 0) return new Map();
  let assets = db.selectFrom('assets').select(['id', 'type', 'created_at']).where('user_id', '=', userId);
  let sums = db
    .selectFrom('asset_transactions')
    .select(['asset_id', (eb) => eb.fn.sum<string>('purchase_price_cents').as('total')])
    .where('user_id', '=', userId)
    .groupBy('asset_id');
  let values = db.selectFrom('asset_values').select(['asset_id', 'value_cents', 'as_of']).where('user_id', '=', userId);
  if (ids !== undefined) {
    assets = assets.where('id', 'in', ids);
    sums = sums.where('asset_id', 'in', ids);
    values = values.where('asset_id', 'in', ids);
  }
  const [assetRows, sumRows, valueRows] = await Promise.all([assets.execute(), sums.execute(), values.execute()]);
  const result = new Map<string, ValuedAsset>();
  for (const a of assetRows) {
    const total = sumRows.find((s) => s.asset_id === a.id)?.total ?? 0;
    result.set(a.id, {
      type: a.type,
      purchaseCents: Number(total),
      acquiredOn: dayOf(a.created_at),
      valuations: valueRows.filter((v) => v.asset_id === a.id).map((v) => ({ valueCents: Number(v.value_cents), asOf: v.as_of })),
    });
  }
  return result;
}
