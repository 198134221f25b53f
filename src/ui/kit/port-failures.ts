import type { FieldErrors } from '@/domain/validation';
import { ApiError } from '@/ports/api-client';

/** The field messages a port's call was refused with (a 400 `{ error: 'validation', fields }`), if it was. */
export function fieldsOf(error: unknown): FieldErrors | undefined {
  return error instanceof ApiError && error.status === 400
    ? (error.body as { fields?: FieldErrors } | undefined)?.fields
    : undefined;
}

/** The message a port's call was refused with (`{ error, message }`), if it gave one. */
export function messageOf(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' ? message : undefined;
}
