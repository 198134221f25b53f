import { expect } from 'vitest';
import { ApiError } from '@/ports/api-client';

/** A 1x1 PNG: a drawn signature. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** What a port's call rejected with: the status and the body's field messages or message (fails when it did not). */
export async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number | undefined; fields?: unknown; message?: unknown }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    const body = e.body as { fields?: unknown; message?: unknown } | undefined;
    return { status: e.status, fields: body?.fields, message: body?.message };
  }
  throw new Error('the call did not fail');
}

let keys = 0;
/** A new Idempotency-Key: one intent of the user. */
export const intentKey = (): string => `contract-intent-${Date.now()}-${++keys}`;
