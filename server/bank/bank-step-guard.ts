import type { Kysely } from 'kysely';
import { mayEditStep, mayMoveTo, type BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { DB } from '../db/schema';
import { ID_PHOTO_MESSAGES } from '@/domain/bank/bank-documents';
import { conflict, ValidationError } from '../http/errors';

/**
 * The state machine's guard on the generic step routes of the bank flow: a client moves only between the editing
 * steps of a draft (never to In Progress or ConnectBank itself) and saves a step only while it may be edited.
 * 409 otherwise.
 */
export async function guardBankStep(db: Kysely<DB>, userId: string, action: 'save' | 'move', step: string): Promise<void> {
  const row = await db.selectFrom('bank_applications').select('status').where('user_id', '=', userId).executeTakeFirst();
  const status = (row?.status ?? 'draft') as BankApplicationStatus;
  const allowed = action === 'move' ? mayMoveTo(status, step) : mayEditStep(status, step);
  if (!allowed) {
    throw conflict(
      action === 'move'
        ? `The bank application cannot move to ${step} now`
        : `The ${step} step of the bank application cannot be changed now`,
    );
  }
}

/** The bank document kind each ID photo field names. */
const ID_PHOTO_KINDS = { id_photo_picture: 'id_front', id_photo_picture2: 'id_back' } as const;

/**
 * The identity step's ID photos must be the user's own uploads of the right kind (or an image the step carries itself):
 * a step that names another user's document id is refused with the field's message, and nothing is saved.
 */
export async function guardBankIdPhotos(db: Kysely<DB>, userId: string, body: Record<string, unknown>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, kind] of Object.entries(ID_PHOTO_KINDS) as [keyof typeof ID_PHOTO_KINDS, string][]) {
    const value = body[field];
    if (typeof value !== 'string' || value === '' || value.startsWith('data:image/')) continue;
    const own = await db
      .selectFrom('bank_documents')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', value)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (own === undefined) errors[field] = [ID_PHOTO_MESSAGES[field]];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
