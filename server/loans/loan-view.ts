import type { Selectable } from 'kysely';
import {
  amortisationSchedule,
  type LoanFacts,
  type LoanLedger,
  loanLedgerOf,
  type LoanPurpose,
  type LoanRecord,
  loanState,
  loanStatement,
  type PaymentFrequency,
  type ScheduledPayment,
} from '@/domain/loans';
import { type CalendarDate, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { iso } from '../shared/service-errors';
import type { Answer, Schema } from '@/adapters/http/wire';
import type { LoanRepaymentsTable, LoansTable } from './loans-schema';
import { centsToDollars } from '@/domain/money';

/** One row of the schedule as the API answers it (US dollars). */
export type ApiScheduledPayment = Answer<'getLoanSchedule'>[number];

/** A loan as the API answers it (US dollars; dates YYYY-MM-DD): the contract's type, generated (decision 0302). */
export type Loan = Schema<'Loan'>;

/** The loan's schedule, from its terms (the domain's level amortisation, decision 0190). */
export function scheduleOf(row: Selectable<LoansTable>): ScheduledPayment[] {
  return amortisationSchedule({
    principalCents: Number(row.amount_cents),
    annualRateBps: row.annual_rate_bps,
    termMonths: row.term_months,
    frequency: row.frequency as PaymentFrequency,
    startDate: parseIsoDate(row.start_date) as CalendarDate,
  });
}

/** A loan row and its repayments as the domain keeps a loan. */
export function loanFactsOf(row: Selectable<LoansTable>, repayments: Selectable<LoanRepaymentsTable>[]): LoanFacts {
  const offsetOn = parseIsoDate(row.offset_on);
  const separatedOn = parseIsoDate(row.separated_on);
  return {
    id: row.id,
    status: row.status,
    amountCents: Number(row.amount_cents),
    purpose: row.purpose as LoanPurpose,
    termMonths: row.term_months,
    frequency: row.frequency as PaymentFrequency,
    annualRateBps: row.annual_rate_bps,
    startDate: parseIsoDate(row.start_date) as CalendarDate,
    // A reversed repayment no longer counts (decision 0308).
    repayments: repayments
      .filter((r) => r.reversed_at === null || r.reversed_at === undefined)
      .map((r) => ({
        id: r.id,
        paidOn: parseIsoDate(r.paid_on) as CalendarDate,
        amountCents: Number(r.amount_cents),
      })),
    offset:
      row.status === 'offset' && offsetOn !== undefined && separatedOn !== undefined
        ? { separatedOn, date: offsetOn, amountCents: Number(row.offset_cents ?? 0), qualified: row.offset_qualified === true }
        : undefined,
    documentId: row.document_id,
    signerName: row.signer_name,
    signedAt: row.signed_at === null ? null : iso(row.signed_at),
    createdAt: iso(row.created_at),
  };
}

/** The balance ledger of a loan row and its repayments. */
export function ledgerOf(row: Selectable<LoansTable>, repayments: Selectable<LoanRepaymentsTable>[]): LoanLedger {
  return loanLedgerOf(loanFactsOf(row, repayments));
}

/** The schedule as it stands on `today`: the original one until a prepayment re-amortises the rest (decision 0277). */
export function currentSchedule(
  row: Selectable<LoansTable>,
  repayments: Selectable<LoanRepaymentsTable>[],
  today: CalendarDate,
): ScheduledPayment[] {
  if (row.status === 'pending_signature') return scheduleOf(row);
  return [...loanState(ledgerOf(row, repayments), today).schedule];
}

/** The API rows of a schedule. */
export function apiSchedule(rows: readonly ScheduledPayment[]): ApiScheduledPayment[] {
  return rows.map((r) => ({
    number: r.number,
    due_date: formatIsoDate(r.dueDate),
    payment: centsToDollars(r.paymentCents),
    interest: centsToDollars(r.interestCents),
    principal: centsToDollars(r.principalCents),
    balance: centsToDollars(r.balanceCents),
  }));
}

/** The API view of a loan on `today`: the domain's statement of it (decision 0302) in the contract's wire shape. */
export function loanView(row: Selectable<LoansTable>, repayments: Selectable<LoanRepaymentsTable>[], today: CalendarDate): Loan {
  return wireLoan(loanStatement(loanFactsOf(row, repayments), today));
}

/** A loan in the contract's shape: US dollars where the contract has them, cents where it names them. */
function wireLoan(l: LoanRecord): Loan {
  return {
    id: l.id,
    status: l.status,
    amount: centsToDollars(l.amountCents),
    purpose: l.purpose,
    term_months: l.termMonths,
    frequency: l.frequency,
    annual_rate: l.annualRatePercent,
    start_date: l.startDate,
    payments_count: l.paymentsCount,
    level_payment: centsToDollars(l.levelPaymentCents),
    total_interest: centsToDollars(l.totalInterestCents),
    total_payments: centsToDollars(l.totalPaymentsCents),
    first_due_date: l.firstDueDate,
    last_due_date: l.lastDueDate,
    paid_total: centsToDollars(l.paidTotalCents),
    outstanding_balance: centsToDollars(l.outstandingBalanceCents),
    outstanding_balance_cents: l.outstandingBalanceCents,
    accrued_interest_cents: l.accruedInterestCents,
    payoff_amount_cents: l.payoffAmountCents,
    current_payment_cents: l.currentPaymentCents,
    reamortised_on: l.reamortisedOn,
    deemed_distribution: l.deemedDistribution && {
      date: l.deemedDistribution.date,
      tax_year: l.deemedDistribution.taxYear,
      amount_cents: l.deemedDistribution.amountCents,
      principal_cents: l.deemedDistribution.principalCents,
      accrued_interest_cents: l.deemedDistribution.accruedInterestCents,
      missed_payment_number: l.deemedDistribution.missedPaymentNumber,
      distribution_code: l.deemedDistribution.distributionCode,
    },
    offset: l.offset && {
      separated_on: l.offset.separatedOn,
      date: l.offset.date,
      amount_cents: l.offset.amountCents,
      qualified: l.offset.qualified,
      rollover_deadline: l.offset.rolloverDeadline,
      message: l.offset.message,
    },
    next_payment: l.nextPayment && {
      number: l.nextPayment.number,
      due_date: l.nextPayment.dueDate,
      amount: centsToDollars(l.nextPayment.amountCents),
    },
    missed_payment: l.missedPayment && {
      number: l.missedPayment.number,
      due_date: l.missedPayment.dueDate,
      cure_deadline: l.missedPayment.cureDeadline,
      state: l.missedPayment.state,
    },
    repayments: l.repayments.map((r) => ({ id: r.id, amount: centsToDollars(r.amountCents), paid_on: r.paidOn })),
    document_id: l.documentId,
    signer_name: l.signerName,
    signed_at: l.signedAt,
    created_at: l.createdAt,
  };
}
