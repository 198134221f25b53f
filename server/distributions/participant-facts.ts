import type { Kysely } from 'kysely';
import { maskLastFour } from '@/domain/bank/account-mask';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import { isEligibleRolloverKind } from '@/domain/distributions/withholding';
import type { ParticipantFacts } from '@/domain/distributions/distribution-request';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import { isFlagSet } from '@/domain/shared/field-values';
import { savedCheckoutStep } from '../shared/saved-step';
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
 * The user's eligible rollover distributions requested, approved or paid in the calendar year of `now` (cents; rejected
 * and withdrawn ones are not), for the $200 withholding rule (Treas. Reg. 31.3405(c)-1 Q&A-14, decision 0285).
 */
export async function eligibleRolloverCentsInYear(db: Kysely<DB>, userId: string, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const rows = await db
    .selectFrom('distributions')
    .select(['kind', 'amount_cents'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'rejected')
    .where('created_at', '>=', new Date(Date.UTC(year, 0, 1)))
    .where('created_at', '<', new Date(Date.UTC(year + 1, 0, 1)))
    .execute();
  return rows.filter((r) => isEligibleRolloverKind(r.kind)).reduce((sum, r) => sum + Number(r.amount_cents ?? 0), 0);
}

/**
 * What the distribution rules need (decision 0221): DOB and marriage from the personal details step, the plan's
 * settings from its details (the owner's plan details for a participant who joined a plan), and whether the bank
 * onboarding connected and verified the payout account.
 */
export async function participantFacts(db: Kysely<DB>, userId: string, now: Date): Promise<ParticipantFacts> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const [personal, plan, account, rollovers] = await Promise.all([
    savedCheckoutStep(db, userId, 'personalDetails'),
    savedCheckoutStep(db, owner, 'planDetails'),
    payoutAccount(db, userId),
    eligibleRolloverCentsInYear(db, userId, now),
  ]);
  const dob = parseIsoDate(personal?.DOB);
  return {
    dob: dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
    married: isFlagSet(personal?.married),
    now,
    plan: planDistributionRulesOf(plan),
    bankAccountConnected: account !== undefined,
    eligibleRolloverCentsThisYear: rollovers,
  };
}
