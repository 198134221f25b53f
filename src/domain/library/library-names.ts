/** Longest folder, document or asset name accepted. */
export const MAX_NAME_LENGTH = 255;

const FORBIDDEN = /[\u0000-\u001f\u007f/\\]/;

/** Message when a sibling folder already has the name (case-insensitive, decision 0150). */
export const DUPLICATE_FOLDER_MESSAGE = 'A folder with this name already exists here';
/** Message when a document in the same folder already has the name (case-insensitive, decision 0150). */
export const DUPLICATE_DOCUMENT_MESSAGE = 'A document with this name already exists in this folder';

/** Messages for a folder or document name (`label` e.g. 'Folder name'); empty when it is acceptable (decision 0150). */
export function nameErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [`${label} is required`];
  if (value.trim().length > MAX_NAME_LENGTH) return [`${label} must be at most ${MAX_NAME_LENGTH} characters`];
  if (FORBIDDEN.test(value)) return [`${label} must not contain slashes or control characters`];
  return [];
}

/** Whether `name` equals one of `names` once both are trimmed and compared ignoring case. */
export function isNameTaken(names: readonly string[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return names.some((n) => n.trim().toLowerCase() === wanted);
}
