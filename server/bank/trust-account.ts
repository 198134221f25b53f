import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { adoptionStep } from '@/domain/bank/plan-adoption';
import { bankOffers } from '@/domain/bank/bank-offers';
import { isFilled } from '@/domain/shared/field-values';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { joinedPlan } from '../invitations/joined-plan';
import { einOf } from '../plan-documents/plan-document-data';
import { openedCheckoutStep } from '../shared/saved-step';

/** The plan a trust account is opened for: adopted or not, its name and EIN (decision 0313). */
export interface PlanForTrust {
  adopted: boolean;
  planName: string;
  planEin: string | null;
}

const text = (v: unknown): string => (isFilled(v) ? v.trim() : '');

/**
 * Whether the user's plan is adopted: a plan owner's checkout Plan Details step complete (the adoption agreement
 * signed), a participant's Signer Details (the joinder); with the plan's name and EIN (the employer's when the plan has
 * none of its own).
 */
export async function planForTrust(db: Kysely<DB>, cipher: FieldCipher, userId: string): Promise<PlanForTrust> {
  const progress = await db
    .selectFrom('flow_progress')
    .select('variant')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .executeTakeFirst();
  const role = progress?.variant === 'participant' ? 'participant' : 'planOwner';
  const step = await db
    .selectFrom('step_data')
    .select('complete')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .where('step_key', '=', adoptionStep(role))
    .executeTakeFirst();
  const adopted = step?.complete === true;
  if (role === 'participant') {
    const joined = await joinedPlan(db, cipher, userId);
    return { adopted, planName: joined?.plan_name ?? '', planEin: joined?.plan_ein || null };
  }
  const plan = await openedCheckoutStep(db, cipher, userId, 'planDetails');
  const employer = await openedCheckoutStep(db, cipher, userId, 'employerDetails');
  const ein = einOf(plan.plan_ein, plan.plan_ein_number) || einOf(employer.employer_ein, employer.employer_ein_number);
  return { adopted, planName: text(plan.plan_name), planEin: ein || null };
}

/** The bank and account the application chose (Choose an Account), the first offer when none is saved. */
export function chosenOffer(chooseAccount: Record<string, unknown> | undefined): { bankName: string; accountType: string } {
  const offers = bankOffers([1, 2]);
  const offer = offers.find((o) => o.id === Number(chooseAccount?.bank_id)) ?? offers[0];
  return { bankName: offer.name, accountType: offer.accountType };
}

/**
 * The number the bank gives the new trust account. The local stand-in draws ten digits; a production bank adapter
 * answers the number its API assigned.
 */
export function newTrustAccountNumber(): string {
  return String(randomInt(1_000_000_000, 9_999_999_999));
}
