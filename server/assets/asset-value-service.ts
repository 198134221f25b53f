import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { throwIfInvalid } from '../shared/service-errors';
import { valuationErrors } from './asset-rules';
import { type AssetService, dayOf, toValuation } from './asset-service';
import { dollarsToCents } from '@/domain/money';
import { lockCitedDocument } from '../library/cited-document';
import { evidenceErrors } from '@/domain/assets/year-end-values';

/** A valuation as the API answers it. */
export type AssetValuation = ReturnType<typeof toValuation>;

/** Value history of the user's assets: a value as of a date, with an optional valuation document from the library. */
export class AssetValueService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetService,
    private readonly clock: () => Date,
  ) {}

  /** The valuations of the user's asset `id`, newest date first. */
  async list(userId: string, assetId: string): Promise<AssetValuation[]> {
    await this.assets.get(userId, assetId);
    const rows = await this.db
      .selectFrom('asset_values')
      .selectAll()
      .where('user_id', '=', userId)
      .where('asset_id', '=', assetId)
      .orderBy('as_of', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toValuation);
  }

  /**
   * Records a value `{ value, as_of, document_id?, evidence_kind? }` of the user's asset `id`; the document must be the
   * user's own (an upload the library checked by its content).
   */
  async add(userId: string, assetId: string, body: Record<string, unknown>): Promise<AssetValuation> {
    const now = this.clock();
    const asset = await this.assets.get(userId, assetId);
    // A year-end value names its evidence (decision 0338): a kind that fits the asset's type, with its file.
    throwIfInvalid({ ...valuationErrors(body, dayOf(now)), ...evidenceErrors(asset.type, body.evidence_kind, body.document_id) });
    const documentId = typeof body.document_id === 'string' && body.document_id !== '' ? body.document_id : null;
    const evidenceKind = typeof body.evidence_kind === 'string' && body.evidence_kind !== '' ? body.evidence_kind : null;
    return this.db.transaction().execute(async (trx) => {
      if (documentId !== null) await lockCitedDocument(trx, userId, documentId);
      const row = await trx
        .insertInto('asset_values')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          asset_id: assetId,
          value_cents: dollarsToCents(body.value as number),
          as_of: body.as_of as string,
          document_id: documentId,
          evidence_kind: evidenceKind,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toValuation(row);
    });
  }
}
