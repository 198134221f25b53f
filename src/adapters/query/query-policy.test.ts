import { describe, expect, test } from 'vitest';
import { ApiError, MISSING_TOKEN_MESSAGE } from '@/ports/api-client';
import { retryDelay, shouldRetry } from './query-policy';

describe('query retry policy', () => {
  test('delay doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, new Error('x')))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  test('a 429 waits at least its Retry-After; Retry-After 0 falls back to the backoff', () => {
    expect(retryDelay(0, new ApiError('r', 'ERR_BAD_REQUEST', 429, undefined, 7))).toBe(7000);
    expect(retryDelay(1, new ApiError('r', 'ERR_BAD_REQUEST', 429, undefined, 0))).toBe(2000);
  });

  test('retries 5xx and network errors 4 times, never 4xx (except 429), a missing token or a cancellation', () => {
    const server = new ApiError('s', 'ERR_BAD_RESPONSE', 500);
    expect([0, 1, 2, 3, 4].map((n) => shouldRetry(n, server))).toEqual([true, true, true, true, false]);
    expect(shouldRetry(0, new ApiError('n', 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetry(0, new ApiError('b', 'ERR_BAD_REQUEST', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('b', 'ERR_BAD_REQUEST', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('r', 'ERR_BAD_REQUEST', 429))).toBe(true);
    expect(shouldRetry(0, new Error('Unable to make secure request, current session does not have a token set.'))).toBe(false);
    expect(MISSING_TOKEN_MESSAGE).toBe('Unable to make secure request, current session does not have a token set.');
    expect(shouldRetry(0, new ApiError('c', 'ERR_CANCELED'))).toBe(false);
  });
});
