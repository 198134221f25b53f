import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-30T10:00:00Z');

const deposit = (source: string, amount: number): Record<string, unknown> => ({
  source,
  amount,
  deposit_date: '2026-02-02',
  tax_year: 2026,
});

for (const leg of await databaseLegs()) {
  describe(`in-plan Roth conversions (${leg.name})`, () => {
    let app: TestApp;

    /** An owner with a plan (its details as given) and a date of birth. */
    async function owner(email: string, plan: Record<string, unknown> = {}): Promise<TestClient> {
      const client = await app.signIn(email);
      await saveCompletedStep(app.database.db, client.userId as string, 'planDetails', plan, NOW);
      await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', { DOB: '1980-02-01' }, NOW);
      return client;
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-conv@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('after-tax money with earnings converts half: pro-rata basis, the taxable earnings, the 1099-R (code G, box 5)', async () => {
      const client = await owner('convert-half@example.com');
      expect((await client.post('/contributions', deposit('After Tax', 20000))).status).toBe(201);
      expect((await client.post('/contributions', deposit('Deferral Pre-Tax', 20000))).status).toBe(201);
      // $4,000 of interest held as cash: each account's share grows by 10%.
      const interest = { type: 'cash', subtype: 'Interest', record_type: 'record', purchase_price: 4000 };
      expect((await client.post('/assets', interest)).status).toBe(201);

      const before = (await client.get('/roth-conversions')).body;
      expect(before).toMatchObject({
        allowed: true,
        conversions: [],
        after_tax: { balance_cents: 2_200_000, basis_cents: 2_000_000, earnings_cents: 200_000 },
        roth: { balance_cents: 0, basis_cents: 0, first_year: null },
        pre_tax_cents: 2_200_000,
      });
      expect(before.convertible).toContainEqual({ account: 'after_tax', available_cents: 2_200_000 });

      const made = await client.post('/roth-conversions', { account: 'after_tax', amount_cents: 1_100_000 });
      expect(made.status).toBe(201);
      // 1,100,000 x 2,000,000 / 2,200,000 = 1,000,000 of basis; the $1,000 of earnings is taxable.
      expect(made.body).toMatchObject({
        account: 'after_tax',
        amount_cents: 1_100_000,
        basis_cents: 1_000_000,
        taxable_cents: 100_000,
        account_balance_cents: 2_200_000,
        converted_on: '2026-11-30',
        recapture_ends_on: '2030-12-31',
      });

      const after = (await client.get('/roth-conversions')).body;
      expect(after).toMatchObject({
        after_tax: { balance_cents: 1_100_000, basis_cents: 1_000_000, earnings_cents: 100_000 },
        roth: {
          balance_cents: 1_100_000,
          basis_cents: 1_100_000,
          earnings_cents: 0,
          conversion_cents: 1_100_000,
          first_year: 2026,
        },
        pre_tax_cents: 2_200_000,
      });
      expect(after.conversions.map((c: { id: string }) => c.id)).toEqual([made.body.id]);

      const over = await client.post('/roth-conversions', { account: 'after_tax', amount_cents: 1_100_001 });
      expect(over.status).toBe(400);
      expect(over.body.fields).toEqual({ amount: ['The most you can convert from this account is $11,000.00'] });

      const forms = (await client.get('/tax-forms/2026')).body;
      expect(forms.forms_1099r).toEqual([
        expect.objectContaining({
          distribution_id: made.body.id,
          kind: 'in_plan_roth_rollover',
          paid_on: '2026-11-30',
          gross_cents: 1_100_000,
          taxable_cents: 100_000,
          basis_cents: 1_000_000,
          federal_withheld_cents: 0,
          distribution_code: 'G',
          designated_roth: false,
        }),
      ]);
      expect(forms.form_945_required).toBe(false);
      // The Roth account now holds the money: a distribution can take it from there, not from after-tax twice.
      const distribution = await client.post('/distributions', {
        kind: 'separation',
        amount: 11001,
        sources: ['after_tax'],
        payment_method: 'check',
        withholding_percent: 20,
        spouse_consent: true,
      });
      expect(distribution.status).toBe(400);
      expect(distribution.body.fields.amount).toEqual(['The most you can take from the chosen accounts is $11,000.00']);
    });

    test('pre-tax money converts in full as taxable; the plan must allow Roth and in-plan Roth rollovers', async () => {
      const client = await owner('convert-pre-tax@example.com');
      expect((await client.post('/contributions', deposit('Profit Sharing', 5000))).status).toBe(201);
      const made = await client.post('/roth-conversions', { account: 'profit_sharing', amount_cents: 200_000 });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ basis_cents: 0, taxable_cents: 200_000 });

      const closed = await owner('convert-not-allowed@example.com', { plan_roth_roll: false });
      expect((await closed.post('/contributions', deposit('After Tax', 5000))).status).toBe(201);
      expect((await closed.get('/roth-conversions')).body.allowed).toBe(false);
      const refused = await closed.post('/roth-conversions', { account: 'after_tax', amount_cents: 100_000 });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        account: [
          'The plan does not allow in-plan Roth conversions; allow Roth contributions and in-plan Roth rollovers in the plan details first',
        ],
      });
      const bad = await client.post('/roth-conversions', { account: 'roth', amount_cents: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        account: ['Choose an account from the list'],
        amount: ['Amount must be greater than $0.00'],
      });
      expect((await closed.get('/roth-conversions')).body.conversions).toEqual([]);
    });

    test('concurrent conversions cannot convert the same money twice', async () => {
      const client = await owner('convert-race@example.com');
      expect((await client.post('/contributions', deposit('After Tax', 10000))).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => client.post('/roth-conversions', { account: 'after_tax', amount_cents: 600_000 })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
      const view = (await client.get('/roth-conversions')).body;
      expect(view.conversions).toHaveLength(1);
      expect(view.after_tax.balance_cents).toBe(400_000);
    });

    test('support converting in admin mode is audited', async () => {
      const client = await owner('convert-audited@example.com');
      expect((await client.post('/contributions', deposit('After Tax', 1000))).status).toBe(201);
      const support = (await app.signIn('support-conv@example.com')).withHeaders({ 'x-act-as': client.userId as string });
      const made = await support.post('/roth-conversions', { account: 'after_tax', amount_cents: 50_000 });
      expect(made.status).toBe(201);
      const audit = await app.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', made.body.id).execute();
      expect(audit).toEqual([
        expect.objectContaining({ participant_id: client.userId, action: 'convert', object_type: 'roth_conversion' }),
      ]);
    });

    test('a distribution records the basis it recovers: its 1099-Rs show box 2a and box 5 for the after-tax and Roth parts', async () => {
      const client = await owner('basis-recovered@example.com');
      expect((await client.post('/contributions', deposit('After Tax', 20000))).status).toBe(201);
      expect((await client.post('/contributions', deposit('Deferral Roth', 20000))).status).toBe(201);
      const interest = { type: 'cash', subtype: 'Interest', record_type: 'record', purchase_price: 4000 };
      expect((await client.post('/assets', interest)).status).toBe(201);
      const made = await client.post('/distributions', {
        kind: 'separation',
        amount: 11000,
        sources: ['after_tax', 'roth'],
        payment_method: 'check',
        withholding_percent: 20,
        spouse_consent: true,
      });
      expect(made.status).toBe(201);
      const support = (await app.signIn('support-conv@example.com')).withHeaders({ 'x-act-as': client.userId as string });
      expect((await support.post(`/distributions/${made.body.id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await support.post(`/distributions/${made.body.id}/status`, { status: 'paid' })).status).toBe(200);

      // $5,500 from each account worth $22,000 with $20,000 of basis: $5,000 of basis each, $500 of earnings each.
      const forms = (await client.get('/tax-forms/2026')).body.forms_1099r;
      expect(forms).toEqual([
        expect.objectContaining({ designated_roth: false, gross_cents: 550_000, taxable_cents: 50_000, basis_cents: 500_000 }),
        expect.objectContaining({ designated_roth: true, gross_cents: 550_000, taxable_cents: 50_000, basis_cents: 500_000 }),
      ]);
      const view = (await client.get('/roth-conversions')).body;
      expect(view.after_tax).toEqual({ balance_cents: 1_650_000, basis_cents: 1_500_000, earnings_cents: 150_000 });
      expect(view.roth).toMatchObject({ balance_cents: 1_650_000, basis_cents: 1_500_000, earnings_cents: 150_000 });
      // A conversion now carries the basis left: $16,500 converted with $15,000 of basis, $1,500 taxable.
      const converted = await client.post('/roth-conversions', { account: 'after_tax', amount_cents: 1_650_000 });
      expect(converted.body).toMatchObject({ basis_cents: 1_500_000, taxable_cents: 150_000 });
    });
  });
}
