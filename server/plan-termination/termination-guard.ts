import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/**
 * The termination date of the plan `userId` belongs to (their own, or the plan they joined), or undefined while the
 * plan has no termination resolution (decision 0339). Read over `db`: a transaction's own when called inside one.
 */
export async function planTerminationDate(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  return ownersTerminationDate(db, (await membershipOwner(db, userId)) ?? userId);
}

/** The termination date of the plan owned by `ownerId`, when its resolution is adopted. */
export async function ownersTerminationDate(db: Kysely<DB>, ownerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('plan_terminations')
    .select('termination_date')
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return row?.termination_date;
}
