import type { Kysely } from 'kysely';
import { ROTH_EMPLOYER_ELECTION, rothEmployerCentsOf } from '@/domain/contributions/roth-employer';
import { isFlagSet } from '@/domain/shared/field-values';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';
import { savedCheckoutStep } from '../shared/saved-step';

/**
 * Whether the plan `userId` saves in allows Roth employer contributions (decision 0332): the plan step's election of
 * the plan's owner, that is the owner of the plan a participant joined, else the user's own plan.
 */
export async function rothEmployerAllowed(db: Kysely<DB>, userId: string): Promise<boolean> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  return isFlagSet((await savedCheckoutStep(db, owner, 'planDetails'))?.[ROTH_EMPLOYER_ELECTION]);
}

/**
 * The Roth employer contributions `userId` deposited in calendar year `year` (cents): the participant's taxable income
 * of that year, on its Form 1099-R with code G (Notice 2024-2; decision 0332).
 */
export async function rothEmployerCents(db: Kysely<DB>, userId: string, year: number): Promise<number> {
  const rows = await db
    .selectFrom('contributions')
    .select(['source', 'amount_cents', 'deposit_date', 'roth'])
    .where('user_id', '=', userId)
    .where('roth', '=', true)
    .where('deposit_date', '>=', `${year}-01-01`)
    .where('deposit_date', '<=', `${year}-12-31`)
    .execute();
  return rothEmployerCentsOf(
    rows.map((r) => ({ source: r.source, roth: r.roth, amountCents: Number(r.amount_cents), depositDate: r.deposit_date })),
    year,
  );
}
