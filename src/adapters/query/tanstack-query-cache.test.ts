import { focusManager } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { queryCacheContract } from '@/adapters/contracts/query-cache.contract';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import { TanStackQueryCache } from './tanstack-query-cache';

const FAST = { retries: 4, retryDelayBaseMs: 5, retryDelayMaxMs: 40 };

queryCacheContract('TanStackQueryCache', () => new TanStackQueryCache(FAST));

describe('TanStackQueryCache retry policy against a loopback API', () => {
  let server: LoopbackServer;
  let api: HttpApiClient;
  beforeEach(async () => {
    server = await new LoopbackServer().start();
    api = new HttpApiClient(new HttpClient({ baseUrl: `${server.origin}/solo401k`, getToken: () => 'jwt' }));
  });
  afterEach(() => server.stop());

  test('a 500 is retried 4 times (5 requests) before the query fails', async () => {
    server.on('GET /solo401k/folders', { status: 500, body: { error: 'internal', message: 'Something went wrong' } });
    const cache = new TanStackQueryCache(FAST);
    await expect(cache.fetch({ key: ['folders'], fetch: () => api.get('/folders') })).rejects.toMatchObject({ status: 500 });
    expect(server.requests).toHaveLength(5);
  });

  test('a 500 followed by success resolves with the data', async () => {
    let n = 0;
    server.on('GET /solo401k/folders', () => (++n < 3 ? { status: 503, body: {} } : { body: [{ id: 'f' }] }));
    const cache = new TanStackQueryCache(FAST);
    expect(await cache.fetch({ key: ['folders'], fetch: () => api.get('/folders') })).toEqual([{ id: 'f' }]);
    expect(server.requests).toHaveLength(3);
  });

  test('a 4xx is not retried', async () => {
    server.on('GET /solo401k/folders', { status: 403, body: { error: 'forbidden', message: 'No' } });
    const cache = new TanStackQueryCache(FAST);
    await expect(cache.fetch({ key: ['folders'], fetch: () => api.get('/folders') })).rejects.toMatchObject({ status: 403 });
    expect(server.requests).toHaveLength(1);
  });

  test('a 429 is retried after its Retry-After', async () => {
    let n = 0;
    server.on('GET /solo401k/folders', () =>
      ++n === 1 ? { status: 429, headers: { 'retry-after': '1' }, body: {} } : { body: [] },
    );
    const cache = new TanStackQueryCache(FAST);
    const started = Date.now();
    expect(await cache.fetch({ key: ['folders'], fetch: () => api.get('/folders') })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  test('the window regaining focus does not refetch', async () => {
    server.on('GET /solo401k/folders', { body: [] });
    const cache = new TanStackQueryCache(FAST);
    const q = cache.observe({ key: ['folders'], fetch: () => api.get('/folders') });
    await vi.waitFor(() => expect(q.status === 'success' && !q.isFetching).toBe(true), { timeout: 5_000 });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    // The client's focus handler refetches after a chain of promises only (no timer): once the microtasks have drained
    // (one turn of the event loop, not a timed sleep) a focus refetch would already be in flight.
    await new Promise((r) => setImmediate(r));
    expect(cache.client.isFetching()).toBe(0);
    expect(q.isFetching).toBe(false);
    expect(server.requests).toHaveLength(1);
    q.dispose();
    focusManager.setFocused(undefined);
  });

  test('uses the spec policy by default: 4 retries, no refetch on focus', () => {
    const defaults = new TanStackQueryCache().client.getDefaultOptions().queries!;
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect((defaults.retry as (n: number, e: unknown) => boolean)(3, new Error('x'))).toBe(true);
    expect((defaults.retry as (n: number, e: unknown) => boolean)(4, new Error('x'))).toBe(false);
    expect((defaults.retryDelay as (n: number, e: unknown) => number)(0, new Error('x'))).toBe(1000);
  });
});
