import { afterEach, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { AppMetrics, type MetricsListener, startMetricsListener, UNMATCHED_ROUTE } from './metrics';

describe('request metrics', () => {
  const apps: TestApp[] = [];
  const listeners: MetricsListener[] = [];
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.close();
    for (const app of apps.splice(0)) await app.close();
  });

  test('count and time every answer by method, route pattern (never the URL with its ids) and status code', async () => {
    const metrics = new AppMetrics();
    const t = await startTestApp({ metrics });
    apps.push(t);
    await fetch(`${t.origin}/livez`);
    await fetch(`${t.origin}/livez`);
    await fetch(`${t.origin}${t.prefix}/users/u-123456`);
    await fetch(`${t.origin}/no/such/page/9876`);
    const counts = (await metrics.httpRequests.get()).values.map((v) => [
      v.labels.method,
      v.labels.route,
      v.labels.status_code,
      v.value,
    ]);
    expect(counts).toEqual(
      expect.arrayContaining([
        ['GET', '/livez', '200', 2],
        ['GET', `${t.prefix}/users/:userId`, '401', 1],
        ['GET', UNMATCHED_ROUTE, '404', 1],
      ]),
    );
    const exposition = await metrics.exposition();
    expect(exposition).not.toMatch(/u-123456|9876/);
    const durations = (await metrics.httpDuration.get()).values.filter(
      (v) => v.metricName === 'solo401k_http_request_duration_seconds_count' && v.labels.route === '/livez',
    );
    expect(durations.map((v) => v.value)).toEqual([2]);
  });

  test('each app counts in its own registry: two apps in one process neither collide nor see each other', async () => {
    const first = new AppMetrics({ processMetrics: true });
    const second = new AppMetrics({ processMetrics: true });
    const a = await startTestApp({ metrics: first });
    apps.push(a);
    const b = await startTestApp({ metrics: second });
    apps.push(b);
    await fetch(`${a.origin}/livez`);
    const livez = async (m: AppMetrics): Promise<number> =>
      (await m.httpRequests.get()).values.find((v) => v.labels.route === '/livez')?.value ?? 0;
    expect(await livez(first)).toBe(1);
    expect(await livez(second)).toBe(0);
    expect(await first.exposition()).toMatch(/^solo401k_process_cpu_user_seconds_total /m);
  });

  test('the mail and job counters are exported for the code that sends mail and runs jobs', async () => {
    const metrics = new AppMetrics();
    metrics.mailSent.inc();
    metrics.mailSent.inc();
    metrics.mailFailed.inc();
    metrics.jobsWaiting.set({ kind: 'mail' }, 4);
    metrics.jobsFailed.inc({ kind: 'mail' });
    const text = await metrics.exposition();
    expect(text).toContain('solo401k_mail_sent_total 2');
    expect(text).toContain('solo401k_mail_failed_total 1');
    expect(text).toContain('solo401k_jobs_waiting{kind="mail"} 4');
    expect(text).toContain('solo401k_jobs_failed_total{kind="mail"} 1');
    // No process metrics unless asked: a test app's registry stays small.
    expect(text).not.toContain('process_cpu');
  });

  test('the metrics listener answers GET /metrics in the exposition format and 404 for anything else', async () => {
    const metrics = new AppMetrics();
    metrics.mailSent.inc();
    const listener = await startMetricsListener(metrics, { host: '127.0.0.1', port: 0 });
    listeners.push(listener);
    expect(listener.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const scrape = await fetch(`${listener.origin}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe(metrics.registry.contentType);
    expect(await scrape.text()).toContain('solo401k_mail_sent_total 1');
    expect((await fetch(`${listener.origin}/metrics?x=1`)).status).toBe(200);
    expect((await fetch(`${listener.origin}/`)).status).toBe(404);
    expect((await fetch(`${listener.origin}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  test('the public port never answers metrics', async () => {
    const metrics = new AppMetrics({ processMetrics: true });
    const t = await startTestApp({ metrics });
    apps.push(t);
    const response = await fetch(`${t.origin}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/solo401k_|# HELP/);
  });
});
