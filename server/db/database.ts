import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { ownerOnlyTree, restrictUmask } from './owner-only';
import { PGliteDialect } from './pglite-dialect';
import { initDataDirInChild, pgliteOptions } from './pglite-options';
import type { DB } from './schema';

/** An open, migrated database. */
export interface Database {
  db: Kysely<DB>;
  dialect: 'pglite' | 'postgres';
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

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Kysely<DB>> {
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
  return new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
}

/**
 * Runs every pending migration; throws the first failure. Several areas own migrations, and a new one may sort before one
 * an existing data directory already ran (e.g. `0001_identity_002_totp` after `0003_library_002`), so pending migrations
 * run in name order even when older names ran already (decision 0091).
 */
export async function migrate(db: Kysely<DB>, schema?: string, provider: MigrationProvider = migrationProvider): Promise<void> {
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
}

/** PGlite under `${dataDir}/pglite` when url is undefined, else PostgreSQL; runs all migrations. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const dialect = opts.url === undefined ? 'pglite' : 'postgres';
  const db =
    opts.url === undefined
      ? await openPglite(opts.dataDir, opts.loadDataDir)
      : await openPostgres(opts.url, opts.schema, opts.poolSize ?? 10);
  try {
    await migrate(db, opts.url === undefined ? undefined : opts.schema);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return {
    db,
    dialect,
    close: async (): Promise<void> => {
      await db.destroy();
    },
  };
}

/** Drops a schema made for a test run (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
  } finally {
    await db.destroy();
  }
}
