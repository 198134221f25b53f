import { describe, expect, test, vi } from 'vitest';
import { queryCacheContract } from '@/adapters/contracts/query-cache.contract';
import { LazyQueryCache } from './lazy-query-cache';
import { TanStackQueryCache } from './tanstack-query-cache';

const FAST = { retries: 4, retryDelayBaseMs: 5, retryDelayMaxMs: 40 };

/** The real cache arrives after a delay, as its chunk would. */
const lazy = (delayMs = 20): LazyQueryCache =>
  new LazyQueryCache(() => new Promise((done) => setTimeout(() => done(new TanStackQueryCache(FAST)), delayMs)));

queryCacheContract('LazyQueryCache (real cache still loading at first use)', () => lazy());

describe('LazyQueryCache', () => {
  test('loads the real cache only when first used', async () => {
    let loads = 0;
    const cache = new LazyQueryCache(async () => {
      loads += 1;
      return new TanStackQueryCache(FAST);
    });
    expect(cache.get(['current-user'])).toBeUndefined();
    cache.dropAllExceptSession();
    cache.clear();
    await cache.invalidate(['documents']);
    expect(loads).toBe(0);
    cache.set(['current-user'], { id: 'u' });
    expect(cache.get(['current-user'])).toEqual({ id: 'u' });
    await cache.ready();
    expect(loads).toBe(1);
    expect(cache.get(['current-user'])).toEqual({ id: 'u' });
  });

  test('a value set before the real cache loaded is the observed data at once, without a fetch', async () => {
    const cache = lazy();
    cache.set(['current-user'], { id: 'u1' });
    let fetches = 0;
    const user = cache.observe({ key: ['current-user'], fetch: async () => ({ id: `u${++fetches + 1}` }) });
    expect(user.status).toBe('success');
    expect(user.data).toEqual({ id: 'u1' });
    await cache.ready();
    expect(user.data).toEqual({ id: 'u1' });
    expect(fetches).toBe(0);
    user.dispose();
  });

  test('a query disposed before the real cache loaded never fetches', async () => {
    const cache = lazy();
    let fetches = 0;
    cache
      .observe({
        key: ['folders'],
        fetch: async () => {
          fetches += 1;
          return [];
        },
      })
      .dispose();
    await cache.ready();
    // A live query of the same key, observed after it: the real cache shares a running fetch of one key, so had the
    // disposed query fetched, this one would have joined it instead of fetching itself.
    let liveFetches = 0;
    const live = cache.observe({
      key: ['folders'],
      fetch: async () => {
        liveFetches += 1;
        return [];
      },
    });
    await vi.waitFor(() => expect(live.status).toBe('success'));
    live.dispose();
    expect(liveFetches).toBe(1);
    expect(fetches).toBe(0);
  });

  test('when the real cache cannot load, an observed query fails instead of staying pending', async () => {
    const failure = new Error('chunk failed');
    const cache = new LazyQueryCache(() => Promise.reject(failure));
    const q = cache.observe({ key: ['folders'], fetch: async () => [] });
    await expect(cache.ready()).rejects.toBe(failure);
    await Promise.resolve();
    expect(q.status).toBe('error');
    expect(q.error).toBe(failure);
    expect(q.isFetching).toBe(false);
  });
});
