import type { Kysely } from 'kysely';
import { annualRateBasisPoints } from '@/domain/loans';
import { isFlagSet } from '@/domain/shared/field-values';
import { savedCheckoutStep } from '../shared/saved-step';
import { openValues } from '../checkout/sealed-fields';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';

/** What the plan says about loans: whether it allows them and at which rate. */
export interface PlanLoanTerms {
  allowed: boolean;
  rate_type: 'fixed' | 'primePlus';
  /** The plan's loan_interest_rate in percent (or the margin over prime). */
  plan_rate: number;
  prime_rate: number;
  /** The annual rate a new loan gets, in percent (two decimals). */
  annual_rate: number;
  annual_rate_bps: number;
}

/**
 * The loan terms of the plan the user is in: their own plan details, or for a participant the plan they joined by
 * invitation (decision 0240). A plan without details allows no loan; plan_loan defaults to true (spec section 3).
 */
export async function planLoanTerms(
  db: Kysely<DB>,
  cipher: FieldCipher,
  userId: string,
  primePercent: number,
): Promise<PlanLoanTerms> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const saved = await savedCheckoutStep(db, owner, 'planDetails');
  const plan = saved === undefined ? undefined : openValues(saved, cipher);
  const rate = Number(plan?.loan_interest_rate);
  const planRate = Number.isFinite(rate) && rate >= 0 ? rate : 0;
  const rateType = plan?.loan_interest_rate_type === 'primePlus' ? 'primePlus' : 'fixed';
  const bps = annualRateBasisPoints(planRate, rateType, primePercent);
  const allowed =
    plan !== undefined && (plan.plan_loan === undefined || isFlagSet(plan.plan_loan)) && Number.isFinite(rate) && rate >= 1;
  return {
    allowed,
    rate_type: rateType,
    plan_rate: planRate,
    prime_rate: primePercent,
    annual_rate: bps / 100,
    annual_rate_bps: bps,
  };
}
