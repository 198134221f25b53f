import { afterEach, describe, expect, test, vi } from 'vitest';
import { type ClosingServer, type ShutdownPlan, shutDownGracefully, startTimedWorker } from './graceful-shutdown';

/** A promise with its resolve in hand. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A server whose close resolves when the test ends its last request (or when every connection is closed). */
function fakeServer(events: string[]): ClosingServer & { finishRequests(): void } {
  const drained = deferred();
  return {
    close: async () => {
      events.push('server.close');
      await drained.promise;
      events.push('server.closed');
    },
    closeIdleConnections: () => undefined,
    closeAllConnections: () => {
      events.push('server.closeAllConnections');
      drained.resolve();
    },
    finishRequests: () => drained.resolve(),
  };
}

function plan(events: string[], server: ClosingServer, overrides: Partial<ShutdownPlan> = {}): ShutdownPlan {
  return {
    readiness: { markShuttingDown: () => events.push('readiness off') },
    server,
    workers: [],
    resources: [
      { name: 'rate limits', close: async () => void events.push('rate limits closed') },
      { name: 'database', close: async () => void events.push('database closed') },
    ],
    graceMs: 60_000,
    log: (message) => events.push(`log: ${message}`),
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('shutDownGracefully', () => {
  test('readiness turns off first; the resources close only after the requests in flight and the worker runs finished', async () => {
    const events: string[] = [];
    const server = fakeServer(events);
    const run = deferred();
    const worker = {
      name: 'sweeper',
      stop: async () => {
        events.push('worker stopping');
        await run.promise;
        events.push('worker done');
      },
    };
    const done = shutDownGracefully(plan(events, server, { workers: [worker] }));
    await expect.poll(() => events.length).toBe(3);
    expect(events).toEqual(['readiness off', 'worker stopping', 'server.close']);
    server.finishRequests();
    await expect.poll(() => events.includes('server.closed')).toBe(true);
    // The worker's run is still going: nothing is closed under it.
    expect(events).not.toContain('database closed');
    run.resolve();
    expect(await done).toEqual({ forcedConnections: false, abandonedWorkers: [], failedResources: [] });
    expect(events.slice(-3)).toEqual(['worker done', 'rate limits closed', 'database closed']);
  });

  test('when the grace period runs out, the remaining connections are closed and the resources close anyway', async () => {
    const events: string[] = [];
    const server = fakeServer(events);
    const stuck = { name: 'reminders', stop: () => new Promise<void>(() => undefined) };
    const outcome = await shutDownGracefully(plan(events, server, { workers: [stuck], graceMs: 30 }));
    expect(outcome).toEqual({ forcedConnections: true, abandonedWorkers: ['reminders'], failedResources: [] });
    expect(events).toEqual([
      'readiness off',
      'server.close',
      'log: shutdown grace of 30 ms ran out: closing the remaining connections; workers still running: reminders',
      'server.closeAllConnections',
      'server.closed',
      'rate limits closed',
      'database closed',
    ]);
  });

  test('idle connections are ended while draining, not only once when the server closes', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let idleSweeps = 0;
    const server = { ...fakeServer(events), closeIdleConnections: () => void (idleSweeps += 1) };
    const done = shutDownGracefully(plan(events, server, { idleSweepMs: 5 }));
    await vi.advanceTimersByTimeAsync(15);
    expect(idleSweeps).toBe(3);
    server.finishRequests();
    await done;
    await vi.advanceTimersByTimeAsync(50);
    // The sweep stops with the shutdown.
    expect(idleSweeps).toBe(3);
  });

  test('a resource that fails to close is reported and the next one still closes', async () => {
    const events: string[] = [];
    const server = fakeServer(events);
    server.finishRequests();
    const outcome = await shutDownGracefully(
      plan(events, server, {
        resources: [
          { name: 'rate limits', close: async () => Promise.reject(new Error('redis gone')) },
          { name: 'database', close: async () => void events.push('database closed') },
        ],
      }),
    );
    expect(outcome.failedResources).toEqual(['rate limits']);
    expect(events).toContain('log: closing rate limits failed: redis gone');
    expect(events.at(-1)).toBe('database closed');
  });
});

describe('startTimedWorker', () => {
  test('runs at once; stop() ends the timer and waits for the run in flight', async () => {
    vi.useFakeTimers();
    const runs: { resolve: () => void }[] = [];
    const worker = startTimedWorker(
      () => {
        const run = deferred();
        runs.push(run);
        return run.promise;
      },
      60_000,
      () => undefined,
    );
    expect(runs).toHaveLength(1);
    expect(worker.running()).toBe(true);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    expect(worker.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    // Stopped while its run is in flight: stop() has not resolved, and no second run started.
    expect(stopped).toBe(false);
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });

  test('a tick while a run is in flight is skipped; a failed run goes to onError and the next tick runs', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const gate = deferred();
    const errors: unknown[] = [];
    const worker = startTimedWorker(
      async () => {
        calls += 1;
        if (calls === 1) {
          await gate.promise;
          throw new Error('sweep failed');
        }
      },
      5,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(40);
    // Eight ticks passed while the first run waited: none started a second run.
    expect(calls).toBe(1);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(5);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('sweep failed')]);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toBe(2);
  });
});
