import type { Document, DocumentRecord, Folder, Version } from '@/domain/library';

/** A document as a page lists it (GET /library/documents): its newest version and how many it has. */
export interface DocumentListItem extends DocumentRecord {
  readonly created_at: string;
  readonly version_count: number;
  readonly latest: Version | null;
}

/** One cursor page of documents; `next_cursor` null on the last page. */
export interface DocumentPage {
  readonly items: readonly DocumentListItem[];
  readonly next_cursor: string | null;
}

/** The library at a glance: its folders and how many documents it holds. */
export interface LibraryOverview {
  readonly folders: readonly Folder[];
  readonly documentCount: number;
}

/** A removed document ("Recently removed"). */
export interface RemovedDocument extends DocumentRecord {
  readonly removed_at: string;
}

/** Which page of documents to read: a folder's (null = top level), or with `search` the whole library's. */
export interface DocumentPageQuery {
  readonly folderId: string | null;
  readonly search?: string;
  readonly cursor?: string;
  readonly limit?: number;
}

/** Progress and cancellation of one upload. */
export interface UploadOptions {
  /** Bytes sent and bytes in all, as the upload goes. */
  readonly onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload; nothing is kept by the server. */
  readonly signal?: AbortSignal;
}

/** A signed download link (spec section 7, GET /documents/{id}/download/google-cloud-url). */
export interface DownloadLink {
  readonly url: string;
  /** ISO time after which the link no longer works. */
  readonly expiresAt: string;
}

/**
 * The document library API (docs/api/openapi.yaml, decisions 0036, 0150, 0151). Failures reject with the ApiClient's
 * ApiError: 400 bodies carry field messages (`fields`), 404/409 a message.
 */
export interface LibraryApi {
  /** Every folder of the user, flat (folder_id null = top level). */
  folders(): Promise<Folder[]>;
  /** Every folder and how many documents the library holds (removed ones not counted). */
  overview(): Promise<LibraryOverview>;
  /** One cursor page of documents. */
  documentPage(query: DocumentPageQuery): Promise<DocumentPage>;
  /** The removed documents, most recently removed first. */
  removedDocuments(): Promise<RemovedDocument[]>;
  /** Creates a folder under `parentId` (null = top level). */
  createFolder(name: string, parentId: string | null): Promise<Folder>;
  /** Renames a folder. */
  renameFolder(id: string, name: string): Promise<Folder>;
  /** Moves a folder under `parentId` (null = top level). */
  moveFolder(id: string, parentId: string | null): Promise<Folder>;
  /** Uploads a new document into `folderId` (null = top level). */
  uploadDocument(file: Blob, fileName: string, folderId: string | null, options?: UploadOptions): Promise<Document>;
  /** Uploads a new version of a document. */
  uploadVersion(documentId: string, file: Blob, fileName: string, options?: UploadOptions): Promise<Version>;
  /** Every version of a document, newest first. */
  versions(documentId: string): Promise<Version[]>;
  /** Renames a document. */
  renameDocument(id: string, name: string): Promise<DocumentRecord>;
  /** Moves a document into `folderId` (null = top level). */
  moveDocument(id: string, folderId: string | null): Promise<DocumentRecord>;
  /** Removes a document (restorable, decision 0150). */
  removeDocument(id: string): Promise<void>;
  /** Puts a removed document back. */
  restoreDocument(id: string): Promise<DocumentRecord>;
  /** Mints a signed download link for `versionId` of `documentId` (the spec's call). */
  downloadLink(documentId: string, versionId: string): Promise<DownloadLink>;
  /** Fetches `url` as a blob without product authentication and saves it as `fileName` (the spec's file download). */
  saveFile(url: string, fileName: string): Promise<void>;
}
export const LibraryApi = Symbol('LibraryApi');
