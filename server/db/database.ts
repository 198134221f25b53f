import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationLockTimeoutMs, withMigrationLock } from './migration-lock';
import { migrationProvider } from './migrations';
import { ownerOnlyTree, restrictUmask } from './owner-only';
import { PGliteDialect } from './pglite-dialect';
import { initDataDirInChild, pgliteOptions } from './pglite-options';
import type { DB } from './schema';

/** An open, migrated database. */
export interface Database {
  db: Kysely<DB>;
  dialect: 'pglite' | 'postgres';
  /** PostgreSQL: its URL and the schema the app's tables are in (undefined = the URL's default, `public`). */
  url?: string;
  schema?: string;
  /** PGlite: the instance itself (the job queue runs its multi-statement scripts on it, decision 0331). */
  pglite?: PGlite;
  /** The migrations this open ran (empty when another process, or an earlier start, had run them all). */
  migrated?: string[];
  close(): Promise<void>;
}

/** Options of openDatabase. */
export interface OpenDatabaseOptions {
  /** PostgreSQL URL; undefined = PGlite. */
  url?: string;
  /** PGlite data lives under `${dataDir}/pglite`; undefined = in memory (tests). */
  dataDir?: string;
  /** PostgreSQL only: a schema to create and use (search_path), to isolate a test run. */
  schema?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /**
   * PGlite in memory only: start from this dump of a data directory (PGlite's `loadDataDir`) instead of running initdb.
   * The tests pass a dump of a freshly initialised, unmigrated database (server/test-support/pglite-seed.ts); the
   * migrations run as for any other database.
   */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: how long to wait for the migration lock another process holds (default MIGRATION_LOCK_TIMEOUT_MS,
   * else 60 s).
   */
  migrationLockTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, schema: string | undefined, poolSize: number): Promise<Kysely<DB>> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<{ db: Kysely<DB>; pglite: PGlite }> {
  let pglite: PGlite;
  if (dataDir === undefined) {
    pglite = await PGlite.create({ ...pgliteOptions(), ...(loadDataDir ? { loadDataDir } : {}) });
  } else {
    const dir = join(dataDir, 'pglite');
    // Decision 0111: the database files are owner-only (PGlite creates them 0666, so the umask narrows them).
    restrictUmask();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    await ownerOnlyTree(dir);
    await initDataDirInChild(dir);
    pglite = await PGlite.create(dir, pgliteOptions());
    await ownerOnlyTree(dir);
  }
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(pglite) }), pglite };
}

/**
 * Runs every pending migration and answers the names it ran (none when the database was up to date); throws the first
 * failure. Several areas own migrations, and a new one may sort before one an existing data directory already ran (e.g.
 * `0001_identity_002_totp` after `0003_library_002`), so pending migrations run in name order even when older names ran
 * already (decision 0091).
 */
export async function migrate(
  db: Kysely<DB>,
  schema?: string,
  provider: MigrationProvider = migrationProvider,
): Promise<string[]> {
  // The migrator looks for its own tables in every schema unless told which one, so name it when isolating a run.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema !== undefined ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Runs the pending migrations once across every process that opens this database (decision 0326). On PostgreSQL, where
 * several server processes (or `npm run migrate`) may start at the same moment, they run under a session-level advisory
 * lock with a bounded wait: the first process migrates, the others wait for it and then find nothing to do. PGlite
 * needs no lock: one process owns its data directory, so no other process can be migrating it.
 */
export async function migrateOnce(
  db: Kysely<DB>,
  target: { url?: string; schema?: string; lockTimeoutMs?: number },
): Promise<string[]> {
  if (target.url === undefined) return migrate(db);
  const timeoutMs = target.lockTimeoutMs ?? migrationLockTimeoutMs(process.env.MIGRATION_LOCK_TIMEOUT_MS);
  return withMigrationLock({ url: target.url, schema: target.schema, timeoutMs }, () => migrate(db, target.schema));
}

/** PGlite under `${dataDir}/pglite` when url is undefined, else PostgreSQL; runs all migrations (migrateOnce). */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const dialect = opts.url === undefined ? 'pglite' : 'postgres';
  const embedded = opts.url === undefined ? await openPglite(opts.dataDir, opts.loadDataDir) : undefined;
  const db = embedded?.db ?? (await openPostgres(opts.url as string, opts.schema, opts.poolSize ?? 10));
  let migrated: string[];
  try {
    migrated = await migrateOnce(db, { url: opts.url, schema: opts.schema, lockTimeoutMs: opts.migrationLockTimeoutMs });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return {
    db,
    dialect,
    ...(opts.url === undefined ? {} : { url: opts.url, schema: opts.schema }),
    ...(embedded === undefined ? {} : { pglite: embedded.pglite }),
    migrated,
    close: async (): Promise<void> => {
      await db.destroy();
    },
  };
}

/** Drops a schema made for a test run, and any `more` beside it (PostgreSQL only), in one statement. */
export async function dropSchema(url: string, schema: string, ...more: string[]): Promise<void> {
  const schemas = [schema, ...more];
  for (const name of schemas) if (!SCHEMA_NAME.test(name)) throw new Error(`invalid schema name: ${name}`);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql.raw(`drop schema if exists ${schemas.map((name) => `"${name}"`).join(', ')} cascade`).execute(db);
  } finally {
    await db.destroy();
  }
}
