import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../test-support/database-legs';

/** A PostgreSQL database of its own for one test, on the tests' server; drop() removes it (connections included). */
export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(TEST_DATABASE_URL, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `<prefix>_<random>` on the tests' PostgreSQL server. A whole database rather than a schema:
 * the tests of migrations and of backups run what production runs (server processes, pg_dump, pg_restore) against a
 * DATABASE_URL, which names a database, and nothing else running on the server can see or lock it.
 */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  return {
    name,
    url: databaseUrl(TEST_DATABASE_URL, name),
    drop: () => admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
