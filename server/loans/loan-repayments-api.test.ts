import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const START = new Date('2026-11-23T10:00:00Z');
let now = START;

const APPLICATION = { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' };

/** An owner with a plan that allows loans (8.75%) and $60,000 of assets (a $30,000 limit). */
async function borrower(t: TestApp, email: string): Promise<TestClient> {
  const client = await t.signIn(email);
  await giveOwnerAPlan(t, client);
  const asset = { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 60000 };
  expect((await client.post('/assets', asset)).status).toBe(201);
  return client;
}

describe.each(await databaseLegs())('loan repayments: prepayment, payoff and concurrency on $name', (leg) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      clock: () => now,
      env: { PRIME_RATE_PERCENT: '3.25' },
    });
  });
  afterAll(async () => {
    now = START;
    await t.close();
    await t.database.close();
  });

  /** A signed $10,000 loan at 8.75% over 12 months, dated START. */
  async function signedLoan(email: string): Promise<{ client: TestClient; id: string }> {
    now = START;
    const client = await borrower(t, email);
    const applied = await client.post('/loans', APPLICATION);
    expect(applied.status).toBe(201);
    const id = applied.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
    return { client, id };
  }

  test('paying off after 10 days costs the principal and 10 days of interest; the loan is then paid off', async () => {
    const { id } = await signedLoan(`payoff-${leg.name}@example.com`);
    now = new Date('2026-12-03T10:00:00Z');
    const client = await t.signIn(`payoff-${leg.name}@example.com`);
    const loan = (await client.get(`/loans/${id}`)).body;
    // 10 of the 30 days of the first period: 10,000 * 8.75% / 12 * 10 / 30 = $24.305..., rounded up.
    expect(loan).toMatchObject({
      accrued_interest_cents: 24_31,
      payoff_amount_cents: 10_024_31,
      outstanding_balance_cents: 10_000_00,
    });
    expect(loan.total_payments).toBe(10480.34);
    const over = await client.post(`/loans/${id}/repayments`, { amount: 10024.32, paid_on: '2026-12-03' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      error: 'validation',
      fields: { amount: ['Amount cannot be more than $10,024.31, what is left to pay'] },
    });
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 10024.31, paid_on: '2026-12-03' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: 'paid_off',
      outstanding_balance: 0,
      payoff_amount_cents: 0,
      next_payment: null,
      missed_payment: null,
    });
    const again = await client.post(`/loans/${id}/repayments`, { amount: 1, paid_on: '2026-12-03' });
    expect(again.status).toBe(409);
    now = new Date('2027-07-01T10:00:00Z');
    expect((await (await t.signIn(`payoff-${leg.name}@example.com`)).get(`/loans/${id}`)).body).toMatchObject({
      status: 'paid_off',
      missed_payment: null,
    });
  });

  test('a prepayment re-amortises the rest over the remaining term: the same due dates, a lower payment', async () => {
    const { id } = await signedLoan(`prepay-${leg.name}@example.com`);
    now = new Date('2026-12-03T10:00:00Z');
    const client = await t.signIn(`prepay-${leg.name}@example.com`);
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 5000, paid_on: '2026-12-03' });
    expect(paid.status).toBe(201);
    // $24.31 of interest, then $4,975.69 of principal; the payment due Dec 23 counts as made.
    expect(paid.body).toMatchObject({
      status: 'active',
      outstanding_balance_cents: 5_024_31,
      accrued_interest_cents: 0,
      reamortised_on: '2026-12-03',
      level_payment: 873.35,
      next_payment: { number: 2, due_date: '2027-01-23' },
    });
    // 11 payments left: B(1 + r*T) / ((1 + r) a(11)) with r = 8.75%/12 and T = 1 + 20/30 periods: $479.28.
    expect(paid.body.current_payment_cents).toBe(479_28);
    const schedule = (await client.get(`/loans/${id}/schedule`)).body as Array<{
      number: number;
      due_date: string;
      payment: number;
      interest: number;
      balance: number;
    }>;
    expect(schedule.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(schedule.map((r) => r.due_date)).toEqual([
      '2026-12-23',
      '2027-01-23',
      '2027-02-23',
      '2027-03-23',
      '2027-04-23',
      '2027-05-23',
      '2027-06-23',
      '2027-07-23',
      '2027-08-23',
      '2027-09-23',
      '2027-10-23',
      '2027-11-23',
    ]);
    // Payment 2 pays the interest on $5,024.31 from Dec 3 to Jan 23: 5,024.31 * 8.75% / 12 * (20/30 + 1) = $61.06.
    expect(schedule[1]).toMatchObject({ payment: 479.28, interest: 61.06 });
    expect(schedule[11].balance).toBe(0);
    // No payment is missed until the next due date of the new schedule.
    now = new Date('2027-01-23T10:00:00Z');
    expect((await (await t.signIn(`prepay-${leg.name}@example.com`)).get(`/loans/${id}`)).body.missed_payment).toBeNull();
    now = new Date('2027-01-24T10:00:00Z');
    expect((await (await t.signIn(`prepay-${leg.name}@example.com`)).get(`/loans/${id}`)).body.missed_payment).toMatchObject({
      number: 2,
      due_date: '2027-01-23',
      state: 'curable',
    });
  });

  test('20 concurrent repayments of 60% of what is owed: exactly one is recorded, the others get a 400 naming what is left', async () => {
    const { client, id } = await signedLoan(`repay-race-${leg.name}@example.com`);
    // Paid on the loan date, nothing has accrued: $10,000 is owed, so one $6,000 repayment fits and a second does not.
    const today = t.today();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post(`/loans/${id}/repayments`, { amount: 6000, paid_on: today })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(400)]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body).toEqual({
        error: 'validation',
        fields: { amount: ['Amount cannot be more than $4,000.00, what is left to pay'] },
      });
    const loan = (await client.get(`/loans/${id}`)).body;
    expect(loan.repayments).toHaveLength(1);
    expect(loan).toMatchObject({ status: 'active', paid_total: 6000, outstanding_balance: 4000 });
    const rows = await t.database.db.selectFrom('loan_repayments').select('amount_cents').where('loan_id', '=', id).execute();
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([600000]);
  });

  test('20 concurrent applications leave one unsigned loan, one of those answered', async () => {
    now = START;
    const client = await borrower(t, `apply-race-${leg.name}@example.com`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/loans', APPLICATION)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(201));
    const loans = (await client.get('/loans')).body as Array<{ id: string; status: string }>;
    expect(loans.map((l) => l.status)).toEqual(['pending_signature']);
    expect(answers.map((a) => a.body.id)).toContain(loans[0].id);
    const rows = await t.database.db
      .selectFrom('loans')
      .select('id')
      .where('user_id', '=', client.userId as string)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
