import { describe, expect, test } from 'vitest';
import { BrowserBuildInfo, type BuildInfoEnvironment } from '@/adapters/browser/browser-build-info';
import { buildInfoContract } from '@/adapters/contracts/build-info.contract';

function environment(meta: string | undefined, answer: () => Promise<Response>, cacheNames: string[] = []) {
  const deleted: string[] = [];
  const left = [...cacheNames];
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const env: BuildInfoEnvironment = {
    document: {
      querySelector: ((selector: string) =>
        selector === 'meta[name="build-id"]' && meta !== undefined ? { content: meta } : null) as Document['querySelector'],
    },
    fetch: (async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return answer();
    }) as typeof fetch,
    caches: {
      keys: async () => [...left],
      delete: async (name: string) => {
        deleted.push(name);
        left.splice(left.indexOf(name), 1);
        return true;
      },
    },
  };
  return { env, deleted, requests, left };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('BrowserBuildInfo', () => {
  test('the running build is the page meta tag; the deployed one is /version.json fetched past every cache', async () => {
    const e = environment('build-a', json({ buildId: 'build-b' }));
    const info = new BrowserBuildInfo(e.env);
    expect(info.runningBuildId).toBe('build-a');
    expect(await info.fetchDeployedBuildId()).toBe('build-b');
    expect(e.requests).toEqual([{ url: '/version.json', init: { cache: 'no-store' } }]);
  });

  test('no meta tag, an empty one, a failed or odd version file all mean unknown', async () => {
    expect(new BrowserBuildInfo(environment(undefined, json({})).env).runningBuildId).toBeUndefined();
    expect(new BrowserBuildInfo(environment('', json({})).env).runningBuildId).toBeUndefined();
    for (const answer of [
      json({ buildId: 'b' }, 404),
      json({ buildId: 42 }),
      json({ buildId: '' }),
      async () => new Response('<!doctype html>', { status: 200 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      expect(await new BrowserBuildInfo(environment('a', answer).env).fetchDeployedBuildId()).toBeUndefined();
    }
  });

  test('clears every Cache Storage entry, and does nothing without Cache Storage', async () => {
    const e = environment('a', json({}), ['pages', 'assets']);
    await new BrowserBuildInfo(e.env).clearBrowserCaches();
    expect(e.deleted).toEqual(['pages', 'assets']);
    await expect(new BrowserBuildInfo({ ...e.env, caches: undefined }).clearBrowserCaches()).resolves.toBeUndefined();
  });
});

buildInfoContract('BrowserBuildInfo (page meta tag, /version.json, Cache Storage)', ({ running, deployed }) => {
  const e = environment(running, deployed === undefined ? json({}, 404) : json({ buildId: deployed }), ['pages', 'assets']);
  return { info: new BrowserBuildInfo(e.env), cachesEmpty: async () => e.left.length === 0 };
});
