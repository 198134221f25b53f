import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

let now = new Date('2026-11-23T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`Form 5500-EZ plan years and filing (${leg.name})`, () => {
    let app: TestApp;

    async function saveStep(client: TestClient, stepKey: string, values: Record<string, unknown>): Promise<void> {
      await app.database.db
        .insertInto('step_data')
        .values({
          user_id: client.userId as string,
          flow: 'checkout',
          step_key: stepKey,
          values: JSON.stringify(values) as unknown as Record<string, unknown>,
          complete: true,
          updated_at: now,
        })
        .execute();
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a June 30 fiscal plan year: its bounds, due January 31, extended to April 15; assets on June 30', async () => {
      now = new Date('2026-11-23T10:00:00Z');
      const owner = await app.signIn('fiscal-owner@example.com');
      await saveStep(owner, 'employerDetails', {
        employer_fiscal_year_end: 'fiscalBased',
        employer_fiscal_year_end_date: '2020-06-30',
      });
      const asset = await owner.post('/assets', {
        type: 'crypto',
        subtype: 'Bitcoin',
        record_type: 'record',
        purchase_price: 260000,
      });
      expect(asset.status).toBe(201);
      // The 2025 plan year ended 2026-06-30, before the asset entered the plan; the 2026 one ends 2027-06-30.
      expect((await owner.get('/form-5500-ez/2025')).body).toMatchObject({
        plan_year: 2025,
        plan_year_start: '2025-07-01',
        plan_year_end: '2026-06-30',
        plan_assets: 0,
        required: false,
        due_date: '2027-01-31',
        extended_due_date: '2027-04-15',
        reminders: [
          { days_before: 60, date: '2026-12-02' },
          { days_before: 30, date: '2027-01-01' },
          { days_before: 7, date: '2027-01-24' },
        ],
      });
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        plan_year_start: '2026-07-01',
        plan_year_end: '2027-06-30',
        plan_assets: 260000,
        required: true,
        reason: 'assets',
        due_date: '2028-01-31',
      });
    });

    test('a calendar-year employer (or none saved) keeps January 1 to December 31', async () => {
      const owner = await app.signIn('calendar-owner@example.com');
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        plan_year_start: '2026-01-01',
        plan_year_end: '2026-12-31',
      });
      await saveStep(owner, 'employerDetails', {
        employer_fiscal_year_end: 'calendarBased',
        employer_fiscal_year_end_date: '2020-06-30',
      });
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        plan_year_start: '2026-01-01',
        plan_year_end: '2026-12-31',
      });
    });
  });
}
