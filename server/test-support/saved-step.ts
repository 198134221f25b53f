import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How a saved step treats an earlier save of the same step and user. */
export interface SaveStepOptions {
  /** Overwrite an earlier save's values (the step stays complete, its first time kept) instead of failing on it. */
  replace?: boolean;
}

/**
 * Stores a completed checkout step for `userId` straight in the database, as a test's given: `values` are stored as
 * given, so personal numbers in them stay unsealed. One call per step and user, unless `replace` is set.
 */
export async function saveCompletedStep(
  db: Kysely<DB>,
  userId: string,
  stepKey: string,
  values: Record<string, unknown>,
  updatedAt: Date,
  options: SaveStepOptions = {},
): Promise<void> {
  const json = JSON.stringify(values) as unknown as Record<string, unknown>;
  const insert = db.insertInto('step_data').values({
    user_id: userId,
    flow: 'checkout',
    step_key: stepKey,
    values: json,
    complete: true,
    updated_at: updatedAt,
  });
  await (options.replace
    ? insert.onConflict((oc) => oc.columns(['user_id', 'flow', 'step_key']).doUpdateSet({ values: json, complete: true }))
    : insert
  ).execute();
}
