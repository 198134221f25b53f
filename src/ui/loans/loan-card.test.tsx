import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { LoanCard } from '@/ui/loans/loan-card';
import type { ApiLoan } from '@/ui/loans/loans-api';
import { LoansViewModel } from '@/ui/loans/loans-view-model';

const view = reactRootPerTest();

/** A $10,000 loan at 8.75% prepaid by $5,000 ten days after it was made (decision 0277). */
const PREPAID: ApiLoan = {
  id: 'l-1',
  status: 'active',
  amount: 10000,
  purpose: 'general',
  term_months: 12,
  frequency: 'monthly',
  annual_rate: 8.75,
  start_date: '2026-11-23',
  payments_count: 12,
  level_payment: 873.35,
  total_interest: 480.34,
  total_payments: 10480.34,
  first_due_date: '2026-12-23',
  last_due_date: '2027-11-23',
  paid_total: 5000,
  outstanding_balance: 5024.31,
  outstanding_balance_cents: 5_024_31,
  accrued_interest_cents: 12_20,
  payoff_amount_cents: 5_036_51,
  current_payment_cents: 479_28,
  reamortised_on: '2026-12-03',
  deemed_distribution: null,
  next_payment: { number: 2, due_date: '2027-01-23', amount: 479.28 },
  missed_payment: null,
  repayments: [{ id: 'r-1', amount: 5000, paid_on: '2026-12-03' }],
  document_id: null,
  signer_name: 'Avery Quinn',
};

describe('LoanCard', () => {
  test('shows the payoff amount today and the payment after a prepayment re-amortised the rest', async () => {
    const vm = new LoansViewModel(new FakeApiClient(), new FakeClock(new Date('2026-12-13T12:00:00Z')));
    const el = await view.render(<LoanCard vm={vm} loan={PREPAID} />);
    const text = (el.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Payoff amount today$5,036.51 ($12.20 of interest accrued)');
    expect(text).toContain('12 monthly payments of $873.35 at 8.75%');
    expect(text).toContain('After the prepayment of Dec 3, 2026$479.28 a payment over the remaining term');
    expect(text).toContain('Next payment$479.28 due Jan 23, 2027');
    expect(el.querySelector('[data-testid="deemed-distribution"]')).toBeNull();
  });

  test('a deemed distribution: the amount, the day and the year of the Form 1099-R with code L', async () => {
    const vm = new LoansViewModel(new FakeApiClient(), new FakeClock(new Date('2027-07-01T12:00:00Z')));
    const deemed: ApiLoan = {
      ...PREPAID,
      status: 'deemed_distribution',
      deemed_distribution: {
        date: '2027-06-30',
        tax_year: 2027,
        amount_cents: 30_945_41,
        principal_cents: 29_606_70,
        accrued_interest_cents: 1_338_71,
        missed_payment_number: 2,
        distribution_code: 'L',
      },
    };
    const el = await view.render(<LoanCard vm={vm} loan={deemed} />);
    expect(el.querySelector('[data-testid="deemed-distribution"]')?.textContent).toBe(
      '$30,945.41 (the balance and its accrued interest) was a deemed distribution on Jun 30, 2027, reported on your 2027 Form 1099-R with code L.',
    );
  });

  test('a paid-off loan shows no payoff amount', async () => {
    const vm = new LoansViewModel(new FakeApiClient(), new FakeClock(new Date('2026-12-13T12:00:00Z')));
    const paidOff = { ...PREPAID, status: 'paid_off' as const, payoff_amount_cents: 0, next_payment: null, reamortised_on: null };
    const el = await view.render(<LoanCard vm={vm} loan={paidOff} />);
    expect(el.textContent).not.toContain('Payoff amount today');
    expect(el.textContent).not.toContain('After the prepayment');
  });

  test('an offset loan: its message, no repayment or offset form; an active one offers the offset with a labelled date', async () => {
    const vm = new LoansViewModel(new FakeApiClient(), new FakeClock(new Date('2027-02-10T12:00:00Z')));
    const message =
      'Offset on Feb 10, 2027: $5,031.12 was taken from the account to repay the loan and is a distribution (a qualified plan loan offset, 1099-R code M) that may be rolled over until Oct 15, 2028.';
    const offset: ApiLoan = {
      ...PREPAID,
      status: 'offset',
      payoff_amount_cents: 0,
      next_payment: null,
      offset: {
        separated_on: '2027-01-31',
        date: '2027-02-10',
        amount_cents: 5_031_12,
        qualified: true,
        rollover_deadline: '2028-10-15',
        message,
      },
    };
    const el = await view.render(<LoanCard vm={vm} loan={offset} />);
    expect(el.querySelector('[data-testid="loan-offset"]')?.textContent).toBe(message);
    expect(el.textContent).toContain('Offset on leaving employment');
    expect(el.querySelectorAll('form')).toHaveLength(0);
    const active = await view.render(<LoanCard vm={vm} loan={PREPAID} />);
    const form = active.querySelector('form[aria-label^="Leaving employment: offset the"]');
    expect(form?.querySelector('label')?.textContent).toContain('Last day of employment with the business');
  });
});
