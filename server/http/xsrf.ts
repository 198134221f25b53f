import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The anti-forgery cookie (readable by the SPA) and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery: every response sets the XSRF-TOKEN cookie when the browser has none
 * (SameSite=Strict, not httpOnly so that the SPA can echo it); unsafe methods under `protectedPrefix`
 * must send X-XSRF-TOKEN equal to the cookie, else 403. `exemptPaths` are left alone entirely (no cookie, no check):
 * callers that carry no browser cookie and authenticate otherwise, such as a signed provider webhook.
 */
export function installXsrf(
  app: FastifyInstance,
  opts: { protectedPrefix: string; secure: boolean; exemptPaths?: readonly string[] },
): void {
  const attributes = `; Path=/; SameSite=Strict${opts.secure ? '; Secure' : ''}`;
  const exempt = new Set(opts.exemptPaths ?? []);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (exempt.size > 0 && exempt.has(request.url.split('?')[0])) {
      done();
      return;
    }
    const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
    if (cookie === undefined) reply.header('set-cookie', `${XSRF_COOKIE}=${randomUUID().replaceAll('-', '')}${attributes}`);
    if (!UNSAFE.has(request.method) || !request.url.startsWith(opts.protectedPrefix)) {
      done();
      return;
    }
    const header = request.headers[XSRF_HEADER];
    if (cookie === undefined || typeof header !== 'string' || !same(header, cookie)) {
      done(new HttpError(403, 'xsrf', 'Missing or invalid X-XSRF-TOKEN header'));
      return;
    }
    done();
  });
}
