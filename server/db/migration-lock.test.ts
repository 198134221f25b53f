import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../ops/fresh-database-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { type ServerProcess, spawnServer } from '../test-support/server-process';
import { migrationLockKey, migrationLockTimeoutMs } from './migration-lock';
import { allMigrations } from './migrations';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
// The lock is PostgreSQL's: these tests run where the PostgreSQL leg runs (always with REQUIRE_POSTGRES=1).
const postgres = (await databaseLegs()).filter((leg) => leg.name === 'postgres');

/** `npm run migrate` as a deploy runs it: its exit code and everything it printed. */
async function migrateScript(url: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function ranMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('MIGRATION_LOCK_TIMEOUT_MS', () => {
  test('a number of milliseconds; anything else is the 60 s default', () => {
    expect(migrationLockTimeoutMs('1500')).toBe(1500);
    expect(migrationLockTimeoutMs('0')).toBe(0);
    expect(migrationLockTimeoutMs(undefined)).toBe(60_000);
    expect(migrationLockTimeoutMs(' ')).toBe(60_000);
    expect(migrationLockTimeoutMs('soon')).toBe(60_000);
    expect(migrationLockTimeoutMs('-5')).toBe(60_000);
  });

  test('the lock key is fixed for a schema and differs between schemas', () => {
    expect(migrationLockKey()).toBe(migrationLockKey(undefined));
    expect(migrationLockKey('t_a')).not.toBe(migrationLockKey());
    expect(BigInt(migrationLockKey())).toBeLessThan(2n ** 63n);
  });
});

describe.each(postgres)('migrations under the advisory lock, on a fresh PostgreSQL database ($name)', () => {
  const databases: FreshDatabase[] = [];
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    for (const database of databases) await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('two server processes started at the same moment both come up, and each migration ran exactly once', {
    timeout: 120_000,
  }, async () => {
    const database = await freshDatabase('t_mig');
    databases.push(database);
    const dataDirs = await Promise.all([mkdtemp(join(tmpdir(), 'mig-a-')), mkdtemp(join(tmpdir(), 'mig-b-'))]);
    dirs.push(...dataDirs);
    const started = await Promise.allSettled(dataDirs.map((dir) => spawnServer(dir, { DATABASE_URL: database.url })));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'fulfilled' ? 'up' : String(s.reason)))).toEqual(['up', 'up']);

    const ran = await ranMigrations(database.url);
    expect(ran).toEqual(Object.keys(allMigrations).sort());
    expect(new Set(ran).size).toBe(ran.length);
    // Both answer on the one database: a user signed up through one is the same user through the other.
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const first = await a.signIn('both@example.com');
    const second = await b.signIn('both@example.com');
    expect(second.userId).toBe(first.userId);
  });

  test('`npm run migrate` fails with the reason while another process holds the lock, then migrates once it is free', {
    timeout: 90_000,
  }, async () => {
    const database = await freshDatabase('t_mig');
    databases.push(database);
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [migrationLockKey()]);
      const blocked = await migrateScript(database.url, { MIGRATION_LOCK_TIMEOUT_MS: '1500' });
      expect(blocked.code).toBe(1);
      expect(blocked.output).toContain('Migrations failed: another process has held the migration lock for 1.5 s;');
      // Nothing ran while the lock was held.
      const tables = await holder.query("select count(*)::int as n from pg_tables where tablename = 'kysely_migration'");
      expect(tables.rows[0]?.n).toBe(0);
      // The message's query finds the holder: this connection.
      const holderQuery = /`(select pid[^`]+)`/.exec(blocked.output)?.[1] as string;
      const pid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      expect((await holder.query<{ pid: number }>(holderQuery)).rows.map((r) => r.pid)).toEqual([pid]);
      await holder.query('select pg_advisory_unlock($1::bigint)', [migrationLockKey()]);
    } finally {
      await holder.end();
    }

    const first = await migrateScript(database.url);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain(`Migrations: ran ${Object.keys(allMigrations).length} on PostgreSQL (DATABASE_URL)`);
    const again = await migrateScript(database.url);
    expect(again).toEqual({ code: 0, output: 'Migrations: PostgreSQL (DATABASE_URL) was up to date.\n' });
    expect(await ranMigrations(database.url)).toEqual(Object.keys(allMigrations).sort());
    // The lock was released: nobody holds it after the script exited.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const free = await check.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
        migrationLockKey(),
      ]);
      expect(free.rows[0]?.locked).toBe(true);
    } finally {
      await check.end();
    }
  });
});
