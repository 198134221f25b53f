import type { Kysely } from 'kysely';
import { type PlanYearEnd, planYearEndOf } from '@/domain/contributions/plan-year';
import type { DB } from '../db/schema';

/** The saved values of one checkout step of the user (empty when none). */
export async function checkoutStep(db: Kysely<DB>, userId: string, stepKey: string): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('step_data')
    .select('values')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .where('step_key', '=', stepKey)
    .executeTakeFirst();
  const values = row?.values;
  return values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
}

/** The user's plan year end: the employer's tax year end from the employer details (December 31 when not saved). */
export async function planYearEndFor(db: Kysely<DB>, userId: string): Promise<PlanYearEnd> {
  const employer = await checkoutStep(db, userId, 'employerDetails');
  return planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date);
}
