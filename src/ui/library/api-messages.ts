import { ApiError } from '@/ports/api-client';

/** Field messages of a failed call: the server's `fields`, or its message under `fallbackField`, or `otherwise`. */
export function fieldMessagesOf(error: unknown, fallbackField: string, otherwise: string): Record<string, string[]> {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { fields?: Record<string, string[]>; message?: unknown };
    if (body.fields && Object.keys(body.fields).length > 0) return body.fields;
    if (typeof body.message === 'string' && error.status !== undefined && error.status < 500)
      return { [fallbackField]: [body.message] };
  }
  return { [fallbackField]: [otherwise] };
}

/** Whether the call was cancelled by the user. */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ERR_CANCELED';
}

/** Shown when a library call failed for a reason the server did not explain (network, server error). */
export const TRY_AGAIN_MESSAGE = 'Something went wrong on our side or with the connection. Please try again.';
