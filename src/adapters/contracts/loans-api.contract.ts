import { describe, expect, test } from 'vitest';
import { intentKey, refusal, SIGNATURE_PNG } from './contract-kit';
import type { LoansApi } from '@/ports/loans-api';

/** A participant whose plan allows loans, with a vested balance and no loan yet; `today` is the subject's day. */
export interface LoansSubject {
  api: LoansApi;
  /** YYYY-MM-DD. */
  today: string;
  vestedBalanceCents: number;
}

/**
 * The LoansApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server both
 * do. Amounts in cents; messages as docs/api/openapi.yaml and the spec give them.
 */
export function loansApiContract(name: string, subject: () => Promise<LoansSubject>): void {
  describe(`LoansApi contract: ${name}`, () => {
    test('the terms: loans allowed, the limit half the vested balance (at most $50,000), no loan yet', async () => {
      const { api, vestedBalanceCents } = await subject();
      const terms = await api.terms();
      expect(terms).toMatchObject({
        allowed: true,
        vestedBalanceCents,
        outstandingBalanceCents: 0,
        highestBalance12MonthsCents: 0,
        maxAmountCents: Math.min(Math.floor(vestedBalanceCents / 2), 5_000_000),
        minAmountCents: 100_000,
        maxTermMonths: { general: 60, principal_residence: 360 },
      });
      expect(await api.loans()).toEqual([]);
    });

    test("an application against the rules gets the domain's messages by field, and nothing is kept", async () => {
      const { api } = await subject();
      const { maxAmountCents } = await api.terms();
      const over = await refusal(
        api.apply({ amountCents: maxAmountCents + 1, purpose: 'general', termMonths: 61, frequency: 'monthly' }, intentKey()),
      );
      const limit = `$${(maxAmountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      expect(over.status).toBe(400);
      expect(over.fields).toEqual({
        amount: [`Loan amount cannot be more than ${limit}`],
        term_months: ['Loan term can be at most 5 years unless the loan is for a principal residence'],
      });
      const quarterly = await refusal(
        api.apply({ amountCents: 99_999, purpose: 'home', termMonths: 13, frequency: 'quarterly' }, intentKey()),
      );
      expect(quarterly.fields).toEqual({
        amount: ['Loan amount must be at least $1,000.00'],
        purpose: ['Loan purpose is required'],
        term_months: ['Loan term must be a whole number of quarters for quarterly payments'],
      });
      expect(await api.loans()).toEqual([]);
    });

    test('apply (once per key), read the schedule, sign, repay (once per key), then offset on separation', async () => {
      const { api, today } = await subject();
      const intent = intentKey();
      const application = { amountCents: 1_000_000, purpose: 'general', termMonths: 12, frequency: 'monthly' } as const;
      const applied = await api.apply(application, intent);
      expect(await api.apply(application, intent)).toEqual(applied);
      expect(applied).toMatchObject({
        status: 'pending_signature',
        amountCents: 1_000_000,
        termMonths: 12,
        frequency: 'monthly',
        purpose: 'general',
        startDate: today,
        paymentsCount: 12,
        paidTotalCents: 0,
        documentId: null,
      });
      expect((await api.loans()).map((l) => l.id)).toEqual([applied.id]);

      const schedule = await api.schedule(applied.id);
      expect(schedule).toHaveLength(12);
      expect(schedule.reduce((s, r) => s + r.principalCents, 0)).toBe(1_000_000);
      expect(schedule.reduce((s, r) => s + r.paymentCents, 0)).toBe(applied.totalPaymentsCents);
      expect(schedule[0].paymentCents).toBe(applied.levelPaymentCents);
      expect(schedule.at(-1)).toMatchObject({ number: 12, dueDate: applied.lastDueDate, balanceCents: 0 });

      expect(await refusal(api.sign(applied.id, { signature: '', signerName: ' ' }))).toMatchObject({
        status: 400,
        fields: { signature: ['Signature is required'], signer_name: ['Signer name is required'] },
      });
      const signed = await api.sign(applied.id, { signature: SIGNATURE_PNG, signerName: ' Jordan Quinn ' });
      expect(signed).toMatchObject({ status: 'active', signerName: 'Jordan Quinn', outstandingBalanceCents: 1_000_000 });
      expect(signed.documentId).not.toBeNull();
      expect(await refusal(api.sign(applied.id, { signature: SIGNATURE_PNG, signerName: 'Jordan Quinn' }))).toMatchObject({
        status: 409,
        message: 'This loan is already signed',
      });
      expect(await api.terms()).toMatchObject({ outstandingBalanceCents: 1_000_000, highestBalance12MonthsCents: 1_000_000 });

      // On the loan's day nothing has accrued: what is owed is the principal.
      expect(await refusal(api.repay(applied.id, { amountCents: 1_000_001, paidOn: today }, intentKey()))).toMatchObject({
        status: 400,
        fields: { amount: ['Amount cannot be more than $10,000.00, what is left to pay'] },
      });
      const repayment = intentKey();
      const repaid = await api.repay(applied.id, { amountCents: 100_000, paidOn: today }, repayment);
      expect(await api.repay(applied.id, { amountCents: 100_000, paidOn: today }, repayment)).toEqual(repaid);
      expect(repaid).toMatchObject({ status: 'active', paidTotalCents: 100_000, outstandingBalanceCents: 900_000 });
      expect(repaid.repayments).toEqual([{ id: expect.any(String), amountCents: 100_000, paidOn: today }]);

      const offset = await api.offset(applied.id, today, intentKey());
      expect(offset).toMatchObject({ status: 'offset', outstandingBalanceCents: 0, payoffAmountCents: 0 });
      expect(offset.offset).toMatchObject({ separatedOn: today, date: today, amountCents: 900_000, qualified: true });
      expect(offset.offset?.message).toContain('$9,000.00');
      expect(await refusal(api.offset(applied.id, today, intentKey()))).toMatchObject({
        status: 409,
        message: 'Only a signed loan being repaid can be offset',
      });
    });

    test('a repayment recorded by mistake is reversed once (per key): the payoff it made is undone', async () => {
      const { api, today } = await subject();
      const applied = await api.apply(
        { amountCents: 200_000, purpose: 'general', termMonths: 12, frequency: 'monthly' },
        intentKey(),
      );
      await api.sign(applied.id, { signature: SIGNATURE_PNG, signerName: 'Jordan Quinn' });
      const paidOff = await api.repay(applied.id, { amountCents: 200_000, paidOn: today }, intentKey());
      expect(paidOff).toMatchObject({ status: 'paid_off', outstandingBalanceCents: 0 });
      const repaymentId = paidOff.repayments[0]?.id as string;
      const key = intentKey();
      const reversed = await api.reverseRepayment(applied.id, repaymentId, 'Entered twice', key);
      expect(await api.reverseRepayment(applied.id, repaymentId, 'Entered twice', key)).toEqual(reversed);
      expect(reversed).toMatchObject({ status: 'active', paidTotalCents: 0, outstandingBalanceCents: 200_000, repayments: [] });
      expect(await refusal(api.reverseRepayment(applied.id, repaymentId, '', intentKey()))).toMatchObject({
        status: 409,
        message: 'This repayment was already reversed',
      });
      expect((await refusal(api.reverseRepayment(applied.id, 'no-such-repayment', '', intentKey()))).status).toBe(404);
      expect((await api.loans()).find((l) => l.id === applied.id)).toMatchObject({ paidTotalCents: 0 });
    });

    test('an application waiting for its signature can be withdrawn; a signed loan cannot', async () => {
      const { api } = await subject();
      const first = await api.apply(
        { amountCents: 200_000, purpose: 'general', termMonths: 24, frequency: 'monthly' },
        intentKey(),
      );
      await api.withdraw(first.id);
      expect(await api.loans()).toEqual([]);
      expect((await refusal(api.withdraw(first.id))).status).toBe(404);
      const second = await api.apply(
        { amountCents: 300_000, purpose: 'principal_residence', termMonths: 120, frequency: 'quarterly' },
        intentKey(),
      );
      expect(second).toMatchObject({ purpose: 'principal_residence', paymentsCount: 40 });
      await api.sign(second.id, { signature: SIGNATURE_PNG, signerName: 'Jordan Quinn' });
      expect(await refusal(api.withdraw(second.id))).toMatchObject({
        status: 409,
        message: 'Only a loan not signed yet can be withdrawn',
      });
    });
  });
}
