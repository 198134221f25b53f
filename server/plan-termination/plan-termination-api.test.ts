import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan, invitationToken } from '../invitations/invitation-test-kit';
import { signedLoanOnGold } from '../loans/loan-test-kit';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

/** Decision 0339: ending the plan: the resolution, the deposits and loans it stops, the checklist, the final return. */

const NOV_2026 = new Date('2026-11-23T10:00:00Z');

const resolution = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  resolution_date: '2026-11-20',
  termination_date: '2026-11-20',
  signer_first_name: 'Avery',
  signer_last_name: 'Quinn',
  signer_title: 'Owner',
  signature: signaturePng(),
  ...overrides,
});

for (const leg of await databaseLegs()) {
  describe(`plan termination (${leg.name})`, () => {
    let app: TestApp;
    let now = NOV_2026;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    async function owner(email: string): Promise<TestClient> {
      const client = await app.signIn(email);
      await giveOwnerAPlan(app, client);
      return client;
    }

    test('not started, then adopted once: the resolution filed, deposits after the date refused, the final return required', async () => {
      now = NOV_2026;
      const client = await owner('end-owner@example.com');
      expect((await client.get('/plan-termination')).body).toEqual({
        status: 'not_started',
        role: 'owner',
        resolution: null,
        checklist: null,
      });
      const deposit = await client.post('/contributions', {
        source: 'Profit Sharing',
        amount: 1.5,
        deposit_date: '2026-11-02',
        tax_year: 2026,
      });
      expect(deposit.status).toBe(201);

      const bad = await client.post(
        '/plan-termination',
        resolution({ termination_date: '2026-11-01', signer_title: ' ', signature: '' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toMatchObject({
        termination_date: ['The termination date cannot be before the resolution date'],
        signer_title: ['Title is required'],
        signature: ['Signature is required'],
      });
      const beforeDeposit = await client.post(
        '/plan-termination',
        resolution({ resolution_date: '2026-10-30', termination_date: '2026-11-01' }),
      );
      expect(beforeDeposit.body.fields).toMatchObject({
        termination_date: ['The termination date cannot be before your latest deposit (Nov 2, 2026)'],
      });

      const adopted = await client.post('/plan-termination', resolution());
      expect(adopted.status).toBe(201);
      expect(adopted.body).toMatchObject({
        status: 'terminating',
        role: 'owner',
        resolution: {
          termination_date: '2026-11-20',
          resolution_date: '2026-11-20',
          signer_name: 'Avery Quinn',
          signer_title: 'Owner',
        },
        checklist: {
          steps_left: 2,
          distribution_deadline: '2027-11-20',
          accounts: [{ participant: 'you', balance_cents: 150 }],
          loans: [],
          final_return: { plan_year: 2026, required: true, filed: false, filed_on: null },
        },
      });
      // Filed in the library's plan documents.
      const doc = await app.database.db
        .selectFrom('documents')
        .select('name')
        .where('id', '=', adopted.body.resolution.document_id)
        .executeTakeFirstOrThrow();
      expect(doc.name).toBe('Resolution to Terminate the Solo 401(k) Plan 2026-11-20.pdf');

      const second = await client.post('/plan-termination', resolution());
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        error: 'already_terminated',
        message: "The plan's termination resolution was already adopted",
      });

      const late = await client.post('/contributions', {
        source: 'Profit Sharing',
        amount: 100,
        deposit_date: '2026-11-21',
        tax_year: 2026,
      });
      expect(late.status).toBe(400);
      expect(late.body.fields).toEqual({
        deposit_date: ["No deposit can be dated after the plan's termination date (Nov 20, 2026)"],
      });
      const onTheDay = await client.post('/contributions', {
        source: 'Profit Sharing',
        amount: 1,
        deposit_date: '2026-11-20',
        tax_year: 2026,
      });
      expect(onTheDay.status).toBe(201);
      const moved = await client.patch(`/contributions/${onTheDay.body.contribution.id}`, { deposit_date: '2026-11-22' });
      expect(moved.body.fields).toEqual({
        deposit_date: ["No deposit can be dated after the plan's termination date (Nov 20, 2026)"],
      });

      // $2.50 of assets: the final return is still required (Form 5500-EZ instructions).
      const status = (await client.get('/form-5500-ez/2026')).body;
      expect(status).toMatchObject({ final_plan_year: true, required: true });
    });

    test('terminated once every account is distributed and the final return is filed', async () => {
      now = NOV_2026;
      const client = await owner('wound-up@example.com');
      expect((await client.post('/plan-termination', resolution())).status).toBe(201);
      expect((await client.get('/plan-termination')).body.checklist).toMatchObject({
        steps_left: 1,
        accounts: [{ participant: 'you', balance_cents: 0 }],
      });
      const filed = await client.put('/form-5500-ez/2026/filing', {
        filed: true,
        filed_on: '2026-11-23',
        method: 'paper',
      });
      expect(filed.status).toBe(200);
      const state = (await client.get('/plan-termination')).body;
      expect(state).toMatchObject({
        status: 'terminated',
        checklist: { steps_left: 0, final_return: { filed: true, filed_on: '2026-11-23' } },
      });
    });

    test('a loan: no new one after the resolution; offset by reason of the termination, 1099-R code M1', async () => {
      now = NOV_2026;
      const client = await owner('end-loan@example.com');
      const id = await signedLoanOnGold(client);
      const early = await client.post(`/loans/${id}/offset`, { reason: 'plan_termination' });
      expect(early.body.fields).toEqual({ reason: ['The plan has no termination resolution'] });
      expect((await client.post('/plan-termination', resolution({ termination_date: '2026-11-23' }))).status).toBe(201);
      expect((await client.get('/plan-termination')).body.checklist.loans).toEqual([
        { id, participant: 'you', name: 'end-loan@example.com', outstanding_cents: 1_000_000 },
      ]);
      const another = await client.post('/loans', { amount: 1000, purpose: 'general', term_months: 12, frequency: 'monthly' });
      expect(another.status).toBe(409);
      expect(another.body).toEqual({
        error: 'plan_terminating',
        message: 'The plan is being terminated: no new loan can be made',
      });

      const offset = await client.post(`/loans/${id}/offset`, { reason: 'plan_termination' });
      expect(offset.status).toBe(201);
      expect(offset.body).toMatchObject({ status: 'offset', offset: { qualified: true, amount_cents: 1_000_000 } });
      expect((await client.get('/plan-termination')).body.checklist.loans).toEqual([]);
      const forms = (await client.get('/tax-forms/2026')).body.forms_1099r;
      expect(forms.map((f: Record<string, unknown>) => [f.kind, f.gross_cents, f.distribution_code])).toEqual([
        ['loan_offset', 1_000_000, 'M1'],
      ]);
    });

    test('a joined participant cannot adopt it, and sees the plan terminating with only their own account', async () => {
      now = NOV_2026;
      const client = await owner('end-sponsor@example.com');
      expect((await client.post('/invitations', { email: 'end-spouse@example.com' })).status).toBe(201);
      const spouse = await app.signIn('end-spouse@example.com');
      expect((await spouse.post('/invitations/accept', { token: invitationToken(app, 'end-spouse@example.com') })).status).toBe(
        200,
      );
      const refused = await spouse.post('/plan-termination', resolution());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'forbidden', message: 'Only the plan owner can terminate the plan' });
      expect((await spouse.get('/plan-termination')).body).toMatchObject({ status: 'not_started', role: 'participant' });

      expect((await client.post('/plan-termination', resolution())).status).toBe(201);
      expect((await client.get('/plan-termination')).body.checklist.accounts).toHaveLength(2);
      const seen = (await spouse.get('/plan-termination')).body;
      expect(seen).toMatchObject({ status: 'terminating', role: 'participant', resolution: { termination_date: '2026-11-20' } });
      expect(seen.checklist.accounts).toEqual([{ participant: 'you', name: 'end-spouse@example.com', balance_cents: 0 }]);
      const late = await spouse.post('/contributions', {
        source: 'Profit Sharing',
        amount: 100,
        deposit_date: '2026-11-21',
        tax_year: 2026,
      });
      expect(late.body.fields).toEqual({
        deposit_date: ["No deposit can be dated after the plan's termination date (Nov 20, 2026)"],
      });
    });

    test('a rollover arriving after the termination date is refused beside its day, and stays expected', async () => {
      now = NOV_2026;
      const client = await owner('end-rollover@example.com');
      const made = await client.post('/rollovers', {
        source_kind: '401k',
        provider: 'Fidelity',
        amount: 5000,
        roth_amount: 0,
        method: 'direct',
      });
      const id = made.body.id as string;
      expect(
        (await client.post(`/rollovers/${id}/letter`, { administrator_name: 'Avery Quinn', signature: signaturePng() })).status,
      ).toBe(200);
      expect((await client.post(`/rollovers/${id}/status`, { status: 'funds_expected' })).status).toBe(200);
      expect((await client.post('/plan-termination', resolution())).status).toBe(201);
      const late = await client.post(`/rollovers/${id}/status`, {
        status: 'received',
        amount: 5000,
        received_date: '2026-11-23',
      });
      expect(late.status).toBe(400);
      expect(late.body.fields).toEqual({
        received_date: ["No deposit can be dated after the plan's termination date (Nov 20, 2026)"],
      });
      expect((await client.get(`/rollovers/${id}`)).body.status).toBe('funds_expected');
    });

    test('hostile input answers 400, never 500', async () => {
      now = NOV_2026;
      const client = await owner('end-hostile@example.com');
      for (const body of [
        { termination_date: 5 },
        { signature: 'data:image/png;base64,AAAA' },
        { resolution_date: '2026-02-30' },
        { extra: 1 },
      ]) {
        const r = await client.post('/plan-termination', body);
        expect(r.status).toBe(400);
      }
    });
  });
}
