import { Readable } from 'node:stream';
import { sql, type Transaction } from 'kysely';
import { newBlobKey, type BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import { PDF_CONTENT_TYPE } from '../plan-documents/plan-document-filer';

/** Top-level library folder of the signed loan documents. */
export const LOANS_FOLDER = 'Loans';

/** Stores the PDF bytes (before the transaction), removed again when the filing does not happen. */
export async function stagePdf(blobs: BlobStore, bytes: Uint8Array): Promise<{ blobKey: string; size: number }> {
  const blobKey = newBlobKey();
  const { size } = await blobs.put(blobKey, Readable.from([Buffer.from(bytes)]), bytes.length + 1);
  return { blobKey, size };
}

/** Files a staged PDF as a new document in the user's top-level "Loans" folder (made when missing); answers its id. */
export async function fileLoanPdf(
  trx: Transaction<DB>,
  userId: string,
  name: string,
  staged: { blobKey: string; size: number },
  now: Date,
): Promise<string> {
  // The library's names lock (decision 0150): a concurrent rename or upload cannot pass its name check meanwhile.
  await sql`select pg_advisory_xact_lock(hashtext(${`library-names:${userId}`}))`.execute(trx);
  const found = await trx
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('folder_id', 'is', null)
    .where(sql<string>`lower(name)`, '=', LOANS_FOLDER.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  const folderId = found?.id ?? crypto.randomUUID();
  if (found === undefined)
    await trx
      .insertInto('folders')
      .values({ id: folderId, user_id: userId, name: LOANS_FOLDER, folder_id: null, created_at: now })
      .execute();
  const id = crypto.randomUUID();
  await trx.insertInto('documents').values({ id, user_id: userId, folder_id: folderId, name, created_at: now }).execute();
  await trx
    .insertInto('versions')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      document_id: id,
      name,
      content_type: PDF_CONTENT_TYPE,
      size: staged.size,
      blob_key: staged.blobKey,
      created_at: now,
    })
    .execute();
  return id;
}
