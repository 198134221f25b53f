import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const NOW = new Date('2026-11-23T10:00:00Z');

const deposit = (source: string, amount: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  source,
  amount,
  deposit_date: '2026-06-30',
  tax_year: 2026,
  reference: null,
  ...extra,
});

for (const leg of await databaseLegs()) {
  describe(`contribution warnings API (${leg.name})`, () => {
    let app: TestApp;

    async function given(client: TestClient, step: string, values: Record<string, unknown>): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, step, values, app.clock());
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('2024 has its own limits; 2027 answers "Limits for 2027 are not yet published", never 2026 figures', async () => {
      const owner = await app.signIn('years-owner@example.com');
      const y2024 = (await owner.get('/contribution-summary', { query: { tax_year: '2024' } })).body;
      expect(y2024.limits).toEqual({ deferral: 23000, catch_up: 0, annual_additions: 69000, compensation_cap: 345000 });
      const later = await owner.get('/contribution-summary', { query: { tax_year: '2027' } });
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ tax_year: 2027, limits: null, usage: null });
      expect(later.body.warnings).toEqual([
        { limit: 'limitsNotPublished', excess: 0, message: 'Limits for 2027 are not yet published' },
      ]);
    });

    test('deferrals above pay and employer contributions above the deduction limit are warned with the amounts', async () => {
      const owner = await app.signIn('pay-owner@example.com');
      await given(owner, 'personalDetails', { DOB: '1971-05-01' });
      await given(owner, 'employerDetails', { entity_type: 'sCorporation' });
      expect((await owner.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 15000 })).status).toBe(
        200,
      );
      const over = await owner.post('/contributions', deposit('Deferral Pre-Tax', 23000));
      expect(over.status).toBe(201);
      expect(over.body.warnings).toEqual([
        {
          limit: 'compensation',
          excess: 8000,
          message:
            'Elective deferrals to this plan for 2026 would be $8,000.00 more than your compensation of $15,000.00; ' +
            'deferrals and catch-up cannot exceed pay.',
          // The correction under EPCRS is offered from it (decision 0300).
          corrected: false,
          correctable_cents: 800_000,
          correction_deadline: '2029-12-31',
        },
      ]);
      const employer = await app.signIn('deduction-owner@example.com');
      await given(employer, 'employerDetails', { entity_type: 'cCorporation' });
      await employer.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 100000 });
      const answer = await employer.post('/contributions', deposit('Profit Sharing', 30000));
      expect(answer.body.warnings).toEqual([
        {
          limit: 'deduction',
          excess: 5000,
          message:
            'Employer contributions for 2026 of $30,000.00 would be $5,000.00 over the deduction limit of $25,000.00 ' +
            '(IRC 404(a)(3)): $25,000.00 is deductible, and the $5,000.00 not deductible owes a 10% excise tax of $500.00 ' +
            '(IRC 4972, Form 5330).',
        },
      ]);
    });

    test('a 2025 deposit after October 15, 2026 is late: the answer suggests 2026, and moving it clears the warning', async () => {
      const owner = await app.signIn('late-owner@example.com');
      await given(owner, 'employerDetails', { entity_type: 'soleProprietorship' });
      const onTime = await owner.post(
        '/contributions',
        deposit('Profit Sharing', 1000, { deposit_date: '2026-10-15', tax_year: 2025 }),
      );
      expect(onTime.body.warnings).toEqual([]);
      const late = await owner.post(
        '/contributions',
        deposit('Profit Sharing', 2000, { deposit_date: '2026-10-16', tax_year: 2025 }),
      );
      expect(late.status).toBe(201);
      const id = late.body.contribution.id;
      expect(late.body.warnings).toEqual([
        {
          limit: 'depositDeadline',
          excess: 0,
          message:
            "A deposit on Oct 16, 2026 is too late to count for 2025: the deadline was the business's tax return due " +
            'date with extensions, Oct 15, 2026 (IRC 404(a)(6)). Count it for 2026 instead.',
          suggested_tax_year: 2026,
          contribution_id: id,
        },
      ]);
      const moved = await owner.patch(`/contributions/${id}`, { tax_year: 2026 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ contribution: { id, tax_year: 2026 }, warnings: [] });
      expect((await owner.get('/contribution-summary', { query: { tax_year: '2025' } })).body.warnings).toEqual([]);
    });

    test('Roth catch-up: prior-year FICA wages over $150,000 (cents) make a pre-tax catch-up a warning', async () => {
      const owner = await app.signIn('roth-owner@example.com');
      await given(owner, 'personalDetails', { DOB: '1971-05-01' });
      await given(owner, 'employerDetails', { entity_type: 'sCorporation' });
      const saved = await owner.put('/contribution-years/2026', {
        other_employer_deferrals: 0,
        compensation: 300000,
        prior_year_fica_wages_cents: 15_000_001,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.prior_year_fica_wages_cents).toBe(15_000_001);
      const answer = await owner.post('/contributions', deposit('Deferral Pre-Tax', 32500));
      expect(answer.body.warnings).toEqual([
        {
          limit: 'rothCatchUp',
          excess: 8000,
          message:
            'Catch-up contributions for 2026 must be Roth: your 2025 FICA wages from the business were over ' +
            '$150,000.00 (IRC 414(v)(7)); $8,000.00 of the catch-up is pre-tax.',
        },
      ]);
      // Saving the year again without the wages keeps them; exactly $150,000 clears the warning.
      const kept = await owner.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 300000 });
      expect(kept.body.prior_year_fica_wages_cents).toBe(15_000_001);
      const at = await owner.put('/contribution-years/2026', {
        other_employer_deferrals: 0,
        compensation: 300000,
        prior_year_fica_wages_cents: 15_000_000,
      });
      expect(at.body.warnings).toEqual([]);
      const bad = await owner.put('/contribution-years/2026', { prior_year_fica_wages_cents: 12.5 });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        error: 'validation',
        fields: { prior_year_fica_wages_cents: ['FICA wages for 2025 must be whole cents'] },
      });
    });
  });
}
