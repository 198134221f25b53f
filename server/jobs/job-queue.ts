import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { drainedOnClose, type JobDb, type JobTransaction, pgliteJobDb, postgresJobDb, transactionJobDb } from './job-db';

/**
 * The durable job queue (decision 0331): pg-boss in the app's own database (PostgreSQL, or the embedded PGlite in
 * process). A job is stored in the same transaction as the business write that causes it, retried with exponential
 * backoff, and done by one worker across every server process on the database. A job whose process died mid-way is
 * taken again once it expires (JOB_EXPIRE_SECONDS). Job data may hold a rendered message and its link: nothing here
 * logs it, and a failure is recorded by the queue's name and a generic reason only.
 */

/** How one kind of job is retried and when a run counts as lost (its process died). */
export interface JobPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** A run not finished after this long is given up (the process is taken as dead) and retried. */
  expireInSeconds: number;
  /**
   * At most one job of this kind waiting and one running (pg-boss's `stately` policy): timed work that every process
   * asks for on its own timer, done by one of them.
   */
  onlyOneWaiting?: boolean;
}

/** Where the queue's numbers go (the app's metrics, decision 0321). */
export interface JobMetrics {
  jobsWaiting: { set(labels: { kind: string }, value: number): void };
  jobsFailed: { inc(labels: { kind: string }): void };
}

/** Options of JobQueue.start. */
export interface JobQueueOptions {
  /** The app's open database: the queue's tables go in a schema of their own beside the app's (jobSchemaFor). */
  database: Database;
  metrics?: JobMetrics;
  /** Where queue errors go (message only; never job data). */
  log?: (message: string) => void;
  /** How often an idle worker looks for jobs (default 2 s; a job enqueued here wakes this process's worker at once). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are given up and old jobs archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often the waiting counts are read into the metrics (default 15 s). */
  countIntervalMs?: number;
}

/** The schema of the job tables: `pgboss` beside `public`, else `<schema>_jobs` (a test's own schema). */
export function jobSchemaFor(appSchema: string | undefined): string {
  return appSchema === undefined || appSchema === 'public' ? 'pgboss' : `${appSchema}_jobs`;
}

/** A job handler: resolves when the work is done; a rejection is a failed attempt (retried per its policy). */
export type JobHandler<T> = (data: T) => Promise<void>;

export class JobQueue {
  private readonly workers = new Map<string, string>();
  private readonly settled = new Map<string, () => void>();
  private stopped = false;
  private counter: NodeJS.Timeout | undefined;

  private constructor(
    private readonly boss: PgBoss,
    private readonly jobDb: JobDb,
    private readonly options: JobQueueOptions,
    private readonly runs: Set<Promise<unknown>>,
  ) {}

  /** Installs (or updates) the queue's tables and starts its supervision; workers are added with `work`. */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const { database } = options;
    // The job runs still going (filled once the queue exists), which the connection waits for before it closes.
    const runs = new Set<Promise<unknown>>();
    const pending = (): Promise<unknown>[] => [...runs];
    let jobDb: JobDb;
    if (database.dialect === 'pglite') {
      if (database.pglite === undefined) throw new Error('the job queue needs the PGlite instance of the database');
      jobDb = drainedOnClose(pgliteJobDb(database.pglite, database.db as Kysely<unknown>), pending);
    } else {
      if (database.url === undefined) throw new Error('the job queue needs the PostgreSQL URL of the database');
      jobDb = drainedOnClose(postgresJobDb(database.url), pending);
    }
    const boss = new PgBoss({
      db: jobDb as PgBoss.Db,
      schema: jobSchemaFor(database.schema),
      supervise: true,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      // A sent message's data (its link) is kept an hour, then archived, and gone after a day.
      archiveCompletedAfterSeconds: 3_600,
      deleteAfterHours: 24,
    });
    const log = options.log ?? ((message: string) => console.error(message));
    boss.on('error', (error: unknown) => log(`job queue: ${error instanceof Error ? error.message : 'unknown error'}`));
    try {
      await boss.start();
    } catch (error) {
      await jobDb.close();
      throw error;
    }
    const queue = new JobQueue(boss, jobDb, options, runs);
    queue.counter = setInterval(() => void queue.countWaiting().catch(() => {}), options.countIntervalMs ?? 15_000);
    queue.counter.unref();
    return queue;
  }

  /** Creates the queue `name` (or updates its policy) and starts this process's worker on it. */
  async work<T extends object>(name: string, policy: JobPolicy, handler: JobHandler<T>): Promise<void> {
    const queueOptions = {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    };
    // Processes starting together on a new database race to create the queue (a deadlock, or a duplicate, for all but
    // one of them): the loser tries again and finds it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        if ((await this.boss.getQueue(name)) === null) {
          await this.boss.createQueue(name, { name, policy: policy.onlyOneWaiting ? 'stately' : 'standard', ...queueOptions });
        } else {
          await this.boss.updateQueue(name, { name, ...queueOptions });
        }
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
    const id = await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        // A job fetched while the queue was stopping is handed back (failed: retried here or by another process).
        if (this.stopped) {
          this.settle(job.id);
          throw new Error(`${name} not run: the queue is stopping`);
        }
        const run = handler(job.data);
        this.runs.add(run);
        try {
          await run;
        } catch (error) {
          this.options.metrics?.jobsFailed.inc({ kind: name });
          // pg-boss keeps what is thrown in the job's row: a generic message, never the handler's own error text.
          throw new Error(`${name} failed${error instanceof Error && error.name !== 'Error' ? ` (${error.name})` : ''}`);
        } finally {
          this.runs.delete(run);
          this.settle(job.id);
        }
      },
    );
    this.workers.set(name, id);
  }

  /**
   * Stores a job; with `trx` (a kysely transaction) it is stored iff that transaction commits. Answers its id, or
   * undefined when an `onlyOneWaiting` queue already has one waiting.
   */
  async enqueue(
    name: string,
    data: object,
    options: { trx?: JobTransaction; singletonKey?: string } = {},
  ): Promise<string | undefined> {
    const id = await this.boss.send(name, data, {
      ...(options.trx === undefined ? {} : { db: transactionJobDb(options.trx) as PgBoss.Db }),
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
    });
    return id ?? undefined;
  }

  /** Wakes this process's worker of `name` (after a commit) instead of waiting for its next poll. */
  wake(name: string): void {
    const id = this.workers.get(name);
    if (id !== undefined && !this.stopped) this.boss.notifyWorker(id);
  }

  /**
   * Wakes this process's worker of `name` and resolves once the first attempt at job `id` has finished (done or
   * failed), or after `timeoutMs`, whichever is first; never rejects. A job another process took is looked up every
   * 100 ms.
   */
  async firstAttempt(name: string, id: string, timeoutMs: number): Promise<void> {
    if (timeoutMs <= 0) {
      this.wake(name);
      return;
    }
    let done = false;
    const local = new Promise<void>((resolve) => this.settled.set(id, resolve));
    this.wake(name);
    const deadline = Date.now() + timeoutMs;
    const elsewhere = (async (): Promise<void> => {
      while (!done && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(100, Math.max(0, deadline - Date.now()))));
        if (done) return;
        const job = await this.boss.getJobById(name, id).catch(() => null);
        if (job !== null && job.state !== 'created' && job.state !== 'active') return;
        if (job === null || this.stopped) return;
      }
    })();
    await Promise.race([local, elsewhere]);
    done = true;
    this.settled.delete(id);
  }

  /** Jobs waiting (created or up for retry) in each queue this process works, into the metrics; answers them. */
  async countWaiting(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of this.workers.keys()) {
      counts[name] = await this.boss.getQueueSize(name);
      this.options.metrics?.jobsWaiting.set({ kind: name }, counts[name]);
    }
    return counts;
  }

  /** True from start until stop() was called (readiness, decision 0320). */
  running(): boolean {
    return !this.stopped;
  }

  /**
   * Stops taking jobs and waits (up to `timeoutMs`) for the ones running here to finish; a run still going after that is
   * failed back to the queue for another process or the next start. Jobs can still be enqueued until close().
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.counter);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  /** Closes the queue's own connections (after stop; before the database closes). */
  async close(): Promise<void> {
    await this.stop();
    await this.jobDb.close();
  }

  private settle(id: string): void {
    this.settled.get(id)?.();
  }
}
