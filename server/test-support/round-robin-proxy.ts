import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which backend served one request through the proxy. */
export interface ProxiedRequest {
  backend: number;
  method: string;
  path: string;
  status: number;
}

/** A loopback proxy that sends each request to the next backend in turn (a load balancer without stickiness). */
export interface RoundRobinProxy {
  origin: string;
  port: number;
  /** Every request so far, in order. */
  readonly log: ProxiedRequest[];
  close(): Promise<void>;
}

/** Options of the proxy. */
export interface RoundRobinProxyOptions {
  /** Append the client's address to an X-Forwarded-For it sent (a chain of proxies) instead of replacing it. */
  keepForwardedFor?: boolean;
}

/**
 * Starts the proxy on a free loopback port in front of `backends` (origins such as http://127.0.0.1:4100; the array
 * may be filled after the start).
 */
export async function startRoundRobinProxy(
  backends: readonly string[],
  options: RoundRobinProxyOptions = {},
): Promise<RoundRobinProxy> {
  const log: ProxiedRequest[] = [];
  let next = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const index = next % backends.length;
    next += 1;
    const target = new URL(req.url ?? '/', backends[index]);
    const sent = req.headers['x-forwarded-for'];
    const remote = req.socket.remoteAddress ?? '';
    const forwarded = options.keepForwardedFor && typeof sent === 'string' && sent !== '' ? `${sent}, ${remote}` : remote;
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (answer) => {
        log.push({ backend: index, method: req.method ?? 'GET', path: req.url ?? '/', status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      log.push({ backend: index, method: req.method ?? 'GET', path: req.url ?? '/', status: 502 });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Idle client connections outlive the clients' own keep-alive (undici: 4 s), so that a client never sends a request
  // on a connection the proxy is closing at that moment (a reset seen as a network error in the soak).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    log,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
