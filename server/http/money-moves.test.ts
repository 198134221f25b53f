import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan, setCheckoutStep } from '../invitations/invitation-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient, TestResponse } from '../test-support/test-client';
import { loadContract } from './contract';

/**
 * Money moves at most once (issue 26; decision 0295), generated from the contract: every operation marked
 * `x-money-move: true` gets 20 concurrent copies with one Idempotency-Key (it takes effect once, and every copy and a
 * later retry answer the first result) and 20 concurrent copies without a key (it takes effect as often as its rules
 * allow, never more). A new money operation in the contract fails the first test until it has a fixture here.
 */

const NOW = new Date('2026-11-23T10:00:00Z');
const COPIES = 20;

/** The operations the contract marks as money moves. */
const MONEY_MOVES = [...loadContract().operations.values()]
  .filter((o) => o.moneyMove)
  .map((o) => o.operationId)
  .sort();

/** One prepared money move: the request, how to count what it moved, and what the rules allow without a key. */
interface Prepared {
  client: TestClient;
  path: string;
  body: Record<string, unknown>;
  /** Another request body for the same path (the same key with it must be refused). */
  otherBody: Record<string, unknown>;
  /** How many money records the user has now. */
  count(): Promise<number>;
  /** How many of COPIES concurrent copies without a key take effect (the operation's rules). */
  withoutKey: number;
  /** The route keeps its own required key (the invoice payment): a copy in flight answers 409 instead of waiting. */
  ownKey?: boolean;
}

type Fixture = (app: TestApp, email: string) => Promise<Prepared>;

const separation = (amount: number): Record<string, unknown> => ({
  kind: 'separation',
  amount,
  sources: ['profit_sharing'],
  payment_method: 'check',
  withholding_percent: 20,
  spouse_consent: true,
});

const gold = (purchase_price: number, record_type: string): Record<string, unknown> => ({
  type: 'precious_metals',
  subtype: 'bullion',
  precious_metals_child_type: 'gold',
  custodian: 'Delaware Depository',
  record_type,
  purchase_price,
  related_party: false,
});

/** A signed-in owner with a plan and, when given, a deposit of `deposit` dollars of profit sharing (the plan's cash). */
async function owner(app: TestApp, email: string, deposit?: number): Promise<TestClient> {
  const client = await app.signIn(email);
  await giveOwnerAPlan(app, client);
  if (deposit !== undefined) {
    const made = await client.post('/contributions', {
      source: 'Profit Sharing',
      amount: deposit,
      deposit_date: '2026-11-02',
      tax_year: 2026,
    });
    expect(made.status).toBe(201);
  }
  return client;
}

async function rows(
  app: TestApp,
  table: 'contributions' | 'distributions' | 'loans' | 'assets' | 'rollovers' | 'roth_conversions',
  userId: string,
) {
  const found = await app.database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute();
  return found.length;
}

const LOAN = { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' };

const FIXTURES: Record<string, Fixture> = {
  async recordContribution(app, email) {
    const client = await owner(app, email);
    const body = { source: 'Deferral Pre-Tax', amount: 100, deposit_date: '2026-11-02', tax_year: 2026 };
    return {
      client,
      path: '/contributions',
      body,
      otherBody: { ...body, amount: 101 },
      count: () => rows(app, 'contributions', client.userId as string),
      // A deposit over a limit is recorded and warned about, never refused: every copy is a deposit.
      withoutKey: COPIES,
    };
  },
  async requestDistribution(app, email) {
    const client = await owner(app, email, 1500);
    return {
      client,
      path: '/distributions',
      body: separation(1000),
      otherBody: separation(999),
      count: () => rows(app, 'distributions', client.userId as string),
      // $1,000 of $1,500 fits once.
      withoutKey: 1,
    };
  },
  async recordDistributionRepayment(app, email) {
    const client = await owner(app, email, 1500);
    const made = await client.post('/distributions', {
      ...separation(400),
      kind: 'emergency_expense',
      withholding_percent: 10,
      self_certified: true,
    });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    // Paid (support's moves are tested in the distributions suites): the status and its history event, as they write them.
    await app.database.db.updateTable('distributions').set({ status: 'paid' }).where('id', '=', id).execute();
    await app.database.db
      .insertInto('distribution_events')
      .values({
        id: crypto.randomUUID(),
        user_id: client.userId as string,
        distribution_id: id,
        status: 'paid',
        reason: null,
        amount_cents: 40_000,
        agent_id: client.userId as string,
        at: NOW,
      })
      .execute();
    const count = async (): Promise<number> =>
      (await app.database.db.selectFrom('distribution_repayments').select('id').where('distribution_id', '=', id).execute())
        .length;
    return {
      client,
      path: `/distributions/${id}/repayments`,
      body: { amount_cents: 30_000 },
      otherBody: { amount_cents: 30_001 },
      count,
      // $300 of the $400 paid fits once.
      withoutKey: 1,
    };
  },
  async recordLoanRepayment(app, email) {
    const client = await owner(app, email);
    expect((await client.post('/assets', gold(60000, 'record'))).status).toBe(201);
    const loan = await client.post('/loans', LOAN);
    expect(loan.status).toBe(201);
    const id = loan.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
    const count = async (): Promise<number> =>
      (await app.database.db.selectFrom('loan_repayments').select('id').where('loan_id', '=', id).execute()).length;
    return {
      client,
      path: `/loans/${id}/repayments`,
      body: { amount: 6000, paid_on: '2026-11-23' },
      otherBody: { amount: 6001, paid_on: '2026-11-23' },
      count,
      // 60% of what is owed fits once.
      withoutKey: 1,
    };
  },
  async reverseLoanRepayment(app, email) {
    const client = await owner(app, email);
    expect((await client.post('/assets', gold(60000, 'record'))).status).toBe(201);
    const loan = await client.post('/loans', LOAN);
    expect(loan.status).toBe(201);
    const id = loan.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 1000, paid_on: '2026-11-23' });
    expect(paid.status).toBe(201);
    const repaymentId = paid.body.repayments[0].id as string;
    const count = async (): Promise<number> =>
      (
        await app.database.db
          .selectFrom('loan_repayments')
          .select('id')
          .where('loan_id', '=', id)
          .where('reversed_at', 'is not', null)
          .execute()
      ).length;
    return {
      client,
      path: `/loans/${id}/repayments/${repaymentId}/reversal`,
      body: { reason: 'Recorded twice' },
      otherBody: { reason: 'Wrong amount' },
      count,
      // A repayment is reversed once (decision 0308).
      withoutKey: 1,
    };
  },
  async offsetLoan(app, email) {
    const client = await owner(app, email);
    expect((await client.post('/assets', gold(60000, 'record'))).status).toBe(201);
    const loan = await client.post('/loans', LOAN);
    expect(loan.status).toBe(201);
    const id = loan.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
    const count = async (): Promise<number> =>
      (await app.database.db.selectFrom('loans').select('id').where('id', '=', id).where('status', '=', 'offset').execute())
        .length;
    return {
      client,
      path: `/loans/${id}/offset`,
      // Separated on the loan's own day (the suite's clock): the earliest day allowed.
      body: { separated_on: '2026-11-23' },
      otherBody: { separated_on: '2026-11-22' },
      count,
      // A loan is offset once (decision 0301).
      withoutKey: 1,
    };
  },
  async applyForLoan(app, email) {
    const client = await owner(app, email);
    expect((await client.post('/assets', gold(60000, 'record'))).status).toBe(201);
    return {
      client,
      path: '/loans',
      body: LOAN,
      otherBody: { ...LOAN, amount: 9000 },
      count: () => rows(app, 'loans', client.userId as string),
      // A new application replaces the one not signed yet.
      withoutKey: 1,
    };
  },
  async createAsset(app, email) {
    const client = await owner(app, email, 2000);
    return {
      client,
      path: '/assets',
      body: gold(1500, 'purchase'),
      otherBody: gold(1400, 'purchase'),
      count: () => rows(app, 'assets', client.userId as string),
      // $1,500 of the plan's $2,000 cash fits once.
      withoutKey: 1,
    };
  },
  async createAssetTransaction(app, email) {
    const client = await owner(app, email, 2000);
    const made = await client.post('/assets', gold(5000, 'record'));
    expect(made.status).toBe(201);
    const id = made.body.asset.id as string;
    const purchase = { record_type: 'purchase', purchase_price: 1500, related_party: false };
    const count = async (): Promise<number> =>
      (await app.database.db.selectFrom('asset_transactions').select('id').where('asset_id', '=', id).execute()).length;
    return {
      client,
      path: `/assets/${id}/transactions`,
      body: purchase,
      otherBody: { ...purchase, purchase_price: 1400 },
      count,
      withoutKey: 1,
    };
  },
  async requestRollover(app, email) {
    const client = await owner(app, email);
    const body = { source_kind: '401k', provider: 'Fidelity', amount: 50000, roth_amount: 0, method: 'direct' };
    return {
      client,
      path: '/rollovers',
      body,
      otherBody: { ...body, amount: 40000 },
      count: () => rows(app, 'rollovers', client.userId as string),
      // A request moves nothing until the money arrives; the rules do not limit how many are requested.
      withoutKey: COPIES,
    };
  },
  async requestRothConversion(app, email) {
    const client = await owner(app, email);
    // The fixture plan says no to in-plan Roth rollovers; this one allows them (decision 0335).
    await setCheckoutStep(app, client, 'planDetails', { ...ownerSteps().planDetails, plan_roth_roll: true });
    const made = await client.post('/contributions', {
      source: 'After Tax',
      amount: 10000,
      deposit_date: '2026-11-02',
      tax_year: 2026,
    });
    expect(made.status).toBe(201);
    const body = { account: 'after_tax', amount_cents: 600_000 };
    return {
      client,
      path: '/roth-conversions',
      body,
      otherBody: { ...body, amount_cents: 500_000 },
      count: () => rows(app, 'roth_conversions', client.userId as string),
      // $6,000 of $10,000 after-tax money converts once: the second finds $4,000 left (decision 0335).
      withoutKey: 1,
    };
  },
  async requestExcessDeferralCorrection(app, email) {
    const client = await owner(app, email);
    // $1,000 over the 2026 402(g) limit of $24,500 (the owner is 46: no catch-up).
    const made = await client.post('/contributions', {
      source: 'Deferral Pre-Tax',
      amount: 25500,
      deposit_date: '2026-11-02',
      tax_year: 2026,
    });
    expect(made.status).toBe(201);
    const body = { tax_year: 2026, earnings_cents: 1234 };
    return {
      client,
      path: '/excess-deferral-corrections',
      body,
      otherBody: { ...body, earnings_cents: 1235 },
      count: () => rows(app, 'distributions', client.userId as string),
      // A year's excess is corrected once (decision 0299).
      withoutKey: 1,
    };
  },
  async requestExcessAnnualAdditionsCorrection(app, email) {
    const client = await owner(app, email);
    // $20,000 deferred on $15,000 of pay: $5,000 of deferrals over pay to return (IRC 415(c)(1)(B); decision 0300).
    const made = await client.post('/contributions', {
      source: 'Deferral Pre-Tax',
      amount: 20000,
      deposit_date: '2026-11-02',
      tax_year: 2026,
    });
    expect(made.status).toBe(201);
    expect((await client.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 15000 })).status).toBe(200);
    const body = { tax_year: 2026, earnings_cents: 1234 };
    return {
      client,
      path: '/excess-annual-additions-corrections',
      body,
      otherBody: { ...body, earnings_cents: 1235 },
      count: () => rows(app, 'distributions', client.userId as string),
      // A year's excess is corrected once (decision 0300).
      withoutKey: 1,
    };
  },
  async adoptPlanTermination(app, email) {
    const client = await owner(app, email);
    const body = {
      resolution_date: '2026-11-23',
      termination_date: '2026-11-30',
      signer_first_name: 'Avery',
      signer_last_name: 'Quinn',
      signer_title: 'Owner',
      signature: signaturePng(),
    };
    const count = async (): Promise<number> =>
      (
        await app.database.db
          .selectFrom('plan_terminations')
          .select('user_id')
          .where('user_id', '=', client.userId as string)
          .execute()
      ).length;
    return {
      client,
      path: '/plan-termination',
      body,
      otherBody: { ...body, termination_date: '2026-12-01' },
      count,
      // A plan is ended once (decision 0339).
      withoutKey: 1,
    };
  },
  async recordOpeningBalances(app, email) {
    const client = await owner(app, email);
    // A plan taken over from elsewhere (decision 0343): its opening balances enter the books once (decision 0344).
    await setCheckoutStep(app, client, 'planDetails', {
      ...ownerSteps().planDetails,
      plan_origin: 'existing',
      plan_effective_date: '2015-01-01',
      plan_number: '001',
    });
    const body = {
      as_of: '2026-01-01',
      pre_tax_cents: 1_000_000,
      roth_cents: 200_000,
      roth_basis_cents: 150_000,
      roth_first_year: 2016,
    };
    return {
      client,
      path: '/plan-takeover/opening-balances',
      body,
      otherBody: { ...body, pre_tax_cents: 1_000_001 },
      count: async () =>
        (
          await app.database.db
            .selectFrom('opening_balances')
            .select('id')
            .where('user_id', '=', client.userId as string)
            .execute()
        ).length,
      // A participant's opening balances are recorded once.
      withoutKey: 1,
    };
  },
  async payInvoice(app, email) {
    const client = await app.signIn(email);
    const invoice = await client.post('/invoices');
    expect([200, 201]).toContain(invoice.status);
    const id = invoice.body.id as string;
    const count = async (): Promise<number> =>
      (
        await app.database.db
          .selectFrom('payments')
          .select('id')
          .where('invoice_id', '=', id)
          .where('status', '=', 'succeeded')
          .execute()
      ).length;
    const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };
    return {
      client,
      path: `/invoices/${id}/payments`,
      body: card,
      otherBody: { card: { ...card.card, cvc: '124' } },
      count,
      // The payment requires its key: without one nothing is charged.
      withoutKey: 0,
      ownKey: true,
    };
  },
};

const sameAnswer = (a: TestResponse): unknown => [a.status, a.body];

test('every operation the contract marks x-money-move has a fixture in this suite', () => {
  expect(MONEY_MOVES.length).toBeGreaterThan(0);
  expect(Object.keys(FIXTURES).sort()).toEqual(MONEY_MOVES);
});

for (const leg of await databaseLegs()) {
  describe(`money moves at most once (${leg.name})`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    for (const operationId of MONEY_MOVES) {
      test(`${operationId}: ${COPIES} concurrent copies with one Idempotency-Key take effect once and answer alike`, async () => {
        const move = await FIXTURES[operationId](app, `${operationId.toLowerCase()}-keyed-${leg.name}@example.com`);
        const before = await move.count();
        const key = `intent-${operationId}-${leg.name}-0001`;
        const headers = { 'idempotency-key': key };
        const answers = await Promise.all(
          Array.from({ length: COPIES }, () => move.client.post(move.path, move.body, { headers })),
        );
        expect(await move.count()).toBe(before + 1);
        const first = answers.find((a) => a.status === 201);
        expect(first, JSON.stringify(answers.map((a) => a.body))).toBeDefined();
        if (move.ownKey) {
          // The payment answers a copy in flight 409; the one that ran answers 201.
          for (const a of answers) expect([201, 409]).toContain(a.status);
        } else {
          for (const a of answers) expect(sameAnswer(a)).toEqual(sameAnswer(first as TestResponse));
          expect(answers.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
        }
        // A retry later answers the first result and moves nothing.
        const retry = await move.client.post(move.path, move.body, { headers });
        expect(sameAnswer(retry)).toEqual(sameAnswer(first as TestResponse));
        expect(await move.count()).toBe(before + 1);
        // The same key with another request is refused (the payment, keyed by invoice, answers its one payment).
        const other = await move.client.post(move.path, move.otherBody, { headers });
        if (move.ownKey) expect(other.status).toBe(201);
        else expect([other.status, other.body.error]).toEqual([422, 'idempotency_mismatch']);
        expect(await move.count()).toBe(before + 1);
      });

      test(`${operationId}: ${COPIES} concurrent copies without a key take effect only as often as the rules allow`, async () => {
        const move = await FIXTURES[operationId](app, `${operationId.toLowerCase()}-unkeyed-${leg.name}@example.com`);
        const before = await move.count();
        const answers = await Promise.all(Array.from({ length: COPIES }, () => move.client.post(move.path, move.body)));
        expect(await move.count()).toBe(before + move.withoutKey);
        expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      });
    }
  });
}

describe('the Idempotency-Key itself', () => {
  let app: TestApp;
  beforeAll(async () => {
    const [leg] = await databaseLegs();
    app = await startTestApp({ database: await leg.open(), clock: () => NOW });
  });
  afterAll(async () => {
    await app.close();
    await app.database.close();
  });

  test('a key too short, too long or with control characters is a 400 in the error shape; nothing moves', async () => {
    const client = await owner(app, 'bad-keys@example.com');
    const body = { source: 'Deferral Pre-Tax', amount: 100, deposit_date: '2026-11-02', tax_year: 2026 };
    for (const key of ['short', 'x'.repeat(201), 'tab\there-key', 'clé-clé-clé-1']) {
      const answer = await client.request('POST', '/contributions', { body, headers: { 'idempotency-key': key } });
      expect([answer.status, answer.body]).toEqual([
        400,
        {
          error: 'invalid_idempotency_key',
          message: 'Idempotency-Key must be 8 to 200 visible characters (letters, digits, punctuation).',
        },
      ]);
    }
    expect(await rows(app, 'contributions', client.userId as string)).toBe(0);
  });

  test("a key is the user's own: another user's request with the same key moves their own money", async () => {
    const ann = await owner(app, 'key-ann@example.com');
    const bob = await owner(app, 'key-bob@example.com');
    const body = { source: 'Deferral Pre-Tax', amount: 100, deposit_date: '2026-11-02', tax_year: 2026 };
    const headers = { 'idempotency-key': 'shared-key-00000001' };
    const first = await ann.post('/contributions', body, { headers });
    const second = await bob.post('/contributions', body, { headers });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.contribution.id).not.toBe(first.body.contribution.id);
  });

  test('a refusal is remembered like a success: the retry is refused alike without running again', async () => {
    const client = await owner(app, 'refused-key@example.com', 500);
    const headers = { 'idempotency-key': 'refused-key-000001' };
    const refused = await client.post('/distributions', separation(1000), { headers });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      { amount: ['The most you can take from the chosen accounts is $500.00'] },
    ]);
    const again = await client.post('/distributions', separation(1000), { headers });
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([400, refused.body, 'true']);
  });
});

describe('how long a key lives', () => {
  let app: TestApp;
  beforeAll(async () => {
    const [leg] = await databaseLegs();
    app = await startTestApp({ database: await leg.open(), clock: () => NOW });
  });
  afterAll(async () => {
    await app.close();
    await app.database.close();
  });

  const body = { source: 'Deferral Pre-Tax', amount: 100, deposit_date: '2026-11-02', tax_year: 2026 };
  const hoursBefore = (hours: number): Date => new Date(NOW.getTime() - hours * 3_600_000);

  test('a key is remembered for 24 hours: within them another request is refused, after them the key is free', async () => {
    const client = await owner(app, 'key-lifetime@example.com');
    const headers = { 'idempotency-key': 'lifetime-key-000001' };
    const first = await client.post('/contributions', body, { headers });
    expect(first.status).toBe(201);
    const keyRow = app.database.db
      .updateTable('idempotency_keys')
      .where('user_id', '=', client.userId as string)
      .where('key', '=', headers['idempotency-key']);
    await keyRow.set({ created_at: hoursBefore(23.9) }).execute();
    const within = await client.post('/contributions', { ...body, amount: 200 }, { headers });
    expect([within.status, within.body.error]).toEqual([422, 'idempotency_mismatch']);
    await keyRow.set({ created_at: hoursBefore(24.1) }).execute();
    const after = await client.post('/contributions', { ...body, amount: 200 }, { headers });
    expect([after.status, after.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await rows(app, 'contributions', client.userId as string)).toBe(2);
  });

  test('a key left running by a process that died (older than 10 minutes) is taken over by the retry, which runs once', async () => {
    const client = await owner(app, 'key-abandoned@example.com');
    const headers = { 'idempotency-key': 'abandoned-key-00001' };
    expect((await client.post('/contributions', body, { headers })).status).toBe(201);
    // As if the first request had died before its answer: its key is still running and nothing was recorded.
    await app.database.db
      .deleteFrom('contributions')
      .where('user_id', '=', client.userId as string)
      .execute();
    await app.database.db
      .updateTable('idempotency_keys')
      .set({ state: 'running', status_code: null, body: null, created_at: hoursBefore(11 / 60) })
      .where('user_id', '=', client.userId as string)
      .execute();
    const retries = await Promise.all([1, 2, 3].map(() => client.post('/contributions', body, { headers })));
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(retries.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(await rows(app, 'contributions', client.userId as string)).toBe(1);
  });
});
