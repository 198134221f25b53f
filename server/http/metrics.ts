import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric name starts with this, so the product's series are found beside others on a shared Prometheus. */
export const METRIC_PREFIX = 'solo401k_';

/** The label of requests no route matched (the SPA fallback's 404s): one series, never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The product's metrics in a registry of their own (decision 0321): one per app, never prom-client's global registry,
 * so several apps in one test process do not collide. The mail and job code increment the counters exported here.
 */
export class AppMetrics {
  readonly registry = new Registry();
  /** Requests answered, by method, route pattern (Fastify's routeOptions.url, never the URL with ids) and status. */
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  /** Time to answer, in seconds, by the same labels. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** E-mail messages handed to the mail transport. */
  readonly mailSent: Counter;
  /** E-mail messages the transport refused or failed to send. */
  readonly mailFailed: Counter;
  /** Jobs waiting in the job queue, by kind (set by the queue when it counts them). */
  readonly jobsWaiting: Gauge<'kind'>;
  /** Job runs that failed, by kind. */
  readonly jobsFailed: Counter<'kind'>;

  /** `processMetrics`: prom-client's default process metrics (CPU, memory, event loop, GC); the server turns them on. */
  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.mailSent = new Counter({ name: `${METRIC_PREFIX}mail_sent_total`, help: 'E-mail messages sent', registers });
    this.mailFailed = new Counter({
      name: `${METRIC_PREFIX}mail_failed_total`,
      help: 'E-mail messages that failed to send',
      registers,
    });
    this.jobsWaiting = new Gauge({
      name: `${METRIC_PREFIX}jobs_waiting`,
      help: 'Jobs waiting in the job queue, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.jobsFailed = new Counter({
      name: `${METRIC_PREFIX}jobs_failed_total`,
      help: 'Job runs that failed, by kind',
      labelNames: ['kind'],
      registers,
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
  }

  /** The exposition text Prometheus scrapes. */
  async exposition(): Promise<string> {
    return this.registry.metrics();
  }
}

/**
 * Counts every answer of the app (and of every plugin registered after it) by method, route pattern and status code.
 * Registered before the routes, so every route inherits the hook.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** A running metrics listener. */
export interface MetricsListener {
  /** The bound address, e.g. http://127.0.0.1:9464. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on its own listener (METRICS_HOST:METRICS_PORT, decision 0321), never on the public port: the
 * series name routes and volumes an outsider has no business reading. Anything else answers 404.
 */
export async function startMetricsListener(
  metrics: AppMetrics,
  address: { host: string; port: number },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.exposition().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    origin: `http://${host}:${bound.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A scrape holds a keep-alive connection; nothing in flight here is worth waiting for.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
