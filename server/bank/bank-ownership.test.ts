import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { BANK_DETAILS, fillAndSubmit, IDENTITY } from './bank-test-kit';

const legs = await databaseLegs();

/** Every contract operation of the bank application: a new one without a case below fails the suite. */
function bankOperations(): string[] {
  return [...loadContract().operations.values()]
    .filter((op) => op.path.split('/')[1] === 'bank-application')
    .map((op) => op.operationId)
    .sort();
}

interface World {
  alice: TestClient;
  bob: TestClient;
}

const CONNECT = {
  routing_number: '021000021',
  account_number: '123456789',
  account_number_confirm: '123456789',
  account_type: 'checking',
};

/** One case per operation: Bob calls it and must get only his own (empty) application, or a refusal. */
const cases: Record<string, (w: World) => Promise<void>> = {
  getBankApplication: async ({ bob }) => expect((await bob.get('/bank-application')).body.steps).toEqual({}),
  putBankApplicationProgress: async ({ bob }) =>
    expect((await bob.put('/bank-application/progress', { current_step: 'fillApplication' })).body.steps).toEqual({}),
  getBankChooseAccount: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/chooseAccount')).body.values).toEqual({}),
  putBankChooseAccount: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/chooseAccount', { bank_id: 2 })).status).toBe(200),
  getBankFillApplication: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/fillApplication')).body.values).toEqual({}),
  putBankFillApplication: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/fillApplication', BANK_DETAILS)).status).toBe(200),
  getBankIdentityDetails: async ({ bob }) =>
    expect((await bob.get('/bank-application/steps/identityDetails')).body.values).toEqual({}),
  putBankIdentityDetails: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/identityDetails', IDENTITY)).status).toBe(200),
  getBankConnectBank: async ({ bob }) => expect((await bob.get('/bank-application/steps/ConnectBank')).body.values).toEqual({}),
  putBankConnectBank: async ({ bob }) =>
    expect((await bob.put('/bank-application/steps/ConnectBank', { institution_name: 'x' })).status).toBe(409),
  getBankApplicationStatus: async ({ bob }) =>
    expect((await bob.get('/bank-application/status')).body).toMatchObject({ status: 'draft', documents: [], connection: null }),
  submitBankApplication: async ({ bob }) => expect((await bob.post('/bank-application/submit')).status).toBe(400),
  uploadBankDocument: async ({ bob }) => {
    const r = await uploadFile(bob, '/bank-application/documents', { bytes: pdfBytes(), name: 'b.pdf' }, { kind: 'second_id' });
    expect(r.status).toBe(201);
  },
  submitBankStepUp: async ({ bob }) => expect((await bob.post('/bank-application/step-up')).status).toBe(409),
  completeBankReview: async ({ bob }) => expect((await bob.post('/bank-application/review/complete')).status).toBe(409),
  connectBankAccount: async ({ bob }) => expect((await bob.put('/bank-application/connection', CONNECT)).status).toBe(409),
  verifyBankDeposits: async ({ bob }) =>
    expect((await bob.post('/bank-application/connection/verify', { deposit_1: '0.12', deposit_2: '0.34' })).status).toBe(409),
};

/** What Alice has: her application's status, documents and saved steps. */
async function aliceState({ alice }: World): Promise<unknown> {
  const status = (await alice.get('/bank-application/status')).body;
  const flow = (await alice.get('/bank-application')).body;
  return { status: status.status, documents: status.documents, steps: flow.steps, current: flow.current_step };
}

describe.each(legs)('bank application ownership on $name', (leg) => {
  let t: TestApp;
  const w = {} as World;

  beforeAll(async () => {
    // A clock that stands still: Alice's review never falls due while Bob tries every call.
    const frozen = new Date();
    t = await startTestApp({ database: await leg.open(), clock: () => new Date(frozen) });
    w.alice = await t.signIn('alice.bank@example.com');
    w.bob = await t.signIn('bob.bank@example.com');
    expect((await fillAndSubmit(w.alice)).body.status).toBe('in_review');
  });
  afterAll(async () => t.close());

  test('every bank application operation of the contract has an ownership case', () => {
    expect(Object.keys(cases).sort()).toEqual(bankOperations());
  });

  for (const operationId of Object.keys(cases)) {
    test(`${operationId}: Bob can neither see nor change Alice's application`, async () => {
      const before = await aliceState(w);
      await cases[operationId](w);
      expect(await aliceState(w)).toEqual(before);
    });
  }

  test("Bob cannot ask for Alice's identity verification", async () => {
    expect((await w.bob.get('/lexisnexis/update-status', { query: { uid: w.alice.userId! } })).status).toBe(403);
  });
});
