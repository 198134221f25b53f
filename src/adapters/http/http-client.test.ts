import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { ApiError } from '@/ports/api-client';
import { HttpClient, parseRetryAfter, type HttpClientConfig } from './http-client';

describe('HttpClient against a loopback server', () => {
  let server: LoopbackServer;
  let token: string | undefined;
  const make = (extra: Partial<HttpClientConfig> = {}): HttpClient =>
    new HttpClient({
      baseUrl: `${server.origin}/solo401k/`,
      vaultBaseUrl: `${server.origin}/vault`,
      getToken: () => token,
      ...extra,
    });

  beforeEach(async () => {
    server = await new LoopbackServer().start();
    token = 'jwt-1';
  });
  afterEach(() => server.stop());

  test('joins base URL, product prefix and path; vault requests use the vault prefix', async () => {
    server.on('GET /solo401k/me', { body: { id: 'u' } }).on('POST /vault/cards', { body: { alias: 'tok' } });
    await make().request({ method: 'GET', path: 'me' });
    await make().request({ method: 'POST', path: '/cards', body: { n: 1 }, vault: true });
    expect(server.requests.map((r) => r.path)).toEqual(['/solo401k/me', '/vault/cards']);
  });

  test('sends Accept JSON, a JSON body, the bearer token, the XSRF cookie as X-XSRF-TOKEN and the branch header', async () => {
    server.on('POST /solo401k/x', { body: {} });
    await make({ branch: 'feature-7', getCookie: (n) => (n === 'XSRF-TOKEN' ? 'xsrf-abc' : undefined) }).request({
      method: 'POST',
      path: '/x',
      body: { a: 1 },
    });
    const h = server.requests[0].headers;
    expect(h.accept).toContain('application/json');
    expect(h['content-type']).toBe('application/json');
    expect(h.authorization).toBe('Bearer jwt-1');
    expect(h['x-xsrf-token']).toBe('xsrf-abc');
    expect(h['x-branch']).toBe('feature-7');
    expect(JSON.parse(server.requests[0].body)).toEqual({ a: 1 });
  });

  test('a read does not read the XSRF cookie (the server asks for it only on what changes state)', async () => {
    server.on('GET /solo401k/x', { body: {} }).on('DELETE /solo401k/x', { body: {} });
    const read: string[] = [];
    const client = make({
      getCookie: (n) => {
        read.push(n);
        return n === 'XSRF-TOKEN' ? 'xsrf-abc' : undefined;
      },
    });
    await client.request({ method: 'GET', path: '/x' });
    expect(read).toEqual([]);
    expect(server.requests[0].headers['x-xsrf-token']).toBeUndefined();
    await client.request({ method: 'DELETE', path: '/x' });
    expect(read).toEqual(['XSRF-TOKEN']);
    expect(server.requests[1].headers['x-xsrf-token']).toBe('xsrf-abc');
  });

  test('no branch header when no branch is configured; an existing Authorization header is kept', async () => {
    server.on('GET /solo401k/x', { body: {} });
    await make().request({ method: 'GET', path: '/x', headers: { Authorization: 'Bearer other' } });
    expect(server.requests[0].headers['x-branch']).toBeUndefined();
    expect(server.requests[0].headers.authorization).toBe('Bearer other');
  });

  test('network error: ERR_NETWORK', async () => {
    server.on('GET /solo401k/x', { hangUp: true });
    await expect(make().request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      message: 'Network Error',
    });
  });

  test('no timeout by default: a slow answer still arrives', async () => {
    server.on('GET /solo401k/slow', { body: { done: true }, delayMs: 300 });
    expect(await make().request({ method: 'GET', path: '/slow' })).toEqual({ done: true });
  });

  test('a configured timeout aborts with ECONNABORTED', async () => {
    server.on('GET /solo401k/slow', { body: {}, delayMs: 500 });
    await expect(make({ timeoutMs: 50 }).request({ method: 'GET', path: '/slow' })).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 50ms exceeded',
    });
  });

  test('cancellation through an AbortSignal: ERR_CANCELED', async () => {
    server.on('GET /solo401k/slow', { body: {}, delayMs: 500 });
    const controller = new AbortController();
    const pending = make().request({ method: 'GET', path: '/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });

  test('429 carries retryAfter in seconds, and 0 when the header says 0 or is missing', async () => {
    server.on('GET /solo401k/a', { status: 429, headers: { 'retry-after': '7' }, body: { error: 'rate_limited' } });
    server.on('GET /solo401k/b', { status: 429, headers: { 'retry-after': '0' }, body: {} });
    server.on('GET /solo401k/c', { status: 429, body: {} });
    await expect(make().request({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 7,
      code: 'ERR_BAD_REQUEST',
    });
    await expect(make().request({ method: 'GET', path: '/b' })).rejects.toMatchObject({ retryAfter: 0 });
    await expect(make().request({ method: 'GET', path: '/c' })).rejects.toMatchObject({ retryAfter: 0 });
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter('soon')).toBe(0);
  });

  test('401 refreshes the session once and retries with the new token', async () => {
    server.on('GET /solo401k/me', (r) =>
      r.headers.authorization === 'Bearer jwt-2' ? { body: { id: 'u' } } : { status: 401, body: { error: 'unauthorized' } },
    );
    let refreshes = 0;
    const client = make({
      refreshSession: async () => {
        refreshes += 1;
        token = 'jwt-2';
        return true;
      },
    });
    expect(await client.request({ method: 'GET', path: '/me' })).toEqual({ id: 'u' });
    expect(refreshes).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-2']);
  });

  test('401 whose refresh fails rejects with the 401, without a second attempt', async () => {
    server.on('GET /solo401k/me', { status: 401, body: { error: 'unauthorized' } });
    const client = make({ refreshSession: async () => false });
    await expect(client.request({ method: 'GET', path: '/me' })).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  test('one refresh in flight however many requests wait on a 401', async () => {
    server.on('GET /solo401k/item/:n', (r) =>
      r.headers.authorization === 'Bearer jwt-2' ? { body: { ok: r.path } } : { status: 401, body: {} },
    );
    let refreshes = 0;
    const client = make({
      refreshSession: async () => {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 100));
        token = 'jwt-2';
        return true;
      },
    });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => client.request({ method: 'GET', path: `/item/${i}` })));
    expect(results).toHaveLength(8);
    expect(refreshes).toBe(1);
  });

  test('identical reads in flight at once are sent once, and each caller gets its own copy of the answer', async () => {
    server.on('GET /solo401k/checkout', { body: { steps: { planDetails: { values: { plan_roth_roll: true } } } } });
    const client = make();
    const [first, second, third] = await Promise.all([
      client.request<{ steps: Record<string, unknown> }>({ method: 'GET', path: '/checkout' }),
      client.request<{ steps: Record<string, unknown> }>({ method: 'GET', path: '/checkout' }),
      client.request<{ steps: Record<string, unknown> }>({ method: 'GET', path: 'checkout' }),
    ]);
    expect(server.requests.map((r) => r.path)).toEqual(['/solo401k/checkout']);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    first.steps.planDetails = 'changed by its caller';
    expect(second.steps.planDetails).toEqual({ values: { plan_roth_roll: true } });
    expect(third.steps.planDetails).toEqual({ values: { plan_roth_roll: true } });
    // Nothing is kept: a read after the answer arrived is sent again.
    await client.request({ method: 'GET', path: '/checkout' });
    expect(server.requests).toHaveLength(2);
  });

  test('reads that differ, reads with their own signal, and writes are each sent', async () => {
    server.on('GET /solo401k/x', { body: {} }).on('POST /solo401k/x', { body: {} });
    const client = make();
    await Promise.all([
      client.request({ method: 'GET', path: '/x' }),
      client.request({ method: 'GET', path: '/x', query: { tax_year: 2026 } }),
      client.request({ method: 'GET', path: '/x', headers: { 'X-Act-As': 'participant-1' } }),
      client.request({ method: 'GET', path: '/x', signal: new AbortController().signal }),
      client.request({ method: 'POST', path: '/x', body: { a: 1 } }),
      client.request({ method: 'POST', path: '/x', body: { a: 1 } }),
    ]);
    expect(server.requests).toHaveLength(6);
    // A read under another session token is its own read.
    const underFirstToken = client.request({ method: 'GET', path: '/x' });
    token = 'jwt-2';
    await Promise.all([underFirstToken, client.request({ method: 'GET', path: '/x' })]);
    expect(server.requests.slice(6).map((r) => r.headers.authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-2']);
  });

  test('a joined read that fails rejects every caller with the same error', async () => {
    server.on('GET /solo401k/x', { status: 503, body: { error: 'unavailable' } });
    const client = make();
    const outcomes = await Promise.allSettled([
      client.request({ method: 'GET', path: '/x' }),
      client.request({ method: 'GET', path: '/x' }),
    ]);
    expect(server.requests).toHaveLength(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'ERR_BAD_RESPONSE' });
    }
  });

  test('errors are ApiError instances with the parsed body', async () => {
    server.on('PUT /solo401k/x', { status: 400, body: { error: 'validation', fields: { name: ['Required'] } } });
    const e = await make()
      .request({ method: 'PUT', path: '/x', body: {} })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      body: { fields: { name: ['Required'] } },
      message: 'Request failed with status code 400',
    });
  });
});
