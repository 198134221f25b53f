import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { signedLoanOnGold } from '../loans/loan-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

/** Decision 0299: the corrective distribution of excess deferrals (IRC 402(g)(2)) and deemed loans on the 1099-R. */

const NOV_2026 = new Date('2026-11-23T10:00:00Z');
const SUPPORT = 'support-corrections@example.com';

for (const leg of await databaseLegs()) {
  describe(`excess deferral corrections and deemed loans on the 1099-R (${leg.name})`, () => {
    let app: TestApp;
    let now = NOV_2026;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: [SUPPORT] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    /** An owner (born 1980: no catch-up) with `amount` dollars of pre-tax deferrals for 2026. */
    async function ownerDeferring(email: string, amount: number, source = 'Deferral Pre-Tax'): Promise<TestClient> {
      const client = await app.signIn(email);
      await giveOwnerAPlan(app, client);
      const made = await client.post('/contributions', { source, amount, deposit_date: '2026-11-02', tax_year: 2026 });
      expect(made.status).toBe(201);
      return client;
    }

    const deferralWarning = (summary: { warnings: Array<{ limit: string }> }) =>
      summary.warnings.find((w) => w.limit === 'deferrals');

    test('the 402(g) warning offers the correction; requested once it says corrected; a second request is refused by amount', async () => {
      now = NOV_2026;
      const owner = await ownerDeferring('excess-owner@example.com', 25500);
      const before = (await owner.get('/contribution-summary', { query: { tax_year: '2026' } })).body;
      expect(deferralWarning(before)).toEqual({
        limit: 'deferrals',
        excess: 1000,
        message: 'Elective deferrals for 2026 (all employers together) would be $1,000.00 over the limit of $24,500.00.',
        corrected: false,
        correctable_cents: 100_000,
        correction_deadline: '2027-04-15',
      });
      expect(before.excess_deferral_correction).toBeNull();

      const badEarnings = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 12.5 });
      expect([badEarnings.status, badEarnings.body.fields]).toEqual([
        400,
        { earnings_cents: ['Earnings must be a whole number of cents'] },
      ]);

      const badPercent = await owner.post('/excess-deferral-corrections', {
        tax_year: 2026,
        earnings_cents: 1234,
        withholding_percent: 101,
      });
      expect([badPercent.status, badPercent.body.fields]).toEqual([
        400,
        { withholding_percent: ['Withholding cannot be more than 100%'] },
      ]);

      const made = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 1234 });
      expect(made.status).toBe(201);
      expect(made.body.distribution).toMatchObject({
        kind: 'excess_deferral_correction',
        amount: 1012.34,
        sources: ['pre_tax'],
        withholding_percent: 10,
        withheld_amount: 101.23,
        status: 'requested',
      });
      const corrected = {
        limit: 'deferrals',
        excess: 1000,
        message:
          'Corrected: a corrective distribution of $1,012.34 (the 2026 excess deferrals of $1,000.00 plus $12.34 of earnings) was requested on Nov 23, 2026.',
        corrected: true,
        correctable_cents: 0,
        correction_deadline: '2027-04-15',
      };
      expect(deferralWarning(made.body.summary)).toEqual(corrected);
      const after = (await owner.get('/contribution-summary', { query: { tax_year: '2026' } })).body;
      expect(deferralWarning(after)).toEqual(corrected);
      expect(after.excess_deferral_correction).toEqual({
        distribution_id: made.body.distribution.id,
        tax_year: 2026,
        excess_cents: 100_000,
        earnings_cents: 1234,
        amount_cents: 101_234,
        status: 'requested',
        requested_on: '2026-11-23',
        deadline: '2027-04-15',
      });

      const again = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 1234 });
      expect([again.status, again.body.fields]).toEqual([
        400,
        {
          tax_year: [
            'The 2026 excess deferrals of $1,000.00 were already corrected: a corrective distribution of $1,012.34 was requested on Nov 23, 2026.',
          ],
        },
      ]);
      const none = await owner.post('/excess-deferral-corrections', { tax_year: 2025, earnings_cents: 0 });
      expect(none.body.fields).toEqual({
        tax_year: ['Elective deferrals for 2025 are not over the limit: there is no excess to correct.'],
      });
      // The ordinary request flow does not take the kind: only this operation creates it.
      const direct = await owner.post('/distributions', {
        kind: 'excess_deferral_correction',
        amount: 10,
        sources: ['pre_tax'],
        payment_method: 'check',
        withholding_percent: 10,
      });
      expect(direct.status).toBe(400);
    });

    test('paid in the next year by April 15: a P form for the excess and an 8 form for the earnings; after April 15 refused', async () => {
      now = NOV_2026;
      const owner = await ownerDeferring('excess-paid@example.com', 25500);
      const made = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 1234 });
      expect(made.status).toBe(201);
      const id = made.body.distribution.id as string;
      now = new Date('2027-02-01T15:00:00Z');
      const support = (await app.signIn(SUPPORT)).withHeaders({ 'x-act-as': owner.userId as string });
      expect((await support.post(`/distributions/${id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await support.post(`/distributions/${id}/status`, { status: 'paid' })).status).toBe(200);
      const signedIn = await app.signIn('excess-paid@example.com');
      const forms = (await signedIn.get('/tax-forms/2027')).body.forms_1099r;
      expect(
        forms.map((f: Record<string, unknown>) => [
          f.kind,
          f.gross_cents,
          f.taxable_cents,
          f.federal_withheld_cents,
          f.distribution_code,
        ]),
      ).toEqual([
        ['excess_deferral_correction', 100_000, 100_000, 10_000, 'P'],
        ['excess_deferral_correction', 1234, 1234, 123, '8'],
      ]);
      const summary = (await signedIn.get('/contribution-summary', { query: { tax_year: '2026' } })).body;
      expect(summary.excess_deferral_correction).toMatchObject({ status: 'paid' });

      await ownerDeferring('excess-late@example.com', 25000);
      now = new Date('2027-04-16T12:00:00Z');
      const lateClient = await app.signIn('excess-late@example.com');
      const refused = await lateClient.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 0 });
      expect(refused.body.fields).toEqual({
        tax_year: ['The deadline to correct the 2026 excess deferrals of $500.00 by a corrective distribution was Apr 15, 2027.'],
      });
    });

    test('a loss reduces the distribution (Treas. Reg. 1.402(g)-1(e)(5)): paid the next year, one P form for the net', async () => {
      now = NOV_2026;
      const owner = await ownerDeferring('excess-loss@example.com', 25500);
      const tooLarge = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: -100_000 });
      expect([tooLarge.status, tooLarge.body.fields]).toEqual([
        400,
        { earnings_cents: ['A loss must be less than the excess of $1,000.00'] },
      ]);
      const made = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: -12_050 });
      expect(made.status).toBe(201);
      expect(made.body.distribution).toMatchObject({ amount: 879.5, withheld_amount: 87.95 });
      expect((deferralWarning(made.body.summary) as { message?: string } | undefined)?.message).toBe(
        'Corrected: a corrective distribution of $879.50 (the 2026 excess deferrals of $1,000.00 less a loss of $120.50) was requested on Nov 23, 2026.',
      );
      now = new Date('2027-03-01T15:00:00Z');
      const id = made.body.distribution.id as string;
      const support = (await app.signIn(SUPPORT)).withHeaders({ 'x-act-as': owner.userId as string });
      expect((await support.post(`/distributions/${id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await support.post(`/distributions/${id}/status`, { status: 'paid' })).status).toBe(200);
      const forms = (await (await app.signIn('excess-loss@example.com')).get('/tax-forms/2027')).body.forms_1099r;
      expect(
        forms.map((f: Record<string, unknown>) => [
          f.gross_cents,
          f.taxable_cents,
          f.federal_withheld_cents,
          f.distribution_code,
        ]),
      ).toEqual([[87_950, 87_950, 8_795, 'P']]);
    });

    test('Roth excess deferrals: the correction is a B8 form, box 2a only the earnings', async () => {
      now = NOV_2026;
      const owner = await ownerDeferring('excess-roth@example.com', 25000, 'Deferral Roth');
      const made = await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 700 });
      expect(made.body.distribution).toMatchObject({ sources: ['roth'], amount: 507 });
      const id = made.body.distribution.id as string;
      const support = (await app.signIn(SUPPORT)).withHeaders({ 'x-act-as': owner.userId as string });
      await support.post(`/distributions/${id}/status`, { status: 'approved' });
      expect((await support.post(`/distributions/${id}/status`, { status: 'paid' })).status).toBe(200);
      const forms = (await owner.get('/tax-forms/2026')).body.forms_1099r;
      expect(
        forms.map((f: Record<string, unknown>) => [f.designated_roth, f.gross_cents, f.taxable_cents, f.distribution_code]),
      ).toEqual([[true, 50_700, 700, 'B8']]);
    });

    test('a loan in default is deemed distributed at the end of the cure period: its 1099-R carries L1 before 59½', async () => {
      now = NOV_2026;
      const owner = await app.signIn('deemed-loan@example.com');
      await giveOwnerAPlan(app, owner);
      const id = await signedLoanOnGold(owner);
      // No payment is ever made: the first one's cure period ends on March 31, 2027 (Treas. Reg. 1.72(p)-1 Q&A-10).
      now = new Date('2027-05-03T12:00:00Z');
      const later = await app.signIn('deemed-loan@example.com');
      const view = (await later.get(`/loans/${id}`)).body;
      expect(view.deemed_distribution).toMatchObject({ date: '2027-03-31', tax_year: 2027, distribution_code: 'L' });
      const forms = (await later.get('/tax-forms/2027')).body;
      expect(forms.forms_1099r).toEqual([
        expect.objectContaining({
          distribution_id: id,
          kind: 'deemed_loan',
          paid_on: '2027-03-31',
          gross_cents: view.deemed_distribution.amount_cents,
          taxable_cents: view.deemed_distribution.amount_cents,
          federal_withheld_cents: 0,
          distribution_code: 'L1',
        }),
      ]);
      expect((await later.get('/tax-forms/2026')).body.forms_1099r).toEqual([]);
    });
  });
}
