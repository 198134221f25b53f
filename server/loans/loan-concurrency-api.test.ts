import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const APPLICATION = { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' };

/** An owner with a plan that allows loans (8.75%) and $60,000 of assets (a $30,000 limit). */
async function borrower(t: TestApp, email: string): Promise<TestClient> {
  const client = await t.signIn(email);
  await giveOwnerAPlan(t, client);
  const asset = { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 60000 };
  expect((await client.post('/assets', asset)).status).toBe(201);
  return client;
}

describe.each(await databaseLegs())('loans under concurrent requests (issue 26) on $name', (leg) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      clock: () => new Date('2026-11-23T10:00:00Z'),
      env: { PRIME_RATE_PERCENT: '3.25' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('20 concurrent repayments of 60% of what is owed: exactly one is recorded, the others get a 400 naming what is left', async () => {
    const client = await borrower(t, `repay-race-${leg.name}@example.com`);
    const applied = await client.post('/loans', APPLICATION);
    expect(applied.status).toBe(201);
    const id = applied.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
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
