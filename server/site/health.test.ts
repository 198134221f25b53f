import Fastify from 'fastify';
import { type Migration, sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import type { Database } from '../db/database';
import { allMigrations } from '../db/migrations';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { startTimedWorker } from './graceful-shutdown';
import { databaseCheck, migrationsCheck, Readiness, slowTestRoute } from './health';

const legs = await databaseLegs();

async function probe(t: TestApp, path: string): Promise<{ status: number; body: Record<string, unknown>; cache: string | null }> {
  const response = await fetch(`${t.origin}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cache: response.headers.get('cache-control'),
  };
}

describe.each(legs)('/livez and /readyz ($name)', (leg) => {
  const open: { app?: TestApp; database?: Database; databaseClosed?: boolean }[] = [];
  afterEach(async () => {
    for (const entry of open.splice(0)) {
      await entry.app?.close();
      if (entry.database !== undefined && entry.databaseClosed !== true) await entry.database.close();
    }
  });

  async function start(readiness?: Readiness): Promise<{ t: TestApp; database: Database; entry: { databaseClosed?: boolean } }> {
    const database = await leg.open();
    const entry: { app?: TestApp; database?: Database; databaseClosed?: boolean } = { database };
    open.push(entry);
    const t = await startTestApp({ database, readiness });
    entry.app = t;
    return { t, database, entry };
  }

  test('a healthy server: /livez answers ok, /readyz answers ready with each check, neither is cached', async () => {
    const { t } = await start();
    expect(await probe(t, '/livez')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await probe(t, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } },
      cache: 'no-store',
    });
  });

  test('the probes are not rate limited, need no credential and are not audited', async () => {
    const { t, database } = await start();
    const auditRows = async (): Promise<number> =>
      (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(database.db)).rows[0]?.n ?? -1;
    const before = await auditRows();
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => probe(t, i % 2 === 0 ? '/readyz' : '/livez')));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set([200]));
    expect(await auditRows()).toBe(before);
  });

  test('a closed database makes /readyz answer 503 naming the database; /livez still answers', async () => {
    const { t, database, entry } = await start();
    // The queue's workers stop first: their polls would otherwise meet the dropped test schema after the test.
    await t.jobs.stop();
    await database.close();
    entry.databaseClosed = true;
    const ready = await probe(t, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', checks: { database: 'error' } });
    expect(ready.body.failed).toContain('database');
    // The answer names the failed check, never the driver's error.
    expect(JSON.stringify(ready.body)).not.toMatch(/destroyed|Error|at /);
    expect((await probe(t, '/livez')).status).toBe(200);
  });

  test('a migration the database has not run makes /readyz answer 503 naming the migrations', async () => {
    const { t, database } = await start();
    const last = Object.keys(allMigrations).sort().at(-1) as string;
    // The database is one migration behind the code, as when a new version starts before its migrations ran.
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    const ready = await probe(t, '/readyz');
    expect(ready).toMatchObject({
      status: 503,
      body: { status: 'not_ready', failed: ['migrations'], checks: { database: 'ok', migrations: '1 pending' } },
    });
  });

  test('the migration check against a provider with one more migration than the database ran', async () => {
    const { database } = await start();
    const extra: Migration = { up: async () => undefined };
    const newer = { getMigrations: async () => ({ ...allMigrations, '9999_health_001_newer': extra }) };
    expect(await migrationsCheck(database.db, newer)()).toBe('1 pending');
    expect(await migrationsCheck(database.db)()).toBeUndefined();
    expect(await databaseCheck(database.db)()).toBeUndefined();
  });

  test('a registered worker: ready while it runs, 503 once it stopped; shutdown answers shutting_down', async () => {
    const readiness = new Readiness();
    const worker = startTimedWorker(
      async () => undefined,
      60_000,
      () => undefined,
    );
    readiness.addWorker('sweeper', worker);
    const { t } = await start(readiness);
    expect(await probe(t, '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { 'worker:sweeper': 'ok', database: 'ok', migrations: 'ok' } },
    });
    await worker.stop();
    expect(await probe(t, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'not_ready', failed: ['worker:sweeper'], checks: { 'worker:sweeper': 'stopped' } },
    });
    readiness.markShuttingDown();
    const response = await fetch(`${t.origin}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'shutting_down' });
    // Every answer from now on closes its connection, so keep-alive connections do not hold the closing server open.
    expect(response.headers.get('connection')).toBe('close');
    expect((await probe(t, '/livez')).status).toBe(200);
  });
});

describe('the readiness registry', () => {
  test('a check that throws answers error (its message goes to the log only); a hung check times out', async () => {
    const logged: string[] = [];
    const readiness = new Readiness({ timeoutMs: 50, onCheckError: (name, error) => logged.push(`${name}: ${String(error)}`) });
    readiness.addCheck('throws', () => {
      throw new Error('secret host db.internal:5432');
    });
    readiness.addCheck('hangs', () => new Promise<undefined>(() => undefined));
    readiness.addCheck('fine', async () => undefined);
    const report = await readiness.report();
    expect(report).toEqual({
      status: 'not_ready',
      failed: ['throws', 'hangs'],
      checks: { throws: 'error', hangs: 'timeout', fine: 'ok' },
    });
    expect(logged).toEqual(['throws: Error: secret host db.internal:5432']);
  });

  test('a name registers once', () => {
    const readiness = new Readiness();
    readiness.addCheck('database', () => undefined);
    expect(() => readiness.addCheck('database', () => undefined)).toThrow('readiness check database is registered already');
    expect(readiness.names()).toEqual(['database']);
  });

  test('shutdown starting while the checks run answers shutting_down', async () => {
    const readiness = new Readiness();
    readiness.addCheck('slow', async () => {
      readiness.markShuttingDown();
      return undefined;
    });
    expect(await readiness.report()).toEqual({ status: 'shutting_down' });
  });
});

describe('the slow test route (local profile test hook)', () => {
  test('is refused by the production profile and answers after its delay on the local one', async () => {
    const production = Fastify();
    await expect(production.register(slowTestRoute, { delayMs: 10, profile: 'production' })).rejects.toThrow(
      'The slow test route must not be served in the production profile',
    );
    const local = Fastify();
    await local.register(slowTestRoute, { delayMs: 10, profile: 'local' });
    const response = await local.inject({ method: 'GET', url: '/dev/slow' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', delayed_ms: 10 });
    await local.close();
  });

  test('an app started without the delay has no /dev/slow', async () => {
    const t = await startTestApp();
    try {
      expect((await fetch(`${t.origin}/dev/slow`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
