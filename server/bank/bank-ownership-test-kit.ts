import { expect } from 'vitest';
import { ID_PHOTO_MESSAGES } from '@/domain/bank/bank-documents';
import { LocalBlobStore } from '../blob/local-blob-store';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { bankDetails, depositsFromOutbox, fillAndSubmit, IDENTITY } from './bank-test-kit';

/** What the bank cases need of the ownership suite's world: the app, Alice, Bob and Alice's bank objects. */
export interface BankWorld {
  app: TestApp;
  alice: TestClient;
  bob: TestClient;
  a: { bankFront: string; bankBack: string };
}

/** The first path segments of the bank application's routes (and the identity-verification call) the suite guards. */
export const BANK_GUARDED = ['bank-application', 'lexisnexis'] as const;

/** The primary account Alice connects (Bob tries the same numbers). */
export const BANK_CONNECT = {
  routing_number: '021000021',
  account_number: '123456789',
  account_number_confirm: '123456789',
  account_type: 'checking',
};

/**
 * Gives Alice an approved bank application with a connected, verified primary account; answers her ID photo ids. Her
 * state is then final, so no review timer changes it while Bob tries every call.
 */
export async function aliceBank(app: TestApp, alice: TestClient, email: string): Promise<BankWorld['a']> {
  expect((await fillAndSubmit(alice, app.today())).body.status).toBe('in_review');
  expect((await alice.post('/bank-application/review/complete')).body.status).toBe('approved');
  expect((await alice.put('/bank-application/connection', BANK_CONNECT)).status).toBe(200);
  const [deposit_1, deposit_2] = depositsFromOutbox(app, email);
  expect((await alice.post('/bank-application/connection/verify', { deposit_1, deposit_2 })).body.outcome).toBe('verified');
  const documents = (await alice.get('/bank-application/status')).body.documents as Array<{ id: string; kind: string }>;
  const id = (kind: string): string => documents.find((d) => d.kind === kind)?.id ?? '';
  return { bankFront: id('id_front'), bankBack: id('id_back') };
}

/** Alice's bank application as she sees it. */
export async function aliceBankState(alice: TestClient): Promise<unknown> {
  const status = (await alice.get('/bank-application/status')).body;
  const flow = (await alice.get('/bank-application')).body;
  const verification = (await alice.get('/lexisnexis/update-status', { query: { uid: alice.userId as string } })).body;
  return {
    status: status.status,
    current: status.current_step,
    documents: status.documents,
    connection: status.connection,
    steps: flow.steps,
    verification: { score: verification.score, status: verification.status },
  };
}

/** One case per bank operation: Bob calls it and gets only his own (empty) application, or a refusal. */
export const BANK_OWNERSHIP_CASES: Record<string, (w: BankWorld) => Promise<void>> = {
  getBankApplication: async ({ bob }) => expect((await bob.get('/bank-application')).body.steps).toEqual({}),
  putBankApplicationProgress: async ({ bob }) =>
    expect((await bob.put('/bank-application/progress', { current_step: 'fillApplication' })).body.steps).toEqual({}),
  getBankChooseAccount: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/chooseAccount')).body.values).toEqual({}),
  putBankChooseAccount: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/chooseAccount', { bank_id: 2 })).status).toBe(200),
  getBankFillApplication: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/fillApplication')).body.values).toEqual({}),
  putBankFillApplication: async ({ app, bob }) =>
    expect((await bob.put('/bank-application/steps/fillApplication', bankDetails(app.today()))).status).toBe(200),
  getBankIdentityDetails: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/identityDetails')).body.values).toEqual({}),
  putBankIdentityDetails: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/identityDetails', IDENTITY)).status).toBe(200),
  getBankConnectBank: async ({ bob }) => expect((await bob.get('/bank-application/steps/ConnectBank')).body.values).toEqual({}),
  putBankConnectBank: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/ConnectBank', { institution_name: 'x' })).status).toBe(409),
  getBankApplicationStatus: async ({ bob }) =>
    expect((await bob.get('/bank-application/status')).body).toMatchObject({ status: 'draft', documents: [], connection: null }),
  submitBankApplication: async ({ app, bob, a }) => {
    // Bob names Alice's ID photos in his own identity step: they are not his, so the step is not saved (decision 0294)
    // and his application cannot be sent.
    await bob.put('/bank-application/steps/chooseAccount', { bank_id: 1, account_type: '401(k) trust checking account' });
    await bob.put('/bank-application/steps/fillApplication', bankDetails(app.today()));
    const step = await bob.put('/bank-application/steps/identityDetails', {
      ...IDENTITY,
      id_photo_picture: a.bankFront,
      id_photo_picture2: a.bankBack,
    });
    expect([step.status, step.body.fields]).toEqual([
      400,
      {
        id_photo_picture: ['Upload a photo of the front of your ID'],
        id_photo_picture2: ['Upload a photo of the back of your ID'],
      },
    ]);
    expect(JSON.stringify((await bob.get('/bank-application/steps/identityDetails')).body.values)).not.toContain(a.bankFront);
    const r = await bob.post('/bank-application/submit');
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      id_photo_picture: [ID_PHOTO_MESSAGES.id_photo_picture],
      id_photo_picture2: [ID_PHOTO_MESSAGES.id_photo_picture2],
    });
  },
  uploadBankDocument: async ({ app, bob }) => {
    const r = await uploadFile(bob, '/bank-application/documents', { bytes: pdfBytes(), name: 'b.pdf' }, { kind: 'second_id' });
    expect(r.status).toBe(201);
    expect((await bob.get('/bank-application/status')).body.documents.map((d: { id: string }) => d.id)).toContain(r.body.id);
    // Bob's own upload is cleared again, so the suite's count of stored files stays Alice's.
    const row = await app.database.db
      .deleteFrom('bank_documents')
      .where('id', '=', r.body.id)
      .returning('blob_key')
      .executeTakeFirst();
    await (await LocalBlobStore.open({ dataDir: app.config.dataDir })).remove(row?.blob_key as string);
  },
  submitBankStepUp: async ({ bob }) => expect((await bob.post('/bank-application/step-up')).status).toBe(409),
  completeBankReview: async ({ bob }) => expect((await bob.post('/bank-application/review/complete')).status).toBe(409),
  connectBankAccount: async ({ bob }) => expect((await bob.put('/bank-application/connection', BANK_CONNECT)).status).toBe(409),
  verifyBankDeposits: async ({ bob }) =>
    expect((await bob.post('/bank-application/connection/verify', { deposit_1: '0.12', deposit_2: '0.34' })).status).toBe(409),
  getIdentityVerificationStatus: async ({ alice, bob }) => {
    expect((await bob.get('/lexisnexis/update-status', { query: { uid: alice.userId as string } })).status).toBe(403);
    const own = (await bob.get('/lexisnexis/update-status', { query: { uid: bob.userId as string } })).body;
    expect(own.uid).toBe(bob.userId);
    expect(own.application_status).toBe('draft');
  },
};
