import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isUnderPrefix } from './route-path';

/** The content security policy: no inline scripts, no framing by anyone. */
export function contentSecurityPolicy(config: ServerConfig): string {
  const production = config.profile === 'production';
  const scripts = [
    "'self'",
    ...(config.paymentProcessor === 'stripe' || production ? ['https://js.stripe.com'] : []),
    ...config.cspScriptSrc,
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? ' https:' : ''}`,
    "frame-src 'self' https://js.stripe.com https://checkout.stripe.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/**
 * The policy of a JSON answer: framed by no one (the OWASP REST Security Cheat Sheet asks every API answer for
 * `frame-ancestors 'none'`) and, never being a document that loads anything, allowed to load nothing
 * (`default-src 'none'`). Shorter than the page's policy, it is also fewer bytes on the hottest answers.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sets the security headers on every response (HSTS only in the production profile). Every answer: no type sniffing,
 * no framing. Pages and files get the page's content security policy and the headers that only a document acts on
 * (its referrer policy, its own browsing context group, the features it may use); JSON answers, which are never
 * documents, get the stricter JSON_CONTENT_SECURITY_POLICY and the OWASP REST Security Cheat Sheet's list alone
 * (those plus `cache-control: no-store`), fewer bytes on the hottest answers.
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  const everyAnswer: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.profile === 'production' ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
  const documentOnly: Record<string, string> = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  const apiPrefix = `/${config.productKey}/`;
  // A callback hook (no promise per response): this runs on every response.
  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
      const type = reply.getHeader('content-type');
      const json = typeof type === 'string' && type.startsWith('application/json');
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', json ? JSON_CONTENT_SECURITY_POLICY : csp);
      reply.headers(everyAnswer);
      if (!json) reply.headers(documentOnly);
      if (!reply.hasHeader('cache-control') && isUnderPrefix(request, apiPrefix)) reply.header('cache-control', 'no-store');
      done(null, payload);
    },
  );
}
