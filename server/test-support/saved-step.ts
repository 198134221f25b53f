import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Stores a completed checkout step for `userId` straight in the database, as a test's given (no personal numbers in
 * `values`: they would be stored unsealed). One call per step and user.
 */
export async function saveCompletedStep(
  db: Kysely<DB>,
  userId: string,
  stepKey: string,
  values: Record<string, unknown>,
  updatedAt: Date,
): Promise<void> {
  await db
    .insertInto('step_data')
    .values({
      user_id: userId,
      flow: 'checkout',
      step_key: stepKey,
      values: JSON.stringify(values) as unknown as Record<string, unknown>,
      complete: true,
      updated_at: updatedAt,
    })
    .execute();
}
