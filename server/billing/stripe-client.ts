/** The Stripe API calls the server needs: a form-encoded POST and a GET. */
export interface StripeHttpClient {
  /** POSTs `params` form-encoded to `path` (e.g. /v1/checkout/sessions) with extra headers; resolves with status and JSON body. */
  postForm(
    path: string,
    params: Array<[string, string]>,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** GETs `path` (e.g. /v1/checkout/sessions/cs_...) with extra headers; resolves with status and JSON body. */
  get(path: string, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** A fetch-based Stripe client (secret key as bearer; optional pinned API version). */
export function createFetchStripeClient(opts: {
  secretKey: string;
  apiBase: string;
  apiVersion?: string;
  fetch?: typeof fetch;
}): StripeHttpClient {
  const doFetch = opts.fetch ?? fetch;
  const common = (): Record<string, string> => ({
    authorization: `Bearer ${opts.secretKey}`,
    ...(opts.apiVersion !== undefined ? { 'stripe-version': opts.apiVersion } : {}),
  });
  return {
    async get(path, headers): Promise<{ status: number; body: Record<string, unknown> }> {
      const response = await doFetch(`${opts.apiBase}${path}`, { method: 'GET', headers: { ...common(), ...headers } });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, body };
    },
    async postForm(path, params, headers): Promise<{ status: number; body: Record<string, unknown> }> {
      const response = await doFetch(`${opts.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(opts.apiVersion !== undefined ? { 'stripe-version': opts.apiVersion } : {}),
          ...headers,
        },
        body: new URLSearchParams(params).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, body };
    },
  };
}
