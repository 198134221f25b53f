import { expect } from 'vitest';
import { saveCompletedStep } from '../test-support/saved-step';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient, TestResponse } from '../test-support/test-client';
import { signaturePng } from '../plan-documents/pdf-test-kit';

/** What the beneficiary cases need of the ownership suite's world. */
export interface BeneficiaryWorld {
  app: TestApp;
  alice: TestClient;
  bob: TestClient;
}

/** Alice's designation waiting for consent, as she sees it. */
async function aliceDesignationId(alice: TestClient): Promise<string> {
  const id = (await alice.get('/beneficiaries')).body.awaiting_consent?.id;
  expect(id).toEqual(expect.any(String));
  return id as string;
}

/** The first path segment of the beneficiary routes the suite guards. */
export const BENEFICIARY_GUARDED = ['beneficiaries'] as const;

const CHILD = { group: 'primary', name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: 100 };

/** Saves married personal details for `client` (a married participant's designation may wait for consent). */
async function marry(app: TestApp, client: TestClient): Promise<void> {
  const married = { first_name: 'Wed', last_name: 'Owner', married: true };
  await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', married, app.clock());
}

/** Gives Alice a designation waiting for her spouse's consent. */
export async function aliceDesignation(app: TestApp, alice: TestClient): Promise<void> {
  await marry(app, alice);
  const made = await alice.post('/beneficiaries', { beneficiaries: [CHILD] });
  expect(made.body.status).toBe('awaiting_consent');
}

/** Alice's beneficiary state, compared before and after each of Bob's attempts. */
export async function aliceBeneficiaryState(alice: TestClient): Promise<unknown> {
  return (await alice.get('/beneficiaries')).body;
}

const expectNotFound = (r: TestResponse): void => {
  expect(r.status).toBe(404);
  expect(r.body.error).toBe('not_found');
};

/** One case per beneficiary operation: Bob tries it on Alice's designation. */
export const BENEFICIARY_OWNERSHIP_CASES: Record<string, (w: BeneficiaryWorld) => Promise<void>> = {
  getBeneficiaries: async ({ alice, bob }) => {
    const mine = (await bob.get('/beneficiaries')).body as { history: Array<{ id: string }> };
    expect(mine.history.map((d) => d.id)).not.toContain(await aliceDesignationId(alice));
  },
  designateBeneficiaries: async ({ app, bob }) => {
    // Bob is married for this call only, so his designation waits for consent and files nothing (the suite counts the
    // stored files), and his other cases keep an unmarried Bob.
    await marry(app, bob);
    const r = await bob.post('/beneficiaries', { beneficiaries: [CHILD], user_id: 'alice' });
    await app.database.db
      .deleteFrom('step_data')
      .where('user_id', '=', bob.userId as string)
      .where('flow', '=', 'checkout')
      .where('step_key', '=', 'personalDetails')
      .execute();
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('awaiting_consent');
  },
  consentToBeneficiaries: async ({ alice, bob }) =>
    expectNotFound(
      await bob.post(`/beneficiaries/${await aliceDesignationId(alice)}/consent`, {
        spouse_name: 'Mallory',
        spouse_signature: signaturePng(),
      }),
    ),
};
