import { CHECKOUT_INCOMPLETE_MESSAGE } from '@/domain/invitations/invitation-messages';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { jsonb } from '../db/jsonb';
import type { Principal } from '../http/principal';
import { conflictError } from '../shared/service-errors';
import { filePlanDocumentsAfterPayment } from '../plan-documents/file-after-payment';
import { type InvitationService, JOINDER_PURCHASE } from './invitation-service';
import type { JoinedPlan } from './joined-plan';

export { CHECKOUT_INCOMPLETE_MESSAGE };

/** Steps a participant completes before joining. */
const REQUIRED_STEPS = ['personalDetails', 'identityDetails', 'signerDetails'];

/**
 * Joins the participant to the plan (decision 0240): no fee, so a paid invoice of total 0 for the purchase
 * 'participant_joinder' is recorded once, and the joinder (naming the plan, its number and EIN) is filed in the library
 * as the plan documents of a paid checkout are. Idempotent.
 */
export async function joinPlan(
  deps: AppDeps,
  invitations: InvitationService,
  principal: Principal,
): Promise<JoinedPlan & { invoice_id: string }> {
  const userId = principal.userId;
  const plan = await invitations.membership(userId);
  const progress = await deps.db
    .selectFrom('flow_progress')
    .select('variant')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .executeTakeFirst();
  const done = await deps.db
    .selectFrom('step_data')
    .select('step_key')
    .where('user_id', '=', userId)
    .where('flow', '=', 'checkout')
    .where('complete', '=', true)
    .where('step_key', 'in', REQUIRED_STEPS)
    .execute();
  if (progress?.variant !== 'participant' || done.length < REQUIRED_STEPS.length)
    throw conflictError('checkout_incomplete', CHECKOUT_INCOMPLETE_MESSAGE);
  const invoiceId = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`joinder:${userId}`}, 0))`.execute(trx);
    const paid = await trx
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', userId)
      .where('purchase', '=', JOINDER_PURCHASE)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (paid !== undefined) return paid.id;
    const now = deps.clock();
    const id = crypto.randomUUID();
    await trx
      .insertInto('invoices')
      .values({
        id,
        user_id: userId,
        lines: jsonb([]),
        total_cents: 0,
        currency: 'usd',
        terms: 'No fee',
        issued_at: now,
        due_at: now,
        status: 'paid',
        paid_at: now,
        purchase: JOINDER_PURCHASE,
      })
      .execute();
    return id;
  });
  await filePlanDocumentsAfterPayment(deps, principal, invoiceId);
  return { ...plan, invoice_id: invoiceId };
}
