import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { REPAYMENT_ALREADY_REVERSED_MESSAGE, REPAYMENT_NOT_FOUND_MESSAGE } from './loan-service';

const NOW = new Date('2026-11-23T10:00:00Z');
const APPLICATION = { amount: 10000, purpose: 'general', term_months: 12, frequency: 'monthly' };

/** Reversing a loan repayment recorded by mistake (decision 0308). */
describe.each(await databaseLegs())('loan repayment reversal on $name', (leg) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      database: await leg.open(),
      clock: () => NOW,
      supportEmails: ['support-reversal@example.com'],
      env: { PRIME_RATE_PERCENT: '3.25' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  /** A signed $10,000 loan dated today, for a borrower with $60,000 of assets. */
  async function signedLoan(email: string): Promise<{ client: TestClient; id: string }> {
    const client = await t.signIn(email);
    await giveOwnerAPlan(t, client);
    const asset = { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 60000 };
    expect((await client.post('/assets', asset)).status).toBe(201);
    const applied = await client.post('/loans', APPLICATION);
    expect(applied.status).toBe(201);
    const id = applied.body.id as string;
    expect((await client.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Avery Quinn' })).status).toBe(200);
    return { client, id };
  }

  test('a payoff recorded by mistake is reversed: the loan is active again with its balance, the row kept as reversed', async () => {
    const { client, id } = await signedLoan(`reverse-payoff-${leg.name}@example.com`);
    const today = t.today();
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 10000, paid_on: today });
    expect(paid.body).toMatchObject({ status: 'paid_off', outstanding_balance: 0 });
    const repaymentId = paid.body.repayments[0].id as string;

    const reversed = await client.post(`/loans/${id}/repayments/${repaymentId}/reversal`, { reason: 'Entered twice' });
    expect(reversed.status).toBe(201);
    expect(reversed.body).toMatchObject({ status: 'active', paid_total: 0, outstanding_balance: 10000, repayments: [] });
    expect(reversed.body.next_payment).toMatchObject({ number: 1 });
    const row = await t.database.db
      .selectFrom('loan_repayments')
      .selectAll()
      .where('id', '=', repaymentId)
      .executeTakeFirstOrThrow();
    expect(row.reversed_at).not.toBeNull();
    expect([row.reversed_by, row.reversal_reason]).toEqual([client.userId, 'Entered twice']);
    // The schedule follows: the first payment is owed again.
    const schedule = (await client.get(`/loans/${id}/schedule`)).body as Array<{ number: number }>;
    expect(schedule).toHaveLength(12);
    // The limit counts the balance again.
    expect((await client.get('/loans/terms')).body).toMatchObject({ outstanding_balance: 10000 });
  });

  test('two concurrent reversals of one repayment: one reverses it, the other is told it was already reversed', async () => {
    const { client, id } = await signedLoan(`reverse-race-${leg.name}@example.com`);
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 1000, paid_on: t.today() });
    const repaymentId = paid.body.repayments[0].id as string;
    const answers = await Promise.all([1, 2].map(() => client.post(`/loans/${id}/repayments/${repaymentId}/reversal`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      error: 'already_reversed',
      message: REPAYMENT_ALREADY_REVERSED_MESSAGE,
    });
    const loan = (await client.get(`/loans/${id}`)).body;
    expect(loan).toMatchObject({ paid_total: 0, outstanding_balance: 10000, repayments: [] });
    // A repayment recorded after the reversal counts again.
    const again = await client.post(`/loans/${id}/repayments`, { amount: 500, paid_on: t.today() });
    expect(again.body).toMatchObject({ paid_total: 500, outstanding_balance: 9500 });
  });

  test("another user's loan or repayment, an unknown repayment and hostile input are refused", async () => {
    const { client, id } = await signedLoan(`reverse-owner-${leg.name}@example.com`);
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 1000, paid_on: t.today() });
    const repaymentId = paid.body.repayments[0].id as string;
    const other = await signedLoan(`reverse-other-${leg.name}@example.com`);
    const foreign = await other.client.post(`/loans/${id}/repayments/${repaymentId}/reversal`, {});
    expect(foreign.status).toBe(404);
    const wrongLoan = await other.client.post(`/loans/${other.id}/repayments/${repaymentId}/reversal`, {});
    expect([wrongLoan.status, wrongLoan.body.message]).toEqual([404, REPAYMENT_NOT_FOUND_MESSAGE]);
    const hostile = await client.post(`/loans/${id}/repayments/${repaymentId}/reversal`, { reason: 'x'.repeat(501) });
    expect([hostile.status, hostile.body.error]).toEqual([400, 'validation']);
    expect((await client.get(`/loans/${id}`)).body).toMatchObject({ paid_total: 1000 });
  });

  test('support acting as the participant reverses a repayment: audited with its reason', async () => {
    const { client, id } = await signedLoan(`reverse-audit-${leg.name}@example.com`);
    const paid = await client.post(`/loans/${id}/repayments`, { amount: 1000, paid_on: t.today() });
    const repaymentId = paid.body.repayments[0].id as string;
    const support = (await t.signIn('support-reversal@example.com')).withHeaders({ 'x-act-as': client.userId as string });
    const reversed = await support.post(`/loans/${id}/repayments/${repaymentId}/reversal`, { reason: 'Wrong loan' });
    expect(reversed.status).toBe(201);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('participant_id', '=', client.userId as string)
      .where('action', '=', 'reverse_repayment')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'reverse_repayment', object_type: 'loan', object_id: id, reason: 'Wrong loan' }),
    ]);
  });
});
