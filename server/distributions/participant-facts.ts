import type { Kysely } from 'kysely';
import { maskLastFour } from '@/domain/bank/account-mask';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import type { ParticipantFacts } from '@/domain/distributions/distribution-request';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import { isFlagSet } from '@/domain/shared/field-values';
import { savedCheckoutStep } from '../checkout/saved-step';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/** The connected, verified bank account a bank payout goes to (masked), or undefined. */
export async function payoutAccount(
  db: Kysely<DB>,
  userId: string,
): Promise<{ account_number: string; bank_name: string | null } | undefined> {
  const row = await db
    .selectFrom('bank_connections')
    .select(['account_last4', 'bank_name', 'verified_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.verified_at ? { account_number: maskLastFour(row.account_last4), bank_name: row.bank_name } : undefined;
}

/**
 * What the distribution rules need (decision 0221): DOB and marriage from the personal details step, the plan's
 * settings from its details (the owner's plan details for a participant who joined a plan), and whether the bank
 * onboarding connected and verified the payout account.
 */
export async function participantFacts(db: Kysely<DB>, userId: string, now: Date): Promise<ParticipantFacts> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const [personal, plan, account] = await Promise.all([
    savedCheckoutStep(db, userId, 'personalDetails'),
    savedCheckoutStep(db, owner, 'planDetails'),
    payoutAccount(db, userId),
  ]);
  const dob = parseIsoDate(personal?.DOB);
  return {
    dob: dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
    married: isFlagSet(personal?.married),
    now,
    plan: planDistributionRulesOf(plan),
    bankAccountConnected: account !== undefined,
  };
}
