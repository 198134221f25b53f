import type { Kysely } from 'kysely';
import { ROTH_EMPLOYER_ELECTION } from '@/domain/contributions/roth-employer';
import { isFlagSet } from '@/domain/shared/field-values';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/**
 * Whether the plan `userId` saves in allows Roth employer contributions (decision 0332): the plan step's election of
 * the plan's owner, that is the owner of the plan a participant joined, else the user's own plan.
 */
export async function rothEmployerAllowed(db: Kysely<DB>, userId: string): Promise<boolean> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const row = await db
    .selectFrom('step_data')
    .select('values')
    .where('user_id', '=', owner)
    .where('flow', '=', 'checkout')
    .where('step_key', '=', 'planDetails')
    .executeTakeFirst();
  return isFlagSet((row?.values as Record<string, unknown> | undefined)?.[ROTH_EMPLOYER_ELECTION]);
}
