import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from './cookies';
import { HttpError } from './errors';
import { isUnderPrefix, routePathOf } from './route-path';

/** The anti-forgery cookie (readable by the SPA) and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery: every response sets the XSRF-TOKEN cookie when the browser has none
 * (SameSite=Strict, not httpOnly so that the SPA can echo it); unsafe methods under `protectedPrefix`
 * must send a non-empty X-XSRF-TOKEN equal to the cookie, else 403. "Under the prefix" is decided on the path the router
 * matched, so a percent-encoded prefix (`/%73olo401k/...`) is protected too. `exemptPaths` are left alone entirely (no cookie, no check):
 * callers that carry no browser cookie and authenticate otherwise, such as a signed provider webhook.
 */
export function installXsrf(
  app: FastifyInstance,
  opts: { protectedPrefix: string; secure: boolean; exemptPaths?: readonly string[] },
): void {
  const attributes = `; Path=/; SameSite=Strict${opts.secure ? '; Secure' : ''}`;
  const exempt = new Set(opts.exemptPaths ?? []);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (
      exempt.size > 0 &&
      (exempt.has(request.url.split('?')[0]) || (request.url.includes('%') && exempt.has(routePathOf(request))))
    ) {
      done();
      return;
    }
    // Absent, empty and malformed cookies are all "no cookie": the browser gets a fresh one.
    const cookie = cookieOf(request, XSRF_COOKIE);
    if (cookie === undefined) reply.header('set-cookie', `${XSRF_COOKIE}=${randomUUID().replaceAll('-', '')}${attributes}`);
    if (!UNSAFE.has(request.method) || !isUnderPrefix(request, opts.protectedPrefix)) {
      done();
      return;
    }
    const header = request.headers[XSRF_HEADER];
    if (cookie === undefined || typeof header !== 'string' || header.length === 0 || !same(header, cookie)) {
      done(new HttpError(403, 'xsrf', 'Missing or invalid X-XSRF-TOKEN header'));
      return;
    }
    done();
  });
}
