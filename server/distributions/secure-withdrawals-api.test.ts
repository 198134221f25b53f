import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract';
import { giveOwnerAPlan, invitationToken, setCheckoutStep } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

let now = new Date('2026-03-02T10:00:00Z');
const at = (day: string): void => {
  now = new Date(`${day}T10:00:00Z`);
};

const emergency = (amount: number): Record<string, unknown> => ({
  kind: 'emergency_expense',
  amount,
  sources: ['profit_sharing'],
  payment_method: 'check',
  withholding_percent: 10,
  spouse_consent: true,
  self_certified: true,
});

for (const leg of await databaseLegs()) {
  describe(`SECURE 2.0 withdrawals API (${leg.name})`, () => {
    let app: TestApp;

    /** A signed-in owner with a plan and `deposit` dollars of profit sharing deposited on `day`. */
    async function ownerWithMoney(email: string, deposit: number, day = '2026-03-01'): Promise<TestClient> {
      const client = await app.signIn(email);
      await giveOwnerAPlan(app, client);
      const made = await client.post('/contributions', {
        source: 'Profit Sharing',
        amount: deposit,
        deposit_date: day,
        tax_year: 2026,
      });
      expect(made.status).toBe(201);
      return client;
    }

    /** Support, acting as `client`, approves and pays request `id`. */
    async function pay(client: TestClient, id: string): Promise<void> {
      // Signed in now: a session from before the clock moved has expired.
      const asUser = (await app.signIn('support-secure@example.com')).withHeaders({ 'x-act-as': client.userId as string });
      expect((await asUser.post(`/distributions/${id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await asUser.post(`/distributions/${id}/status`, { status: 'paid' })).status).toBe(200);
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: ['support-secure@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('an emergency expense distribution: the limit, one a year, repaid within three years, then another after the year', async () => {
      at('2026-03-02');
      let ann = await ownerWithMoney('ann-secure@example.com', 1500);
      // The lesser of $1,000 and the vested balance above $1,000: $500 here.
      const over = await ann.post('/distributions', emergency(501));
      expect(over.status).toBe(400);
      expect(over.body.fields.amount).toEqual([
        'An emergency personal expense distribution is limited to $500.00: the lesser of $1,000.00 and your vested balance above $1,000.00',
      ]);
      const uncertified = await ann.post('/distributions', { ...emergency(400), self_certified: false });
      expect(uncertified.body.fields.self_certified).toEqual(['Certify that you meet the conditions of this distribution']);
      const first = await ann.post('/distributions', emergency(400));
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        kind: 'emergency_expense',
        self_certified: true,
        repaid_cents: 0,
        repayable_until: null,
      });
      const second = await ann.post('/distributions', emergency(50));
      expect(second.status).toBe(400);
      expect(second.body.fields.kind).toEqual([
        'You already took an emergency personal expense distribution in 2026: one is allowed each calendar year',
      ]);
      const early = await ann.post(`/distributions/${first.body.id}/repayments`, { amount_cents: 100 });
      expect(early.body.fields.distribution).toEqual(['A distribution can be repaid once it is paid']);
      await pay(ann, first.body.id);
      // Form 1099-R: code 2, an early distribution with an exception (born 1980: under 59½), 10% withheld.
      const forms = (await ann.get('/tax-forms/2026')).body.forms_1099r as Array<Record<string, unknown>>;
      expect(forms.filter((f) => f.distribution_id === first.body.id)).toEqual([
        expect.objectContaining({
          kind: 'emergency_expense',
          gross_cents: 40_000,
          federal_withheld_cents: 4_000,
          distribution_code: '2',
        }),
      ]);
      at('2026-06-01');
      ann = await app.signIn('ann-secure@example.com');
      const tooMuch = await ann.post(`/distributions/${first.body.id}/repayments`, { amount_cents: 40_001 });
      expect(tooMuch.body.fields.amount_cents).toEqual(['The most you can repay is $400.00']);
      const repaid = await ann.post(`/distributions/${first.body.id}/repayments`, { amount_cents: 15_000 });
      expect(repaid.status).toBe(201);
      expect(repaid.body).toMatchObject({ repaid_cents: 15_000, repayable_until: '2029-03-02' });
      expect(repaid.body.repayments).toEqual([{ id: expect.any(String), amount_cents: 15_000, repaid_on: '2026-06-01' }]);
      // The repayment is money in: $1,500 - $400 + $150 = $1,250 held, so the next year's limit is $250.
      at('2027-01-05');
      ann = await app.signIn('ann-secure@example.com');
      const nextYear = await ann.post('/distributions', emergency(300));
      expect(nextYear.body.fields.kind).toEqual([
        'Your emergency personal expense distribution of $400.00 from 2026 is not repaid: another is allowed from 2030, or once you repay it or contribute $250.00 from your pay',
      ]);
      expect((await ann.post(`/distributions/${first.body.id}/repayments`, { amount_cents: 25_000 })).status).toBe(201);
      // Repaid in full: another is allowed, from $1,500 held again.
      const afterRepaid = await ann.post('/distributions', emergency(500.01));
      expect(afterRepaid.body.fields.amount).toEqual([
        'An emergency personal expense distribution is limited to $500.00: the lesser of $1,000.00 and your vested balance above $1,000.00',
      ]);
      expect((await ann.post('/distributions', emergency(500))).status).toBe(201);
      at('2030-03-03');
      ann = await app.signIn('ann-secure@example.com');
      const late = await ann.post(`/distributions/${first.body.id}/repayments`, { amount_cents: 1 });
      expect(late.body.fields.distribution).toEqual(['The three years to repay this distribution ended on Mar 2, 2029']);
    });

    test('a birth or adoption distribution: within a year of the birth, $5,000 per child', async () => {
      at('2026-11-23');
      const bea = await ownerWithMoney('bea-secure@example.com', 20000, '2026-11-02');
      const birth = (amount: number, child: string, day: string): Record<string, unknown> => ({
        ...emergency(amount),
        kind: 'birth_adoption',
        child_name: child,
        event_date: day,
      });
      const old = await bea.post('/distributions', birth(1000, 'Ada', '2025-11-22'));
      expect(old.body.fields.event_date).toEqual([
        'A birth or adoption distribution must be made within one year of the birth or adoption',
      ]);
      expect((await bea.post('/distributions', birth(3000, 'Ada', '2026-05-02'))).status).toBe(201);
      const more = await bea.post('/distributions', birth(2000.01, ' ada ', '2026-05-02'));
      expect(more.body.fields.amount).toEqual([
        'A birth or adoption distribution is limited to $5,000.00 per child: $2,000.00 is left for this child',
      ]);
      // A twin is another child.
      expect((await bea.post('/distributions', birth(5000, 'Ben', '2026-05-02'))).status).toBe(201);
    });

    test('20 concurrent emergency requests of one participant: exactly one is accepted', async () => {
      at('2026-11-23');
      const cy = await ownerWithMoney('cy-secure@example.com', 5000, '2026-11-02');
      const answers = await Promise.all(Array.from({ length: 20 }, () => cy.post('/distributions', emergency(100))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    });

    test('a domestic abuse distribution is seen by the requester and support only: the owner-spouse’s every route and e-mail stay silent', async () => {
      at('2026-11-23');
      const owner = await ownerWithMoney('dan-owner-secure@example.com', 2000, '2026-11-02');
      expect((await owner.post('/invitations', { email: 'eve-spouse-secure@example.com' })).status).toBe(201);
      const spouse = await app.signIn('eve-spouse-secure@example.com');
      const token = invitationToken(app, 'eve-spouse-secure@example.com');
      expect((await spouse.post('/invitations/accept', { token })).status).toBe(200);
      await setCheckoutStep(app, spouse, 'personalDetails', {
        first_name: 'Eve',
        last_name: 'Quinn',
        married: true,
        DOB: '1990-04-01',
      });
      const deposit = { source: 'Deferral Pre-Tax', amount: 30000, deposit_date: '2026-11-02', tax_year: 2026 };
      expect((await spouse.post('/contributions', deposit)).status).toBe(201);
      const outboxBefore = app.outbox.list().length;
      const request = {
        kind: 'domestic_abuse',
        amount: 10500.01,
        sources: ['pre_tax'],
        payment_method: 'check',
        withholding_percent: 0,
        self_certified: true,
        event_date: '2026-10-19',
      };
      // No spouse consent is asked; the limit is the lesser of $10,500 (2026) and half of $30,000.
      const over = await spouse.post('/distributions', request);
      expect(over.body.fields).toEqual({
        amount: [
          'A domestic abuse victim distribution is limited to $10,500.00: the lesser of $10,500.00 and half your vested balance, less earlier ones',
        ],
      });
      const made = await spouse.post('/distributions', { ...request, amount: 7654.32 });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      await pay(spouse, id);
      const repaid = await spouse.post(`/distributions/${id}/repayments`, { amount_cents: 12_345 });
      expect(repaid.status).toBe(201);
      const repaymentId = repaid.body.repayments[0].id as string;
      // The requester and support see it.
      expect((await spouse.get(`/distributions/${id}`)).body.kind).toBe('domestic_abuse');
      const support = await app.signIn('support-secure@example.com');
      expect((await support.withHeaders({ 'x-act-as': spouse.userId as string }).get(`/distributions/${id}`)).status).toBe(200);
      // Every GET route the owner can call, with the request's id in any path parameter: none mentions it.
      const gets = [...loadContract().operations.values()].filter((op) => op.method === 'GET');
      expect(gets.length).toBeGreaterThan(30);
      const secrets = [id, repaymentId, 'domestic', 'abuse', '7,654.32', '7654.32', '"amount_cents":765432', '2026-10-19'];
      for (const op of gets) {
        const path = op.path.replace(/\{[^}]+\}/g, (name) => (name === '{tax_year}' || name === '{year}' ? '2026' : id));
        const answer = await owner.get(path);
        for (const secret of secrets)
          expect(answer.text.includes(secret), `${op.operationId} ${path} mentions ${secret}`).toBe(false);
      }
      // No e-mail about it, to anyone.
      const mail = app.outbox.list().slice(outboxBefore);
      expect(mail.filter((m) => JSON.stringify(m).includes(id) || /domestic|distribution/i.test(JSON.stringify(m)))).toEqual([]);
    });
  });
}
