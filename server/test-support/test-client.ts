/** One answer of the test client. */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Request options of the test client. */
export interface TestRequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** The reason the test client gives when it enters admin mode on a test's behalf (decision 0297). */
export const TEST_ADMIN_MODE_REASON = 'Automated test';

/** Admin mode as the test client enters it for its tests: on or off, and the participants it entered, per session. */
interface AdminModeEntry {
  auto: boolean;
  entered: Set<string>;
}

/**
 * An HTTP client for a running test app that sends the bearer token and the anti-forgery header like the SPA.
 * A request with X-Act-As first enters admin mode for that participant (POST /support/admin-mode with
 * TEST_ADMIN_MODE_REASON, once per session and participant, as the SPA does before acting; decision 0297), unless the
 * client came from `withoutAutoAdminMode()`. A failed entry is not remembered and the request goes on, so that the
 * server's own answer (403 forbidden, step_up_required ...) is what the test sees.
 */
export class TestClient {
  constructor(
    readonly origin: string,
    /** The product API prefix, e.g. /solo401k. */
    readonly prefix: string,
    readonly token: string | undefined,
    readonly xsrf: string,
    readonly userId: string | undefined,
    private readonly extraHeaders: Record<string, string> = {},
    private readonly adminMode: AdminModeEntry = { auto: true, entered: new Set() },
  ) {}

  /** The same client with extra headers on every request (e.g. X-Act-As). */
  withHeaders(headers: Record<string, string>): TestClient {
    return new TestClient(
      this.origin,
      this.prefix,
      this.token,
      this.xsrf,
      this.userId,
      { ...this.extraHeaders, ...headers },
      this.adminMode,
    );
  }

  /** The same client, but X-Act-As requests go out without entering admin mode first (to test the server's refusal). */
  withoutAutoAdminMode(): TestClient {
    return new TestClient(this.origin, this.prefix, this.token, this.xsrf, this.userId, this.extraHeaders, {
      auto: false,
      entered: new Set(),
    });
  }

  /** The participant of the X-Act-As header this request carries (any spelling), if any. */
  private actAsOf(extra: Record<string, string> | undefined): string | undefined {
    let id: string | undefined;
    for (const [k, v] of Object.entries({ ...this.extraHeaders, ...(extra ?? {}) })) if (k.toLowerCase() === 'x-act-as') id = v;
    return id !== undefined && id !== '' && id !== this.userId ? id : undefined;
  }

  /** Enters admin mode for `participant` once per session (see the class comment). */
  private async enterAdminMode(participant: string): Promise<void> {
    if (!this.adminMode.auto || this.adminMode.entered.has(participant)) return;
    const plain = new TestClient(
      this.origin,
      this.prefix,
      this.token,
      this.xsrf,
      this.userId,
      {},
      { auto: false, entered: new Set() },
    );
    const entered = await plain.post('/support/admin-mode', { user_id: participant, reason: TEST_ADMIN_MODE_REASON });
    if (entered.status === 201) this.adminMode.entered.add(participant);
  }

  /** Sends a request to `path` (under the product prefix unless it starts with `//`, which means from the origin). */
  async request<T = any>(method: string, path: string, opts: TestRequestOptions = {}): Promise<TestResponse<T>> {
    const actAs = this.actAsOf(opts.headers);
    if (actAs !== undefined && !path.startsWith('/support/admin-mode')) await this.enterAdminMode(actAs);
    const url = new URL(path.startsWith('//') ? path.slice(1) : `${this.prefix}${path}`, this.origin);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
      ...this.extraHeaders,
    };
    if (this.token !== undefined) headers.authorization = `Bearer ${this.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] = 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers: { ...headers, ...(opts.headers ?? {}) }, body });
    const text = await response.text();
    const left = /^\/support\/admin-mode\/([^/?]+)$/.exec(path);
    if (method === 'DELETE' && left && response.status === 204) this.adminMode.entered.delete(decodeURIComponent(left[1]));
    let parsed: unknown = text;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** GET under the product prefix. */
  get<T = any>(path: string, opts?: TestRequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('GET', path, opts);
  }
  /** PUT a JSON body. */
  put<T = any>(path: string, body?: unknown, opts?: TestRequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('PUT', path, { ...opts, body });
  }
  /** POST a JSON body. */
  post<T = any>(path: string, body?: unknown, opts?: TestRequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('POST', path, { ...opts, body });
  }
  /** PATCH a JSON body. */
  patch<T = any>(path: string, body?: unknown, opts?: TestRequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('PATCH', path, { ...opts, body });
  }
  /** DELETE. */
  delete<T = any>(path: string, opts?: TestRequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('DELETE', path, opts);
  }
}
