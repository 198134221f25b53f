import {
  ApiError,
  MISSING_TOKEN_MESSAGE,
  TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE,
  type ApiClient,
  type ApiRequestOptions,
  type ApiUser,
} from '@/ports/api-client';

/** A request the fake received. */
export interface FakeApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorized: boolean;
  /** The extra headers sent (e.g. Idempotency-Key). */
  headers: Record<string, string>;
}

type Handler = (call: FakeApiCall) => unknown;

/** In-memory ApiClient: answers from routes a test sets, records every call and download. */
export class FakeApiClient implements ApiClient {
  /** Every call, oldest first. */
  readonly calls: FakeApiCall[] = [];
  /** Files saved by downloadFile. */
  readonly downloads: Array<{ url: string; fileName: string; blob: Blob }> = [];
  /** Session token; undefined makes authenticated calls fail like the real client. */
  token: string | undefined = 'fake-session-token';
  /** Blobs served to downloadFile by URL. */
  readonly files = new Map<string, Blob>();
  private readonly routes = new Map<string, Handler>();

  constructor(user: ApiUser = { id: 'user-1', user_email: 'owner@example.com' }) {
    this.respond('GET', '/me', () => user);
    this.respond('GET', '/users/:id', (c: FakeApiCall) => ({ ...user, id: c.path.split('/')[2] }));
  }

  /** Answers `method path` (':param' matches one segment) with the handler's value; a thrown error rejects. */
  respond(method: string, path: string, handler: Handler | unknown): this {
    this.routes.set(`${method} ${path}`, typeof handler === 'function' ? (handler as Handler) : () => handler);
    return this;
  }

  /** Makes `method path` fail with an HTTP status. */
  failWith(method: string, path: string, status: number, body: unknown = { error: 'failed' }): this {
    return this.respond(method, path, () => {
      throw new ApiError(
        `Request failed with status code ${status}`,
        status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        status,
        body,
      );
    });
  }

  get<T>(path: string, o?: ApiRequestOptions): Promise<T> {
    return this.call('GET', path, undefined, o);
  }
  post<T>(path: string, body?: unknown, o?: ApiRequestOptions): Promise<T> {
    return this.call('POST', path, body, o);
  }
  put<T>(path: string, body?: unknown, o?: ApiRequestOptions): Promise<T> {
    return this.call('PUT', path, body, o);
  }
  patch<T>(path: string, body?: unknown, o?: ApiRequestOptions): Promise<T> {
    return this.call('PATCH', path, body, o);
  }
  delete<T>(path: string, o?: ApiRequestOptions): Promise<T> {
    return this.call('DELETE', path, undefined, o);
  }
  upload<T>(path: string, form: FormData, o?: ApiRequestOptions): Promise<T> {
    return this.call('POST', path, form, o);
  }
  getMe(): Promise<ApiUser> {
    return this.get('/me');
  }
  getUser(userId: string): Promise<ApiUser> {
    return this.get(`/users/${encodeURIComponent(userId)}`);
  }
  getIdentityVerificationStatus(uid: string): Promise<unknown> {
    return this.get('/lexisnexis/update-status', { query: { uid } });
  }
  getDocumentDownloadUrl(idQuery: string, pathSegment: string): Promise<unknown> {
    return this.get(`/documents/${encodeURIComponent(pathSegment)}/download/google-cloud-url`, { query: { id: idQuery } });
  }

  async downloadFile(url: string, fileName: string): Promise<void> {
    const blob = this.files.get(url);
    if (!blob) throw new Error('File download failed');
    this.downloads.push({ url, fileName, blob });
  }

  async fetchTransactions(): Promise<never> {
    throw new Error(TRANSACTIONS_NOT_IMPLEMENTED_MESSAGE);
  }

  private async call<T>(method: string, path: string, body: unknown, o: ApiRequestOptions = {}): Promise<T> {
    const authorized = !o.skipAuth && !o.headers?.Authorization;
    if (authorized && !this.token) throw new Error(MISSING_TOKEN_MESSAGE);
    if (o.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED');
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) query[k] = String(v);
    const call: FakeApiCall = {
      method,
      path: `/${path.replace(/^\/+/, '')}`,
      query,
      body,
      authorized,
      headers: { ...(o.headers ?? {}) },
    };
    this.calls.push(call);
    const handler = this.match(method, call.path);
    if (!handler) throw new ApiError('Request failed with status code 404', 'ERR_BAD_REQUEST', 404, { error: 'not_found' });
    return structuredCloneSafe(await handler(call)) as T;
  }

  private match(method: string, path: string): Handler | undefined {
    const segments = path.split('?')[0].split('/');
    for (const [key, handler] of this.routes) {
      const [m, pattern] = key.split(' ');
      const parts = pattern.split('/');
      if (
        m === method &&
        parts.length === segments.length &&
        parts.every((p, i) => p.startsWith(':') || p === decodeURIComponent(segments[i]))
      ) {
        return handler;
      }
    }
    return undefined;
  }
}

function structuredCloneSafe(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
