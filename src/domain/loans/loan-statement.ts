import { type CalendarDate, compareDates, formatIsoDate } from '@/domain/shared/calendar-date';
import { amortisationSchedule } from './amortisation-schedule';
import { deemedDistribution } from './deemed-distribution';
import { type LoanLedger, loanState, missedPayment, schedulePaymentCents } from './loan-balance';
import { loanOffsetMessage, offsetRolloverDeadline } from './loan-offset';
import type { LoanRecord } from './loan-record';
import type { LoanPurpose, PaymentFrequency } from './loan-terms';

/** A loan as it is kept: its terms, its state as recorded, its repayments and, once offset, the offset. */
export interface LoanFacts {
  readonly id: string;
  /** As recorded; a deemed distribution is not recorded but read from the repayments and the day. */
  readonly status: 'pending_signature' | 'active' | 'paid_off' | 'offset';
  readonly amountCents: number;
  readonly purpose: LoanPurpose;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly annualRateBps: number;
  readonly startDate: CalendarDate;
  /** In the order they were recorded. */
  readonly repayments: readonly { readonly id: string; readonly amountCents: number; readonly paidOn: CalendarDate }[];
  /** The offset on separation from service (decision 0301), when the loan was offset. */
  readonly offset?: {
    readonly separatedOn: CalendarDate;
    readonly date: CalendarDate;
    readonly amountCents: number;
    readonly qualified: boolean;
  };
  readonly documentId: string | null;
  readonly signerName: string | null;
  readonly signedAt: string | null;
  readonly createdAt: string;
}

/** The balance ledger of a loan (decision 0277). */
export function loanLedgerOf(loan: LoanFacts): LoanLedger {
  return {
    principalCents: loan.amountCents,
    annualRateBps: loan.annualRateBps,
    termMonths: loan.termMonths,
    frequency: loan.frequency,
    startDate: loan.startDate,
    repayments: loan.repayments.map((r) => ({ paidOn: r.paidOn, amountCents: r.amountCents })),
  };
}

/**
 * Where a loan stands on `today` (decisions 0241, 0277, 0279, 0301): the original schedule's figures, the principal and
 * the interest accrued to the day as repaid and prepaid, the next payment, a missed payment and its cure deadline, a
 * deemed distribution once the cure period ran out (later repayments do not undo it: Treas. Reg. 1.72(p)-1 Q&A-19),
 * and an offset loan as it stood on the day of its offset, with nothing outstanding after it.
 */
export function loanStatement(loan: LoanFacts, today: CalendarDate): LoanRecord {
  const ledger = loanLedgerOf(loan);
  const original = amortisationSchedule({
    principalCents: loan.amountCents,
    annualRateBps: loan.annualRateBps,
    termMonths: loan.termMonths,
    frequency: loan.frequency,
    startDate: loan.startDate,
  });
  const pending = loan.status === 'pending_signature';
  const offset = loan.status === 'offset' ? loan.offset : undefined;
  const asOf = offset?.date ?? today;
  const state = pending ? loanState({ ...ledger, repayments: [] }, ledger.startDate) : loanState(ledger, asOf);
  const paid = loan.repayments.reduce((s, r) => s + r.amountCents, 0);
  const totalPayments = original.reduce((s, r) => s + r.paymentCents, 0);
  const active = loan.status === 'active';
  const missed = active ? missedPayment(ledger, today) : undefined;
  let covered = 0;
  const next = active ? state.current.find((r) => (covered += r.paymentCents) > state.creditCents) : undefined;
  const deemed = pending ? undefined : deemedDistribution(ledger, asOf);
  return {
    id: loan.id,
    status: active && deemed !== undefined ? 'deemed_distribution' : loan.status,
    amountCents: loan.amountCents,
    purpose: loan.purpose,
    termMonths: loan.termMonths,
    frequency: loan.frequency,
    annualRatePercent: loan.annualRateBps / 100,
    startDate: formatIsoDate(loan.startDate),
    paymentsCount: original.length,
    levelPaymentCents: original[0].paymentCents,
    totalInterestCents: totalPayments - loan.amountCents,
    totalPaymentsCents: totalPayments,
    firstDueDate: formatIsoDate(original[0].dueDate),
    lastDueDate: formatIsoDate(original[original.length - 1].dueDate),
    paidTotalCents: paid,
    outstandingBalanceCents: offset ? 0 : state.principalCents,
    accruedInterestCents: offset ? 0 : state.accruedInterestCents,
    payoffAmountCents: offset ? 0 : state.payoffCents,
    currentPaymentCents: schedulePaymentCents(state.current),
    reamortisedOn: state.reamortisedOn === undefined ? null : formatIsoDate(state.reamortisedOn),
    deemedDistribution:
      deemed === undefined
        ? null
        : {
            date: formatIsoDate(deemed.date),
            taxYear: deemed.taxYear,
            amountCents: deemed.amountCents,
            principalCents: deemed.principalCents,
            accruedInterestCents: deemed.accruedInterestCents,
            missedPaymentNumber: deemed.missedPaymentNumber,
            distributionCode: deemed.distributionCode,
          },
    offset: offset ? offsetRecord(offset) : null,
    nextPayment:
      next === undefined || state.paidOff
        ? null
        : {
            number: next.number,
            dueDate: formatIsoDate(next.dueDate),
            amountCents: Math.min(next.paymentCents, covered - state.creditCents, state.payoffCents),
          },
    missedPayment:
      missed === undefined
        ? null
        : {
            number: missed.number,
            dueDate: formatIsoDate(missed.dueDate),
            cureDeadline: formatIsoDate(missed.cureDeadline),
            state: missed.state,
          },
    repayments: [...loan.repayments]
      .sort((a, b) => compareDates(b.paidOn, a.paidOn))
      .map((r) => ({ id: r.id, amountCents: r.amountCents, paidOn: formatIsoDate(r.paidOn) })),
    documentId: loan.documentId,
    signerName: loan.signerName,
    signedAt: loan.signedAt,
    createdAt: loan.createdAt,
  };
}

function offsetRecord(offset: NonNullable<LoanFacts['offset']>): NonNullable<LoanRecord['offset']> {
  const recorded = {
    date: offset.date,
    amountCents: offset.amountCents,
    qualified: offset.qualified,
    rolloverDeadline: offsetRolloverDeadline(offset.date.year),
  };
  return {
    separatedOn: formatIsoDate(offset.separatedOn),
    date: formatIsoDate(offset.date),
    amountCents: offset.amountCents,
    qualified: offset.qualified,
    rolloverDeadline: formatIsoDate(recorded.rolloverDeadline),
    message: loanOffsetMessage(recorded),
  };
}
