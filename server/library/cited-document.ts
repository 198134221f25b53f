import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';

/** The message beside `document_id` when a request cites a document that is not the user's or was removed. */
export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * Locks the user's document that a request cites (a valuation, a hardship's supporting document) for the rest of `trx`, so
 * it cannot be removed while the citing row is written; a document of someone else, a missing one or one in "Recently
 * removed" (decision 0150) is a 400 on `document_id`.
 */
export async function lockCitedDocument(trx: Transaction<DB>, userId: string, documentId: string): Promise<void> {
  const doc = await trx
    .selectFrom('documents')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', documentId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!doc) throw new ValidationError({ document_id: [DOCUMENT_NOT_FOUND] });
}
