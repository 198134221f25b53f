import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { loanRecordFixture as loan } from '@/domain/loans/loan-record-fixtures';
import { loansTileState } from '@/ui/loans/loans-home-tile';
import { applicationErrors, LoansViewModel } from '@/ui/loans/loans-view-model';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The view-model on the loans fake: a plan allowing loans at 8.5% with $60,000.00 vested, on Nov 23, 2026. */
function setup(now = '2026-11-23T12:00:00Z') {
  const clock = new FakeClock(new Date(now));
  const loans = new FakeLoansApi(clock);
  return { clock, loans, vm: new LoansViewModel(loans, clock) };
}

describe('applicationErrors', () => {
  test("the domain's messages by field, against today's limit", () => {
    expect(
      applicationErrors({ amount: '30,000.01', purpose: 'general', term_months: '61', frequency: 'monthly' }, 30_000_00),
    ).toEqual({
      amount: ['Loan amount cannot be more than $30,000.00'],
      term_months: ['Loan term can be at most 5 years unless the loan is for a principal residence'],
    });
    expect(applicationErrors({ amount: 'lots', purpose: '', term_months: '', frequency: '' }, 30_000_00)).toEqual({
      amount: ['Loan amount must be an amount in dollars, like 1,250.00'],
      purpose: ['Loan purpose is required'],
      frequency: ['Payments must be monthly or quarterly'],
      term_months: ['Loan term must be a whole number of months'],
    });
    expect(
      applicationErrors({ amount: '30,000', purpose: 'general', term_months: '60', frequency: 'monthly' }, 30_000_00),
    ).toEqual({});
  });
});

describe('LoansViewModel', () => {
  test('applies at the limit, shows the schedule, signs with the drawn signature', async () => {
    const { loans, vm } = setup();
    await vm.load();
    expect(vm.terms?.maxAmountCents).toBe(30_000_00);
    vm.application.set('amount', '30,000.00');
    expect(await vm.apply()).toBe(true);
    expect(vm.pending).toMatchObject({ amountCents: 30_000_00, purpose: 'general', termMonths: 60, frequency: 'monthly' });
    expect(vm.schedule).toHaveLength(60);
    expect(vm.schedule[0]).toMatchObject({ number: 1, dueDate: '2026-12-23', paymentCents: vm.pending?.levelPaymentCents });
    expect(await vm.sign()).toBe(false);
    expect(vm.signing.messagesOf('loan_signature')).toEqual(['Signature is required']);
    vm.signing.set('loan_signature', PNG);
    vm.signing.set('signer_name', ' Jordan Quinn ');
    expect(await vm.sign()).toBe(true);
    expect(vm.pending).toBeUndefined();
    expect(vm.signed.map((l) => [l.status, l.signerName])).toEqual([['active', 'Jordan Quinn']]);
    expect(loans.calls.filter((c) => c === 'apply' || c.startsWith('sign'))).toEqual(['apply', `sign:${vm.signed[0].id}`]);
    // The receipt names the loan just signed; the next application clears it.
    expect(vm.justSigned).toMatchObject({ id: vm.signed[0].id, amountCents: 30_000_00, signerName: 'Jordan Quinn' });
    expect(vm.justSigned?.nextPayment).toMatchObject({ number: 1, dueDate: '2026-12-23' });
    vm.application.set('amount', '');
    await vm.apply();
    expect(vm.justSigned).toBeUndefined();
  });

  test("the rules' field messages land beside the fields; a failed call keeps what was typed and can be sent again", async () => {
    const { loans, vm } = setup();
    await vm.load();
    // The balance fell since the page loaded: the limit the port answers is lower than the one the form knows.
    loans.plan = { ...loans.plan, vestedBalanceCents: 58_000_00 };
    vm.application.set('amount', '30000');
    expect(await vm.apply()).toBe(false);
    expect(vm.application.messagesOf('amount')).toEqual(['Loan amount cannot be more than $29,000.00']);
    vm.application.set('amount', '29000');
    loans.failNext = new Error('offline');
    expect(await vm.apply()).toBe(false);
    expect(vm.failure).toBe('That did not go through. Nothing was lost; please try again.');
    expect(vm.application.values.amount).toBe('29000');
    expect(await vm.apply()).toBe(true);
    expect(vm.pending?.amountCents).toBe(29_000_00);
  });

  test('a repayment is recorded once per intent: sent again after no answer, it takes the same key', async () => {
    const { loans, vm } = setup();
    await vm.load();
    vm.application.set('amount', '12,000');
    vm.application.set('term_months', '12');
    await vm.apply();
    vm.signing.set('loan_signature', PNG);
    vm.signing.set('signer_name', 'Jordan Quinn');
    await vm.sign();
    const [active] = vm.signed;
    const form = vm.repaymentForm(active);
    form.set('amount', '100.00');
    const keys: string[] = [];
    const repay = loans.repay.bind(loans);
    loans.repay = async (id, repayment, key) => {
      keys.push(key);
      if (keys.length === 1) {
        await repay(id, repayment, key);
        throw new Error('the answer was lost');
      }
      return repay(id, repayment, key);
    };
    expect(await vm.repay(active)).toBe(false);
    expect(await vm.repay(active)).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(vm.signed[0]).toMatchObject({ paidTotalCents: 100_00, repayments: [{ amountCents: 100_00, paidOn: '2026-11-23' }] });
  });
});

describe('loansTileState', () => {
  const context = { now: new Date('2027-01-10T00:00:00Z') };
  test('a missed payment asks to pay by the cure deadline; a pending one to sign; else the next payment', () => {
    expect(loansTileState([], context)).toMatchObject({ status: 'No loans', tone: 'notStarted' });
    expect(loansTileState([loan()], context)).toMatchObject({
      status: 'A loan is waiting for your signature',
      tone: 'inProgress',
    });
    const missed = loan({
      status: 'active',
      missedPayment: { number: 1, dueDate: '2026-12-23', cureDeadline: '2027-03-31', state: 'curable' },
    });
    expect(loansTileState([missed], context)).toMatchObject({
      tone: 'attention',
      next: 'A loan payment was missed: pay it by Mar 31, 2027, its cure date, or the balance becomes a taxable distribution.',
      urgency: 'missedPayment',
    });
    const active = loan({ status: 'active', nextPayment: { number: 2, dueDate: '2027-01-23', amountCents: 615_50 } });
    expect(loansTileState([active], context)).toMatchObject({ status: '1 loan being repaid' });
    expect(loansTileState([active], context).facts).toContainEqual({ label: 'Next payment', value: '$615.50 on Jan 23, 2027' });
  });
});

describe('the loan offset on separation from service (decision 0301)', () => {
  test('the date is checked, the confirmation says whether it is qualified, the offset is made once with a key', async () => {
    const { clock, loans, vm } = setup('2025-06-01T12:00:00Z');
    await vm.load();
    vm.application.set('amount', '12,000');
    await vm.apply();
    vm.signing.set('loan_signature', PNG);
    vm.signing.set('signer_name', 'Jordan Quinn');
    await vm.sign();
    clock.advance(Date.parse('2026-11-23T12:00:00Z') - Date.parse('2025-06-01T12:00:00Z'));
    await vm.load();
    const [active] = vm.signed;
    vm.reviewOffset(active);
    expect([vm.confirmingOffset, vm.separationForm(active).messagesOf('separated_on')]).toEqual([
      undefined,
      ['Separation date is required'],
    ]);
    vm.separationForm(active).set('separated_on', '2025-11-22');
    vm.reviewOffset(active);
    // More than 12 months before today: not a qualified plan loan offset.
    expect([vm.confirmingOffset?.id, vm.offsetQualifies]).toEqual([active.id, false]);
    vm.separationForm(active).set('separated_on', '2025-11-23');
    expect(vm.offsetQualifies).toBe(true);
    vm.cancelOffset();
    expect(vm.confirmingOffset).toBeUndefined();
    vm.reviewOffset(active);
    expect(await vm.offset()).toBe(true);
    expect(loans.calls.filter((c) => c.startsWith('offset'))).toEqual([`offset:${active.id}`]);
    expect([vm.confirmingOffset, vm.loans[0].status, vm.loans[0].offset?.separatedOn]).toEqual([
      undefined,
      'offset',
      '2025-11-23',
    ]);
  });
});
