import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';

import { DUPLICATE_DOCUMENT_MESSAGE, DUPLICATE_FOLDER_MESSAGE } from '@/domain/library';

export { DUPLICATE_DOCUMENT_MESSAGE, DUPLICATE_FOLDER_MESSAGE, MAX_NAME_LENGTH, nameErrors } from '@/domain/library';

/** Messages for a parent folder reference: null (top level) or a folder id string. */
export function folderRefErrors(value: unknown): string[] {
  if (value === null) return [];
  if (typeof value !== 'string' || value.trim() === '') return ['Folder must be a folder id or null for the top level'];
  return [];
}

/**
 * Throws ValidationError `{ [field]: [duplicate message] }` when another of the user's folders (kind 'folders') or
 * documents still in the library (kind 'documents') in folder `parent` is called `name`, ignoring case; `except` is
 * the object being renamed or moved. Call it inside the transaction that writes the name: it first takes the user's
 * library-names lock (held to the end of that transaction), so two concurrent writes of one name cannot both pass.
 */
export async function requireUniqueName(
  db: Kysely<DB>,
  kind: 'folders' | 'documents',
  where: { userId: string; parent: string | null; name: string; except?: string },
  field = 'name',
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`library-names:${where.userId}`}))`.execute(db);
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
