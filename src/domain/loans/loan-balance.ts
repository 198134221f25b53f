import { type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import type { ScheduledPayment } from './amortisation-schedule';
import { addMonths } from './amortisation-schedule';
import { cureDeadline, missedPaymentState } from './cure-period';

/** One recorded repayment, in cents. */
export interface Repayment {
  readonly paidOn: CalendarDate;
  readonly amountCents: number;
}

/** A loan as far as its balance goes: principal, schedule, start and repayments. */
export interface LoanLedger {
  readonly principalCents: number;
  readonly startDate: CalendarDate;
  readonly schedule: readonly ScheduledPayment[];
  readonly repayments: readonly Repayment[];
}

/** A scheduled payment not covered by the repayments once its due date passed (decision 0241). */
export interface MissedPayment {
  readonly number: number;
  readonly dueDate: CalendarDate;
  /** Last day it may be cured: the end of the quarter after the quarter it was due. */
  readonly cureDeadline: CalendarDate;
  readonly state: 'curable' | 'deemed_distribution';
}

/**
 * Principal outstanding after `paidCents` in all: repayments cover the scheduled payments in order; a partial one
 * pays the period's interest first, then principal.
 */
export function outstandingCents(principalCents: number, schedule: readonly ScheduledPayment[], paidCents: number): number {
  let remaining = Math.max(0, paidCents);
  let balance = principalCents;
  for (const row of schedule) {
    if (remaining >= row.paymentCents) {
      remaining -= row.paymentCents;
      balance = row.balanceCents;
      continue;
    }
    balance -= Math.min(row.principalCents, Math.max(0, remaining - row.interestCents));
    break;
  }
  return balance;
}

const paidBy = (repayments: readonly Repayment[], on: CalendarDate): number =>
  repayments.filter((r) => compareDates(r.paidOn, on) <= 0).reduce((sum, r) => sum + r.amountCents, 0);

/** The loan's outstanding principal on `on` (zero before it starts). */
export function balanceOn(loan: LoanLedger, on: CalendarDate): number {
  if (compareDates(loan.startDate, on) > 0) return 0;
  return outstandingCents(loan.principalCents, loan.schedule, paidBy(loan.repayments, on));
}

/**
 * The highest total outstanding of `loans` during the 12 months up to `today` (IRC 72(p)(2)(A)(i)): balances only fall
 * between loan starts, so the highest total is at the window's first day or on a loan's start within it.
 */
export function highestBalanceLast12MonthsCents(loans: readonly LoanLedger[], today: CalendarDate): number {
  const from = addMonths(today, -12);
  const moments = [from, today, ...loans.map((l) => l.startDate)].filter(
    (d) => compareDates(d, from) >= 0 && compareDates(d, today) <= 0,
  );
  return Math.max(0, ...moments.map((on) => loans.reduce((sum, loan) => sum + balanceOn(loan, on), 0)));
}

/**
 * The first scheduled payment whose due date passed (before `today`) while the repayments made by `today` do not cover
 * the payments due up to it; undefined when none. After its cure deadline it is a deemed distribution.
 */
export function missedPayment(loan: LoanLedger, today: CalendarDate): MissedPayment | undefined {
  const paid = paidBy(loan.repayments, today);
  let due = 0;
  for (const row of loan.schedule) {
    if (compareDates(row.dueDate, today) >= 0) return undefined;
    due += row.paymentCents;
    if (paid < due)
      return {
        number: row.number,
        dueDate: row.dueDate,
        cureDeadline: cureDeadline(row.dueDate),
        state: missedPaymentState(row.dueDate, today),
      };
  }
  return undefined;
}
