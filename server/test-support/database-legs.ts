import { jobSchemaFor } from '../jobs/job-queue';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropSchema, openDatabase, type Database } from '../db/database';
import { pgliteSeed } from './pglite-seed';

/** One database a repository or API test runs on. */
export interface DatabaseLeg {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database (PGlite in memory, or a new schema on PostgreSQL) that is dropped on close. */
  open(): Promise<Database>;
}

/** The PostgreSQL URL the tests use. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Set (to 1) by `.ci/run`: an unreachable PostgreSQL fails the tests instead of skipping its leg. */
export const REQUIRE_POSTGRES = process.env.REQUIRE_POSTGRES === '1';

let legs: Promise<DatabaseLeg[]> | undefined;

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The advisory lock (PostgreSQL `pg_advisory_lock`) that test processes hold while they change which schemas exist. */
const SCHEMA_CHANGE_LOCK = 401_401_401;

/**
 * Runs `work` while holding SCHEMA_CHANGE_LOCK, on a connection of its own (closing it releases the lock, also when the
 * process dies). The PostgreSQL leg creates and migrates a schema, and drops it, only under this lock, because test files
 * run two at a time: the migrator's look at the tables of every schema (kysely's introspection, which asks for each
 * column's sequence) failed with `schema "t_..." does not exist` when another process dropped its schema at that moment.
 * Anything else that reads the catalogue of every schema (pg_dump) holds it too.
 */
export async function withSchemaChangeLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

function postgresLeg(url: string): DatabaseLeg {
  return {
    name: 'postgres',
    async open(): Promise<Database> {
      const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const database = await withSchemaChangeLock(url, () => openDatabase({ url, schema, poolSize: 5 }));
      return {
        ...database,
        close: async (): Promise<void> => {
          await database.close();
          // The job queue's tables, when an app started one (decision 0331), are in a schema beside it.
          await withSchemaChangeLock(url, () => dropSchema(url, schema, jobSchemaFor(schema)));
        },
      };
    },
  };
}

/**
 * The PGlite leg alone (always available): an in-memory PGlite started from the shared initdb dump (pglite-seed.ts),
 * then migrated.
 */
export const pgliteLeg: DatabaseLeg = {
  name: 'pglite',
  open: async () => openDatabase({ loadDataDir: await processSeed() }),
};

/** The seed, read (and its digest checked) once per test process rather than once per database; a failure is retried. */
let seed: Promise<Blob> | undefined;
function processSeed(): Promise<Blob> {
  seed ??= pgliteSeed().catch((error: unknown) => {
    seed = undefined;
    throw error;
  });
  return seed;
}

/** How the legs are chosen: the PostgreSQL URL, whether PostgreSQL is required, and where the skip notice goes. */
export interface LegOptions {
  url: string;
  required: boolean;
  warn(message: string): void;
}

/**
 * PGlite always, plus PostgreSQL when it answers at `url`. When it does not: throws if `required` (CI), else warns once
 * that the PostgreSQL leg was skipped.
 */
export async function chooseDatabaseLegs(options: LegOptions): Promise<DatabaseLeg[]> {
  if (await postgresReachable(options.url)) return [pgliteLeg, postgresLeg(options.url)];
  if (options.required) {
    throw new Error(
      `[databaseLegs] PostgreSQL not reachable at ${options.url} and REQUIRE_POSTGRES=1: the PostgreSQL leg must run.`,
    );
  }
  options.warn(`[databaseLegs] PostgreSQL not reachable at ${options.url}: the PostgreSQL leg was skipped (PGlite only).`);
  return [pgliteLeg];
}

/**
 * The database legs the repository and API tests run on: PGlite always; PostgreSQL (own schema per run) when reachable at
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test. Unreachable: with REQUIRE_POSTGRES=1 (set by `.ci/run`)
 * the suite fails; otherwise it prints once that the PostgreSQL leg was skipped.
 */
export function databaseLegs(): Promise<DatabaseLeg[]> {
  legs ??= chooseDatabaseLegs({
    url: TEST_DATABASE_URL,
    required: REQUIRE_POSTGRES,
    warn: (message) => console.warn(message),
  });
  return legs;
}
