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

/** Sets the security headers on every response (HSTS only in the production profile). */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  const fixed: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(config.profile === 'production' ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
  const apiPrefix = `/${config.productKey}/`;
  // A callback hook (no promise per response): this runs on every response.
  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
      reply.headers(fixed);
      if (!reply.hasHeader('cache-control') && isUnderPrefix(request, apiPrefix)) reply.header('cache-control', 'no-store');
      done(null, payload);
    },
  );
}
