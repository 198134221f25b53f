import type { Clock } from '@/ports/clock';
import {
  DUPLICATE_DOCUMENT_MESSAGE,
  DUPLICATE_FOLDER_MESSAGE,
  type Document,
  type DocumentRecord,
  type Folder,
  isNameTaken,
  nameErrors,
  type Version,
} from '@/domain/library';
import { ApiError } from '@/ports/api-client';
import type {
  LibraryOverview,
  DocumentListItem,
  DocumentPage,
  DocumentPageQuery,
  DownloadLink,
  LibraryApi,
  RemovedDocument,
  UploadOptions,
} from '@/ports/library-api';

type StoredDocument = { id: string; folder_id: string | null; name: string; created_at: string; removed_at: string | null };

function invalid(fields: Record<string, string[]>): ApiError {
  return new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, { error: 'validation', fields });
}

function notFound(message: string): ApiError {
  return new ApiError('Request failed with status code 404', 'ERR_BAD_REQUEST', 404, { error: 'not_found', message });
}

/** An in-memory library with the server's rules (names, moves, pages, soft delete); records downloads and saves. */
export class FakeLibraryApi implements LibraryApi {
  readonly folderRows: Folder[] = [];
  readonly documentRows: StoredDocument[] = [];
  readonly versionRows: Version[] = [];
  /** Links minted, in order. */
  readonly minted: DownloadLink[] = [];
  /** Files saved: url and file name. */
  readonly saved: Array<{ url: string; fileName: string }> = [];
  /** Uploads waiting for `finishUploads()` when `holdUploads` is true. */
  holdUploads = false;
  /** The next saveFile calls fail this many times. */
  failSaves = 0;
  /** Lifetime of minted links in ms; 0 gives links that are already expired. */
  linkLifetimeMs = 300_000;
  /** An error the next upload rejects with (e.g. the server's refusal of a file). */
  nextUploadError: ApiError | undefined;
  private pending: Array<() => void> = [];
  private seq = 0;

  constructor(private readonly clock: Pick<Clock, 'now'> = { now: () => new Date('2026-11-23T10:00:00Z') }) {}

  /** Lets held uploads finish. */
  finishUploads(): void {
    for (const go of this.pending.splice(0)) go();
  }

  async folders(): Promise<Folder[]> {
    return [...this.folderRows];
  }

  async overview(): Promise<LibraryOverview> {
    return {
      folders: [...this.folderRows],
      documentCount: this.documentRows.filter((d) => d.removed_at === null).length,
    };
  }

  async documentPage(query: DocumentPageQuery): Promise<DocumentPage> {
    const live = this.documentRows.filter((d) => d.removed_at === null);
    const search = query.search?.trim().toLowerCase();
    const rows = (
      search ? live.filter((d) => d.name.toLowerCase().includes(search)) : live.filter((d) => d.folder_id === query.folderId)
    )
      .map((d) => ({ key: `${d.name.toLowerCase()}\u0000${d.id}`, d }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const start = query.cursor === undefined ? 0 : rows.findIndex((r) => r.key > (query.cursor as string));
    const limit = query.limit ?? 50;
    const slice = start < 0 ? [] : rows.slice(start, start + limit);
    const items: DocumentListItem[] = slice.map(({ d }) => {
      const versions = this.versionRows.filter((v) => v.document_id === d.id);
      return {
        id: d.id,
        folder_id: d.folder_id,
        name: d.name,
        created_at: d.created_at,
        version_count: versions.length,
        latest: versions[0] ?? null,
      };
    });
    const more = start >= 0 && start + limit < rows.length;
    return { items, next_cursor: more ? slice[slice.length - 1].key : null };
  }

  async removedDocuments(): Promise<RemovedDocument[]> {
    return this.documentRows
      .filter((d) => d.removed_at !== null)
      .map((d) => ({ id: d.id, folder_id: d.folder_id, name: d.name, removed_at: d.removed_at as string }));
  }

  async createFolder(name: string, parentId: string | null): Promise<Folder> {
    this.checkFolderName(name, parentId);
    const folder: Folder = {
      id: this.id('f'),
      user_id: 'u1',
      name: name.trim(),
      created_at: this.clock.now().toISOString(),
      folder_id: parentId,
    };
    this.folderRows.push(folder);
    return folder;
  }

  async renameFolder(id: string, name: string): Promise<Folder> {
    const folder = this.folder(id);
    this.checkFolderName(name, folder.folder_id, id);
    return this.replaceFolder({ ...folder, name: name.trim() });
  }

  async moveFolder(id: string, parentId: string | null): Promise<Folder> {
    const folder = this.folder(id);
    for (let at = parentId; at !== null; at = this.folder(at).folder_id)
      if (at === id) throw invalid({ folder_id: ['A folder cannot be moved into itself or one of its sub-folders'] });
    const siblings = this.folderRows.filter((f) => f.folder_id === parentId && f.id !== id).map((f) => f.name);
    if (isNameTaken(siblings, folder.name)) throw invalid({ folder_id: [DUPLICATE_FOLDER_MESSAGE] });
    return this.replaceFolder({ ...folder, folder_id: parentId });
  }

  async uploadDocument(file: Blob, fileName: string, folderId: string | null, options: UploadOptions = {}): Promise<Document> {
    this.checkDocumentName(fileName, folderId);
    await this.transfer(file, options);
    this.checkDocumentName(fileName, folderId);
    const doc: StoredDocument = {
      id: this.id('d'),
      folder_id: folderId,
      name: fileName,
      created_at: this.clock.now().toISOString(),
      removed_at: null,
    };
    this.documentRows.push(doc);
    const version = this.addVersion(doc.id, file, fileName);
    return { id: doc.id, folder_id: doc.folder_id, name: doc.name, versions: [version] };
  }

  async uploadVersion(documentId: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<Version> {
    this.document(documentId);
    await this.transfer(file, options);
    return this.addVersion(documentId, file, fileName);
  }

  async versions(documentId: string): Promise<Version[]> {
    this.document(documentId);
    return this.versionRows.filter((v) => v.document_id === documentId);
  }

  async renameDocument(id: string, name: string): Promise<DocumentRecord> {
    const doc = this.document(id);
    this.checkDocumentName(name, doc.folder_id, id);
    doc.name = name.trim();
    return { id, folder_id: doc.folder_id, name: doc.name };
  }

  async moveDocument(id: string, folderId: string | null): Promise<DocumentRecord> {
    const doc = this.document(id);
    this.checkDocumentName(doc.name, folderId, id, 'folder_id');
    doc.folder_id = folderId;
    return { id, folder_id: folderId, name: doc.name };
  }

  async removeDocument(id: string): Promise<void> {
    this.document(id).removed_at = this.clock.now().toISOString();
  }

  async restoreDocument(id: string): Promise<DocumentRecord> {
    const doc = this.documentRows.find((d) => d.id === id && d.removed_at !== null);
    if (!doc) throw notFound('Document not found');
    this.checkDocumentName(doc.name, doc.folder_id, id);
    doc.removed_at = null;
    return { id, folder_id: doc.folder_id, name: doc.name };
  }

  async downloadLink(documentId: string, versionId: string): Promise<DownloadLink> {
    this.document(documentId);
    const link = {
      url: `https://files.test/${versionId}?n=${this.minted.length}`,
      expiresAt: new Date(this.clock.now().getTime() + this.linkLifetimeMs).toISOString(),
    };
    this.minted.push(link);
    return link;
  }

  async saveFile(url: string, fileName: string): Promise<void> {
    if (this.failSaves > 0) {
      this.failSaves--;
      throw new Error('File download failed');
    }
    this.saved.push({ url, fileName });
  }

  private async transfer(file: Blob, options: UploadOptions): Promise<void> {
    const failure = this.nextUploadError;
    this.nextUploadError = undefined;
    options.onProgress?.(Math.floor(file.size / 2), file.size);
    if (this.holdUploads) {
      await new Promise<void>((resolve, reject) => {
        this.pending.push(resolve);
        options.signal?.addEventListener('abort', () => reject(new ApiError('canceled', 'ERR_CANCELED')));
      });
    }
    if (options.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED');
    if (failure) throw failure;
    options.onProgress?.(file.size, file.size);
  }

  private addVersion(documentId: string, file: Blob, fileName: string): Version {
    const version: Version = {
      id: this.id('v'),
      document_id: documentId,
      name: fileName,
      created_at: new Date(this.clock.now().getTime() + this.seq).toISOString(),
      size: file.size,
      content_type: file.type || 'application/pdf',
      uploaded_by: { role: 'participant', name: null },
    };
    this.versionRows.unshift(version);
    return version;
  }

  private checkFolderName(name: string, parentId: string | null, except?: string): void {
    const messages = nameErrors(name, 'Folder name');
    if (messages.length > 0) throw invalid({ name: messages });
    if (parentId !== null) this.folder(parentId);
    const siblings = this.folderRows.filter((f) => f.folder_id === parentId && f.id !== except).map((f) => f.name);
    if (isNameTaken(siblings, name)) throw invalid({ name: [DUPLICATE_FOLDER_MESSAGE] });
  }

  private checkDocumentName(name: string, folderId: string | null, except?: string, field = 'name'): void {
    const messages = nameErrors(name, 'Document name');
    if (messages.length > 0) throw invalid({ name: messages });
    const siblings = this.documentRows
      .filter((d) => d.removed_at === null && d.folder_id === folderId && d.id !== except)
      .map((d) => d.name);
    if (isNameTaken(siblings, name)) throw invalid({ [field]: [DUPLICATE_DOCUMENT_MESSAGE] });
  }

  private folder(id: string): Folder {
    const folder = this.folderRows.find((f) => f.id === id);
    if (!folder) throw notFound('Folder not found');
    return folder;
  }

  private replaceFolder(folder: Folder): Folder {
    this.folderRows.splice(
      this.folderRows.findIndex((f) => f.id === folder.id),
      1,
      folder,
    );
    return folder;
  }

  private document(id: string): StoredDocument {
    const doc = this.documentRows.find((d) => d.id === id && d.removed_at === null);
    if (!doc) throw notFound('Document not found');
    return doc;
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }
}
