import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Percent-decodes a cookie value; a malformed one (`%`, `%E0%A4%A`) decodes to '' and so counts as absent. */
export function decodeCookieValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

const parseOptions = { decode: decodeCookieValue };

/** Parses every request's Cookie header once into `request.cookies` (@fastify/cookie, malformed values dropped). */
export async function installCookies(app: FastifyInstance): Promise<void> {
  // The plugin's types name its parse options after the serialize options; at run time they go to cookie's parse.
  await app.register(fastifyCookie, { parseOptions: parseOptions as FastifyCookieOptions['parseOptions'] });
}

/**
 * The value of one cookie of the request, or undefined when it is absent, empty or malformed. Uses the cookies
 * installCookies parsed; an app without it (a plugin tested alone) parses the header with the same parser (cookie).
 */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const parsed = (request as { cookies?: Record<string, string | undefined> }).cookies;
  let value: string | undefined;
  if (parsed !== undefined) value = parsed[name];
  else {
    const header = request.headers.cookie;
    value = typeof header === 'string' ? parseCookie(header, parseOptions)[name] : undefined;
  }
  return value !== undefined && value.length > 0 ? value : undefined;
}
