/** A timed background worker: runs now and every interval; stop() ends the timer and waits for a run in flight. */
export interface TimedWorker {
  /** True from start until stop() was called. */
  running(): boolean;
  /** Ends the timer (no new run starts) and resolves when the run in flight, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and every `intervalMs` (the timer does not keep the process alive); a tick while the previous run is
 * still going is skipped, so runs never overlap. Failures go to onError and the next tick runs as usual.
 */
export function startTimedWorker(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): TimedWorker {
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  const tick = (): void => {
    if (inFlight !== undefined || stopped) return;
    // run starts now (not in a later microtask), so a stop() right after start waits for it.
    const current = (async (): Promise<void> => {
      try {
        await run();
      } catch (error) {
        onError(error);
      }
    })();
    inFlight = current;
    void current.finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    running: () => !stopped,
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** The listening server as the shutdown sees it (Fastify's close plus Node's connection controls). */
export interface ClosingServer {
  /** Stops accepting connections; resolves once every connection has ended (and the app's close hooks ran). */
  close(): Promise<void>;
  /** Ends connections with no request in flight (keep-alive connections between requests). */
  closeIdleConnections(): void;
  /** Ends every connection, requests in flight included (the grace period ran out). */
  closeAllConnections(): void;
}

/** Something closed at the end, in the order given (the rate-limit store, the metrics listener, then the database). */
export interface ClosingResource {
  name: string;
  close(): Promise<void>;
}

/** What the shutdown orchestrates. */
export interface ShutdownPlan {
  readiness: { markShuttingDown(): void };
  server: ClosingServer;
  workers: { name: string; stop(): Promise<void> }[];
  resources: ClosingResource[];
  /** How long in-flight requests and worker runs may take before their connections are closed (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  log(message: string): void;
  /** How often idle connections are ended while draining (default 100 ms). */
  idleSweepMs?: number;
}

/** How the shutdown went: clean (everything finished in time, everything closed) or what went wrong. */
export interface ShutdownOutcome {
  /** The grace period ran out: connections with requests in flight were closed. */
  forcedConnections: boolean;
  /** Workers whose run was still going when the grace period ran out. */
  abandonedWorkers: string[];
  /** Resources whose close failed. */
  failedResources: string[];
}

/**
 * The graceful shutdown of decision 0320, in order:
 * 1. readiness turns false (/readyz answers 503 shutting_down);
 * 2. the server stops accepting connections while the requests in flight finish, and the timed workers stop after
 *    their current run, both bounded by graceMs; then the remaining connections are closed;
 * 3. the resources close in order (the database last, once nothing uses it).
 */
export async function shutDownGracefully(plan: ShutdownPlan): Promise<ShutdownOutcome> {
  plan.readiness.markShuttingDown();
  const outcome: ShutdownOutcome = { forcedConnections: false, abandonedWorkers: [], failedResources: [] };
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace_over'>((resolve) => {
    graceTimer = setTimeout(() => resolve('grace_over'), plan.graceMs);
  });
  // Node ends idle connections once when the server closes; a connection whose request finishes later is idle too.
  const idleSweep = setInterval(() => plan.server.closeIdleConnections(), plan.idleSweepMs ?? 100);
  const finishedWorkers = new Set<string>();
  const workersDone = Promise.all(
    plan.workers.map(async (worker) => {
      try {
        await worker.stop();
      } catch (error) {
        plan.log(`worker ${worker.name} failed while stopping: ${error instanceof Error ? error.message : 'unknown'}`);
      }
      finishedWorkers.add(worker.name);
    }),
  );
  const serverClosed = plan.server.close().catch((error: unknown) => {
    plan.log(`closing the server failed: ${error instanceof Error ? error.message : 'unknown'}`);
  });
  try {
    const drained = await Promise.race([Promise.all([serverClosed, workersDone]).then(() => 'drained' as const), graceOver]);
    if (drained === 'grace_over') {
      outcome.abandonedWorkers = plan.workers.map((w) => w.name).filter((name) => !finishedWorkers.has(name));
      outcome.forcedConnections = true;
      plan.log(
        `shutdown grace of ${plan.graceMs} ms ran out: closing the remaining connections` +
          (outcome.abandonedWorkers.length > 0 ? `; workers still running: ${outcome.abandonedWorkers.join(', ')}` : ''),
      );
      plan.server.closeAllConnections();
      await serverClosed;
    }
  } finally {
    clearTimeout(graceTimer);
    clearInterval(idleSweep);
  }
  for (const resource of plan.resources) {
    try {
      await resource.close();
    } catch (error) {
      outcome.failedResources.push(resource.name);
      plan.log(`closing ${resource.name} failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
  }
  return outcome;
}
