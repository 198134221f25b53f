import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import { HttpError } from '../http/errors';
import { isSupport } from '../http/principal';
import type { SecondFactorDirectory } from './second-factor-directory';

/** The answer's error code when a second factor is needed first (the SPA shows its step-up prompt). */
export const STEP_UP_CODE = 'step_up_required';
/** The message of a sensitive action without a second factor in the session. */
export const STEP_UP_MESSAGE = 'Confirm it is you with your second factor to continue.';
/**
 * The message of an operation whose contract gives its reason (`x-step-up-reason`): why, then what to do, in plain
 * words (issue 28).
 */
export function stepUpMessageFor(reason: string | undefined): string {
  if (reason === undefined) return STEP_UP_MESSAGE;
  return `${reason} Confirm it is you with your second factor (a code from your authenticator app, a passkey or a recovery code) to continue.`;
}
/** The message of admin mode without a second factor in the support user's session. */
export const ADMIN_STEP_UP_MESSAGE = 'Support users need a second factor before acting for a participant.';
/** The message of the support console (and the user management calls) without a second factor (decision 0269). */
export const SUPPORT_STEP_UP_MESSAGE = 'Support users need a second factor before using the support console.';

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

/** The message when the identity provider cannot say whether the user has a second factor (the request may be retried). */
export const FACTOR_CHECK_UNAVAILABLE_MESSAGE = 'Your sign-in factors could not be checked just now. Try again in a moment.';

/**
 * The product API's step-up rule (decisions 0262, 0266 and 0293), after the auth hook verified the token and before the
 * body is validated:
 * - any admin-mode request (X-Act-As), in every profile, needs a session whose amr has `mfa`;
 * - an operation whose contract says `x-step-up: support` needs `mfa` from a support user;
 * - an operation whose contract says `x-step-up: user` needs `mfa` from a user who has a second factor, as the token's
 *   `factors` claim says or, when it says none, as the identity provider says now (a token issued before the user
 *   enrolled a factor must not pass).
 * Otherwise 403 `step_up_required`. There is no switch to turn a rule off.
 */
export function stepUpHook(opts: { directory: SecondFactorDirectory }): preValidationHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    const decided = stepUpDecision(request);
    if (decided !== 'ask') {
      done(decided);
      return;
    }
    opts.directory.hasSecondFactor(request.principal?.agentId ?? '').then(
      (has) =>
        done(has ? new HttpError(403, STEP_UP_CODE, stepUpMessageFor(request.routeOptions.config?.stepUpReason)) : undefined),
      () => done(new HttpError(503, 'unavailable', FACTOR_CHECK_UNAVAILABLE_MESSAGE)),
    );
  };
}

/** The refusal of a request, undefined when it may go on, or 'ask' when the identity provider must say. */
function stepUpDecision(request: FastifyRequest): HttpError | undefined | 'ask' {
  const level = request.routeOptions.config?.stepUp;
  const acting = request.principal?.actingAs !== undefined;
  if (!acting && level === undefined) return undefined;
  const { amr, factors } = claimsOf(request);
  if (amr.includes('mfa')) return undefined;
  if (acting) return new HttpError(403, STEP_UP_CODE, ADMIN_STEP_UP_MESSAGE);
  const principal = request.principal;
  if (principal === undefined) return undefined;
  if (level === 'support') return isSupport(principal) ? new HttpError(403, STEP_UP_CODE, SUPPORT_STEP_UP_MESSAGE) : undefined;
  if (factors.length > 0) return new HttpError(403, STEP_UP_CODE, stepUpMessageFor(request.routeOptions.config?.stepUpReason));
  return 'ask';
}
