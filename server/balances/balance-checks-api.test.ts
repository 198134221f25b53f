import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');

/** A separation-from-service distribution by check (available at any age), of `amount` dollars from `sources`. */
const separation = (amount: number, sources: string[] = ['pre_tax']): Record<string, unknown> => ({
  kind: 'separation',
  amount,
  sources,
  payment_method: 'check',
  withholding_percent: 20,
  // The fixture owner is married and the plan asks for the spouse's consent.
  spouse_consent: true,
});

const gold = (purchase_price: number, record_type = 'purchase'): Record<string, unknown> => ({
  type: 'precious_metals',
  subtype: 'bullion',
  precious_metals_child_type: 'gold',
  custodian: 'Delaware Depository',
  record_type,
  purchase_price,
  related_party: false,
});

for (const leg of await databaseLegs()) {
  describe(`money checked against what the plan holds (${leg.name})`, () => {
    let app: TestApp;

    /** A signed-in owner with a plan (and, when given, deposits of `amount` dollars of `source`). */
    async function ownerWithPlan(email: string, deposits: Array<[string, number]> = []): Promise<TestClient> {
      const client = await app.signIn(email);
      await giveOwnerAPlan(app, client);
      for (const [source, amount] of deposits) {
        const answer = await client.post('/contributions', {
          source,
          amount,
          deposit_date: '2026-11-02',
          tax_year: 2026,
        });
        expect(answer.status).toBe(201);
      }
      return client;
    }

    beforeAll(async () => {
      app = await startTestApp({
        database: await leg.open(),
        clock: () => NOW,
        supportEmails: ['support-balance@example.com'],
      });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a user with no plan has nothing to take, even when something was recorded', async () => {
      const nobody = await app.signIn('no-plan-balance@example.com');
      await nobody.post('/assets', gold(500, 'record'));
      const answer = await nobody.post('/distributions', separation(1000));
      expect([answer.status, answer.body.fields]).toEqual([
        400,
        { amount: ['The most you can take from the chosen accounts is $0.00'] },
      ]);
      expect((await nobody.get('/distributions')).body).toEqual([]);
    });

    test('a $50,000 request from a plan holding $3,677 and no contributions is refused, naming the $3,677.00', async () => {
      const owner = await ownerWithPlan('holding-3677@example.com');
      expect((await owner.post('/assets', gold(3677, 'record'))).status).toBe(201);
      const tooMuch = await owner.post('/distributions', separation(50000));
      expect([tooMuch.status, tooMuch.body.fields]).toEqual([
        400,
        { amount: ['The most you can take from the chosen accounts is $3,677.00'] },
      ]);
      // Holdings with no recorded source are pre-tax money: a Roth account holds nothing.
      expect((await owner.post('/distributions', separation(100, ['roth']))).body.fields).toEqual({
        amount: ['The most you can take from the chosen accounts is $0.00'],
      });
      expect((await owner.post('/distributions', separation(3677))).status).toBe(201);
      expect((await owner.post('/distributions', separation(0.01))).body.fields).toEqual({
        amount: ['The most you can take from the chosen accounts is $0.00'],
      });
    });

    test('deposits by source: a request takes from the accounts it names', async () => {
      const owner = await ownerWithPlan('sources-balance@example.com', [
        ['Deferral Pre-Tax', 2000],
        ['Deferral Roth', 500.5],
      ]);
      expect((await owner.post('/distributions', separation(600, ['roth']))).body.fields).toEqual({
        amount: ['The most you can take from the chosen accounts is $500.50'],
      });
      expect((await owner.post('/distributions', separation(2500.5, ['roth', 'pre_tax']))).status).toBe(201);
    });

    test('20 identical requests at once for an amount that fits once: exactly one is accepted', async () => {
      const owner = await ownerWithPlan('race-distribution@example.com', [['Profit Sharing', 1500]]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => owner.post('/distributions', separation(1000, ['profit_sharing']))),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect([refused.status, refused.body.fields]).toEqual([
          400,
          { amount: ['The most you can take from the chosen accounts is $500.00'] },
        ]);
      expect((await owner.get('/distributions')).body).toHaveLength(1);
    });

    test('approval and payment check again: a request whose money is gone is neither approved nor paid', async () => {
      const owner = await ownerWithPlan('approve-balance@example.com', [['Deferral Pre-Tax', 1500]]);
      const support = (await app.signIn('support-balance@example.com')).withHeaders({ 'x-act-as': owner.userId as string });
      const first = (await owner.post('/distributions', separation(1000))).body;
      const deposit = (await owner.get('/contributions')).body[0];
      // The deposit was $500 less than entered: the request no longer fits.
      expect((await owner.patch(`/contributions/${deposit.id}`, { amount: 900 })).status).toBe(200);
      const approval = await support.post(`/distributions/${first.id}/status`, { status: 'approved' });
      expect([approval.status, approval.body.fields]).toEqual([
        400,
        { amount: ["The chosen accounts now hold $900.00, less than this request's $1,000.00"] },
      ]);
      expect((await owner.patch(`/contributions/${deposit.id}`, { amount: 1500 })).status).toBe(200);
      expect((await support.post(`/distributions/${first.id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await owner.patch(`/contributions/${deposit.id}`, { amount: 999.99 })).status).toBe(200);
      const payment = await support.post(`/distributions/${first.id}/status`, { status: 'paid' });
      expect(payment.body.fields).toEqual({
        amount: ["The chosen accounts now hold $999.99, less than this request's $1,000.00"],
      });
      expect((await owner.patch(`/contributions/${deposit.id}`, { amount: 1000 })).status).toBe(200);
      expect((await support.post(`/distributions/${first.id}/status`, { status: 'paid' })).body.status).toBe('paid');
    });

    test("a purchase is paid from the plan's cash; 20 at once that fit once: exactly one is accepted", async () => {
      const owner = await ownerWithPlan('race-purchase@example.com');
      const none = await owner.post('/assets', gold(100));
      expect([none.status, none.body.fields]).toEqual([
        400,
        { purchase_price: ["The plan's cash is $0.00; a purchase cannot cost more"] },
      ]);
      await owner.post('/contributions', { source: 'Profit Sharing', amount: 5000, deposit_date: '2026-11-02', tax_year: 2026 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => owner.post('/assets', gold(3000))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect(refused.body.fields).toEqual({ purchase_price: ["The plan's cash is $2,000.00; a purchase cannot cost more"] });
      const asset = answers.find((a) => a.status === 201)?.body.asset;
      const more = await owner.post(`/assets/${asset.id}/transactions`, {
        record_type: 'purchase',
        purchase_price: 2000.01,
        related_party: false,
      });
      expect(more.body.fields).toEqual({ purchase_price: ["The plan's cash is $2,000.00; a purchase cannot cost more"] });
      // A holding recorded is not paid from cash; a bank account recorded as a cash asset is cash.
      expect((await owner.post(`/assets/${asset.id}/transactions`, { record_type: 'record', purchase_price: 9000 })).status).toBe(
        201,
      );
      await owner.post('/assets', { type: 'cash', subtype: 'Checking account', record_type: 'record', purchase_price: 250 });
      const both = await owner.post(`/assets/${asset.id}/transactions`, {
        record_type: 'purchase',
        purchase_price: 2250,
        related_party: false,
      });
      expect(both.status).toBe(201);
    });

    test('a loan is checked against what the plan holds, less requests made', async () => {
      const owner = await ownerWithPlan('loan-balance@example.com');
      expect((await owner.post('/assets', gold(20000, 'record'))).status).toBe(201);
      expect((await owner.post('/distributions', separation(15000))).status).toBe(201);
      // Half the plan's value would allow $10,000; $5,000 is left once the request is counted.
      const loan = { amount: 8000, purpose: 'general', term_months: 60, frequency: 'monthly' };
      const refused = await owner.post('/loans', loan);
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { amount: ['The most you can borrow from what the plan holds for you is $5,000.00'] },
      ]);
      expect((await owner.post('/loans', { ...loan, amount: 5000 })).status).toBe(201);
    });
  });
}
