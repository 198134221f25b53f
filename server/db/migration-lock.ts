import { createHash } from 'node:crypto';
import pg from 'pg';

/** How long a process waits for another one's migrations by default (MIGRATION_LOCK_TIMEOUT_MS). */
export const DEFAULT_MIGRATION_LOCK_TIMEOUT_MS = 60_000;

/** How often a waiting process asks for the lock again. */
const POLL_MS = 200;

/**
 * The advisory lock key of the migrations (decision 0326): a fixed 64-bit number derived from the product and the schema
 * the migrations run in. Advisory locks belong to one database, so two products' databases never share a key; the schema
 * is part of it so that test runs migrating their own schemas in one database do not queue behind each other.
 */
export function migrationLockKey(schema?: string): string {
  const digest = createHash('sha256')
    .update(`solo401k:migrations:${schema ?? ''}`)
    .digest();
  // PostgreSQL's advisory lock keys are signed bigints: sent as text so no precision is lost in a JS number.
  return digest.readBigInt64BE(0).toString();
}

/** MIGRATION_LOCK_TIMEOUT_MS when it is a non-negative number, else the default (60 s). */
export function migrationLockTimeoutMs(raw: string | undefined): number {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_MIGRATION_LOCK_TIMEOUT_MS;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** Options of withMigrationLock. */
export interface MigrationLockOptions {
  url: string;
  schema?: string;
  /** How long to wait for a lock another process holds before failing. */
  timeoutMs: number;
}

/**
 * Runs `work` while this process holds the migration lock of the database at `url` (PostgreSQL only). The lock is a
 * session-level advisory lock on a connection of its own, outside the pool the migrations use: it is held across every
 * migration (each runs in its own transaction) and the database drops it if the process dies. The lock is asked for
 * with `pg_try_advisory_lock`, polled, so the wait is bounded: a process that cannot get it within `timeoutMs` fails
 * with a message that says why, instead of hanging a deploy. Released (and the connection closed) in every case.
 */
export async function withMigrationLock<T>(options: MigrationLockOptions, work: () => Promise<T>): Promise<T> {
  const key = migrationLockKey(options.schema);
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const started = Date.now();
    for (;;) {
      const got = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      if (got.rows[0]?.locked === true) break;
      if (Date.now() - started >= options.timeoutMs) {
        throw new Error(
          `another process has held the migration lock for ${seconds(options.timeoutMs)}; ` +
            'a server starting or `npm run migrate` elsewhere is still migrating this database. ' +
            'Wait for it and start again, or raise MIGRATION_LOCK_TIMEOUT_MS; the holder is ' +
            `\`select pid, application_name, backend_start from pg_stat_activity where pid in (select pid from pg_locks where locktype = 'advisory' and ((classid::bigint << 32) | objid::bigint) = ${key})\`.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await client.end();
  }
}
