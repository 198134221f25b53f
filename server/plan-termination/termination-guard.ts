import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/**
 * The termination date of the plan `userId` belongs to (their own, or the plan they joined), or undefined while the
 * plan has no termination resolution (decision 0339). Read over `db`: a transaction's own when called inside one.
 */
export async function planTerminationDate(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const row = await db.selectFrom('plan_terminations').select('termination_date').where('user_id', '=', owner).executeTakeFirst();
  return row?.termination_date;
}
