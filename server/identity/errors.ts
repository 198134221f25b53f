import type { FastifyReply } from 'fastify';

/** The error body Descope answers with and @descope/core-js-sdk hands to callers as `error`. */
export interface DescopeErrorBody {
  errorCode: string;
  errorDescription: string;
  errorMessage: string;
}

/** The local service's error codes (Descope's format; see docs/decisions/0042). */
export const ERRORS = {
  missingArguments: { status: 400, errorCode: 'E011002', errorDescription: 'Request is missing required arguments' },
  invalidRequest: { status: 400, errorCode: 'E011003', errorDescription: 'Request is invalid' },
  invalidToken: { status: 401, errorCode: 'E061005', errorDescription: 'Invalid token provided' },
  wrongCode: { status: 401, errorCode: 'E061102', errorDescription: 'Failed to verify TOTP code' },
  passkeyFailed: { status: 401, errorCode: 'E061301', errorDescription: 'Failed to verify passkey' },
  notFound: { status: 404, errorCode: 'E011404', errorDescription: 'Route not found' },
  tooManyRequests: { status: 429, errorCode: 'E130429', errorDescription: 'Too many requests' },
  internal: { status: 500, errorCode: 'E010000', errorDescription: 'Internal error' },
} as const;

/** An error a route throws to answer with a Descope error body. */
export class IdentityError extends Error {
  constructor(
    readonly kind: keyof typeof ERRORS,
    readonly detail: string,
    readonly retryAfterSec?: number,
  ) {
    super(detail);
    this.name = 'IdentityError';
  }
}

/** Sends the Descope error body of `e` with its status (and Retry-After, in seconds, on 429). */
export function sendIdentityError(reply: FastifyReply, e: IdentityError): FastifyReply {
  const { status, errorCode, errorDescription } = ERRORS[e.kind];
  if (e.retryAfterSec !== undefined) reply.header('retry-after', String(e.retryAfterSec));
  const body: DescopeErrorBody = { errorCode, errorDescription, errorMessage: e.detail };
  return reply.code(status).type('application/json').send(body);
}
