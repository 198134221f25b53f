import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import { insertPdfVersion, signedUrlCall, withStagedPdf } from '../library/generated-pdf';
import { requireUniqueName } from '../library/name-rules';
import type { PlanDocumentFiler } from '../plan-documents/plan-document-filer';

/** A yearly generated document in the library, as the API answers it. */
export interface YearlyDocument {
  document_id: string;
  version_id: string;
  name: string;
  /** The signed-URL call for its newest version, relative to the API base. */
  download_path: string;
}

/** The library id of a user's yearly document of one kind: a name-based UUID, so a year has one document. */
export function yearlyId(kind: string, userId: string, year: number): string {
  const hex = createHash('sha256').update(`${kind}\n${userId}\n${year}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The document `id` of the user still in the library, with its newest version; undefined when none. */
export async function filedDocument(db: Kysely<DB>, userId: string, id: string): Promise<YearlyDocument | undefined> {
  const row = await db
    .selectFrom('documents')
    .innerJoin('versions', 'versions.document_id', 'documents.id')
    .select(['documents.name', 'versions.id as version_id'])
    .where('documents.user_id', '=', userId)
    .where('documents.id', '=', id)
    .where('documents.removed_at', 'is', null)
    .orderBy('versions.created_at', 'desc')
    .orderBy('versions.id')
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    document_id: id,
    version_id: row.version_id,
    name: row.name,
    download_path: signedUrlCall(id, row.version_id),
  };
}

/**
 * Files `bytes` as the document `id` named `name` in the user's "Plan documents" folder (decisions 0231, 0233): a new
 * document the first time, else a new version (a removed one comes back). Runs under the user's plan-documents lock;
 * the name check is the library's. The stored blob is removed when filing fails.
 */
export async function fileYearlyPdf(
  deps: { db: Kysely<DB>; blobs: BlobStore; filer: PlanDocumentFiler; now: Date },
  userId: string,
  doc: { id: string; name: string; bytes: Uint8Array },
): Promise<YearlyDocument> {
  const { db, blobs, filer, now } = deps;
  const { id, name, bytes } = doc;
  const versionId = await withStagedPdf(blobs, bytes, (staged) =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`plan-documents:${userId}`}, 0))`.execute(trx);
      const folderId = await filer.folder(trx, userId);
      const existing = await trx
        .selectFrom('documents')
        .select(['id', 'folder_id', 'removed_at'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (existing === undefined) {
        await requireUniqueName(trx, 'documents', { userId, parent: folderId, name }, 'name');
        await trx.insertInto('documents').values({ id, user_id: userId, folder_id: folderId, name, created_at: now }).execute();
      } else if (existing.removed_at !== null) {
        await requireUniqueName(trx, 'documents', { userId, parent: existing.folder_id, name, except: id }, 'name');
        await trx.updateTable('documents').set({ removed_at: null }).where('user_id', '=', userId).where('id', '=', id).execute();
      }
      return insertPdfVersion(trx, userId, id, staged, { name, now });
    }),
  );
  return { document_id: id, version_id: versionId, name, download_path: signedUrlCall(id, versionId) };
}
