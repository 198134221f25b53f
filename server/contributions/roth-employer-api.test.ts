import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { availableFromAccounts } from '@/domain/balances/participant-balance';
import { participantHoldings } from '../balances/participant-holdings';

const NOW = new Date('2027-01-20T10:00:00Z');

/** A deposit of `amount` dollars of `source` made on `day`, counted for `taxYear`. */
const deposit = (source: string, amount: number, day: string, taxYear: number, roth?: unknown): Record<string, unknown> => ({
  source,
  amount,
  deposit_date: day,
  tax_year: taxYear,
  ...(roth === undefined ? {} : { roth }),
});

for (const leg of await databaseLegs()) {
  describe(`Roth employer contributions, SECURE 2.0 section 604 (${leg.name})`, () => {
    let app: TestApp;

    /** An owner whose plan details allow Roth employer contributions (or not). */
    async function owner(email: string, allowed: boolean): Promise<TestClient> {
      const client = await app.signIn(email);
      await saveCompletedStep(app.database.db, client.userId as string, 'planDetails', { plan_roth_employer: allowed }, NOW);
      await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', { DOB: '1980-02-01' }, NOW);
      return client;
    }

    /** The participant's balance as the money moves read it: inside a transaction (as the distributions area does). */
    const holdings = (client: TestClient) =>
      app.database.db.transaction().execute((trx) => participantHoldings(trx, client.userId as string, NOW));

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('only Profit Sharing and Employer Match, and only where the plan allows it, are designated Roth', async () => {
      const without = await owner('roth-employer-not-elected@example.com', false);
      const refused = await without.post('/contributions', deposit('Profit Sharing', 5000, '2026-06-30', 2026, true));
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        roth: ['The plan does not allow Roth employer contributions; allow them in the plan details first'],
      });
      expect((await without.post('/contributions', deposit('Profit Sharing', 5000, '2026-06-30', 2026, false))).status).toBe(201);

      const elected = await owner('roth-employer-elected@example.com', true);
      const deferral = await elected.post('/contributions', deposit('Deferral Pre-Tax', 1000, '2026-06-30', 2026, true));
      expect(deferral.status).toBe(400);
      expect(deferral.body.fields).toEqual({ roth: ['Only Profit Sharing and Employer Match can be designated Roth'] });
      const odd = await elected.post('/contributions', deposit('Employer Match', 1000, '2026-06-30', 2026, 'yes'));
      expect(odd.status).toBe(400);
      expect(odd.body.fields).toEqual({ roth: ['Roth must be yes or no'] });
      const made = await elected.post('/contributions', deposit('Employer Match', 1000, '2026-06-30', 2026, true));
      expect(made.status).toBe(201);
      expect(made.body.contribution).toMatchObject({ source: 'Employer Match', amount: 1000, roth: true });
      expect((await elected.get('/contributions?tax_year=2026')).body.map((c: { roth: boolean }) => c.roth)).toEqual([true]);
      const history = (await elected.get(`/contributions/${made.body.contribution.id}/history`)).body;
      expect(history[0].after).toMatchObject({ roth: true });
    });

    test('the limits count them as before; the year deposited reports them on a 1099-R, code G, whatever year they count for', async () => {
      const client = await owner('roth-employer-year@example.com', true);
      // Counted for 2025 but deposited in 2026: taxable in 2026, the year allocated (Notice 2024-2).
      expect((await client.post('/contributions', deposit('Profit Sharing', 7000, '2026-03-02', 2025, true))).status).toBe(201);
      expect((await client.post('/contributions', deposit('Employer Match', 3000, '2026-10-01', 2026, true))).status).toBe(201);
      expect((await client.post('/contributions', deposit('Profit Sharing', 4000, '2026-10-01', 2026, false))).status).toBe(201);
      expect((await client.post('/contributions', deposit('Deferral Roth', 2000, '2026-10-01', 2026))).status).toBe(201);

      const summary2026 = (await client.get('/contribution-summary?tax_year=2026')).body;
      expect(summary2026.roth_employer).toEqual({ allowed: true, allocated_cents: 1_000_000 });
      // 415(c) counts every employer dollar, Roth or not: 3,000 + 4,000 of 2026 plus 2,000 of Roth deferrals.
      expect(summary2026.usage.annual_additions.used).toBe(9000);
      const summary2025 = (await client.get('/contribution-summary?tax_year=2025')).body;
      expect(summary2025.roth_employer).toEqual({ allowed: true, allocated_cents: 0 });
      expect(summary2025.usage.annual_additions.used).toBe(7000);

      const forms = (await client.get('/tax-forms/2026')).body;
      expect(forms.forms_1099r).toEqual([
        {
          distribution_id: 'roth_employer_contributions-2026',
          paid_on: '2026-12-31',
          kind: 'roth_employer_contributions',
          gross: 10000,
          taxable: 10000,
          federal_withheld: 0,
          distribution_code: 'G',
          designated_roth: true,
          gross_cents: 1_000_000,
          taxable_cents: 1_000_000,
          federal_withheld_cents: 0,
          first_roth_year: 2026,
          basis_cents: null,
        },
      ]);
      expect(forms).toMatchObject({ form_1099r_required: true, form_945_required: false });
      expect((await client.get('/tax-forms/2025')).body.forms_1099r).toEqual([]);
    });

    test("an edit may undo a designation; designating needs the plan's election; the Roth money is in the Roth account", async () => {
      const client = await owner('roth-employer-edit@example.com', true);
      const made = (await client.post('/contributions', deposit('Profit Sharing', 6000, '2026-05-01', 2026, true))).body
        .contribution;
      // The plan holds the deposit in the designated Roth account: a distribution from 'roth' can take it, not one from
      // 'profit_sharing' (Notice 2024-2: a separate designated Roth account).
      const held = await holdings(client);
      expect(availableFromAccounts(held, ['roth'])).toBe(600_000);
      expect(availableFromAccounts(held, ['profit_sharing'])).toBe(0);
      const undone = await client.patch(`/contributions/${made.id}`, { roth: false });
      expect(undone.status).toBe(200);
      expect(undone.body.contribution).toMatchObject({ roth: false });
      const after = await holdings(client);
      expect(availableFromAccounts(after, ['profit_sharing'])).toBe(600_000);
      await saveCompletedStep(app.database.db, client.userId as string, 'planDetails', { plan_roth_employer: false }, NOW, {
        replace: true,
      });
      const again = await client.patch(`/contributions/${made.id}`, { roth: true });
      expect(again.status).toBe(400);
      expect(again.body.fields).toEqual({
        roth: ['The plan does not allow Roth employer contributions; allow them in the plan details first'],
      });
    });
  });
}
