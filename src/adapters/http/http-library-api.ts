import type { Document, DocumentRecord, Folder, Version } from '@/domain/library';
import type { ApiClient } from '@/ports/api-client';
import type {
  LibraryOverview,
  DocumentPage,
  DocumentPageQuery,
  DownloadLink,
  LibraryApi,
  RemovedDocument,
  UploadOptions,
} from '@/ports/library-api';

const id = (value: string): string => encodeURIComponent(value);

/** The library over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpLibraryApi implements LibraryApi {
  constructor(private readonly api: ApiClient) {}

  async folders(): Promise<Folder[]> {
    return (await this.api.get<{ folders: Folder[] }>('/library', { query: { include: 'folders' } })).folders;
  }

  async overview(): Promise<LibraryOverview> {
    const library = await this.api.get<{ folders: Folder[]; document_count?: number }>('/library', {
      query: { include: 'folders' },
    });
    return { folders: library.folders, documentCount: library.document_count ?? 0 };
  }

  documentPage(query: DocumentPageQuery): Promise<DocumentPage> {
    return this.api.get<DocumentPage>('/library/documents', {
      query: {
        folder_id: query.search ? undefined : (query.folderId ?? undefined),
        q: query.search || undefined,
        cursor: query.cursor,
        limit: query.limit,
      },
    });
  }

  removedDocuments(): Promise<RemovedDocument[]> {
    return this.api.get<RemovedDocument[]>('/library/removed');
  }

  createFolder(name: string, parentId: string | null): Promise<Folder> {
    return this.api.post<Folder>('/folders', { name, folder_id: parentId });
  }

  renameFolder(folderId: string, name: string): Promise<Folder> {
    return this.api.patch<Folder>(`/folders/${id(folderId)}`, { name });
  }

  moveFolder(folderId: string, parentId: string | null): Promise<Folder> {
    return this.api.post<Folder>(`/folders/${id(folderId)}/move`, { folder_id: parentId });
  }

  uploadDocument(file: Blob, fileName: string, folderId: string | null, options: UploadOptions = {}): Promise<Document> {
    const form = new FormData();
    form.append('folder_id', folderId ?? '');
    form.append('file', file, fileName);
    return this.api.upload<Document>('/documents', form, { signal: options.signal, onUploadProgress: options.onProgress });
  }

  uploadVersion(documentId: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<Version> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.api.upload<Version>(`/documents/${id(documentId)}/versions`, form, {
      signal: options.signal,
      onUploadProgress: options.onProgress,
    });
  }

  versions(documentId: string): Promise<Version[]> {
    return this.api.get<Version[]>(`/documents/${id(documentId)}/versions`);
  }

  renameDocument(documentId: string, name: string): Promise<DocumentRecord> {
    return this.api.patch<DocumentRecord>(`/documents/${id(documentId)}`, { name });
  }

  moveDocument(documentId: string, folderId: string | null): Promise<DocumentRecord> {
    return this.api.post<DocumentRecord>(`/documents/${id(documentId)}/move`, { folder_id: folderId });
  }

  async removeDocument(documentId: string): Promise<void> {
    await this.api.delete(`/documents/${id(documentId)}`);
  }

  restoreDocument(documentId: string): Promise<DocumentRecord> {
    return this.api.post<DocumentRecord>(`/documents/${id(documentId)}/restore`);
  }

  async downloadLink(documentId: string, versionId: string): Promise<DownloadLink> {
    // The spec's call: the first argument fills the id query, the second the path segment.
    const data = (await this.api.getDocumentDownloadUrl(versionId, documentId)) as { url?: unknown; expiresAt?: unknown };
    if (typeof data?.url !== 'string') throw new Error('The download link answer has no url');
    return { url: data.url, expiresAt: typeof data.expiresAt === 'string' ? data.expiresAt : new Date(0).toISOString() };
  }

  saveFile(url: string, fileName: string): Promise<void> {
    return this.api.downloadFile(url, fileName);
  }
}
