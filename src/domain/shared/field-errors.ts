/**
 * The one answer of every rule (decision 0010): messages keyed by the field they belong to, under the spec's field
 * names, in the spec's words, most basic first; a field without messages (no key, or an empty list) is valid. Forms show
 * them beside their fields; the server's 400 carries them as they are (`{ error: 'validation', fields }`); a rule of
 * one field answers the list of that field's messages.
 */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Whether no field has a message. */
export function isFree(errors: FieldErrors): boolean {
  return Object.values(errors).every((messages) => messages === undefined || messages.length === 0);
}
