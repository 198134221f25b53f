import { ApiError } from '@/ports/api-client';

import type { FieldErrors } from '@/domain/shared/field-errors';

/** Field messages keyed by field, as a 400 of the product API carries them (the domain rules' one answer). */
export type FieldMessages = FieldErrors;

/** The 400 a port rejects with for invalid input: `{ error: 'validation', fields }`. */
export const invalid = (fields: FieldMessages): ApiError =>
  new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, { error: 'validation', fields });

/** The 403, 404 or 409 a port rejects with: `{ error, message }`. */
export const refused = (status: 403 | 404 | 409, error: string, message: string): ApiError =>
  new ApiError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', status, { error, message });

/** Throws a 400 with the fields that have messages, if any (as the server does). */
export function throwIfInvalid(fields: FieldMessages): void {
  const failing = Object.fromEntries(Object.entries(fields).filter(([, m]) => m !== undefined && m.length > 0));
  if (Object.keys(failing).length > 0) throw invalid(failing);
}

/**
 * What every area fake shares (decision 0302): the calls made, for assertions ('apply', 'repay:l-1'), a failure the
 * test plants for the next call, and one effect per Idempotency-Key (a request sent again answers the first result).
 */
export class FakePortCalls {
  /** Every call, in order. */
  readonly calls: string[] = [];
  /** The next failure of any call (then cleared). */
  failNext: Error | undefined;
  private readonly answered = new Map<string, unknown>();

  /** Records `call`; throws the planted failure, once. */
  protected check(call: string): void {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  /** Runs `act` once per Idempotency-Key; the same key again answers the first result. */
  protected once<T>(key: string, act: () => T): T {
    if (this.answered.has(key)) return this.answered.get(key) as T;
    const answer = act();
    this.answered.set(key, answer);
    return answer;
  }
}
