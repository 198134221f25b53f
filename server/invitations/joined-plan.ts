import type { Kysely } from 'kysely';
import { isFilled } from '@/domain/shared/field-values';
import { openedCheckoutStep } from '../shared/saved-step';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { einOf } from '../plan-documents/plan-document-data';
import { planNumberOf } from '@/domain/plan-takeover/plan-origin';

/** The plan a participant joins, as the invitation, the join page and the joinder name it. */
export interface JoinedPlan {
  owner_id: string;
  owner_name: string;
  plan_name: string;
  plan_number: string;
  /** NN-NNNNNNN: the plan's EIN, else the employer's. */
  plan_ein: string;
}

const text = (v: unknown): string => (isFilled(v) ? v.trim() : '');

/** The owner's plan from their saved checkout (plan details, employer EIN), or undefined when no plan is named yet. */
export async function ownersPlan(db: Kysely<DB>, cipher: FieldCipher, ownerId: string): Promise<JoinedPlan | undefined> {
  const progress = await db
    .selectFrom('flow_progress')
    .select('variant')
    .where('user_id', '=', ownerId)
    .where('flow', '=', 'checkout')
    .executeTakeFirst();
  if (progress?.variant === 'participant') return undefined;
  const plan = await openedCheckoutStep(db, cipher, ownerId, 'planDetails');
  if (text(plan.plan_name) === '') return undefined;
  const employer = await openedCheckoutStep(db, cipher, ownerId, 'employerDetails');
  const personal = await openedCheckoutStep(db, cipher, ownerId, 'personalDetails');
  const user = await db.selectFrom('users').select(['name', 'user_email']).where('id', '=', ownerId).executeTakeFirst();
  const ownerName = [text(personal.first_name), text(personal.last_name)].filter((p) => p !== '').join(' ');
  return {
    owner_id: ownerId,
    owner_name: ownerName || text(user?.name) || text(user?.user_email),
    plan_name: text(plan.plan_name),
    plan_number: planNumberOf(plan),
    plan_ein: einOf(plan.plan_ein, plan.plan_ein_number) || einOf(employer.employer_ein, employer.employer_ein_number),
  };
}

/** The owner id of the plan `participantId` joined (their accepted invitation), or undefined. */
export async function membershipOwner(db: Kysely<DB>, participantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('invitations')
    .select('owner_id')
    .where('participant_id', '=', participantId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row?.owner_id;
}

/** The plan `participantId` joined, or undefined when they accepted no invitation (or the owner's plan is gone). */
export async function joinedPlan(db: Kysely<DB>, cipher: FieldCipher, participantId: string): Promise<JoinedPlan | undefined> {
  const owner = await membershipOwner(db, participantId);
  return owner === undefined ? undefined : ownersPlan(db, cipher, owner);
}
