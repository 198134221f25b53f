import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfText } from '../plan-documents/pdf-test-kit';
import { OWNER_SSN, ownerSteps } from '../plan-documents/plan-document-fixtures';
import { yearlyDocumentId } from './form-5500-ez-document';

let now = new Date('2026-11-23T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`Form 5500-EZ plan years and filing (${leg.name})`, () => {
    let app: TestApp;

    async function saveStep(client: TestClient, stepKey: string, values: Record<string, unknown>): Promise<void> {
      await saveCompletedStep(app.database.db, client.userId as string, stepKey, values, now);
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, supportEmails: ['support-5500@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a June 30 fiscal plan year: its bounds, due January 31 (a Sunday in 2027: February 1), extended to April 15; assets on June 30', async () => {
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
        statutory_due_date: '2027-01-31',
        due_date: '2027-02-01',
        due_date_note: 'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503)',
        extended_due_date: '2027-04-15',
        reminders: [
          { days_before: 60, date: '2026-12-03' },
          { days_before: 30, date: '2027-01-02' },
          { days_before: 7, date: '2027-01-25' },
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

    test('the prefilled return of the year is filed in the library and carries the plan figures, never the SSN', async () => {
      now = new Date('2026-11-23T10:00:00Z');
      const owner = await app.signIn('prefill-owner@example.com');
      for (const [key, values] of Object.entries(ownerSteps())) await saveStep(owner, key, values);
      expect(
        (await owner.post('/assets', { type: 'crypto', subtype: 'Bitcoin', record_type: 'record', purchase_price: 300000 }))
          .status,
      ).toBe(201);
      const deposit = { deposit_date: '2026-06-30', tax_year: 2026 };
      expect((await owner.post('/contributions', { ...deposit, source: 'Deferral Pre-Tax', amount: 20000 })).status).toBe(201);
      expect((await owner.post('/contributions', { ...deposit, source: 'Profit Sharing', amount: 15000.5 })).status).toBe(201);
      expect((await owner.post('/contributions', { ...deposit, source: 'Roll Overs', amount: 1000 })).status).toBe(201);
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({ required: true, document: null, past_due: false });

      const generated = await owner.post('/form-5500-ez/2026/document');
      expect(generated.status).toBe(201);
      expect(generated.body).toMatchObject({ name: 'Form 5500-EZ 2026.pdf', document_id: expect.any(String) });
      const signed = await owner.get(generated.body.download_path);
      expect(signed.status).toBe(200);
      const text = (await pdfText(new Uint8Array(await (await fetch(signed.body.url)).arrayBuffer()))).replace(/\s+/g, ' ');
      for (const expected of [
        'Form 5500-EZ for plan year 2026',
        'Plan year beginning Jan 1, 2026',
        'Plan year ending Dec 31, 2026',
        '1a Name of plan Quinn Consulting Solo 401(k) Plan',
        '1b Three-digit plan number (PN) 001',
        '2b Employer Identification Number (EIN) 12-3456789',
        'Participants at the end of the plan year 1',
        '6a(1) Total plan assets, beginning of year $0.00',
        '6a(2) Total plan assets, end of year $300,000.00',
        '7 Contributions received: employer $15,000.50',
        '7 Contributions received: participants $20,000.00',
        '7 Contributions received: others (including rollovers) $1,000.00',
        'Benefits paid (distributions) $0.00',
        'Due Aug 2, 2027',
        'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503).',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/\D/g, ''));
      const folder = (await owner.get('/library')).body;
      expect(JSON.stringify(folder)).toContain('Plan documents');

      // Generating again adds a version to the same document; the status names it.
      // (A new day needs a new session: the clock moves past the sign-in's lifetime.)
      now = new Date('2026-11-24T10:00:00Z');
      const later = await app.signIn('prefill-owner@example.com');
      const again = await later.post('/form-5500-ez/2026/document');
      expect(again.body.document_id).toBe(generated.body.document_id);
      expect(again.body.version_id).not.toBe(generated.body.version_id);
      expect((await later.get('/form-5500-ez/2026')).body.document).toEqual(again.body);
    });

    test('a required return unfiled after its due date is past due with the penalty so far, until the owner records the filing', async () => {
      now = new Date('2026-11-23T10:00:00Z');
      const before = await app.signIn('late-owner@example.com');
      await before.put('/form-5500-ez/2026', { other_plans_assets: 0, final_plan_year: true });
      now = new Date('2027-08-10T10:00:00Z');
      const owner = await app.signIn('late-owner@example.com');
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        required: true,
        filing: { filed: false, filed_on: null, method: null, confirmation: null },
        past_due: true,
        days_late: 8,
        max_penalty: 2000,
      });
      const bad = await owner.put('/form-5500-ez/2026/filing', { filed: true, filed_on: '2027-08-11', method: 'fax' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toMatchObject({
        filed_on: ['Filing date cannot be in the future'],
        method: ['Filing method must be EFAST2 or paper'],
      });
      const filed = await owner.put('/form-5500-ez/2026/filing', {
        filed: true,
        filed_on: '2027-08-09',
        method: 'paper',
        confirmation: ' 2027-ABC ',
      });
      expect(filed.status).toBe(200);
      expect(filed.body).toMatchObject({
        final_plan_year: true,
        filing: { filed: true, filed_on: '2027-08-09', method: 'paper', confirmation: '2027-ABC' },
        past_due: false,
        days_late: 0,
      });
      const undone = await owner.put('/form-5500-ez/2026/filing', { filed: false, filed_on: '2027-08-09' });
      expect(undone.body).toMatchObject({ filing: { filed: false, filed_on: null }, past_due: true });
      expect((await owner.put('/form-5500-ez/2026/filing', { filed: 'perhaps' })).status).toBe(400);
    });

    test('support in admin mode generates the return and records the filing for the participant: both audited', async () => {
      now = new Date('2027-08-10T10:00:00Z');
      const owner = await app.signIn('assisted-5500@example.com');
      expect((await owner.get('/form-5500-ez/2026')).status).toBe(200); // the participant's first call creates their user row
      const support = await app.signIn('support-5500@example.com');
      const asOwner = support.withHeaders({ 'x-act-as': owner.userId as string });
      const doc = await asOwner.post('/form-5500-ez/2026/document');
      expect(doc.status).toBe(201);
      expect(doc.body.document_id).toBe(yearlyDocumentId(owner.userId as string, 2026));
      expect(
        (await asOwner.put('/form-5500-ez/2026/filing', { filed: true, filed_on: '2027-07-30', method: 'efast2' })).status,
      ).toBe(200);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['agent_id', 'action', 'object_type', 'object_id'])
        .where('participant_id', '=', owner.userId as string)
        .orderBy('id')
        .execute();
      // The test client entered admin mode first (decision 0297).
      expect(audit).toEqual([
        { agent_id: support.userId, action: 'enter_admin_mode', object_type: 'user', object_id: owner.userId },
        { agent_id: support.userId, action: 'generate', object_type: 'document', object_id: doc.body.document_id },
        { agent_id: support.userId, action: 'save', object_type: 'form_5500_ez_filing', object_id: '2026' },
      ]);
      expect((await owner.get('/form-5500-ez/2026')).body.filing).toEqual({
        filed: true,
        filed_on: '2027-07-30',
        method: 'efast2',
        confirmation: null,
      });
    });
  });
}
