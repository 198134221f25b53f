import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type Kysely, type MigrationProvider, sql } from 'kysely';
import { migrationProvider } from '../db/migrations';
import type { DB } from '../db/schema';

/**
 * One readiness check: resolves to undefined when its part is ready, or to a short reason of its own words when it is
 * not (the reason is shown to anyone who asks /readyz, so never an error's message). A thrown error counts as 'error'
 * and goes to the log only.
 */
export type ReadinessCheck = () => Promise<string | undefined> | string | undefined;

/** A background worker whose readiness is "its timer runs" (the timed workers, a job-queue worker). */
export interface RunningWorker {
  running(): boolean;
}

/** What /readyz answers: every check's verdict ('ok' or its reason), and the names of those that failed. */
export type ReadinessReport =
  | { status: 'ready'; checks: Record<string, string> }
  | { status: 'not_ready'; failed: string[]; checks: Record<string, string> }
  | { status: 'shutting_down' };

/** How long one check may take before it counts as failed: a hung database must not hang the probe. */
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

/** The paths the health routes answer (kept out of the SPA fallback, decision 0320). */
export const HEALTH_PATHS = ['/livez', '/readyz'] as const;

/**
 * The readiness registry (decision 0320): the database, the migrations and each background worker register a check;
 * /readyz runs them all. From markShuttingDown() on, the server is not ready whatever the checks say, so a load
 * balancer stops sending it requests while the in-flight ones finish.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private stopping = false;

  constructor(private readonly options: { timeoutMs?: number; onCheckError?: (name: string, error: unknown) => void } = {}) {}

  /** Registers a check under a unique name (the name is shown in /readyz). */
  addCheck(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check ${name} is registered already`);
    this.checks.set(name, check);
  }

  /** Registers a worker: ready while it runs, 'stopped' once its timer ended. */
  addWorker(name: string, worker: RunningWorker): void {
    this.addCheck(`worker:${name}`, () => (worker.running() ? undefined : 'stopped'));
  }

  /** Shutdown started: every report from now on is shutting_down. */
  markShuttingDown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** The names of the registered checks, in registration order. */
  names(): string[] {
    return [...this.checks.keys()];
  }

  /** Runs every check at once (each bounded by the timeout) and answers the report. */
  async report(): Promise<ReadinessReport> {
    if (this.stopping) return { status: 'shutting_down' };
    const entries = await Promise.all([...this.checks].map(async ([name, check]) => [name, await this.verdict(name, check)]));
    const checks: Record<string, string> = Object.fromEntries(entries);
    // Shutdown may have started while the checks ran.
    if (this.stopping) return { status: 'shutting_down' };
    const failed = entries.filter(([, verdict]) => verdict !== 'ok').map(([name]) => name as string);
    return failed.length === 0 ? { status: 'ready', checks } : { status: 'not_ready', failed, checks };
  }

  private async verdict(name: string, check: ReadinessCheck): Promise<string> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const reason = await Promise.race([Promise.resolve().then(check), timedOut]);
      return reason ?? 'ok';
    } catch (error) {
      this.options.onCheckError?.(name, error);
      return 'error';
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The database answers `select 1`. */
export function databaseCheck(db: Kysely<DB>): ReadinessCheck {
  return async () => {
    await sql`select 1`.execute(db);
    return undefined;
  };
}

/**
 * No migration of the provider is missing from kysely's migration table: a process whose code is newer than its
 * database is not ready. Reads the table directly (one query), not kysely's introspection of every schema.
 */
export function migrationsCheck(db: Kysely<DB>, provider: MigrationProvider = migrationProvider): ReadinessCheck {
  let expected: Promise<string[]> | undefined;
  return async () => {
    expected ??= provider.getMigrations().then((migrations) => Object.keys(migrations));
    const names = await expected;
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(ran.rows.map((r) => r.name));
    const pending = names.filter((name) => !done.has(name)).length;
    return pending === 0 ? undefined : `${pending} pending`;
  };
}

/** Options of the health routes. */
export interface HealthProbesOptions {
  readiness: Readiness;
}

/**
 * GET /livez (the process answers) and GET /readyz (the readiness report; 503 unless ready). Outside the product API
 * prefix: no authentication, anti-forgery, rate limit or audit; logged at warn only so probes every few seconds do not
 * fill the log.
 */
export const healthProbes: FastifyPluginAsync<HealthProbesOptions> = async (app: FastifyInstance, { readiness }) => {
  app.get('/livez', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const report = await readiness.report();
    reply.header('cache-control', 'no-store');
    return reply.status(report.status === 'ready' ? 200 : 503).send(report);
  });
};

/**
 * Once shutdown started, every answer tells the client to close its connection, so a keep-alive connection does not
 * hold the closing server open until its idle timeout.
 */
export function closeConnectionsWhenShuttingDown(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
  });
}

/**
 * GET /dev/slow: answers 200 after `delayMs`. A test hook of the local profile only (LOCAL_SLOW_ROUTE_TEST_DELAY_MS),
 * so the graceful-shutdown test has a request in flight when SIGTERM arrives; never registered in production.
 */
export const slowTestRoute: FastifyPluginAsync<{ delayMs: number; profile: string }> = async (app, { delayMs, profile }) => {
  if (profile === 'production') throw new Error('The slow test route must not be served in the production profile');
  app.get('/dev/slow', async () => {
    // The test waits for this line before it sends the signal: the request is then in flight.
    console.log(`[dev slow] request in flight, answering in ${delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { status: 'ok', delayed_ms: delayMs };
  });
};
