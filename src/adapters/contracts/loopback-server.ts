import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the loopback server received. */
export interface LoopbackRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a route answers. */
export interface LoopbackReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Destroys the socket instead of answering (a network error). */
  hangUp?: boolean;
  /** Waits this long before answering. */
  delayMs?: number;
}

type Route = (req: LoopbackRequest) => LoopbackReply | Promise<LoopbackReply>;

/** A tiny HTTP server on 127.0.0.1 for adapter tests: routes by 'METHOD /path' (':x' matches a segment), records requests. */
export class LoopbackServer {
  /** Every request received, oldest first. */
  readonly requests: LoopbackRequest[] = [];
  private readonly routes = new Map<string, Route>();
  private server: Server | undefined;
  /** Base URL once started, e.g. 'http://127.0.0.1:41234'. */
  origin = '';

  /** Sets the reply of a route (a value, or a function of the request). */
  on(route: string, reply: Route | LoopbackReply): this {
    this.routes.set(route, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  /** Starts listening on an ephemeral loopback port. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const request: LoopbackRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(request);
        const route = this.match(request.method, request.path);
        const reply: LoopbackReply = route
          ? await route(request)
          : { status: 404, body: { error: 'not_found', message: 'Not found' } };
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (reply.hangUp) {
          req.socket.destroy();
          return;
        }
        const isText = typeof reply.body === 'string';
        res.writeHead(reply.status ?? 200, { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private match(method: string, path: string): Route | undefined {
    const segs = path.split('/');
    for (const [key, route] of this.routes) {
      const [m, pattern] = key.split(' ');
      const parts = pattern.split('/');
      if (
        m === method &&
        parts.length === segs.length &&
        parts.every((p, i) => p.startsWith(':') || p === decodeURIComponent(segs[i]))
      )
        return route;
    }
    return undefined;
  }
}
