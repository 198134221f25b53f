import { describe, expect, test } from 'vitest';
import { serversOfThisFile } from '../test-support/server-process';
import { freePort } from '../test-support/free-port';

/** The status of GET url, or 'refused' when no connection is accepted (a fresh connection each time). */
async function statusOf(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { headers: { connection: 'close' } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

describe('the real server on SIGTERM (graceful shutdown) and its private metrics listener', () => {
  const servers = serversOfThisFile();

  test('a request in flight finishes with 200, readiness goes first, the process exits 0; metrics only on their port', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await servers.dataDir('graceful-shutdown-');
    const metricsPort = await freePort();
    const server = await servers.spawn(dataDir, {
      LOCAL_SLOW_ROUTE_TEST_DELAY_MS: '2500',
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_GRACE_MS: '60000',
    });

    expect(await (await fetch(`${server.origin}/livez`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: {
        'worker:blob-orphan-sweeper': 'ok',
        'worker:form-5500-ez-reminders': 'ok',
        'worker:job-queue': 'ok',
        database: 'ok',
        migrations: 'ok',
      },
    });
    // The health paths and /metrics are not pages of the SPA: a browser asking for them gets 404, not index.html.
    for (const path of ['/livez/x', '/readyz/x', '/metrics']) {
      const response = await fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/solo401k_|# HELP/);
    }
    await fetch(`${server.origin}/${'solo401k'}/users/0000-not-a-user`);

    // The metrics listener: request counts by route pattern (never the URL with its id), process metrics.
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toContain('solo401k_http_requests_total{method="GET",route="/readyz",status_code="200"} 1');
    expect(text).toMatch(/solo401k_http_requests_total\{method="GET",route="\/solo401k\/users\/:userId",status_code="401"\} 1/);
    expect(text).not.toContain('0000-not-a-user');
    expect(text).toMatch(
      /solo401k_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/livez",status_code="200"\}/,
    );
    expect(text).toMatch(/^solo401k_process_cpu_user_seconds_total \d/m);
    for (const name of ['mail_sent_total', 'mail_failed_total', 'jobs_waiting', 'jobs_failed_total']) {
      expect(text).toContain(`# TYPE solo401k_${name} `);
    }

    // A request in flight when the signal arrives.
    const slow = fetch(`${server.origin}/dev/slow`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));
    await server.waitForOutput(/\[dev slow\] request in flight/);
    const exited = server.stop('SIGTERM');
    await server.waitForOutput(/SIGTERM: shutting down/);
    // New requests are turned away at once (503 shutting_down, or the connection refused) while the slow one runs.
    await expect.poll(() => statusOf(`${server.origin}/readyz`), { timeout: 10_000, interval: 50 }).not.toBe(200);
    expect([503, 'refused']).toContain(await statusOf(`${server.origin}/readyz`));
    expect(await slow).toEqual({ status: 200, body: { status: 'ok', delayed_ms: 2500 } });
    // The finished request's keep-alive connection does not hold the process for its idle timeout (72 s in Fastify).
    const bound = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000).unref());
    expect(await Promise.race([exited.then(() => 'exited' as const), bound])).toBe('exited');
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toMatch(/Solo 401\(k\) stopped\./);
    expect(server.output()).not.toMatch(/grace period ran out|failed/);
    // The metrics listener closed with the process.
    expect(await statusOf(`http://127.0.0.1:${metricsPort}/metrics`)).toBe('refused');
  });

  test('when the grace period runs out, the connections still open are closed and the process still exits 0', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await servers.dataDir('graceful-shutdown-grace-');
    const server = await servers.spawn(dataDir, { LOCAL_SLOW_ROUTE_TEST_DELAY_MS: '600000', SHUTDOWN_GRACE_MS: '300' });
    const slow = fetch(`${server.origin}/dev/slow`).then(
      (response) => response.status,
      () => 'closed' as const,
    );
    await server.waitForOutput(/\[dev slow\] request in flight/);
    await server.stop('SIGTERM');
    expect(await slow).toBe('closed');
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toMatch(/shutdown grace of 300 ms ran out: closing the remaining connections/);
    expect(server.output()).toMatch(/Solo 401\(k\) stopped \(grace period ran out\)\./);
  });
});
