import type { FieldErrors } from '@/domain/validation';
import { ApiError } from '@/ports/api-client';

/** Shown when a save failed for a reason other than its values. */
export const SAVE_FAILED_MESSAGE =
  'Your details could not be saved. Check your connection and try again; nothing you typed is lost.';
/** Shown when the application could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Your bank application could not be loaded. Try again later.';
/** Shown when an upload failed without the server naming why. */
export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Check your connection and try again.';

/** The field messages of a 400 answer, if the error is one. */
export function fieldsOf(error: unknown): FieldErrors | undefined {
  return error instanceof ApiError && error.status === 400 ? (error.body as { fields?: FieldErrors })?.fields : undefined;
}

/** The server's message of a failed call, if it gave one. */
export function messageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message : undefined;
}
