import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Document, DocumentRecord, Version } from '@/domain/library';
import type { BlobStore } from '../blob/blob-store';
import type { DB } from '../db/schema';
import type { FolderService } from './folder-service';
import { folderRefErrors, nameErrors, requireUniqueName } from './name-rules';
import type { DocumentsTable, VersionsTable } from './schema';
import { conflictError, guardReferences, iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import type { StoredUpload } from './upload-receiver';

/** Message when a document id does not name one of the user's documents. */
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';
/** Days a removed document stays restorable before it is purged (decision 0150). */
export const REMOVED_RETENTION_DAYS = 30;

/** Who stores a version: the participant, or support acting as them in admin mode (decision 0151). */
export interface Uploader {
  role: 'participant' | 'support';
  /** Display name; kept for support only. */
  name: string | null;
}

/** A removed document as the "Recently removed" view lists it. */
export interface RemovedDocument extends DocumentRecord {
  removed_at: string;
}

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
    uploaded_by:
      row.uploaded_by_role === 'support'
        ? { role: 'support', name: row.uploaded_by_name }
        : { role: row.uploaded_by_role === 'participant' ? 'participant' : 'generated', name: null },
  };
}

/** The user's documents and their versions; the bytes live in the blob store. */
export class DocumentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly folders: FolderService,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
  ) {}

  /** Every document and version of the user, flat. */
  async listAll(userId: string): Promise<{ documents: DocumentRecord[]; versions: Version[] }> {
    const documents = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('created_at')
      .execute();
    const versions = await this.db
      .selectFrom('versions')
      .selectAll('versions')
      .innerJoin('documents', 'documents.id', 'versions.document_id')
      .where('versions.user_id', '=', userId)
      .where('documents.removed_at', 'is', null)
      .orderBy('versions.created_at', 'desc')
      .execute();
    return { documents: documents.map(toDocumentRecord), versions: versions.map(toVersion) };
  }

  /** How many documents the user has in the library (removed ones not counted). */
  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
  async createFromUpload(userId: string, upload: StoredUpload, uploader: Uploader): Promise<Document> {
    const folderId = upload.fields.folder_id === undefined || upload.fields.folder_id === '' ? null : upload.fields.folder_id;
    const name = upload.fields.name === undefined || upload.fields.name.trim() === '' ? upload.fileName : upload.fields.name;
    throwIfInvalid({ name: nameErrors(name, 'Document name'), folder_id: folderRefErrors(folderId) });
    await this.folders.requireParent(userId, folderId);
    const now = this.clock();
    return guardReferences(() =>
      this.db.transaction().execute(async (trx) => {
        await requireUniqueName(trx, 'documents', { userId, parent: folderId, name });
        const doc = await trx
          .insertInto('documents')
          .values({ id: crypto.randomUUID(), user_id: userId, folder_id: folderId, name: name.trim(), created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const version = await trx
          .insertInto('versions')
          .values(this.versionRow(userId, doc.id, upload, now, uploader))
          .returningAll()
          .executeTakeFirstOrThrow();
        return { ...toDocumentRecord(doc), versions: [toVersion(version)] };
      }),
    );
  }

  /** Records a stored upload as the newest version of the user's document `id`. */
  async addVersion(userId: string, id: string, upload: StoredUpload, uploader: Uploader): Promise<Version> {
    await this.row(userId, id);
    const row = await guardReferences(() =>
      this.db
        .insertInto('versions')
        .values(this.versionRow(userId, id, upload, this.clock(), uploader))
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toVersion(row);
  }

  /** Renames the user's document `id`. */
  async rename(userId: string, id: string, body: { name?: unknown }): Promise<DocumentRecord> {
    throwIfInvalid({ name: nameErrors(body.name, 'Document name') });
    const current = await this.row(userId, id);
    const row = await this.db.transaction().execute(async (trx) => {
      await requireUniqueName(trx, 'documents', { userId, parent: current.folder_id, name: body.name as string, except: id });
      return trx
        .updateTable('documents')
        .set({ name: (body.name as string).trim() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    });
    if (!row) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return toDocumentRecord(row);
  }

  /** Moves the user's document `id` into the user's folder `folder_id` (null = top level). */
  async move(userId: string, id: string, body: { folder_id?: unknown }): Promise<DocumentRecord> {
    throwIfInvalid({
      folder_id: body.folder_id === undefined ? ['Folder is required (null for the top level)'] : folderRefErrors(body.folder_id),
    });
    const current = await this.row(userId, id);
    const target = body.folder_id as string | null;
    await this.folders.requireParent(userId, target);
    const row = await guardReferences(() =>
      this.db.transaction().execute(async (trx) => {
        await requireUniqueName(trx, 'documents', { userId, parent: target, name: current.name, except: id }, 'folder_id');
        return trx
          .updateTable('documents')
          .set({ folder_id: target })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }),
    );
    return toDocumentRecord(row);
  }

  /**
   * Removes the user's document `id` from the library (soft delete, decision 0150): it disappears from every listing
   * and download and can be restored for REMOVED_RETENTION_DAYS; refuses one that supports a distribution request.
   */
  async remove(userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const doc = await trx
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
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
      await trx.updateTable('documents').set({ removed_at: this.clock() }).where('id', '=', id).execute();
    });
  }

  /** Puts the user's removed document `id` back where it was (its folder, or the top level when that folder is gone). */
  async restore(userId: string, id: string): Promise<DocumentRecord> {
    const row = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('removed_at', 'is not', null)
      .executeTakeFirst();
    if (!row) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    const restored = await this.db.transaction().execute(async (trx) => {
      await requireUniqueName(trx, 'documents', { userId, parent: row.folder_id, name: row.name, except: id });
      return trx
        .updateTable('documents')
        .set({ removed_at: null })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toDocumentRecord(restored);
  }

  /** The user's removed documents, most recently removed first; purges those past REMOVED_RETENTION_DAYS first. */
  async listRemoved(userId: string): Promise<RemovedDocument[]> {
    await this.purgeRemoved(userId);
    const rows = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed_at', 'is not', null)
      .orderBy('removed_at', 'desc')
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((r) => ({ ...toDocumentRecord(r), removed_at: iso(r.removed_at as Date) }));
  }

  /** Deletes the user's documents removed more than REMOVED_RETENTION_DAYS ago, with their versions and files. */
  async purgeRemoved(userId: string): Promise<number> {
    const before = new Date(this.clock().getTime() - REMOVED_RETENTION_DAYS * 86_400_000);
    const keys = await this.db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('removed_at', '<', before)
        .execute();
      if (old.length === 0) return [];
      const ids = old.map((d) => d.id);
      const used = await trx.selectFrom('distributions').select('document_id').where('document_id', 'in', ids).execute();
      const free = ids.filter((id) => !used.some((u) => u.document_id === id));
      if (free.length === 0) return [];
      const versions = await trx.deleteFrom('versions').where('document_id', 'in', free).returning('blob_key').execute();
      await trx.deleteFrom('documents').where('id', 'in', free).execute();
      return versions.map((v) => v.blob_key);
    });
    for (const key of keys) await this.blobs.remove(key);
    return keys.length;
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
      .where('removed_at', 'is', null)
      .execute();
    const documentId = ids.find((id) => documents.some((d) => d.id === id));
    let query = this.db
      .selectFrom('versions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('documents')
            .select('documents.id')
            .whereRef('documents.id', '=', 'versions.document_id')
            .where('documents.removed_at', 'is', null),
        ),
      );
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
    const row = await this.db
      .selectFrom('versions')
      .selectAll('versions')
      .innerJoin('documents', 'documents.id', 'versions.document_id')
      .where('versions.id', '=', id)
      .where('documents.removed_at', 'is', null)
      .executeTakeFirst();
    return row ? { version: toVersion(row), blobKey: row.blob_key } : undefined;
  }

  private async row(userId: string, id: string): Promise<Selectable<DocumentsTable>> {
    const row = await this.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  private versionRow(
    userId: string,
    documentId: string,
    upload: StoredUpload,
    now: Date,
    uploader: Uploader,
  ): Insertable<VersionsTable> {
    return {
      id: crypto.randomUUID(),
      user_id: userId,
      document_id: documentId,
      name: upload.fileName,
      content_type: upload.contentType,
      size: upload.size,
      blob_key: upload.key,
      created_at: now,
      uploaded_by_role: uploader.role,
      uploaded_by_name: uploader.role === 'support' ? uploader.name : null,
    };
  }
}
