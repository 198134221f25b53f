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

/** An HTTP client for a running test app that sends the bearer token and the anti-forgery header like the SPA. */
export class TestClient {
  constructor(
    readonly origin: string,
    /** The product API prefix, e.g. /solo401k. */
    readonly prefix: string,
    readonly token: string | undefined,
    readonly xsrf: string,
    readonly userId: string | undefined,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** The same client with extra headers on every request (e.g. X-Act-As). */
  withHeaders(headers: Record<string, string>): TestClient {
    return new TestClient(this.origin, this.prefix, this.token, this.xsrf, this.userId, { ...this.extraHeaders, ...headers });
  }

  /** Sends a request to `path` (under the product prefix unless it starts with `//`, which means from the origin). */
  async request<T = any>(method: string, path: string, opts: TestRequestOptions = {}): Promise<TestResponse<T>> {
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
