import { autorun } from 'mobx';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/ports/api-client';
import type { QueryCache, QueryState } from '@/ports/query-cache';

const until = (check: () => boolean): Promise<void> =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 5_000, interval: 5 });
const settled = <T>(s: QueryState<T>): Promise<void> => until(() => s.status !== 'pending' && !s.isFetching);

/** The QueryCache contract, run against the fake and the TanStack adapter. */
export function queryCacheContract(name: string, create: () => QueryCache): void {
  describe(`QueryCache contract: ${name}`, () => {
    test('observe fetches and MobX sees pending, then the data', async () => {
      const cache = create();
      const statuses: string[] = [];
      const q = cache.observe({ key: ['plans'], fetch: async () => [{ id: 1 }] });
      const stop = autorun(() => statuses.push(q.status));
      await settled(q);
      stop();
      expect(q.data).toEqual([{ id: 1 }]);
      expect(statuses).toEqual(['pending', 'success']);
      expect(cache.get(['plans'])).toEqual([{ id: 1 }]);
      q.dispose();
    });

    test('a 4xx failure gives status error with the error', async () => {
      const cache = create();
      const failure = new ApiError('Request failed with status code 404', 'ERR_BAD_REQUEST', 404);
      const q = cache.observe({
        key: ['missing'],
        fetch: async () => {
          throw failure;
        },
      });
      await settled(q);
      expect(q.status).toBe('error');
      expect(q.error).toBe(failure);
      q.dispose();
    });

    test('the current user is not refetched on mount when cached; other queries are', async () => {
      const cache = create();
      let userFetches = 0;
      let listFetches = 0;
      cache.set(['current-user'], { id: 'u1' });
      cache.set(['folders'], []);
      const user = cache.observe({ key: ['current-user'], fetch: async () => ({ id: `u${++userFetches}` }) });
      const list = cache.observe({ key: ['folders'], fetch: async () => [++listFetches] });
      await settled(user);
      await until(() => listFetches === 1 && !list.isFetching);
      expect(userFetches).toBe(0);
      expect(user.data).toEqual({ id: 'u1' });
      expect(list.data).toEqual([1]);
      user.dispose();
      list.dispose();
    });

    test('invalidate refetches the observed queries under the prefix', async () => {
      const cache = create();
      let n = 0;
      const q = cache.observe({ key: ['documents', 'f1'], fetch: async () => ++n });
      await settled(q);
      await cache.invalidate(['documents']);
      await until(() => q.data === 2);
      q.dispose();
    });

    test('dropAllExceptSession keeps current-user and config; clear drops everything', async () => {
      const cache = create();
      cache.set(['current-user'], { id: 'u' });
      cache.set(['config'], { key: 'solo401k' });
      cache.set(['folders'], [1]);
      cache.set(['documents', 'x'], [2]);
      cache.dropAllExceptSession();
      expect(cache.get(['current-user'])).toEqual({ id: 'u' });
      expect(cache.get(['config'])).toEqual({ key: 'solo401k' });
      expect(cache.get(['folders'])).toBeUndefined();
      expect(cache.get(['documents', 'x'])).toBeUndefined();
      cache.clear();
      expect(cache.get(['current-user'])).toBeUndefined();
    });

    test('fetch resolves with the data and caches it', async () => {
      const cache = create();
      expect(await cache.fetch({ key: ['config'], fetch: async () => ({ plan_fee: 300 }) })).toEqual({ plan_fee: 300 });
      expect(cache.get(['config'])).toEqual({ plan_fee: 300 });
    });
  });
}
