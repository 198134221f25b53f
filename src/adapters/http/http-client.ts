import { ApiError, MISSING_TOKEN_MESSAGE, type ApiRequestOptions } from '@/ports/api-client';

/** Connection settings of the product API (spec section 7, common rules). */
export interface HttpClientConfig {
  /** API host with the product-key prefix, e.g. 'https://api.example.com/solo401k'. */
  baseUrl: string;
  /** Card-data vault base, e.g. 'https://api.example.com/vgs'; the product base when absent. */
  vaultBaseUrl?: string;
  /** Sent as the `X-Branch` header on every request when set. */
  branch?: string;
  /** The session token, if any. */
  getToken: () => string | undefined;
  /** Reads a cookie of the page (for XSRF-TOKEN). */
  getCookie?: (name: string) => string | undefined;
  /** Refreshes the session after a 401; resolves true when a new token is available. */
  refreshSession?: () => Promise<boolean>;
  /** Milliseconds before a request is aborted; 0 or absent = no timeout (the default). */
  timeoutMs?: number;
  /** The fetch implementation (the global one when absent). */
  fetch?: typeof fetch;
}

/** One request to the API. */
export interface HttpRequest extends ApiRequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/** Parses a Retry-After header: whole seconds, or 0 when absent or not a number. */
export function parseRetryAfter(header: string | null): number {
  const seconds = Number.parseInt(header ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** A read in flight that identical reads join: `joined` once one did. */
interface SharedRead {
  answer: Promise<unknown>;
  joined: boolean;
}

/**
 * JSON-over-fetch client with the spec's defaults: bearer token, XSRF header, branch header, status check, error codes.
 * Identical reads in flight at once are sent once: a GET to the same URL with the same token and headers (and no
 * signal of its own) joins the one already on its way, and every caller of a joined read gets its own copy of the
 * answer, so that none sees what another does to it. Nothing is kept once the answer arrived.
 */
export class HttpClient {
  private refreshing: Promise<boolean> | undefined;
  private readonly readsInFlight = new Map<string, SharedRead>();

  constructor(private readonly config: HttpClientConfig) {}

  /** Sends a request; resolves with the parsed body or rejects with ApiError (or the missing-token Error). */
  async request<T>(req: HttpRequest): Promise<T> {
    const key = this.sharedReadKey(req);
    if (key === undefined) return this.requestOnce<T>(req);
    const inFlight = this.readsInFlight.get(key);
    if (inFlight !== undefined) {
      inFlight.joined = true;
      return structuredClone(await inFlight.answer) as T;
    }
    const read: SharedRead = { answer: this.requestOnce<T>(req), joined: false };
    this.readsInFlight.set(key, read);
    try {
      const answer = await read.answer;
      return (read.joined ? structuredClone(answer) : answer) as T;
    } finally {
      if (this.readsInFlight.get(key) === read) this.readsInFlight.delete(key);
    }
  }

  /** The key identical reads share, or undefined for a request that is sent on its own. */
  private sharedReadKey(req: HttpRequest): string | undefined {
    if (req.method !== 'GET' || req.signal !== undefined) return undefined;
    const token = req.skipAuth ? '' : (this.config.getToken() ?? '');
    return JSON.stringify([this.url(req.path, req.query, req.vault), token, req.headers ?? {}]);
  }

  private async requestOnce<T>(req: HttpRequest): Promise<T> {
    try {
      return await this.send<T>(req);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || req.skipAuth || !this.config.refreshSession) throw error;
      if (!(await this.refreshOnce())) throw error;
      return this.send<T>(req);
    }
  }

  /** The absolute URL of a request. */
  url(path: string, query?: ApiRequestOptions['query'], vault = false): string {
    const base = (vault ? (this.config.vaultBaseUrl ?? this.config.baseUrl) : this.config.baseUrl).replace(/\/+$/, '');
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.append(k, String(v));
    const qs = params.toString();
    return `${base}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
  }

  private sendWithProgress<T>(req: HttpRequest, body: FormData, onProgress: (loaded: number, total: number) => void): Promise<T> {
    return xhrSend<T>(this.url(req.path, req.query, req.vault), { ...req, body }, this.headers(req), onProgress);
  }

  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.config.refreshSession!()
      .catch(() => false)
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private headers(req: HttpRequest): Headers {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    if (req.body !== undefined && !(req.body instanceof FormData)) headers.set('Content-Type', 'application/json');
    if (this.config.branch) headers.set('X-Branch', this.config.branch);
    // The XSRF token guards what changes state; the server does not ask for it on a read (server/http/xsrf.ts), and
    // reading document.cookie is a synchronous call to the browser, paid once per request on a page of many reads.
    const xsrf = req.method === 'GET' ? undefined : this.config.getCookie?.('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    for (const [k, v] of Object.entries(req.headers ?? {})) headers.set(k, v);
    if (!req.skipAuth && !headers.has('Authorization')) {
      const token = this.config.getToken();
      if (!token) throw new Error(MISSING_TOKEN_MESSAGE);
      headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  private async send<T>(req: HttpRequest): Promise<T> {
    if (req.body instanceof FormData && req.onUploadProgress)
      return this.sendWithProgress<T>(req, req.body, req.onUploadProgress);
    const headers = this.headers(req);
    const controller = new AbortController();
    const timeoutMs = this.config.timeoutMs ?? 0;
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const onCancel = (): void => controller.abort();
    req.signal?.addEventListener('abort', onCancel);
    let response: Response;
    try {
      if (req.signal?.aborted) throw new DOMException('canceled', 'AbortError');
      const body = req.body === undefined ? undefined : req.body instanceof FormData ? req.body : JSON.stringify(req.body);
      const doFetch = this.config.fetch ?? globalThis.fetch;
      response = await doFetch(this.url(req.path, req.query, req.vault), {
        method: req.method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'include',
      });
      const parsed = await parseBody(response);
      if (response.status < 200 || response.status > 299) {
        const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
        const retryAfter = response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
        throw new ApiError(`Request failed with status code ${response.status}`, code, response.status, parsed, retryAfter);
      }
      return parsed as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'ECONNABORTED');
      if (controller.signal.aborted || req.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED');
      throw new ApiError('Network Error', 'ERR_NETWORK');
    } finally {
      if (timer) clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCancel);
    }
  }
}

/** Sends a multipart body by XMLHttpRequest, reporting upload progress (fetch cannot); same errors as `send`. */
function xhrSend<T>(
  url: string,
  req: HttpRequest & { body: FormData },
  headers: Headers,
  onProgress: (loaded: number, total: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, url);
    xhr.withCredentials = true;
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event): void => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    const onCancel = (): void => xhr.abort();
    req.signal?.addEventListener('abort', onCancel);
    const done = (): void => req.signal?.removeEventListener('abort', onCancel);
    xhr.onload = (): void => {
      done();
      const text = xhr.responseText;
      let parsed: unknown = text === '' ? undefined : text;
      if (text !== '' && (xhr.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      if (xhr.status >= 200 && xhr.status <= 299) resolve(parsed as T);
      else {
        const code = xhr.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
        const retryAfter = xhr.status === 429 ? parseRetryAfter(xhr.getResponseHeader('retry-after')) : undefined;
        reject(new ApiError(`Request failed with status code ${xhr.status}`, code, xhr.status, parsed, retryAfter));
      }
    };
    xhr.onerror = (): void => {
      done();
      reject(new ApiError('Network Error', 'ERR_NETWORK'));
    };
    xhr.onabort = (): void => {
      done();
      reject(new ApiError('canceled', 'ERR_CANCELED'));
    };
    if (req.signal?.aborted) {
      done();
      reject(new ApiError('canceled', 'ERR_CANCELED'));
      return;
    }
    xhr.send(req.body);
  });
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
