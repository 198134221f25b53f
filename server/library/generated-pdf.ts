import { Readable } from 'node:stream';
import { sql, type Transaction } from 'kysely';
import { newBlobKey, type BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import { requireUniqueName } from './name-rules';

/** Media type of every generated document. */
export const PDF_CONTENT_TYPE = 'application/pdf';

/** A generated PDF whose bytes are in the blob store, not yet referenced by a version. */
export interface StagedPdf {
  blobKey: string;
  size: number;
}

/** Where a generated PDF is filed in the user's library. */
export interface PdfFiling {
  /** Top-level folder (found by name ignoring case, else created). */
  folder: string;
  fileName: string;
  /** A document to add the PDF to as its newest version (when it is still in the library); else a new document. */
  documentId?: string | null;
  now: Date;
}

/** A filed PDF: its document and version. */
export interface FiledPdf {
  documentId: string;
  versionId: string;
}

/** The spec's signed-URL call for a document version, relative to the API base (the product prefix). */
export function signedUrlCall(documentId: string, versionId: string): string {
  return `/documents/${documentId}/download/google-cloud-url?id=${versionId}`;
}

/** Stores a generated PDF's bytes under a new blob key; the caller records it or removes it again. */
export async function stagePdf(blobs: BlobStore, bytes: Uint8Array): Promise<StagedPdf> {
  const blobKey = newBlobKey();
  const { size } = await blobs.put(blobKey, Readable.from([Buffer.from(bytes)]), bytes.length + 1);
  return { blobKey, size };
}

/**
 * Stores `bytes` and runs `record` with them (it should call filePdf inside its transaction); when `record` fails the
 * stored bytes are removed again, so nothing is left behind.
 */
export async function withStagedPdf<T>(
  blobs: BlobStore,
  bytes: Uint8Array,
  record: (staged: StagedPdf) => Promise<T>,
): Promise<T> {
  const { blobKey, size } = await stagePdf(blobs, bytes);
  try {
    return await record({ blobKey, size });
  } catch (error) {
    await blobs.remove(blobKey);
    throw error;
  }
}

async function topFolder(trx: Transaction<DB>, userId: string, name: string, now: Date): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`library-names:${userId}`}))`.execute(trx);
  const found = await trx
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('folder_id', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (found !== undefined) return found.id;
  const id = crypto.randomUUID();
  await trx.insertInto('folders').values({ id, user_id: userId, name, folder_id: null, created_at: now }).execute();
  return id;
}

/** A name for a new document in `folderId`: `fileName`, else "name (2).pdf", "name (3).pdf" ... the first free one. */
async function freeName(trx: Transaction<DB>, userId: string, folderId: string, fileName: string): Promise<string> {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? fileName : `${stem} (${n})${ext}`;
    try {
      await requireUniqueName(trx, 'documents', { userId, parent: folderId, name });
      return name;
    } catch (error) {
      if (n >= 50) throw error;
    }
  }
}

/**
 * Files a staged PDF in the user's library inside `trx` (uploaded by nobody: a generated document): as the newest
 * version of `documentId` when that document is the user's and still in the library, else as a new document in the
 * top-level folder `folder` under the first free name.
 */
export async function filePdf(trx: Transaction<DB>, userId: string, staged: StagedPdf, filing: PdfFiling): Promise<FiledPdf> {
  let documentId: string | undefined;
  if (filing.documentId) {
    const existing = await trx
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', filing.documentId)
      .where('removed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    documentId = existing?.id;
  }
  if (documentId === undefined) {
    const folderId = await topFolder(trx, userId, filing.folder, filing.now);
    const name = await freeName(trx, userId, folderId, filing.fileName);
    documentId = crypto.randomUUID();
    await trx
      .insertInto('documents')
      .values({ id: documentId, user_id: userId, folder_id: folderId, name, created_at: filing.now })
      .execute();
  }
  const versionId = await insertPdfVersion(trx, userId, documentId, staged, { name: filing.fileName, now: filing.now });
  return { documentId, versionId };
}

/** Records a staged PDF as the newest version of the user's document `documentId` (uploaded by nobody); its id. */
export async function insertPdfVersion(
  trx: Transaction<DB>,
  userId: string,
  documentId: string,
  staged: StagedPdf,
  version: { name: string; now: Date },
): Promise<string> {
  const versionId = crypto.randomUUID();
  await trx
    .insertInto('versions')
    .values({
      id: versionId,
      user_id: userId,
      document_id: documentId,
      name: version.name,
      content_type: PDF_CONTENT_TYPE,
      size: staged.size,
      blob_key: staged.blobKey,
      created_at: version.now,
      uploaded_by_role: null,
    })
    .execute();
  return versionId;
}
