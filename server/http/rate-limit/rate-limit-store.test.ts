import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { databaseLegs } from '../../test-support/database-legs';
import { openRateLimitStore, rateLimitStoreKind } from './choose-rate-limit-store';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { redisLegs } from './redis-legs';

/** A backend of the contract: opens stores that share their counts (as two processes on one database or Redis do). */
interface Backend {
  name: string;
  /** A store on this backend with its own connection; `now` is honoured where the backend uses the server's clock. */
  store(now?: () => number): Promise<RateLimitStore>;
  /** True when the store's windows follow `now` (memory, PostgreSQL); Redis expires keys on its own clock. */
  fakeClock: boolean;
  close(): Promise<void>;
}

const unique = (): string => `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const dbLegs = await databaseLegs();
const redis = await redisLegs();

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    'memory',
    async () => {
      // One process: "two stores" are the same in-process store, on the clock of the latest test.
      let clock: () => number = () => Date.now();
      const shared = new MemoryRateLimitStore(() => clock());
      return {
        name: 'memory',
        fakeClock: true,
        store: async (now) => {
          if (now) clock = now;
          return shared;
        },
        close: async () => undefined,
      };
    },
  ],
  ...dbLegs.map(
    (leg) =>
      [
        `table on ${leg.name}`,
        async () => {
          const database: Database = await leg.open();
          return {
            name: leg.name,
            fakeClock: true,
            store: async (now) => new PostgresRateLimitStore(database.db, now),
            close: () => database.close(),
          } satisfies Backend;
        },
      ] as [string, () => Promise<Backend>],
  ),
  ...redis.map(
    (url) =>
      [
        'redis',
        async () => {
          const opened: RateLimitStore[] = [];
          const prefix = `test-${unique()}:`;
          return {
            name: 'redis',
            fakeClock: false,
            store: async () => {
              const s = await RedisRateLimitStore.connect(url, prefix);
              opened.push(s);
              return s;
            },
            close: async () => {
              for (const s of opened) await s.close();
            },
          } satisfies Backend;
        },
      ] as [string, () => Promise<Backend>],
  ),
];

describe.each(backends)('rate-limit store contract: %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('allows max attempts per key in a window, refuses the next with the seconds left, and counts keys apart', async () => {
    let now = 1_000_000;
    const store = await backend.store(() => now);
    const key = unique();
    expect(await store.hit(key, 2, 60_000)).toEqual({ allowed: true });
    expect(await store.hit(key, 2, 60_000)).toEqual({ allowed: true });
    now += 15_500;
    const refused = await store.hit(key, 2, 60_000);
    expect(refused.allowed).toBe(false);
    if (backend.fakeClock) expect(refused).toEqual({ allowed: false, retryAfterSec: 45 });
    else if (!refused.allowed) expect(refused.retryAfterSec).toBeGreaterThanOrEqual(59);
    expect(await store.hit(unique(), 2, 60_000)).toEqual({ allowed: true });
  });

  it('a new window starts once the old one ended', async () => {
    let now = 2_000_000;
    const store = await backend.store(() => now);
    const key = unique();
    expect(await store.hit(key, 1, 300)).toEqual({ allowed: true });
    expect((await store.hit(key, 1, 300)).allowed).toBe(false);
    now += 300;
    // Redis expires the key on its own clock: poll until it has.
    await vi.waitFor(async () => expect(await store.hit(key, 1, 300)).toEqual({ allowed: true }), { timeout: 10_000 });
  });

  it('never answers a Retry-After below one second', async () => {
    let now = 3_000_000;
    const store = await backend.store(() => now);
    const key = unique();
    await store.hit(key, 1, 1000);
    now += 999;
    const refused = await store.hit(key, 1, 1000);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSec).toBe(1);
  });

  it('two stores on the same backend (two server processes) share one count, also under concurrent attempts', async () => {
    const now = (): number => 4_000_000;
    const a = await backend.store(now);
    const b = await backend.store(now);
    const key = unique();
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 60_000)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect((await a.hit(key, 10, 60_000)).allowed).toBe(false);
    expect((await b.hit(key, 10, 60_000)).allowed).toBe(false);
  });
});

describe('which store a server uses (decision 0210)', () => {
  it('Redis when REDIS_URL is set, else the PostgreSQL table, else in-process (the embedded default needs nothing)', async () => {
    const pglite = { dialect: 'pglite' as const, db: undefined as never };
    const postgres = { dialect: 'postgres' as const, db: undefined as never };
    expect(rateLimitStoreKind({ database: pglite })).toBe('memory');
    expect(rateLimitStoreKind({ database: pglite, redisUrl: '  ' })).toBe('memory');
    expect(rateLimitStoreKind({ database: postgres })).toBe('postgres');
    expect(rateLimitStoreKind({ database: postgres, redisUrl: 'redis://127.0.0.1:6379' })).toBe('redis');
    expect(rateLimitStoreKind({ database: pglite, redisUrl: 'redis://127.0.0.1:6379' })).toBe('redis');
    expect(await openRateLimitStore({ database: pglite })).toBeInstanceOf(MemoryRateLimitStore);
    expect(await openRateLimitStore({ database: postgres })).toBeInstanceOf(PostgresRateLimitStore);
  });
});
