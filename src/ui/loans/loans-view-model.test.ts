import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import type { ApiLoan, ApiLoanTerms } from '@/ui/loans/loans-api';
import { loansTileState } from '@/ui/loans/loans-home-tile';
import { applicationErrors, LoansViewModel } from '@/ui/loans/loans-view-model';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const TERMS: ApiLoanTerms = {
  allowed: true,
  rate_type: 'primePlus',
  plan_rate: 1,
  prime_rate: 7.5,
  annual_rate: 8.5,
  vested_balance: 60000,
  outstanding_balance: 0,
  highest_balance_12_months: 0,
  max_amount: 30000,
  min_amount: 1000,
  max_term_months: { general: 60, principal_residence: 360 },
};

function loan(over: Partial<ApiLoan> = {}): ApiLoan {
  return {
    id: 'l-1',
    status: 'pending_signature',
    amount: 30000,
    purpose: 'general',
    term_months: 60,
    frequency: 'monthly',
    annual_rate: 8.5,
    start_date: '2026-11-23',
    payments_count: 60,
    level_payment: 615.5,
    total_interest: 6930,
    total_payments: 36930,
    first_due_date: '2026-12-23',
    last_due_date: '2031-11-23',
    paid_total: 0,
    outstanding_balance: 30000,
    outstanding_balance_cents: 30_000_00,
    accrued_interest_cents: 0,
    payoff_amount_cents: 30_000_00,
    current_payment_cents: 615_50,
    reamortised_on: null,
    deemed_distribution: null,
    next_payment: null,
    missed_payment: null,
    repayments: [],
    document_id: null,
    signer_name: null,
    ...over,
  };
}

describe('applicationErrors', () => {
  test("the domain's messages by field, against today's limit", () => {
    expect(
      applicationErrors({ amount: '30,000.01', purpose: 'general', term_months: '61', frequency: 'monthly' }, 30000),
    ).toEqual({
      amount: ['Loan amount cannot be more than $30,000.00'],
      term_months: ['Loan term can be at most 5 years unless the loan is for a principal residence'],
    });
    expect(applicationErrors({ amount: 'lots', purpose: '', term_months: '', frequency: '' }, 30000)).toEqual({
      amount: ['Loan amount must be an amount in dollars, like 1,250.00'],
      purpose: ['Loan purpose is required'],
      frequency: ['Payments must be monthly or quarterly'],
      term_months: ['Loan term must be a whole number of months'],
    });
    expect(applicationErrors({ amount: '30,000', purpose: 'general', term_months: '60', frequency: 'monthly' }, 30000)).toEqual(
      {},
    );
  });
});

describe('LoansViewModel', () => {
  test('applies at the limit, shows the schedule, signs with the drawn signature', async () => {
    let loans: ApiLoan[] = [];
    const posts: FakeApiCall[] = [];
    const api = new FakeApiClient()
      .respond('GET', '/loans/terms', TERMS)
      .respond('GET', '/loans', () => loans)
      .respond('GET', '/loans/l-1/schedule', [
        { number: 1, due_date: '2026-12-23', payment: 615.5, interest: 212.5, principal: 403, balance: 29597 },
      ])
      .respond('POST', '/loans', (c: FakeApiCall) => {
        posts.push(c);
        loans = [loan()];
        return loans[0];
      })
      .respond('POST', '/loans/l-1/sign', (c: FakeApiCall) => {
        posts.push(c);
        loans = [loan({ status: 'active' })];
        return loans[0];
      });
    const vm = new LoansViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
    await vm.load();
    expect(vm.terms?.max_amount).toBe(30000);
    vm.application.set('amount', '30,000.00');
    expect(await vm.apply()).toBe(true);
    expect(posts[0].body).toEqual({ amount: 30000, purpose: 'general', term_months: 60, frequency: 'monthly' });
    expect(vm.pending?.id).toBe('l-1');
    expect(vm.schedule).toHaveLength(1);
    expect(await vm.sign()).toBe(false);
    expect(vm.signing.messagesOf('loan_signature')).toEqual(['Signature is required']);
    vm.signing.set('loan_signature', PNG);
    vm.signing.set('signer_name', ' Jordan Quinn ');
    expect(await vm.sign()).toBe(true);
    expect(posts[1].body).toEqual({ signature: PNG, signer_name: 'Jordan Quinn' });
    expect(vm.pending).toBeUndefined();
    expect(vm.signed.map((l) => l.status)).toEqual(['active']);
  });

  test("the server's field messages land beside the fields", async () => {
    const api = new FakeApiClient()
      .respond('GET', '/loans/terms', TERMS)
      .respond('GET', '/loans', [])
      .failWith('POST', '/loans', 400, {
        error: 'validation',
        fields: { amount: ['Loan amount cannot be more than $29,000.00'] },
      });
    const vm = new LoansViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
    await vm.load();
    vm.application.set('amount', '30000');
    expect(await vm.apply()).toBe(false);
    expect(vm.application.messagesOf('amount')).toEqual(['Loan amount cannot be more than $29,000.00']);
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
      missed_payment: { number: 1, due_date: '2026-12-23', cure_deadline: '2027-03-31', state: 'curable' },
    });
    expect(loansTileState([missed], context)).toMatchObject({ tone: 'attention', next: 'Pay it by Mar 31, 2027.' });
    const active = loan({ status: 'active', next_payment: { number: 2, due_date: '2027-01-23', amount: 615.5 } });
    expect(loansTileState([active], context)).toMatchObject({ status: '1 loan being repaid' });
    expect(loansTileState([active], context).facts).toContainEqual({ label: 'Next payment', value: '$615.50 on Jan 23, 2027' });
  });
});

describe('the loan offset on separation from service (decision 0301)', () => {
  test('the date is checked, the confirmation says whether it is qualified, the offset is posted once with a key', async () => {
    const posts: FakeApiCall[] = [];
    const active = loan({ status: 'active', start_date: '2025-06-01' });
    let offset = false;
    const api = new FakeApiClient()
      .respond('GET', '/loans/terms', TERMS)
      .respond('GET', '/loans', () => [offset ? { ...active, status: 'offset' } : active])
      .respond('POST', '/loans/:id/offset', (c: FakeApiCall) => {
        posts.push(c);
        offset = true;
        return { ...active, status: 'offset' };
      });
    const vm = new LoansViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
    await vm.load();
    vm.reviewOffset(active);
    expect([vm.confirmingOffset, vm.separationForm(active).messagesOf('separated_on')]).toEqual([
      undefined,
      ['Separation date is required'],
    ]);
    vm.separationForm(active).set('separated_on', '2025-11-22');
    vm.reviewOffset(active);
    // More than 12 months before today: not a qualified plan loan offset.
    expect([vm.confirmingOffset?.id, vm.offsetQualifies]).toEqual(['l-1', false]);
    vm.separationForm(active).set('separated_on', '2025-11-23');
    expect(vm.offsetQualifies).toBe(true);
    vm.cancelOffset();
    expect(vm.confirmingOffset).toBeUndefined();
    vm.reviewOffset(active);
    expect(await vm.offset()).toBe(true);
    expect(posts.map((p) => [p.path, p.body])).toEqual([['/loans/l-1/offset', { separated_on: '2025-11-23' }]]);
    expect(posts[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    expect([vm.confirmingOffset, vm.loans[0].status]).toEqual([undefined, 'offset']);
  });
});
