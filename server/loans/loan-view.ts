import type { Selectable } from 'kysely';
import {
  amortisationSchedule,
  deemedDistribution,
  type LoanLedger,
  type LoanPurpose,
  loanState,
  missedPayment,
  type PaymentFrequency,
  type ScheduledPayment,
  schedulePaymentCents,
} from '@/domain/loans';
import { type CalendarDate, compareDates, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { loanOffsetMessage, offsetRolloverDeadline } from '@/domain/loans';
import { iso } from '../shared/service-errors';
import type { LoanRepaymentsTable, LoansTable } from './loans-schema';
import { centsToDollars } from '@/domain/money';

/** One row of the schedule as the API answers it (US dollars). */
export interface ApiScheduledPayment {
  number: number;
  due_date: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/** A loan as the API answers it (US dollars; dates YYYY-MM-DD). */
export interface Loan {
  id: string;
  status: 'pending_signature' | 'active' | 'paid_off' | 'deemed_distribution' | 'offset';
  amount: number;
  purpose: string;
  term_months: number;
  frequency: string;
  annual_rate: number;
  start_date: string;
  payments_count: number;
  level_payment: number;
  total_interest: number;
  total_payments: number;
  first_due_date: string;
  last_due_date: string;
  paid_total: number;
  outstanding_balance: number;
  /** Principal outstanding today, in cents (decision 0277). */
  outstanding_balance_cents: number;
  /** Interest accrued since the last repayment and not paid, to today. */
  accrued_interest_cents: number;
  /** What pays the loan off today: the outstanding principal plus the accrued interest. */
  payoff_amount_cents: number;
  /** The level payment of the schedule as it stands (lower than level_payment after a prepayment). */
  current_payment_cents: number;
  /** Day of the last prepayment, after which the rest was re-amortised over the remaining term; null when none. */
  reamortised_on: string | null;
  /**
   * The deemed distribution of a loan whose missed payment was not made up by the end of its cure period (decision
   * 0279): reported on that year's Form 1099-R with code L. Null when none.
   */
  deemed_distribution: {
    date: string;
    tax_year: number;
    amount_cents: number;
    principal_cents: number;
    accrued_interest_cents: number;
    missed_payment_number: number;
    distribution_code: 'L';
  } | null;
  /** The offset on separation from service (decision 0301), or null: what it took from the account and when. */
  offset: {
    separated_on: string;
    date: string;
    amount_cents: number;
    qualified: boolean;
    rollover_deadline: string;
    message: string;
  } | null;
  next_payment: { number: number; due_date: string; amount: number } | null;
  missed_payment: { number: number; due_date: string; cure_deadline: string; state: 'curable' | 'deemed_distribution' } | null;
  repayments: Array<{ id: string; amount: number; paid_on: string }>;
  document_id: string | null;
  signer_name: string | null;
  signed_at: string | null;
  created_at: string;
}

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

/** The balance ledger of a loan row and its repayments. */
export function ledgerOf(row: Selectable<LoansTable>, repayments: Selectable<LoanRepaymentsTable>[]): LoanLedger {
  return {
    principalCents: Number(row.amount_cents),
    annualRateBps: row.annual_rate_bps,
    termMonths: row.term_months,
    frequency: row.frequency as PaymentFrequency,
    startDate: parseIsoDate(row.start_date) as CalendarDate,
    repayments: repayments.map((r) => ({ paidOn: parseIsoDate(r.paid_on) as CalendarDate, amountCents: Number(r.amount_cents) })),
  };
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

/** The API view of a loan on `today`: balances, the next payment, a missed payment and its cure deadline. */
export function loanView(row: Selectable<LoansTable>, repayments: Selectable<LoanRepaymentsTable>[], today: CalendarDate): Loan {
  const ledger = ledgerOf(row, repayments);
  const original = scheduleOf(row);
  const pending = row.status === 'pending_signature';
  // An offset loan stands as it was on the day of the offset, and then has nothing outstanding (decision 0301).
  const offsetOn = row.status === 'offset' ? parseIsoDate(row.offset_on) : undefined;
  const asOf = offsetOn ?? today;
  // The balance, the accrued interest and the schedule as repaid and prepaid (decision 0277).
  const state = pending ? loanState({ ...ledger, repayments: [] }, ledger.startDate) : loanState(ledger, asOf);
  const offset = offsetView(row);
  const paid = repayments.reduce((s, r) => s + Number(r.amount_cents), 0);
  const totalPayments = original.reduce((s, r) => s + r.paymentCents, 0);
  const active = row.status === 'active';
  const missed = active ? missedPayment(ledger, today) : undefined;
  let covered = 0;
  const next = active ? state.current.find((r) => (covered += r.paymentCents) > state.creditCents) : undefined;
  // Once deemed distributed, later repayments do not undo it (Treas. Reg. 1.72(p)-1 Q&A-19; decision 0279).
  const deemed = pending ? undefined : deemedDistribution(ledger, asOf);
  const status = active && deemed !== undefined ? 'deemed_distribution' : row.status;
  return {
    id: row.id,
    status,
    amount: centsToDollars(row.amount_cents),
    purpose: row.purpose as LoanPurpose,
    term_months: row.term_months,
    frequency: row.frequency,
    annual_rate: row.annual_rate_bps / 100,
    start_date: row.start_date,
    payments_count: original.length,
    level_payment: centsToDollars(original[0].paymentCents),
    total_interest: centsToDollars(totalPayments - Number(row.amount_cents)),
    total_payments: centsToDollars(totalPayments),
    first_due_date: formatIsoDate(original[0].dueDate),
    last_due_date: formatIsoDate(original[original.length - 1].dueDate),
    paid_total: centsToDollars(paid),
    outstanding_balance: offset ? 0 : centsToDollars(state.principalCents),
    outstanding_balance_cents: offset ? 0 : state.principalCents,
    accrued_interest_cents: offset ? 0 : state.accruedInterestCents,
    payoff_amount_cents: offset ? 0 : state.payoffCents,
    current_payment_cents: schedulePaymentCents(state.current),
    reamortised_on: state.reamortisedOn === undefined ? null : formatIsoDate(state.reamortisedOn),
    deemed_distribution:
      deemed === undefined
        ? null
        : {
            date: formatIsoDate(deemed.date),
            tax_year: deemed.taxYear,
            amount_cents: deemed.amountCents,
            principal_cents: deemed.principalCents,
            accrued_interest_cents: deemed.accruedInterestCents,
            missed_payment_number: deemed.missedPaymentNumber,
            distribution_code: deemed.distributionCode,
          },
    offset,
    next_payment:
      next === undefined || state.paidOff
        ? null
        : {
            number: next.number,
            due_date: formatIsoDate(next.dueDate),
            amount: centsToDollars(Math.min(next.paymentCents, covered - state.creditCents, state.payoffCents)),
          },
    missed_payment:
      missed === undefined
        ? null
        : {
            number: missed.number,
            due_date: formatIsoDate(missed.dueDate),
            cure_deadline: formatIsoDate(missed.cureDeadline),
            state: missed.state,
          },
    repayments: [...repayments]
      .sort((a, b) => compareDates(parseIsoDate(b.paid_on) as CalendarDate, parseIsoDate(a.paid_on) as CalendarDate))
      .map((r) => ({ id: r.id, amount: centsToDollars(r.amount_cents), paid_on: r.paid_on })),
    document_id: row.document_id,
    signer_name: row.signer_name,
    signed_at: row.signed_at === null ? null : iso(row.signed_at),
    created_at: iso(row.created_at),
  };
}

/** The offset of a loan row as the API answers it (decision 0301), or null. */
function offsetView(row: Selectable<LoansTable>): Loan['offset'] {
  const date = parseIsoDate(row.offset_on);
  if (row.status !== 'offset' || date === undefined || row.separated_on === null) return null;
  const recorded = {
    date,
    amountCents: Number(row.offset_cents ?? 0),
    qualified: row.offset_qualified === true,
    rolloverDeadline: offsetRolloverDeadline(date.year),
  };
  return {
    separated_on: row.separated_on,
    date: formatIsoDate(date),
    amount_cents: recorded.amountCents,
    qualified: recorded.qualified,
    rollover_deadline: formatIsoDate(recorded.rolloverDeadline),
    message: loanOffsetMessage(recorded),
  };
}
