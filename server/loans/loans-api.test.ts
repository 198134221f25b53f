import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { amortisationSchedule } from '@/domain/loans';
import { giveOwnerAPlan, invitationToken, setCheckoutStep } from '../invitations/invitation-test-kit';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { pdfText, signaturePng } from '../plan-documents/pdf-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { LOANS_NOT_ALLOWED_MESSAGE, SIGNATURE_REQUIRED_MESSAGE, SIGNER_NAME_REQUIRED_MESSAGE } from './loan-service';

const START = new Date('2026-11-23T10:00:00Z');
let now = START;

for (const leg of await databaseLegs()) {
  describe(`loans API (${leg.name})`, () => {
    let t: TestApp;
    let owner: TestClient;
    let spouse: TestClient;
    const signInAgain = async (): Promise<TestClient> => (spouse = await t.signIn('spouse-loan@example.com'));

    beforeAll(async () => {
      t = await startTestApp({
        database: await leg.open(),
        clock: () => now,
        supportEmails: ['support-loan@example.com'],
        env: { PRIME_RATE_PERCENT: '3.25' },
      });
      owner = await t.signIn('owner-loan@example.com');
      await giveOwnerAPlan(t, owner);
      await owner.post('/invitations', { email: 'spouse-loan@example.com' });
      spouse = await t.signIn('spouse-loan@example.com');
      expect((await spouse.post('/invitations/accept', { token: invitationToken(t, 'spouse-loan@example.com') })).status).toBe(
        200,
      );
      await setCheckoutStep(t, spouse, 'personalDetails', { first_name: 'Jordan', last_name: 'Quinn' });
      const asset = await spouse.post('/assets', {
        type: 'real_estate',
        subtype: 'land',
        record_type: 'record',
        purchase_price: 60000,
      });
      expect(asset.status).toBe(201);
    });
    afterAll(async () => {
      now = START;
      await t.close();
      await t.database.close();
    });

    test("the joined plan's terms: prime (configured) plus the plan's rate, and the limit of half the vested balance", async () => {
      const terms = (await spouse.get('/loans/terms')).body;
      expect(terms).toMatchObject({
        allowed: true,
        rate_type: 'primePlus',
        plan_rate: 5.5,
        prime_rate: 3.25,
        annual_rate: 8.75,
        annual_rate_bps: 875,
        vested_balance: 60000,
        outstanding_balance: 0,
        max_amount: 30000,
        min_amount: 1000,
        max_term_months: { general: 60, principal_residence: 360 },
      });
    });

    test('a plan without loans refuses an application', async () => {
      const other = await t.signIn('noloans-loan@example.com');
      await setCheckoutStep(t, other, 'planDetails', { ...ownerSteps().planDetails, plan_loan: false });
      expect((await other.get('/loans/terms')).body).toMatchObject({ allowed: false, max_amount: 0 });
      const r = await other.post('/loans', { amount: 5000, purpose: 'general', term_months: 12, frequency: 'monthly' });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error: 'loans_not_allowed', message: LOANS_NOT_ALLOWED_MESSAGE });
    });

    test('the domain messages per field: over the limit, a long general term, a quarterly term in months', async () => {
      const r = await spouse.post('/loans', { amount: 30000.01, purpose: 'general', term_months: 61, frequency: 'weekly' });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual({
        amount: ['Loan amount cannot be more than $30,000.00'],
        frequency: ['Payments must be monthly or quarterly'],
        term_months: ['Loan term can be at most 5 years unless the loan is for a principal residence'],
      });
      const q = await spouse.post('/loans', { amount: 999.99, purpose: 'home', term_months: 13, frequency: 'quarterly' });
      expect(q.body.fields).toEqual({
        amount: ['Loan amount must be at least $1,000.00'],
        purpose: ['Loan purpose is required'],
        term_months: ['Loan term must be a whole number of quarters for quarterly payments'],
      });
      expect((await spouse.post('/loans', {})).body.fields.amount).toEqual(['Loan amount is required']);
    });

    test('hostile input gets 400 in the contract shape, never 500', async () => {
      for (const body of [
        { amount: 1e20, purpose: 'general', term_months: 12, frequency: 'monthly' },
        { amount: -5, purpose: 'general', term_months: 12, frequency: 'monthly' },
        { amount: 5000, purpose: 'constructor', term_months: 0, frequency: 'toString' },
        { amount: 5000, purpose: 'general', term_months: 1.5, frequency: 'monthly' },
        { amount: '5000', purpose: ['general'], term_months: '12', frequency: 'monthly' },
      ]) {
        const r = await spouse.post('/loans', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.error).toBe('validation');
      }
      expect((await spouse.post('/loans/x/sign', { signature: 'x'.repeat(2_000_000) })).status).toBe(400);
      expect((await spouse.post('/loans/no-such-loan/repayments', { amount: 1, paid_on: '2026-02-30' })).status).toBe(404);
      expect((await spouse.post('/invitations/accept', { token: '' })).status).toBe(400);
      expect((await spouse.post('/invitations/accept', { token: 'x'.repeat(201) })).status).toBe(400);
    });

    test('a loan at the limit: the exact schedule before signing, the signed note filed, repayments, a missed payment and its cure deadline, then a deemed distribution', async () => {
      const applied = await spouse.post('/loans', { amount: 30000, purpose: 'general', term_months: 60, frequency: 'monthly' });
      expect(applied.status).toBe(201);
      expect(applied.body).toMatchObject({
        status: 'pending_signature',
        amount: 30000,
        annual_rate: 8.75,
        start_date: '2026-11-23',
      });
      const expected = amortisationSchedule({
        principalCents: 3_000_000,
        annualRateBps: 875,
        termMonths: 60,
        frequency: 'monthly',
        startDate: { year: 2026, month: 11, day: 23 },
      });
      const schedule = (await spouse.get(`/loans/${applied.body.id}/schedule`)).body as Array<Record<string, number | string>>;
      expect(schedule).toHaveLength(60);
      expect(schedule[0]).toEqual({
        number: 1,
        due_date: '2026-12-23',
        payment: expected[0].paymentCents / 100,
        interest: expected[0].interestCents / 100,
        principal: expected[0].principalCents / 100,
        balance: expected[0].balanceCents / 100,
      });
      expect(schedule[59]).toMatchObject({ due_date: '2031-11-23', balance: 0 });
      const cents = schedule.reduce((s, r) => s + Math.round((r.payment as number) * 100), 0);
      expect(cents).toBe(Math.round(applied.body.total_payments * 100));
      expect(cents - 3_000_000).toBe(Math.round(applied.body.total_interest * 100));
      expect(applied.body.level_payment).toBe(619.11);

      const id = applied.body.id;
      const unsigned = await spouse.post(`/loans/${id}/sign`, {});
      expect(unsigned.body.fields).toEqual({
        signature: [SIGNATURE_REQUIRED_MESSAGE],
        signer_name: [SIGNER_NAME_REQUIRED_MESSAGE],
      });
      const notPng = await spouse.post(`/loans/${id}/sign`, {
        signature: 'data:image/jpeg;base64,AAAA',
        signer_name: 'Jordan Quinn',
      });
      expect(notPng.body.fields).toEqual({ signature: ['Signature must be png'] });
      const signed = await spouse.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Jordan Quinn' });
      expect(signed.status).toBe(200);
      expect(signed.body).toMatchObject({ status: 'active', signer_name: 'Jordan Quinn', outstanding_balance: 30000 });
      expect((await spouse.post(`/loans/${id}/sign`, { signature: signaturePng(), signer_name: 'Jordan Quinn' })).status).toBe(
        409,
      );
      const library = (await spouse.get('/library')).body;
      const folder = library.folders.find((f: { name: string }) => f.name === 'Loans');
      const doc = library.documents.find((d: { id: string }) => d.id === signed.body.document_id);
      expect(doc.folder_id).toBe(folder.id);
      const url = (await spouse.get(`/documents/${doc.id}/download/google-cloud-url`)).body.url as string;
      const text = (await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, ' ');
      expect(text).toContain('Promissory Note and Loan Agreement');
      expect(text).toContain('Plan name Quinn Consulting Solo 401(k) Plan');
      expect(text).toContain('Borrower Jordan Quinn');
      expect(text).toContain('Principal $30,000.00');
      expect(text).toContain('Annual interest rate 8.75%');
      expect(text).toContain('60. Nov 23, 2031');

      const terms = (await spouse.get('/loans/terms')).body;
      expect(terms).toMatchObject({ outstanding_balance: 30000, highest_balance_12_months: 30000, max_amount: 0 });

      const tooMuch = await spouse.post(`/loans/${id}/repayments`, { amount: 40000, paid_on: '2026-11-23' });
      // On the loan date nothing has accrued: what is owed is the principal, not the schedule's interest too.
      expect(tooMuch.body.fields).toEqual({ amount: ['Amount cannot be more than $30,000.00, what is left to pay'] });
      const future = await spouse.post(`/loans/${id}/repayments`, { amount: 10, paid_on: '2026-12-01' });
      expect(future.body.fields).toEqual({ paid_on: ['Payment date cannot be in the future'] });

      // The first payment (due Dec 23) is not made: on Dec 24 it is missed, curable until March 31.
      now = new Date('2026-12-24T10:00:00Z');
      await signInAgain();
      let loan = (await spouse.get(`/loans/${id}`)).body;
      expect(loan).toMatchObject({
        status: 'active',
        missed_payment: { number: 1, due_date: '2026-12-23', cure_deadline: '2027-03-31', state: 'curable' },
        next_payment: { number: 1, due_date: '2026-12-23', amount: 619.11 },
      });
      // Support acting as the participant records a payment: audited, and it cures the missed one.
      const support = (await t.signIn('support-loan@example.com')).withHeaders({ 'x-act-as': spouse.userId as string });
      const paid = await support.post(`/loans/${id}/repayments`, { amount: 619.11, paid_on: '2026-12-24' });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ missed_payment: null, paid_total: 619.11, next_payment: { number: 2 } });
      // Paid a day late: the interest of the first period ($218.75) and of 1 of the 31 days of the second, 218.75 * 32 / 31
      // = $225.81 rounded up, then $393.30 of principal.
      expect(paid.body).toMatchObject({ outstanding_balance: 29606.7, outstanding_balance_cents: 29_606_70 });
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', id).execute();
      expect(audit).toEqual([expect.objectContaining({ participant_id: spouse.userId, action: 'repay', object_type: 'loan' })]);

      // Nothing more is paid: the payment due Jan 23 is past its cure deadline (June 30) on July 1.
      now = new Date('2027-07-01T10:00:00Z');
      await signInAgain();
      loan = (await spouse.get(`/loans/${id}`)).body;
      expect(loan).toMatchObject({
        status: 'deemed_distribution',
        missed_payment: { number: 2, due_date: '2027-01-23', cure_deadline: '2027-06-30', state: 'deemed_distribution' },
        // At the end of the cure period: the principal left ($29,606.70) and the interest accrued since Dec 24, on
        // (7 - 1) periods + 7/30 - 1/31 of a period at $215.880469 a period = $1,338.71 rounded up (Treas. Reg.
        // 1.72(p)-1 Q&A-10), on the 2027 Form 1099-R with code L.
        deemed_distribution: {
          date: '2027-06-30',
          tax_year: 2027,
          amount_cents: 30_945_41,
          principal_cents: 29_606_70,
          accrued_interest_cents: 1_338_71,
          missed_payment_number: 2,
          distribution_code: 'L',
        },
      });
      // Paying the missed payments now does not undo the deemed distribution (Q&A-19).
      const late = await spouse.post(`/loans/${id}/repayments`, { amount: 3 * 619.11, paid_on: '2027-07-01' });
      expect(late.status).toBe(201);
      expect(late.body).toMatchObject({ status: 'deemed_distribution', deemed_distribution: { date: '2027-06-30' } });
      expect((await spouse.get('/loans')).body.map((l: { status: string }) => l.status)).toEqual(['deemed_distribution']);
      now = START;
      await signInAgain();
    });

    test('an unsigned application can be withdrawn; a signed loan cannot', async () => {
      now = START;
      await signInAgain();
      const loans = (await spouse.get('/loans')).body as Array<{ id: string }>;
      expect((await spouse.delete(`/loans/${loans[0].id}`)).status).toBe(409);
      const other = await t.signIn('owner-loan@example.com');
      await other.post('/assets', { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 4000 });
      // Half of $4,000 secures at most $2,000 (29 CFR 2550.408b-1(f)(2)): no $10,000 floor lets the owner borrow more.
      expect((await other.get('/loans/terms')).body.max_amount).toBe(2000);
      const over = await other.post('/loans', { amount: 2000.01, purpose: 'general', term_months: 12, frequency: 'monthly' });
      expect(over.status).toBe(400);
      expect(over.body).toEqual({ error: 'validation', fields: { amount: ['Loan amount cannot be more than $2,000.00'] } });
      const app = await other.post('/loans', {
        amount: 2000,
        purpose: 'principal_residence',
        term_months: 120,
        frequency: 'quarterly',
      });
      expect(app.status).toBe(201);
      expect(app.body.payments_count).toBe(40);
      expect((await other.delete(`/loans/${app.body.id}`)).status).toBe(204);
      expect((await other.get(`/loans/${app.body.id}`)).status).toBe(404);
    });
  });
}
