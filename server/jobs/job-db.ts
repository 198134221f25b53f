import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';

/** What pg-boss runs its SQL through (its `db` option): one statement with values, or a script without. */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Ends what the adapter opened (a pool); the database itself is closed by its owner. */
  close(): Promise<void>;
}

/**
 * pg-boss on the embedded database (decision 0331). PGlite is one connection, so every call first takes it from the
 * app's kysely driver (PGliteDialect hands it to one user at a time): a job query never lands inside a request's
 * transaction. A call without values may be a script of several statements (pg-boss's migrations, its locked
 * commands), which PGlite runs with `exec` (its last result answers).
 */
export function pgliteJobDb(pglite: PGlite, db: Kysely<unknown>): JobDb {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values !== undefined && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    close: async () => {},
  };
}

/** pg-boss on PostgreSQL through a small pool of its own (the app's pool stays for requests). */
export function postgresJobDb(url: string, max = 4): JobDb {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'solo401k-jobs' });
  // An idle client's error (the server restarted) must not end the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    close: () => pool.end(),
  };
}

/**
 * Closes only once nothing is pending: pg-boss records a job's outcome without awaiting it (a worker's stop resolves
 * before), so close waits, in turns, for the statements in flight and for `alsoPending` (the job runs still going, whose
 * outcome comes next) until neither has any. A statement after close is refused.
 */
export function drainedOnClose(inner: JobDb, alsoPending: () => Promise<unknown>[] = () => []): JobDb {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: (text, values) => {
      if (closed) return Promise.reject(new Error('the job queue is closed'));
      const call = inner.executeSql(text, values);
      inFlight.add(call);
      const forget = (): void => void inFlight.delete(call);
      call.then(forget, forget);
      return call;
    },
    close: async () => {
      for (;;) {
        const pending = [...inFlight, ...alsoPending()];
        if (pending.length > 0) {
          await Promise.allSettled(pending);
          continue;
        }
        // A run's outcome is written a few promise steps after the run settles: look once more after a macrotask.
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight.size === 0 && alsoPending().length === 0) break;
      }
      closed = true;
      await inner.close();
    },
  };
}

/** A kysely transaction (or database) of any schema, as far as running a job's SQL in it goes. */
// biome-ignore lint/suspicious/noExplicitAny: any app schema; only executeQuery is used
export type JobTransaction = Pick<Kysely<any>, 'executeQuery'>;

/**
 * pg-boss inside a caller's transaction (`send(name, data, { db })`): the job is stored iff the transaction commits
 * (decision 0331). pg-boss's send is one statement with values, so kysely's connection runs it as is.
 */
export function transactionJobDb(trx: JobTransaction): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
