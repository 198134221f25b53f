import { bankApplicationFixture } from '@/domain/bank/bank-application-fixtures';
import { pdfBytes, pngBytes, pngDataUrl, uploadFile } from '../library/upload-test-kit';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient, TestResponse } from '../test-support/test-client';

/**
 * A valid onboarding bank application (fillApplication step), signed on `today`: the test app's today (`TestApp.today()`),
 * never the machine's, since the server checks the date against the clock it runs on.
 */
export function bankDetails(today: string): Record<string, unknown> {
  return bankApplicationFixture(today, pngDataUrl());
}

/** Valid identity details (the expiry is years ahead of any test clock). */
export const IDENTITY = { id_type: 'driversLicense', id_number: 'D1234567', id_state: 'TX', id_expiry_date: '2035-01-31' };

/** Uploads a document of `kind` (PNG by default) and answers its id. */
export async function uploadKind(client: TestClient, kind: string, bytes: Uint8Array = pngBytes(400)): Promise<string> {
  const r = await uploadFile(client, '/bank-application/documents', { bytes, name: `${kind}.png`, type: 'image/png' }, { kind });
  if (r.status !== 201) throw new Error(`upload ${kind} answered ${r.status} ${r.text}`);
  return r.body.id as string;
}

/**
 * Adopts the plan, fills the three editing steps (with both ID photos), signed on `today` (the app's), and submits;
 * answers the submit response.
 */
export async function fillAndSubmit(client: TestClient, today: string): Promise<TestResponse> {
  await adoptPlan(client, today);
  await ok(client.put('/bank-application/steps/chooseAccount', { bank_id: 1, account_type: '401(k) trust checking account' }));
  await ok(client.put('/bank-application/steps/fillApplication', bankDetails(today)));
  const front = await uploadKind(client, 'id_front');
  const back = await uploadKind(client, 'id_back');
  await ok(
    client.put('/bank-application/steps/identityDetails', { ...IDENTITY, id_photo_picture: front, id_photo_picture2: back }),
  );
  return client.post('/bank-application/submit');
}

/** Uploads the step-up documents. */
export async function uploadStepUp(client: TestClient): Promise<void> {
  await uploadKind(client, 'proof_of_address', pdfBytes());
  await uploadKind(client, 'second_id');
}

/** The two amounts of the newest micro-deposit message to `email`, as typed dollars ("0.12"). */
export function depositsFromOutbox(t: TestApp, email: string): [string, string] {
  const message = t.outbox
    .list()
    .filter((m) => m.to === email && m.subject.startsWith('Two deposits'))
    .at(-1);
  const amounts = [...(message?.subject ?? '').matchAll(/\$(0\.\d\d)/g)].map((m) => m[1]);
  if (amounts.length !== 2) throw new Error(`no deposit message for ${email}`);
  return [amounts[0], amounts[1]];
}

async function ok(p: Promise<{ status: number; text: string }>): Promise<void> {
  const r = await p;
  if (r.status !== 200) throw new Error(`answered ${r.status}: ${r.text}`);
}

/** A signed adoption of the plan (the checkout's Plan Details step), the order the bank application needs (decision 0313). */
export function adoptedPlan(today: string): Record<string, unknown> {
  return {
    plan_name: 'Lovelace Solo 401(k) Plan',
    plan_ein: '98-7654321',
    plan_establish_date: `${Number(today.slice(0, 4)) - 1}-01-01`,
    loan_interest_rate: '5',
    contribution_types: [{ name: 'Profit Sharing', enabled: true, percent: '10', amount: '0' }],
    plan_signature: pngDataUrl(),
    plan_signer_first_name: 'Ada',
    plan_signer_last_name: 'Lovelace',
    plan_signer_title: 'Owner',
    plan_sign_date: today,
  };
}

/** Adopts the plan of `client` (a plan owner), signed on `today`. */
export async function adoptPlan(client: TestClient, today: string): Promise<void> {
  await ok(client.put('/checkout/steps/planDetails', adoptedPlan(today)));
}
