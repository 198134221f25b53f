import type { LoanRecord } from './loan-record';

/** A $30,000.00 loan over 60 months at 8.5% waiting for its signature; `over` changes any field (tests only). */
export function loanRecordFixture(over: Partial<LoanRecord> = {}): LoanRecord {
  return {
    id: 'l-1',
    status: 'pending_signature',
    amountCents: 30_000_00,
    purpose: 'general',
    termMonths: 60,
    frequency: 'monthly',
    annualRatePercent: 8.5,
    startDate: '2026-11-23',
    paymentsCount: 60,
    levelPaymentCents: 615_50,
    totalInterestCents: 6_930_00,
    totalPaymentsCents: 36_930_00,
    firstDueDate: '2026-12-23',
    lastDueDate: '2031-11-23',
    paidTotalCents: 0,
    outstandingBalanceCents: 30_000_00,
    accruedInterestCents: 0,
    payoffAmountCents: 30_000_00,
    currentPaymentCents: 615_50,
    reamortisedOn: null,
    offset: null,
    deemedDistribution: null,
    nextPayment: null,
    missedPayment: null,
    repayments: [],
    documentId: null,
    signerName: null,
    signedAt: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    ...over,
  };
}
