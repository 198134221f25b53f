import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';

/** Longest folder, document or asset name accepted. */
export const MAX_NAME_LENGTH = 255;

const FORBIDDEN = /[\u0000-\u001f\u007f/\\]/;

/** Message when a sibling folder already has the name (case-insensitive, decision 0152). */
export const DUPLICATE_FOLDER_MESSAGE = 'A folder with this name already exists here';
/** Message when a document in the same folder already has the name (case-insensitive, decision 0152). */
export const DUPLICATE_DOCUMENT_MESSAGE = 'A document with this name already exists in this folder';

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

/**
 * Throws ValidationError `{ [field]: [duplicate message] }` when another of the user's folders (kind 'folders') or
 * documents still in the library (kind 'documents') in folder `parent` is called `name`, ignoring case; `except` is
 * the object being renamed or moved.
 */
export async function requireUniqueName(
  db: Kysely<DB>,
  kind: 'folders' | 'documents',
  where: { userId: string; parent: string | null; name: string; except?: string },
  field = 'name',
): Promise<void> {
  let query = db
    .selectFrom(kind)
    .select('id')
    .where('user_id', '=', where.userId)
    .where(sql<string>`lower(name)`, '=', where.name.trim().toLowerCase());
  query = where.parent === null ? query.where('folder_id', 'is', null) : query.where('folder_id', '=', where.parent);
  if (where.except !== undefined) query = query.where('id', '!=', where.except);
  if (kind === 'documents') query = query.where(sql<boolean>`removed_at is null`);
  const clash = await query.limit(1).executeTakeFirst();
  if (clash) throw new ValidationError({ [field]: [kind === 'folders' ? DUPLICATE_FOLDER_MESSAGE : DUPLICATE_DOCUMENT_MESSAGE] });
}
