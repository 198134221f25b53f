/** Longest folder, document or asset name accepted. */
export const MAX_NAME_LENGTH = 255;

const FORBIDDEN = /[\u0000-\u001f\u007f/\\]/;

/** Messages for a folder or document name (`label` e.g. 'Folder name'); empty when it is acceptable. */
export function nameErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [`${label} is required`];
  if (value.trim().length > MAX_NAME_LENGTH) return [`${label} must be at most ${MAX_NAME_LENGTH} characters`];
  if (FORBIDDEN.test(value)) return [`${label} must not contain slashes or control characters`];
  return [];
}

/** Messages for a parent folder reference: null (top level) or a folder id string. */
export function folderRefErrors(value: unknown): string[] {
  if (value === null) return [];
  if (typeof value !== 'string' || value.trim() === '') return ['Folder must be a folder id or null for the top level'];
  return [];
}
