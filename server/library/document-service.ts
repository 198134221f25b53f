import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Document, DocumentRecord, Version } from '@/domain/library';
import type { BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import { FolderService } from './folder-service';
import { folderRefErrors, nameErrors } from './name-rules';
import type { DocumentsTable, VersionsTable } from './schema';
import { conflictError, guardReferences, iso, notFoundError, throwIfInvalid } from './service-errors';
import type { StoredUpload } from './upload-receiver';

/** Message when a document id does not name one of the user's documents. */
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/** A documents row as the API returns it. */
export function toDocumentRecord(row: Selectable<DocumentsTable>): DocumentRecord {
  return { id: row.id, folder_id: row.folder_id, name: row.name };
}

/** A versions row as the API returns it. */
export function toVersion(row: Selectable<VersionsTable>): Version {
  return {
    id: row.id,
    document_id: row.document_id,
    name: row.name,
    created_at: iso(row.created_at),
    size: Number(row.size),
    content_type: row.content_type,
  };
}

/** The user's documents and their versions; the bytes live in the blob store. */
export class DocumentService {
  private readonly folders: FolderService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
  ) {
    this.folders = new FolderService(db, clock);
  }

  /** Every document and version of the user, flat. */
  async listAll(userId: string): Promise<{ documents: DocumentRecord[]; versions: Version[] }> {
    const documents = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    const versions = await this.db
      .selectFrom('versions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    return { documents: documents.map(toDocumentRecord), versions: versions.map(toVersion) };
  }

  /** The user's document `id` with its versions, newest first. */
  async get(userId: string, id: string): Promise<Document> {
    const row = await this.row(userId, id);
    return { ...toDocumentRecord(row), versions: await this.listVersions(userId, id) };
  }

  /** Versions of the user's document `id`, newest first. */
  async listVersions(userId: string, id: string): Promise<Version[]> {
    await this.row(userId, id);
    const rows = await this.db
      .selectFrom('versions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('document_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toVersion);
  }

  /** Records a stored upload as a new document (form fields `folder_id`, optional `name`) with its first version. */
  async createFromUpload(userId: string, upload: StoredUpload): Promise<Document> {
    const folderId = upload.fields.folder_id === undefined || upload.fields.folder_id === '' ? null : upload.fields.folder_id;
    const name = upload.fields.name === undefined || upload.fields.name.trim() === '' ? upload.fileName : upload.fields.name;
    throwIfInvalid({ name: nameErrors(name, 'Document name'), folder_id: folderRefErrors(folderId) });
    await this.folders.requireParent(userId, folderId);
    const now = this.clock();
    return guardReferences(() =>
      this.db.transaction().execute(async (trx) => {
        const doc = await trx
          .insertInto('documents')
          .values({ id: crypto.randomUUID(), user_id: userId, folder_id: folderId, name: name.trim(), created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const version = await trx
          .insertInto('versions')
          .values(this.versionRow(userId, doc.id, upload, now))
          .returningAll()
          .executeTakeFirstOrThrow();
        return { ...toDocumentRecord(doc), versions: [toVersion(version)] };
      }),
    );
  }

  /** Records a stored upload as the newest version of the user's document `id`. */
  async addVersion(userId: string, id: string, upload: StoredUpload): Promise<Version> {
    await this.row(userId, id);
    const row = await guardReferences(() =>
      this.db
        .insertInto('versions')
        .values(this.versionRow(userId, id, upload, this.clock()))
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toVersion(row);
  }

  /** Renames the user's document `id`. */
  async rename(userId: string, id: string, body: { name?: unknown }): Promise<DocumentRecord> {
    throwIfInvalid({ name: nameErrors(body.name, 'Document name') });
    const row = await this.db
      .updateTable('documents')
      .set({ name: (body.name as string).trim() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return toDocumentRecord(row);
  }

  /** Moves the user's document `id` into the user's folder `folder_id` (null = top level). */
  async move(userId: string, id: string, body: { folder_id?: unknown }): Promise<DocumentRecord> {
    throwIfInvalid({
      folder_id: body.folder_id === undefined ? ['Folder is required (null for the top level)'] : folderRefErrors(body.folder_id),
    });
    await this.row(userId, id);
    const target = body.folder_id as string | null;
    await this.folders.requireParent(userId, target);
    const row = await guardReferences(() =>
      this.db
        .updateTable('documents')
        .set({ folder_id: target })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toDocumentRecord(row);
  }

  /** Removes the user's document `id`, its versions and their blobs; refuses one that supports a distribution request. */
  async remove(userId: string, id: string): Promise<void> {
    const keys = await this.db.transaction().execute(async (trx) => {
      const doc = await trx
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!doc) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
      const used = await trx
        .selectFrom('distributions')
        .select('id')
        .where('user_id', '=', userId)
        .where('document_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (used) throw conflictError('document_in_use', 'This document supports a distribution request and cannot be removed');
      const versions = await trx
        .deleteFrom('versions')
        .where('user_id', '=', userId)
        .where('document_id', '=', id)
        .returning('blob_key')
        .execute();
      await trx.deleteFrom('documents').where('user_id', '=', userId).where('id', '=', id).execute();
      return versions.map((v) => v.blob_key);
    });
    for (const key of keys) await this.blobs.remove(key);
  }

  /**
   * The version a download link is minted for, from the two ids of the spec's call in either order (decision 0037):
   * of `pathId` and `queryId`, the one naming one of the user's documents picks it and the other picks one of its
   * versions when it names one (else the newest); failing that, one naming a version of the user's picks it.
   * Nothing of another user is ever found.
   */
  async versionForDownload(userId: string, pathId: string, queryId: string | undefined): Promise<Version> {
    const ids = queryId === undefined || queryId === '' ? [pathId] : [pathId, queryId];
    const documents = await this.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    const documentId = ids.find((id) => documents.some((d) => d.id === id));
    let query = this.db.selectFrom('versions').selectAll().where('user_id', '=', userId);
    if (documentId !== undefined) {
      const other = ids.find((id) => id !== documentId);
      const named =
        other === undefined
          ? undefined
          : await query.where('document_id', '=', documentId).where('id', '=', other).executeTakeFirst();
      if (named) return toVersion(named);
      query = query.where('document_id', '=', documentId);
    } else {
      query = query.where('id', 'in', ids);
    }
    const row = await query.orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
    if (!row) throw notFoundError(documentId === undefined ? DOCUMENT_NOT_FOUND_MESSAGE : 'Version not found');
    return toVersion(row);
  }

  /** The version `id` with its blob key, whoever owns it: only for the signed download route, where the URL is the capability. */
  async versionBlob(id: string): Promise<{ version: Version; blobKey: string } | undefined> {
    const row = await this.db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { version: toVersion(row), blobKey: row.blob_key } : undefined;
  }

  private async row(userId: string, id: string): Promise<Selectable<DocumentsTable>> {
    const row = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  private versionRow(userId: string, documentId: string, upload: StoredUpload, now: Date): Insertable<VersionsTable> {
    return {
      id: crypto.randomUUID(),
      user_id: userId,
      document_id: documentId,
      name: upload.fileName,
      content_type: upload.contentType,
      size: upload.size,
      blob_key: upload.key,
      created_at: now,
    };
  }
}
