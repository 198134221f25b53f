import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { giveOwnerAPlan } from '../invitations/invitation-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { signedLoanOnGold } from './loan-test-kit';

/** Decision 0301: a loan offset on separation from service, reported with code M when qualified. */

const NOV_2026 = new Date('2026-11-23T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`loan offset on separation from service (${leg.name})`, () => {
    let app: TestApp;
    let now = NOV_2026;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => now });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    /** An owner (born 1980) with $60,000 of gold and a signed $10,000 loan made today; answers the loan id. */
    async function ownerWithLoan(email: string, termMonths = 12): Promise<{ owner: TestClient; id: string }> {
      const owner = await app.signIn(email);
      await giveOwnerAPlan(app, owner);
      const id = await signedLoanOnGold(owner, termMonths);
      return { owner, id };
    }

    test('offset within 12 months of leaving: the balance and interest come off the account, 1099-R code M1', async () => {
      now = NOV_2026;
      const { owner, id } = await ownerWithLoan('offset-owner@example.com');
      expect((await owner.post(`/loans/${id}/repayments`, { amount: 2000, paid_on: '2026-11-23' })).status).toBe(201);
      now = new Date('2027-02-10T12:00:00Z');
      const later = await app.signIn('offset-owner@example.com');
      const future = await later.post(`/loans/${id}/offset`, { separated_on: '2027-02-11' });
      expect([future.status, future.body.fields]).toEqual([400, { separated_on: ['The separation date cannot be after today'] }]);
      const early = await later.post(`/loans/${id}/offset`, { separated_on: '2026-11-22' });
      expect(early.body.fields).toEqual({ separated_on: ['The separation date cannot be before the loan was made'] });
      const missing = await later.post(`/loans/${id}/offset`, {});
      expect(missing.body.fields).toEqual({ separated_on: ['Separation date is required'] });

      const before = (await later.get(`/loans/${id}`)).body;
      const offset = await later.post(`/loans/${id}/offset`, { separated_on: '2027-01-31' });
      expect(offset.status).toBe(201);
      expect(offset.body).toMatchObject({
        status: 'offset',
        outstanding_balance_cents: 0,
        payoff_amount_cents: 0,
        next_payment: null,
        offset: {
          separated_on: '2027-01-31',
          date: '2027-02-10',
          amount_cents: before.payoff_amount_cents,
          qualified: true,
          rollover_deadline: '2028-10-15',
        },
      });
      expect(offset.body.offset.message).toBe(
        `Offset on Feb 10, 2027: $${(before.payoff_amount_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} was taken from the account to repay the loan and is a distribution (a qualified plan loan offset, 1099-R code M) that may be rolled over until Oct 15, 2028.`,
      );
      // Offset once: no more repayments or offsets.
      expect((await later.post(`/loans/${id}/offset`, { separated_on: '2027-01-31' })).status).toBe(409);
      expect((await later.post(`/loans/${id}/repayments`, { amount: 10, paid_on: '2027-02-10' })).status).toBe(409);
      const forms = (await later.get('/tax-forms/2027')).body.forms_1099r;
      expect(
        forms.map((f: Record<string, unknown>) => [
          f.kind,
          f.paid_on,
          f.gross_cents,
          f.taxable_cents,
          f.federal_withheld_cents,
          f.distribution_code,
        ]),
      ).toEqual([['loan_offset', '2027-02-10', before.payoff_amount_cents, before.payoff_amount_cents, 0, 'M1']]);
    });

    test('offset more than 12 months after leaving: not a qualified offset, the ordinary code 1', async () => {
      now = NOV_2026;
      const { id } = await ownerWithLoan('late-offset@example.com');
      now = new Date('2027-11-24T12:00:00Z');
      const later = await app.signIn('late-offset@example.com');
      // The first payment was missed: deemed distributed on March 31, 2027 (code L1), so the offset is not reported again.
      const offset = await later.post(`/loans/${id}/offset`, { separated_on: '2026-11-23' });
      expect(offset.body.offset).toMatchObject({ qualified: false });
      const forms = (await later.get('/tax-forms/2027')).body.forms_1099r;
      expect(forms.map((f: Record<string, unknown>) => [f.kind, f.distribution_code])).toEqual([['deemed_loan', 'L1']]);
    });

    test('a year-later offset of a loan kept current: code 1 on a form of its own', async () => {
      now = NOV_2026;
      const { owner, id } = await ownerWithLoan('current-offset@example.com', 60);
      const view = (await owner.get(`/loans/${id}`)).body;
      // Pay every scheduled payment on its due date through November 2027.
      for (let month = 12; month <= 23; month += 1) {
        const year = 2026 + Math.floor((month - 1) / 12);
        const due = `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-23`;
        if (due > '2027-11-23') break;
        now = new Date(`${due}T12:00:00Z`);
        const paid = await (await app.signIn('current-offset@example.com')).post(`/loans/${id}/repayments`, {
          amount: view.level_payment,
          paid_on: due,
        });
        expect(paid.status).toBe(201);
      }
      now = new Date('2027-11-24T12:00:00Z');
      const later = await app.signIn('current-offset@example.com');
      expect((await later.get(`/loans/${id}`)).body.status).toBe('active');
      const offset = await later.post(`/loans/${id}/offset`, { separated_on: '2026-11-23' });
      expect(offset.body.offset).toMatchObject({ qualified: false });
      const forms = (await later.get('/tax-forms/2027')).body.forms_1099r;
      expect(
        forms
          .filter((f: Record<string, unknown>) => f.kind === 'loan_offset')
          .map((f: Record<string, unknown>) => f.distribution_code),
      ).toEqual(['1']);
    });
  });
}
