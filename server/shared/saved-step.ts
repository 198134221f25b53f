import type { Kysely } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { openValues } from '../checkout/sealed-fields';

/**
 * The saved values of one checkout step of the user as stored (sealed numbers stay sealed), or undefined when the
 * step was never saved. Areas that read the plan, the employer or the person from the checkout use this one query.
 */
export async function savedCheckoutStep(
  db: Kysely<DB>,
  userId: string,
  stepKey: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('step_data')
    .select('values')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .where('step_key', '=', stepKey)
    .executeTakeFirst();
  const values = row?.values;
  return values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : undefined;
}

/** The saved values of one checkout step with its sealed numbers opened; empty when the step was never saved. */
export async function openedCheckoutStep(
  db: Kysely<DB>,
  cipher: FieldCipher,
  userId: string,
  stepKey: string,
): Promise<Record<string, unknown>> {
  return openValues((await savedCheckoutStep(db, userId, stepKey)) ?? {}, cipher);
}
