import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

/** Decision 0300: excess annual additions (IRC 415(c), deferrals over pay included) corrected under EPCRS. */

const NOV_2026 = new Date('2026-11-23T10:00:00Z');
const SUPPORT = 'support-annual-additions@example.com';

type Warning = { limit: string; message: string; corrected?: boolean; correctable_cents?: number; correction_deadline?: string };

for (const leg of await databaseLegs()) {
  describe(`excess annual additions corrected under EPCRS (${leg.name})`, () => {
    let app: TestApp;
    let now = NOV_2026;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: [SUPPORT] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    /** An owner (born 1980: no catch-up) with these 2026 deposits, in dollars. */
    async function ownerWith(email: string, deposits: Record<string, number>): Promise<TestClient> {
      const client = await app.signIn(email);
      await giveOwnerAPlan(app, client);
      for (const [source, amount] of Object.entries(deposits)) {
        const made = await client.post('/contributions', { source, amount, deposit_date: '2026-11-02', tax_year: 2026 });
        expect(made.status).toBe(201);
      }
      return client;
    }

    const summaryOf = async (client: TestClient, year: number) =>
      (await client.get('/contribution-summary', { query: { tax_year: String(year) } })).body as {
        warnings: Warning[];
        sources: Array<{ source: string; total: number }>;
        excess_annual_additions_correction: Record<string, unknown> | null;
        held_from_prior_year_cents: number;
      };

    test('deferrals over pay: both warnings offer the correction; the deferrals come back with their income, code E', async () => {
      now = NOV_2026;
      const owner = await ownerWith('over-pay@example.com', { 'Deferral Pre-Tax': 20000 });
      expect((await owner.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 15000 })).status).toBe(
        200,
      );
      const before = await summaryOf(owner, 2026);
      const offered = before.warnings.filter((w) => w.limit === 'compensation' || w.limit === 'annualAdditions');
      expect(offered.map((w) => [w.limit, w.corrected, w.correctable_cents, w.correction_deadline])).toEqual([
        ['compensation', false, 500_000, '2029-12-31'],
        ['annualAdditions', false, 500_000, '2029-12-31'],
      ]);

      const bad = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026, earnings_cents: -500_000 });
      expect([bad.status, bad.body.fields]).toEqual([
        400,
        { earnings_cents: ['A loss must be less than the excess of $5,000.00'] },
      ]);
      const made = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026, earnings_cents: 5_000 });
      expect(made.status).toBe(201);
      expect(made.body.distribution).toMatchObject({
        kind: 'excess_annual_additions_correction',
        amount: 5050,
        sources: ['pre_tax'],
        withholding_percent: 10,
        status: 'requested',
      });
      const corrected =
        'Corrected on Nov 23, 2026: the 2026 excess annual additions of $5,000.00: a corrective distribution of $5,050.00 (contributions of $5,000.00 plus $50.00 of earnings) was requested.';
      const after = await summaryOf(owner, 2026);
      expect(after.warnings.filter((w) => w.limit === 'compensation' || w.limit === 'annualAdditions')).toEqual([
        {
          limit: 'annualAdditions',
          excess: 5000,
          message: corrected,
          corrected: true,
          correctable_cents: 0,
          correction_deadline: '2029-12-31',
        },
      ]);
      expect(after.sources.find((s) => s.source === 'Deferral Pre-Tax')?.total).toBe(15000);
      expect(after.excess_annual_additions_correction).toMatchObject({
        excess_cents: 500_000,
        returned_cents: 500_000,
        earnings_cents: 5_000,
        amount_cents: 505_000,
        held_cents: 0,
        status: 'requested',
        requested_on: '2026-11-23',
        deadline: '2029-12-31',
      });
      const again = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026, earnings_cents: 5_000 });
      expect(again.body.fields).toEqual({
        tax_year: ['The 2026 excess annual additions of $5,000.00 were already corrected on Nov 23, 2026.'],
      });

      // Paid the next February: one 1099-R, code E, all of it taxable in the year paid.
      now = new Date('2027-02-01T15:00:00Z');
      const id = made.body.distribution.id as string;
      const support = (await app.signIn(SUPPORT)).withHeaders({ 'x-act-as': owner.userId as string });
      expect((await support.post(`/distributions/${id}/status`, { status: 'approved' })).status).toBe(200);
      expect((await support.post(`/distributions/${id}/status`, { status: 'paid' })).status).toBe(200);
      const forms = (await (await app.signIn('over-pay@example.com')).get('/tax-forms/2027')).body.forms_1099r;
      expect(
        forms.map((f: Record<string, unknown>) => [
          f.kind,
          f.gross_cents,
          f.taxable_cents,
          f.federal_withheld_cents,
          f.distribution_code,
        ]),
      ).toEqual([['excess_annual_additions_correction', 505_000, 505_000, 50_500, 'E']]);
    });

    test('employer money over the limit is held for the next year: no distribution, the next year counts it', async () => {
      now = NOV_2026;
      // $80,000 of profit sharing: $8,000 over the 2026 limit of $72,000.
      const owner = await ownerWith('held@example.com', { 'Profit Sharing': 80000 });
      const made = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026 });
      expect(made.status).toBe(201);
      expect(made.body.distribution).toBeNull();
      const summary = made.body.summary as Awaited<ReturnType<typeof summaryOf>>;
      expect(summary.warnings.find((w) => w.limit === 'annualAdditions')?.message).toBe(
        "Corrected on Nov 23, 2026: the 2026 excess annual additions of $8,000.00: $8,000.00 of employer contributions is held in the plan's unallocated account for 2027.",
      );
      const next = await summaryOf(owner, 2027);
      expect(next.held_from_prior_year_cents).toBe(800_000);
      expect(next.sources.find((s) => s.source === 'Profit Sharing')?.total).toBe(8000);
      // Held, it is not the participant's to take in 2026.
      const asked = await owner.post('/distributions', {
        kind: 'separation',
        amount: 80000,
        sources: ['profit_sharing'],
        payment_method: 'check',
        withholding_percent: 20,
        spouse_consent: true,
      });
      expect(asked.status).toBe(400);
      expect(asked.body.fields.amount).toEqual([expect.stringContaining('$72,000.00')]);
    });

    test('excess deferrals already corrected are not annual additions: the pay excess leaves them out', async () => {
      now = NOV_2026;
      // $25,500 deferred: $1,000 over 402(g), returned first; on $20,000 of pay $4,500 of what is left is over pay.
      const owner = await ownerWith('both@example.com', { 'Deferral Pre-Tax': 25500 });
      expect((await owner.post('/excess-deferral-corrections', { tax_year: 2026, earnings_cents: 0 })).status).toBe(201);
      expect((await owner.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 20000 })).status).toBe(
        200,
      );
      const summary = await summaryOf(owner, 2026);
      expect(summary.warnings.find((w) => w.limit === 'compensation')).toMatchObject({
        message:
          'Elective deferrals to this plan for 2026 would be $4,500.00 more than your compensation of $20,000.00; deferrals and catch-up cannot exceed pay.',
        correctable_cents: 450_000,
      });
      const made = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026, earnings_cents: 0 });
      expect(made.body.distribution).toMatchObject({ amount: 4500, sources: ['pre_tax'] });
    });

    test('a year within the limits has nothing to correct; the request is refused in the field', async () => {
      now = NOV_2026;
      const owner = await ownerWith('within@example.com', { 'Deferral Pre-Tax': 10000 });
      const refused = await owner.post('/excess-annual-additions-corrections', { tax_year: 2026, earnings_cents: 0 });
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { tax_year: ['Contributions for 2026 are within the annual additions limit and pay: there is no excess to correct.'] },
      ]);
    });
  });
}
