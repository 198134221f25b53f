import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { saveCompletedStep } from '../test-support/saved-step';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

/** Writes a checkout step of `client` straight to the database (complete), as a finished step would be saved. */
export async function setCheckoutStep(
  t: TestApp,
  client: TestClient,
  stepKey: string,
  values: Record<string, unknown>,
  at: Date = t.clock(),
): Promise<void> {
  await saveCompletedStep(t.database.db, client.userId as string, stepKey, values, at, { replace: true });
}

/** Gives `owner` a named plan (the fixtures' owner steps: "Quinn Consulting Solo 401(k) Plan" or as given). */
export async function giveOwnerAPlan(t: TestApp, owner: TestClient, planName?: string): Promise<void> {
  const steps = ownerSteps();
  await setCheckoutStep(t, owner, 'personalDetails', steps.personalDetails);
  await setCheckoutStep(t, owner, 'employerDetails', steps.employerDetails);
  await setCheckoutStep(t, owner, 'planDetails', { ...steps.planDetails, ...(planName ? { plan_name: planName } : {}) });
}

/** The token of the newest invitation link sent to `email`. */
export function invitationToken(t: TestApp, email: string): string {
  const message = t.outbox
    .list()
    .filter((m) => m.to === email.toLowerCase() && m.link.includes('/join?invitation='))
    .at(-1);
  if (message === undefined) throw new Error(`no invitation for ${email} in the outbox`);
  return new URL(message.link).searchParams.get('invitation') as string;
}

/** Completes a participant's checkout steps (personal, identity, signer) as the join route expects. */
export async function completeParticipantCheckout(t: TestApp, participant: TestClient, firstName = 'Jordan'): Promise<void> {
  const personal = { ...ownerSteps().personalDetails, first_name: firstName, married: false, ssn_number: '123-45-6780' };
  await setCheckoutStep(t, participant, 'personalDetails', personal);
  await setCheckoutStep(t, participant, 'identityDetails', { id_type: 'drivers_license' });
  await setCheckoutStep(t, participant, 'signerDetails', {
    participant_signer_first_name: firstName,
    participant_signer_last_name: 'Quinn',
    participant_signer_title: 'Participant',
    participant_signature: signaturePng(),
    participant_sign_date: '2026-11-21',
  });
}
