import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { chooseDatabaseLegs, REQUIRE_POSTGRES, TEST_DATABASE_URL } from './database-legs';

/** A loopback URL on a port that nothing listens on (taken from the OS, then released). */
async function deadPostgresUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `postgres://postgres@127.0.0.1:${port}/test`;
}

describe('databaseLegs: the PostgreSQL leg never drops out silently', () => {
  test('required (REQUIRE_POSTGRES=1, as .ci/run sets it) and unreachable: the suite fails with the reason', async () => {
    const url = await deadPostgresUrl();
    const warnings: string[] = [];
    await expect(chooseDatabaseLegs({ url, required: true, warn: (m) => warnings.push(m) })).rejects.toThrow(
      `[databaseLegs] PostgreSQL not reachable at ${url} and REQUIRE_POSTGRES=1: the PostgreSQL leg must run.`,
    );
    expect(warnings).toEqual([]);
  });

  test('not required and unreachable (a developer machine): PGlite only, and it says so', async () => {
    const url = await deadPostgresUrl();
    const warnings: string[] = [];
    const legs = await chooseDatabaseLegs({ url, required: false, warn: (m) => warnings.push(m) });
    expect(legs.map((l) => l.name)).toEqual(['pglite']);
    expect(warnings).toEqual([
      `[databaseLegs] PostgreSQL not reachable at ${url}: the PostgreSQL leg was skipped (PGlite only).`,
    ]);
  });

  test('reachable: both legs, and the PostgreSQL leg opens a working database of its own', async (context) => {
    const legs = await chooseDatabaseLegs({ url: TEST_DATABASE_URL, required: REQUIRE_POSTGRES, warn: () => undefined });
    // Without a PostgreSQL at TEST_DATABASE_URL (and not in CI) there is nothing to prove here; say so in the report.
    if (legs.length === 1) context.annotate('PostgreSQL not reachable: only the PGlite leg was checked');
    expect(legs[0].name).toBe('pglite');
    for (const leg of legs.slice(1)) {
      expect(leg.name).toBe('postgres');
      const database = await leg.open();
      try {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    }
  });
});

describe('the PostgreSQL leg changes which schemas exist only under the shared lock', () => {
  test('opening (create and migrate) and closing (drop) wait while another test process holds the lock', async (context) => {
    const legs = await chooseDatabaseLegs({ url: TEST_DATABASE_URL, required: REQUIRE_POSTGRES, warn: () => undefined });
    const leg = legs.find((l) => l.name === 'postgres');
    if (!leg) {
      context.annotate('PostgreSQL not reachable: nothing to check');
      expect(REQUIRE_POSTGRES).toBe(false);
      return;
    }
    const other = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await other.connect();
    const waiters = async (): Promise<number> =>
      (
        await other.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = 401401401`,
        )
      ).rows[0].n;
    try {
      await other.query('select pg_advisory_lock(401401401)');
      let opened = false;
      const opening = leg.open().then((database) => {
        opened = true;
        return database;
      });
      // Another test file opening a database at this moment waits too: at least one waiter, and ours has not opened.
      await expect.poll(waiters, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      expect(opened).toBe(false);
      await other.query('select pg_advisory_unlock(401401401)');
      const database = await opening;
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0].s;

      await other.query('select pg_advisory_lock(401401401)');
      let closed = false;
      const closing = database.close().then(() => {
        closed = true;
      });
      await expect.poll(waiters, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      expect(closed).toBe(false);
      const present = await other.query('select 1 from pg_namespace where nspname = $1', [schema]);
      expect(present.rowCount).toBe(1);
      await other.query('select pg_advisory_unlock(401401401)');
      await closing;
      const gone = await other.query('select 1 from pg_namespace where nspname = $1', [schema]);
      expect(gone.rowCount).toBe(0);
    } finally {
      await other.end();
    }
  });
});

describe('.ci/run requires PostgreSQL', () => {
  const run = (url: string): { status: number | null; stderr: string } => {
    const r = spawnSync('bash', ['.ci/run', '--check-postgres'], {
      env: { ...process.env, TEST_DATABASE_URL: url, PG_WAIT_SECONDS: '1' },
      encoding: 'utf8',
    });
    return { status: r.status, stderr: r.stderr };
  };

  test('it fails when PostgreSQL cannot be reached', async () => {
    const url = await deadPostgresUrl();
    expect(run(url)).toEqual({
      status: 1,
      stderr: `.ci/run: PostgreSQL is not reachable at ${url}; the PostgreSQL leg of the server tests must run in CI.\n`,
    });
  });

  test('it exports REQUIRE_POSTGRES=1 for the test run, before npm test', () => {
    const script = readFileSync('.ci/run', 'utf8');
    const exported = script.indexOf('\nexport REQUIRE_POSTGRES=1\n');
    expect(exported).toBeGreaterThan(0);
    expect(exported).toBeLessThan(script.lastIndexOf('\nnpm test'));
    expect(script.lastIndexOf('\nrequire_postgres\n')).toBeLessThan(script.lastIndexOf('\nnpm test'));
  });
});
