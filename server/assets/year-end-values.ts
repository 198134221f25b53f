import type { Schema } from '@/adapters/http/wire';
import type { Kysely, Selectable } from 'kysely';
import {
  expectedEvidence,
  type YearEndAsset,
  type YearEndValues,
  yearEndValues,
  yearEndValuesMessage,
  yearEndWindowStart,
} from '@/domain/assets/year-end-values';
import { planYearBounds } from '@/domain/contributions/plan-year';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { planYearEndFor } from '../contributions/plan-year-end';
import { iso } from '../shared/service-errors';
import { toValuation } from './asset-service';
import type { AssetValuesTable } from './assets-schema';
import { dayOf } from './valued-assets';

/**
 * The user's assets with their value history and evidence, for the year-end check (decision 0338); a read over `db`,
 * which may be the caller's transaction. Assets leave the plan only by removal today, so none carries a disposal day.
 */
async function yearEndAssets(
  db: Kysely<DB>,
  userId: string,
): Promise<{ assets: YearEndAsset[]; rows: Map<string, Selectable<AssetValuesTable>> }> {
  const [assets, values] = await Promise.all([
    db
      .selectFrom('assets')
      .select(['id', 'name', 'type', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('name')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('asset_values').selectAll().where('user_id', '=', userId).execute(),
  ]);
  const rows = new Map(values.map((v) => [v.id, v]));
  const list = assets.map((a) => ({
    id: a.id,
    name: a.name,
    type: a.type,
    acquiredOn: dayOf(a.created_at),
    values: values
      .filter((v) => v.asset_id === a.id)
      .map((v) => ({
        id: v.id,
        valueCents: Number(v.value_cents),
        asOf: v.as_of,
        recordedAt: iso(v.created_at),
        evidenceKind: v.evidence_kind ?? null,
        documentId: v.document_id,
      })),
  }));
  return { assets: list, rows };
}

/** Where the user's assets stand for the plan year (the employer's tax year, decision 0230), with their value rows. */
async function check(
  db: Kysely<DB>,
  userId: string,
  planYear: number,
): Promise<{ result: YearEndValues; rows: Map<string, Selectable<AssetValuesTable>> }> {
  const end = formatIsoDate(planYearBounds(planYear, await planYearEndFor(db, userId)).end);
  const { assets, rows } = await yearEndAssets(db, userId);
  return { result: yearEndValues(assets, planYear, end), rows };
}

/** The 5500-EZ status's check of year-end values: complete, the missing items in words and the sentence naming them. */
export async function yearEndValuesCheck(
  db: Kysely<DB>,
  userId: string,
  planYear: number,
): Promise<Schema<'YearEndValuesCheck'>> {
  const { result } = await check(db, userId, planYear);
  return { complete: result.complete, missing: [...result.missing], message: yearEndValuesMessage(result) ?? null };
}

/** The plan year's assets held at its end (by name), each with its year-end value's state, as the API answers them. */
export async function yearEndValuesOf(db: Kysely<DB>, userId: string, planYear: number): Promise<Schema<'YearEndValues'>> {
  const { result, rows } = await check(db, userId, planYear);
  return {
    plan_year: planYear,
    plan_year_end: result.yearEnd,
    window_start: yearEndWindowStart(result.yearEnd),
    complete: result.complete,
    missing: [...result.missing],
    message: yearEndValuesMessage(result) ?? null,
    assets: result.assets.map((s) => ({
      asset_id: s.asset.id,
      asset_name: s.asset.name,
      asset_type: s.asset.type,
      evidence_kinds: [...expectedEvidence(s.asset.type)],
      state: s.state,
      value: s.value === undefined ? null : toValuation(rows.get(s.value.id) as Selectable<AssetValuesTable>),
      missing: s.missing ?? null,
    })),
  };
}
