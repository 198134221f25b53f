import { QUERY_POLICY } from '@/domain/constants';
import { ApiError, MISSING_TOKEN_MESSAGE } from '@/ports/api-client';

/** Retry timing of the query cache; the spec's values by default, shorter in tests. */
export interface RetryTiming {
  retries: number;
  retryDelayBaseMs: number;
  retryDelayMaxMs: number;
}

/** The spec's retry timing: 4 retries, delay doubling from 1 s up to 30 s. */
export const SPEC_RETRY_TIMING: RetryTiming = {
  retries: QUERY_POLICY.retries,
  retryDelayBaseMs: QUERY_POLICY.retryDelayBaseMs,
  retryDelayMaxMs: QUERY_POLICY.retryDelayMaxMs,
};

/** Whether a failed query is tried again: not for 4xx answers (except 429) or a missing token; else up to `retries` times. */
export function shouldRetry(failureCount: number, error: unknown, timing: RetryTiming = SPEC_RETRY_TIMING): boolean {
  if (failureCount >= timing.retries) return false;
  if (error instanceof Error && error.message === MISSING_TOKEN_MESSAGE) return false;
  if (error instanceof ApiError && error.code === 'ERR_CANCELED') return false;
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500)
    return error.status === 429;
  return true;
}

/** Delay before retry number `attemptIndex` (0-based): base * 2^n capped at the maximum; a 429's Retry-After wins when longer. */
export function retryDelay(attemptIndex: number, error: unknown, timing: RetryTiming = SPEC_RETRY_TIMING): number {
  const backoff = Math.min(timing.retryDelayBaseMs * 2 ** attemptIndex, timing.retryDelayMaxMs);
  const retryAfterMs = error instanceof ApiError && error.retryAfter ? error.retryAfter * 1000 : 0;
  return Math.max(backoff, retryAfterMs);
}
