import { HttpError, ValidationError, type FieldMessages } from '../http/errors';

/** 404 for an object that is not the user's (someone else's objects are reported the same way as missing ones). */
export function notFoundError(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

/** 409 `{ error: code, message }` for a request that conflicts with the object's state. */
export function conflictError(code: string, message: string): HttpError {
  return new HttpError(409, code, message);
}

/** Throws a 400 ValidationError carrying only the fields that have messages, if any. */
export function throwIfInvalid(fields: FieldMessages): void {
  const failing = Object.fromEntries(
    Object.entries(fields).filter(([, messages]) => messages !== undefined && messages.length > 0),
  );
  if (Object.keys(failing).length > 0) throw new ValidationError(failing);
}

/** ISO date-time of a timestamp column as the drivers return it. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Message when a referenced folder or document disappeared between the check and the write. */
export const CHANGED_MEANWHILE_MESSAGE = 'The folder or document changed meanwhile; reload and try again';

/** Runs `write`, turning a foreign-key violation (a concurrent removal of what it references) into 409 changed_meanwhile. */
export async function guardReferences<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === '23503')
      throw conflictError('changed_meanwhile', CHANGED_MEANWHILE_MESSAGE);
    throw error;
  }
}
