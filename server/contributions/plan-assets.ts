import type { Kysely } from 'kysely';
import { planValueOn } from '@/domain/assets/plan-value';
import { type PlanAssets, planAssetsOn } from '@/domain/contributions/form-5500-ez-assets';
import { type CalendarDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { valuedAssets } from '../assets/valued-assets';
import type { DB } from '../db/schema';
import { ledgerOf } from '../loans/loan-view';

/**
 * The participants of `ownerId`'s plan on a day (`YYYY-MM-DD`): the owner, then everyone whose invitation to the plan
 * they had accepted by that day (a spouse, a partner; decision 0240).
 */
export async function planParticipantsOn(db: Kysely<DB>, ownerId: string, isoDate: string): Promise<string[]> {
  const joined = await db
    .selectFrom('invitations')
    .select(['participant_id', 'accepted_at'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'accepted')
    .orderBy('accepted_at')
    .execute();
  const dayOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
  const ids = joined
    .filter((j) => j.participant_id !== null && j.accepted_at !== null && dayOf(j.accepted_at) <= isoDate)
    .map((j) => j.participant_id as string);
  return [ownerId, ...ids.filter((id) => id !== ownerId)];
}

/**
 * The total assets of `ownerId`'s plan on a day (decision 0275): every participant's account (their assets' values on
 * the day) and their participant loans outstanding, by the domain's `planAssetsOn`. Loans awaiting signature were never
 * paid out and count nothing.
 */
export async function planAssetsOnDay(db: Kysely<DB>, ownerId: string, isoDate: string): Promise<PlanAssets> {
  const participants = await planParticipantsOn(db, ownerId, isoDate);
  const [accounts, loanRows, repaymentRows] = await Promise.all([
    Promise.all(participants.map(async (id) => planValueOn([...(await valuedAssets(db, id)).values()], isoDate))),
    // A loan offset on separation is no longer an asset of the plan (decision 0301).
    db
      .selectFrom('loans')
      .selectAll()
      .where('user_id', 'in', participants)
      .where('status', 'not in', ['pending_signature', 'offset'])
      .execute(),
    db.selectFrom('loan_repayments').selectAll().where('user_id', 'in', participants).execute(),
  ]);
  const loans = loanRows.map((row) =>
    ledgerOf(
      row,
      repaymentRows.filter((r) => r.loan_id === row.id),
    ),
  );
  return planAssetsOn({ accountsCents: accounts, loans, on: parseIsoDate(isoDate) as CalendarDate });
}
