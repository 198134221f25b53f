import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import type { LoanRecord } from '@/domain/loans';
import { loanRecordFixture } from '@/domain/loans/loan-record-fixtures';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { LoanCard } from '@/ui/loans/loan-card';
import { LoansViewModel } from '@/ui/loans/loans-view-model';

const view = reactRootPerTest();

function viewModelOn(now: Date): LoansViewModel {
  const clock = new FakeClock(now);
  return new LoansViewModel(new FakeLoansApi(clock), clock);
}

/** A $10,000 loan at 8.75% prepaid by $5,000 ten days after it was made (decision 0277). */
const PREPAID: LoanRecord = loanRecordFixture({
  status: 'active',
  amountCents: 10_000_00,
  termMonths: 12,
  annualRatePercent: 8.75,
  paymentsCount: 12,
  levelPaymentCents: 873_35,
  totalInterestCents: 480_34,
  totalPaymentsCents: 10_480_34,
  lastDueDate: '2027-11-23',
  paidTotalCents: 5_000_00,
  outstandingBalanceCents: 5_024_31,
  accruedInterestCents: 12_20,
  payoffAmountCents: 5_036_51,
  currentPaymentCents: 479_28,
  reamortisedOn: '2026-12-03',
  nextPayment: { number: 2, dueDate: '2027-01-23', amountCents: 479_28 },
  repayments: [{ id: 'r-1', amountCents: 5_000_00, paidOn: '2026-12-03' }],
  signerName: 'Avery Quinn',
});

describe('LoanCard', () => {
  test('shows the payoff amount today and the payment after a prepayment re-amortised the rest', async () => {
    const vm = viewModelOn(new Date('2026-12-13T12:00:00Z'));
    const el = await view.render(<LoanCard vm={vm} loan={PREPAID} />);
    const text = (el.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Payoff amount today$5,036.51 ($12.20 of interest accrued)');
    expect(text).toContain('12 monthly payments of $873.35 at 8.75%');
    expect(text).toContain('After the prepayment of Dec 3, 2026$479.28 a payment over the remaining term');
    expect(text).toContain('Next payment$479.28 due Jan 23, 2027');
    expect(el.querySelector('[data-testid="deemed-distribution"]')).toBeNull();
  });

  test('a deemed distribution: the amount, the day and the year of the Form 1099-R with code L', async () => {
    const vm = viewModelOn(new Date('2027-07-01T12:00:00Z'));
    const deemed: LoanRecord = {
      ...PREPAID,
      status: 'deemed_distribution',
      deemedDistribution: {
        date: '2027-06-30',
        taxYear: 2027,
        amountCents: 30_945_41,
        principalCents: 29_606_70,
        accruedInterestCents: 1_338_71,
        missedPaymentNumber: 2,
        distributionCode: 'L',
      },
    };
    const el = await view.render(<LoanCard vm={vm} loan={deemed} />);
    expect(el.querySelector('[data-testid="deemed-distribution"]')?.textContent).toBe(
      '$30,945.41 (the balance and its accrued interest) was a deemed distribution on Jun 30, 2027, reported on your 2027 Form 1099-R with code L.',
    );
  });

  test('a paid-off loan shows no payoff amount', async () => {
    const vm = viewModelOn(new Date('2026-12-13T12:00:00Z'));
    const paidOff: LoanRecord = { ...PREPAID, status: 'paid_off', payoffAmountCents: 0, nextPayment: null, reamortisedOn: null };
    const el = await view.render(<LoanCard vm={vm} loan={paidOff} />);
    expect(el.textContent).not.toContain('Payoff amount today');
    expect(el.textContent).not.toContain('After the prepayment');
  });

  test('an offset loan: its message, no repayment or offset form; an active one offers the offset with a labelled date', async () => {
    const vm = viewModelOn(new Date('2027-02-10T12:00:00Z'));
    const message =
      'Offset on Feb 10, 2027: $5,031.12 was taken from the account to repay the loan and is a distribution (a qualified plan loan offset, 1099-R code M) that may be rolled over until Oct 15, 2028.';
    const offset: LoanRecord = {
      ...PREPAID,
      status: 'offset',
      payoffAmountCents: 0,
      nextPayment: null,
      offset: {
        separatedOn: '2027-01-31',
        date: '2027-02-10',
        amountCents: 5_031_12,
        qualified: true,
        rolloverDeadline: '2028-10-15',
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
