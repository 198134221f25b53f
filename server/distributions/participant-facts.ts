import type { Kysely } from 'kysely';
import type { ParticipantFacts } from '@/domain/distributions/distribution-request';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import { isFlagSet } from '@/domain/shared/field-values';
import type { DB } from '../db/schema';

/** What the distribution rules need of the participant, read from the personal details step (DOB, married). */
export async function participantFacts(db: Kysely<DB>, userId: string, now: Date): Promise<ParticipantFacts> {
  const row = await db
    .selectFrom('step_data')
    .select('values')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .where('step_key', '=', 'personalDetails')
    .executeTakeFirst();
  const values = (row?.values ?? {}) as Record<string, unknown>;
  const dob = parseIsoDate(values.DOB);
  return {
    dob: dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
    married: isFlagSet(values.married),
    now,
  };
}
