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
  reference: 'ACH 1001',
  ...extra,
});

for (const leg of await databaseLegs()) {
  describe(`contributions API (${leg.name})`, () => {
    let app: TestApp;

    async function setDateOfBirth(client: TestClient, dob: string): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, 'personalDetails', { DOB: dob }, NOW);
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-contrib@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('deposits up to the 2026 deferral limit fit; one more is recorded with the warning, never refused', async () => {
      const owner = await app.signIn('limit-owner@example.com');
      const first = await owner.post('/contributions', deposit('Deferral Pre-Tax', 20000));
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        contribution: {
          id: expect.any(String),
          user_id: owner.userId,
          source: 'Deferral Pre-Tax',
          amount: 20000,
          deposit_date: '2026-06-30',
          tax_year: 2026,
          reference: 'ACH 1001',
          roth: false,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        },
        warnings: [],
      });
      expect((await owner.post('/contributions', deposit('Deferral Roth', 4500))).body.warnings).toEqual([]);
      const summary = (await owner.get('/contribution-summary', { query: { tax_year: '2026' } })).body;
      expect(summary.limits).toEqual({ deferral: 24500, catch_up: 0, annual_additions: 72000, compensation_cap: 360000 });
      expect(summary.usage.deferrals).toEqual({ limit: 24500, used: 24500, remaining: 0, excess: 0 });
      expect(summary.sources.find((s: { source: string }) => s.source === 'Profit Sharing')).toEqual({
        source: 'Profit Sharing',
        total: 0,
        room: 47500,
      });
      const over = await owner.post('/contributions', deposit('Deferral Roth', 100));
      expect(over.status).toBe(201);
      expect(over.body.warnings).toEqual([
        {
          limit: 'deferrals',
          excess: 100,
          message: 'Elective deferrals for 2026 (all employers together) would be $100.00 over the limit of $24,500.00.',
          // The corrective distribution it offers (decision 0299).
          corrected: false,
          correctable_cents: 10_000,
          correction_deadline: '2027-04-15',
        },
      ]);
      expect((await owner.get('/contributions', { query: { tax_year: '2026' } })).body).toHaveLength(3);
      expect((await owner.get('/contributions', { query: { tax_year: '2025' } })).body).toEqual([]);
    });

    test('age from the saved date of birth gives the catch-up; other employers’ deferrals share the limit', async () => {
      const owner = await app.signIn('catchup-owner@example.com');
      await setDateOfBirth(owner, '1965-03-01');
      const saved = await owner.put('/contribution-years/2026', { other_employer_deferrals: 10000, compensation: null });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        tax_year: 2026,
        age: 61,
        limits: { deferral: 24500, catch_up: 11250 },
        other_employer_deferrals: 10000,
        compensation: null,
      });
      expect(saved.body.sources.find((s: { source: string }) => s.source === 'Deferral Pre-Tax').room).toBe(25750);
      expect(saved.body.sources.find((s: { source: string }) => s.source === 'Roll Overs').room).toBeNull();
      const bad = await owner.put('/contribution-years/2026', { other_employer_deferrals: -1, compensation: 1.234 });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        error: 'validation',
        fields: {
          other_employer_deferrals: ['Deferrals to other employers cannot be negative'],
          compensation: ['Compensation must have at most 2 decimal places'],
        },
      });
    });

    test('bad input gets field messages in the contract shape, nothing stored', async () => {
      const owner = await app.signIn('invalid-owner@example.com');
      const r = await owner.post('/contributions', { source: 'Bonus', amount: 0, deposit_date: '2026-12-01', tax_year: 2020 });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        error: 'validation',
        fields: {
          source: [
            'Source must be one of Deferral Pre-Tax, Deferral Roth, Profit Sharing, Roll Overs, After Tax, Employer Match',
          ],
          amount: ['Amount must be greater than $0.00'],
          deposit_date: ['Deposit date cannot be in the future'],
          tax_year: ['Tax year must be the year of the deposit or the year before'],
        },
      });
      const year = await owner.post('/contributions', deposit('After Tax', 5, { tax_year: 2024 }));
      expect(year.body.fields).toEqual({ tax_year: ['Tax year must be the year of the deposit or the year before'] });
      expect((await owner.get('/contributions')).body).toEqual([]);
      expect((await owner.get('/contribution-summary')).status).toBe(400);
    });

    test('edit and remove leave a trail with the values before and after and who changed them', async () => {
      const owner = await app.signIn('trail-owner@example.com');
      const id = (await owner.post('/contributions', deposit('Profit Sharing', 1000))).body.contribution.id;
      const edited = await owner.patch(`/contributions/${id}`, { amount: 1500.25, reference: null });
      expect(edited.status).toBe(200);
      expect(edited.body.contribution).toMatchObject({ id, amount: 1500.25, reference: null, source: 'Profit Sharing' });
      expect((await owner.patch(`/contributions/${id}`, { amount: -3 })).body.fields).toEqual({
        amount: ['Amount must be greater than $0.00'],
      });
      expect((await owner.delete(`/contributions/${id}`)).status).toBe(204);
      expect((await owner.get('/contributions')).body).toEqual([]);
      const trail = (await owner.get(`/contributions/${id}/history`)).body;
      const before = {
        source: 'Profit Sharing',
        amount: 1000,
        deposit_date: '2026-06-30',
        tax_year: 2026,
        reference: 'ACH 1001',
        roth: false,
      };
      const after = { ...before, amount: 1500.25, reference: null };
      expect(trail).toEqual([
        { action: 'create', agent_id: owner.userId, before: null, after: before, at: NOW.toISOString() },
        { action: 'edit', agent_id: owner.userId, before, after, at: NOW.toISOString() },
        { action: 'remove', agent_id: owner.userId, before: after, after: null, at: NOW.toISOString() },
      ]);
      expect((await owner.patch(`/contributions/${id}`, { amount: 1 })).status).toBe(404);
      expect((await owner.get('/contributions/no-such-entry/history')).status).toBe(404);
    });

    test('support in admin mode records for the participant: audited, and the trail names the agent', async () => {
      const owner = await app.signIn('assisted-owner@example.com');
      expect((await owner.get('/contributions')).body).toEqual([]); // the participant's first call creates their user row
      const support = await app.signIn('support-contrib@example.com');
      const asOwner = support.withHeaders({ 'x-act-as': owner.userId as string });
      const created = await asOwner.post('/contributions', deposit('Employer Match', 250));
      expect(created.body).toMatchObject({ contribution: { source: 'Employer Match' } });
      expect(created.status).toBe(201);
      const id = created.body.contribution.id;
      expect(created.body.contribution.user_id).toBe(owner.userId);
      expect((await asOwner.patch(`/contributions/${id}`, { amount: 300 })).status).toBe(200);
      expect((await asOwner.put('/contribution-years/2026', { other_employer_deferrals: 0, compensation: 90000 })).status).toBe(
        200,
      );
      expect((await asOwner.delete(`/contributions/${id}`)).status).toBe(204);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['agent_id', 'participant_id', 'action', 'object_type', 'object_id'])
        .where('participant_id', '=', owner.userId as string)
        .orderBy('id')
        .execute();
      // The test client entered admin mode first (decision 0297).
      expect(audit).toEqual([
        {
          agent_id: support.userId,
          participant_id: owner.userId,
          action: 'enter_admin_mode',
          object_type: 'user',
          object_id: owner.userId,
        },
        { agent_id: support.userId, participant_id: owner.userId, action: 'create', object_type: 'contribution', object_id: id },
        { agent_id: support.userId, participant_id: owner.userId, action: 'edit', object_type: 'contribution', object_id: id },
        {
          agent_id: support.userId,
          participant_id: owner.userId,
          action: 'save',
          object_type: 'contribution_year',
          object_id: '2026',
        },
        { agent_id: support.userId, participant_id: owner.userId, action: 'remove', object_type: 'contribution', object_id: id },
      ]);
      const trail = (await owner.get(`/contributions/${id}/history`)).body as Array<{ agent_id: string }>;
      expect(trail.map((e) => e.agent_id)).toEqual([support.userId, support.userId, support.userId]);
    });

    test('Form 5500-EZ: required above $250,000 across plans or in the final year; due July 31 (2027: August 2, IRC 7503), extended to October 15', async () => {
      const owner = await app.signIn('filing-owner@example.com');
      const none = (await owner.get('/form-5500-ez/2026')).body;
      expect(none).toEqual({
        plan_year: 2026,
        plan_year_start: '2026-01-01',
        plan_year_end: '2026-12-31',
        plan_assets: 0,
        plan_assets_cents: 0,
        participant_accounts_cents: 0,
        participant_loans_cents: 0,
        participants: 1,
        other_plans_assets: 0,
        other_plans_assets_cents: 0,
        all_plans_assets_cents: 0,
        final_plan_year: false,
        required: false,
        reason: 'none',
        due_date: '2027-08-02',
        statutory_due_date: '2027-07-31',
        due_date_note: 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)',
        extended_due_date: '2027-10-15',
        statutory_extended_due_date: '2027-10-15',
        extended_due_date_note: null,
        extension: { filed: false, filed_on: null },
        filing_deadline: '2027-08-02',
        reminders: [
          { days_before: 60, date: '2027-06-03' },
          { days_before: 30, date: '2027-07-03' },
          { days_before: 7, date: '2027-07-26' },
        ],
        filing: { filed: false, filed_on: null, method: null, confirmation: null },
        document: null,
        past_due: false,
        days_late: 0,
        max_penalty: 0,
        max_penalty_cents: 0,
        penalty_per_day_cents: 25000,
        penalty_cap_cents: 15_000_000,
        // No asset is held at the year end, so none needs a value (decision 0338).
        year_end_values: { complete: true, missing: [], message: null },
      });
      const asset = await owner.post('/assets', {
        type: 'crypto',
        subtype: 'Bitcoin',
        record_type: 'record',
        purchase_price: 200000,
      });
      expect(asset.status).toBe(201);
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({ plan_assets: 200000, required: false });
      const across = await owner.put('/form-5500-ez/2026', { other_plans_assets: 50000.01, final_plan_year: false });
      expect(across.body).toMatchObject({ plan_assets: 200000, other_plans_assets: 50000.01, required: true, reason: 'assets' });
      const exactly = await owner.put('/form-5500-ez/2026', { other_plans_assets: 50000, final_plan_year: false });
      expect(exactly.body).toMatchObject({ required: false, reason: 'none' });
      const final = await owner.put('/form-5500-ez/2026', { other_plans_assets: 0, final_plan_year: true });
      expect(final.body).toMatchObject({ required: true, reason: 'finalYear' });
      const bad = await owner.put('/form-5500-ez/2026', { other_plans_assets: -5, final_plan_year: 'maybe' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        other_plans_assets: ['Assets of your other one-participant plans cannot be negative'],
        final_plan_year: ['Final plan year must be yes or no'],
      });
    });
  });
}
