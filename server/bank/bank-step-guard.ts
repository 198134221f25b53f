import type { Kysely } from 'kysely';
import { mayEditStep, mayMoveTo, type BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { DB } from '../db/schema';
import { conflict } from '../http/errors';

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
