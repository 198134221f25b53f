import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Outbox } from '../identity/outbox';
import { giveOwnerAPlan, invitationToken, setCheckoutStep } from '../invitations/invitation-test-kit';
import { pdfText, signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { outboxMailer } from '../test-support/outbox-mailer';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { Form5500EzReminders } from './form-5500-ez-reminders';

let now = new Date('2026-11-23T10:00:00Z');
const at = (day: string): void => {
  now = new Date(`${day}T10:00:00Z`);
};
/** Whole days from one ISO date to another, by the machine-independent UTC day count. */
const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

for (const leg of await databaseLegs()) {
  describe(`Form 5500-EZ totals, due days, penalties and Form 5558 (${leg.name})`, () => {
    let app: TestApp;

    /** A user whose plan year's return is required (final plan year), signed in on `day`. */
    async function finalYearOwner(email: string, planYear: number, day: string): Promise<TestClient> {
      at(day);
      const client = await app.signIn(email);
      expect((await client.put(`/form-5500-ez/${planYear}`, { other_plans_assets: 0, final_plan_year: true })).status).toBe(200);
      return client;
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now, env: { PRIME_RATE_PERCENT: '3.25' } });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('the $250,000 test, the prefilled return and the reminders count every account (a spouse’s too) and loans', async () => {
      at('2026-11-23');
      const owner = await app.signIn('total-owner@example.com');
      await giveOwnerAPlan(app, owner);
      const record = { type: 'crypto', subtype: 'Bitcoin', record_type: 'record' };
      expect((await owner.post('/assets', { ...record, purchase_price: 215000 })).status).toBe(201);
      expect((await owner.put('/me/notification-preference', { email_updates: true })).status).toBe(200);
      await owner.post('/invitations', { email: 'total-spouse@example.com' });
      const spouse = await app.signIn('total-spouse@example.com');
      const token = invitationToken(app, 'total-spouse@example.com');
      expect((await spouse.post('/invitations/accept', { token })).status).toBe(200);
      await setCheckoutStep(app, spouse, 'personalDetails', { first_name: 'Jordan', last_name: 'Quinn' });
      expect((await spouse.post('/assets', { ...record, purchase_price: 30000 })).status).toBe(201);
      const loan = await spouse.post('/loans', { amount: 10000, purpose: 'general', term_months: 60, frequency: 'monthly' });
      expect(loan.status).toBe(201);
      const signed = await spouse.post(`/loans/${loan.body.id}/sign`, { signature: signaturePng(), signer_name: 'Jordan Quinn' });
      expect(signed.status).toBe(200);

      // $215,000 (owner) + $30,000 (spouse) + $10,000 loan outstanding on December 31 = $255,000.
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        plan_assets: 255000,
        plan_assets_cents: 25_500_000,
        participant_accounts_cents: 24_500_000,
        participant_loans_cents: 1_000_000,
        participants: 2,
        all_plans_assets_cents: 25_500_000,
        required: true,
        reason: 'assets',
      });
      const generated = await owner.post('/form-5500-ez/2026/document');
      expect(generated.status).toBe(201);
      const signedUrl = (await owner.get(generated.body.download_path)).body.url as string;
      const text = (await pdfText(new Uint8Array(await (await fetch(signedUrl)).arrayBuffer()))).replace(/\s+/g, ' ');
      expect(text).toContain('Participants at the end of the plan year 2');
      expect(text).toContain('6a(2) Total plan assets, end of year $255,000.00');
      for (const line of [
        'Of which participant loans outstanding, beginning of year $0.00',
        'Of which participant loans outstanding, end of year $10,000.00',
        '6b(2) Total plan liabilities, end of year $0.00',
        '6c(1) Net plan assets, beginning of year $0.00',
        '6c(2) Net plan assets, end of year $255,000.00',
      ])
        expect(text).toContain(line);

      at('2027-06-03');
      const outbox = new Outbox(
        () => undefined,
        () => now,
      );
      const sent = await new Form5500EzReminders(
        app.database.db,
        () => now,
        outboxMailer(outbox, 'https://app.example'),
        'https://app.example',
      ).run();
      expect(sent.filter((s) => s.userId === owner.userId)).toEqual([{ userId: owner.userId, planYear: 2026, daysBefore: 60 }]);
      expect(outbox.list().find((m) => m.to === 'total-owner@example.com')?.subject).toBe(
        'Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 60 days)',
      );
    });

    test('a due date on a weekend moves to the next business day (IRC 7503), and the answer says so', async () => {
      const owner = await finalYearOwner('weekend-owner@example.com', 2026, '2026-11-23');
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        statutory_due_date: '2027-07-31',
        due_date: '2027-08-02',
        due_date_note: 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)',
        statutory_extended_due_date: '2027-10-15',
        extended_due_date: '2027-10-15',
        extended_due_date_note: null,
        filing_deadline: '2027-08-02',
        reminders: [
          { days_before: 60, date: '2027-06-03' },
          { days_before: 30, date: '2027-07-03' },
          { days_before: 7, date: '2027-07-26' },
        ],
      });
      expect((await owner.get('/form-5500-ez/2027')).body).toMatchObject({
        due_date: '2028-07-31',
        due_date_note: null,
        statutory_extended_due_date: '2028-10-15',
        extended_due_date: '2028-10-16',
        extended_due_date_note: 'Oct 15, 2028 is a Sunday; due the next business day, Oct 16, 2028 (IRC 7503)',
      });
      at('2027-08-02');
      expect((await (await app.signIn('weekend-owner@example.com')).get('/form-5500-ez/2026')).body).toMatchObject({
        past_due: false,
        days_late: 0,
      });
      at('2027-08-10');
      expect((await (await app.signIn('weekend-owner@example.com')).get('/form-5500-ez/2026')).body).toMatchObject({
        past_due: true,
        days_late: 8,
        max_penalty: 2000,
        max_penalty_cents: 200_000,
      });
    });

    test('a return due before 2020 is charged $25 a day up to $15,000; one due after 2019 $250 up to $150,000', async () => {
      const owner = await finalYearOwner('older-owner@example.com', 2018, '2026-11-23');
      expect((await owner.put('/form-5500-ez/2019', { other_plans_assets: 0, final_plan_year: true })).status).toBe(200);
      expect((await owner.get('/form-5500-ez/2018')).body).toMatchObject({
        due_date: '2019-07-31',
        past_due: true,
        days_late: daysBetween('2019-07-31', '2026-11-23'),
        max_penalty: 15000,
        max_penalty_cents: 1_500_000,
        penalty_per_day_cents: 2500,
        penalty_cap_cents: 1_500_000,
      });
      expect((await owner.get('/form-5500-ez/2019')).body).toMatchObject({
        due_date: '2020-07-31',
        max_penalty: 150000,
        max_penalty_cents: 15_000_000,
        penalty_per_day_cents: 25000,
      });
      at('2019-08-10');
      const early = await finalYearOwner('older-early@example.com', 2018, '2019-08-10');
      expect((await early.get('/form-5500-ez/2018')).body).toMatchObject({ days_late: 10, max_penalty: 250 });
    });

    test('a Form 5558 filed by the due day moves lateness and the penalty to the extended due day', async () => {
      await finalYearOwner('extension-owner@example.com', 2026, '2026-11-23');
      at('2027-08-20');
      const owner = await app.signIn('extension-owner@example.com');
      expect((await owner.get('/form-5500-ez/2026')).body).toMatchObject({
        extension: { filed: false, filed_on: null },
        past_due: true,
        days_late: 18,
      });
      const late = await owner.put('/form-5500-ez/2026/extension', { filed: true, filed_on: '2027-08-03' });
      expect(late.status).toBe(400);
      expect(late.body).toEqual({
        error: 'validation',
        fields: { filed_on: ["Form 5558 must be filed by the return's due date, Aug 2, 2027"] },
      });
      const bad = await owner.put('/form-5500-ez/2026/extension', { filed: 'yes', filed_on: '2027-08-21' });
      expect(bad.body.fields).toEqual({ filed: ['Filed must be yes or no'] });
      const future = await owner.put('/form-5500-ez/2026/extension', { filed: true, filed_on: '2027-08-21' });
      expect(future.body.fields.filed_on).toEqual(['Filing date cannot be in the future']);
      const missing = await owner.put('/form-5500-ez/2026/extension', { filed: true });
      expect(missing.body.fields.filed_on).toEqual(['Filing date is required']);

      const extended = await owner.put('/form-5500-ez/2026/extension', { filed: true, filed_on: '2027-08-02' });
      expect(extended.status).toBe(200);
      expect(extended.body).toMatchObject({
        extension: { filed: true, filed_on: '2027-08-02' },
        filing_deadline: '2027-10-15',
        past_due: false,
        days_late: 0,
        max_penalty_cents: 0,
      });
      at('2027-10-20');
      const later = await app.signIn('extension-owner@example.com');
      expect((await later.get('/form-5500-ez/2026')).body).toMatchObject({
        past_due: true,
        days_late: 5,
        max_penalty: 1250,
        max_penalty_cents: 125_000,
      });
      const removed = await later.put('/form-5500-ez/2026/extension', { filed: false });
      expect(removed.body).toMatchObject({
        extension: { filed: false, filed_on: null },
        filing_deadline: '2027-08-02',
        days_late: daysBetween('2027-08-02', '2027-10-20'),
      });
    });
  });
}
