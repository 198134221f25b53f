import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropSchema, openDatabase, type Database } from '../db/database';

/** One database a repository or API test runs on. */
export interface DatabaseLeg {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database (PGlite in memory, or a new schema on PostgreSQL) that is dropped on close. */
  open(): Promise<Database>;
}

/** The PostgreSQL URL the tests use. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;
let warned = false;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
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

function postgresLeg(): DatabaseLeg {
  return {
    name: 'postgres',
    async open(): Promise<Database> {
      const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const database = await openDatabase({ url: TEST_DATABASE_URL, schema, poolSize: 5 });
      return {
        ...database,
        close: async (): Promise<void> => {
          await database.close();
          await dropSchema(TEST_DATABASE_URL, schema);
        },
      };
    },
  };
}

/** The PGlite leg alone (always available). */
export const pgliteLeg: DatabaseLeg = { name: 'pglite', open: () => openDatabase({}) };

/**
 * The database legs the repository and API tests run on: PGlite always; PostgreSQL (own schema per run) when reachable at
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, else prints once that the PostgreSQL leg was skipped.
 */
export async function databaseLegs(): Promise<DatabaseLeg[]> {
  reachable ??= postgresReachable();
  if (await reachable) return [pgliteLeg, postgresLeg()];
  if (!warned) {
    warned = true;
    console.warn(
      `[databaseLegs] PostgreSQL not reachable at ${TEST_DATABASE_URL}: the PostgreSQL leg was skipped (PGlite only).`,
    );
  }
  return [pgliteLeg];
}
