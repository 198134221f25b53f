import { TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE, type ApiClient, type ApiRequestOptions, type ApiUser } from '@/ports/api-client';
import type { HttpClient } from './http-client';

/** Saves a blob under a file name (the browser's download in production, a recorder in tests). */
export type BlobSaver = (blob: Blob, fileName: string) => void;

/** Saves a blob through a temporary object URL and an anchor with a download attribute. */
export const saveBlobInBrowser: BlobSaver = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
};

/** The product API over HTTP (docs/api/openapi.yaml), including the spec's quirks. */
export class HttpApiClient implements ApiClient {
  constructor(
    private readonly http: HttpClient,
    private readonly saveBlob: BlobSaver = saveBlobInBrowser,
    private readonly fetchBlob: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  get<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'GET', path });
  }

  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'POST', path, body });
  }

  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'PUT', path, body });
  }

  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'PATCH', path, body });
  }

  delete<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'DELETE', path });
  }

  upload<T>(path: string, form: FormData, options?: ApiRequestOptions): Promise<T> {
    return this.http.request<T>({ ...options, method: 'POST', path, body: form });
  }

  getMe(): Promise<ApiUser> {
    return this.get<ApiUser>('/me');
  }

  getUser(userId: string): Promise<ApiUser> {
    return this.get<ApiUser>(`/users/${encodeURIComponent(userId)}`);
  }

  getIdentityVerificationStatus(uid: string): Promise<unknown> {
    return this.get('/lexisnexis/update-status', { query: { uid } });
  }

  getDocumentDownloadUrl(idQuery: string, pathSegment: string): Promise<unknown> {
    return this.get(`/documents/${encodeURIComponent(pathSegment)}/download/google-cloud-url`, { query: { id: idQuery } });
  }

  async downloadFile(url: string, fileName: string): Promise<void> {
    try {
      const response = await this.fetchBlob(url, { method: 'GET' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      this.saveBlob(await response.blob(), fileName);
    } catch (cause) {
      throw new Error('File download failed', { cause });
    }
  }

  async fetchTransactions(): Promise<never> {
    throw new Error(TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE);
  }
}
