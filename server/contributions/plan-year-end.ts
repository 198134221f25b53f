import type { Kysely } from 'kysely';
import { type PlanYearEnd, planYearEndOf } from '@/domain/contributions/plan-year';
import { savedCheckoutStep } from '../shared/saved-step';
import type { DB } from '../db/schema';

/** The user's plan year end: the employer's tax year end from the employer details (December 31 when not saved). */
export async function planYearEndFor(db: Kysely<DB>, userId: string): Promise<PlanYearEnd> {
  const employer = (await savedCheckoutStep(db, userId, 'employerDetails')) ?? {};
  return planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date);
}
