import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import { HttpError } from '../http/errors';

/** The answer's error code when a second factor is needed first (the SPA shows its step-up prompt). */
export const STEP_UP_CODE = 'step_up_required';
/** The message of a sensitive action without a second factor in the session. */
export const STEP_UP_MESSAGE = 'Confirm it is you with your second factor to continue.';
/** The message of admin mode without a second factor in the support user's session. */
export const ADMIN_STEP_UP_MESSAGE = 'Support users need a second factor before acting for a participant.';
/** The message of the support console (and the user management calls) without a second factor (decision 0269). */
export const SUPPORT_STEP_UP_MESSAGE = 'Support users need a second factor before using the support console.';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sensitive writes (issue 17): payments, bank account changes, distributions, beneficiary changes (route patterns). */
export const SENSITIVE_ROUTES: readonly RegExp[] = [
  /^\/invoices\/:[^/]+\/payments$/,
  /^\/bank-application\/connection(\/verify)?$/,
  /^\/distributions(\/:[^/]+)?$/,
  /^\/beneficiaries(\/.*)?$/,
];

/** Whether a write to the route pattern `url` (without the API prefix) is a sensitive action. */
export function isSensitive(method: string, url: string): boolean {
  return WRITES.has(method) && SENSITIVE_ROUTES.some((r) => r.test(url));
}

function claimsOf(request: FastifyRequest): { amr: string[]; factors: string[] } {
  const header = request.headers.authorization ?? '';
  try {
    const c = decodeJwt(header.replace(/^Bearer\s+/i, ''));
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    return { amr: list(c.amr), factors: list(c.factors) };
  } catch {
    return { amr: [], factors: [] };
  }
}

/** Whether the request's (already verified) session token has a second factor (amr `mfa`). */
export function sessionHasSecondFactor(request: FastifyRequest): boolean {
  return claimsOf(request).amr.includes('mfa');
}

/**
 * The product API's step-up rule (decisions 0262 and 0266), after the auth hook verified the token and before the body
 * is validated: any admin-mode request (X-Act-As), in every profile, and a sensitive write by a user who has a second
 * factor need a session whose amr has `mfa`; otherwise 403 `step_up_required`. There is no switch to turn the
 * admin-mode rule off.
 */
export function stepUpHook(opts: { prefix: string }): preValidationHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    done(stepUpError(request, opts));
  };
}

/** The step-up refusal of a request, or undefined when it may go on. */
function stepUpError(request: FastifyRequest, opts: { prefix: string }): HttpError | undefined {
  const url = (request.routeOptions.url ?? '').slice(opts.prefix.length);
  const acting = request.principal?.actingAs !== undefined;
  const sensitive = isSensitive(request.method, url);
  if (!acting && !sensitive) return undefined;
  const { amr, factors } = claimsOf(request);
  if (amr.includes('mfa')) return undefined;
  if (acting) return new HttpError(403, STEP_UP_CODE, ADMIN_STEP_UP_MESSAGE);
  if (sensitive && factors.length > 0) return new HttpError(403, STEP_UP_CODE, STEP_UP_MESSAGE);
  return undefined;
}
