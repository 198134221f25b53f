import { type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import { addMonths, amortisationSchedule, type ScheduledPayment } from './amortisation-schedule';
import { cureDeadline, missedPaymentState } from './cure-period';
import { accruedInterestCents, gridDate, type PaymentGrid } from './loan-accrual';
import { MONTHS_PER_PAYMENT, type PaymentFrequency } from './loan-terms';
import { reamortisedSchedule } from './reamortisation';

/** One recorded repayment, in cents. */
export interface Repayment {
  readonly paidOn: CalendarDate;
  readonly amountCents: number;
}

/** A loan as far as its balance goes: its terms, its start and its repayments (in the order they were recorded). */
export interface LoanLedger {
  readonly principalCents: number;
  readonly annualRateBps: number;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly startDate: CalendarDate;
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

/** The loan on a day, from its repayments made by then (decision 0277). */
export interface LoanState {
  /** Principal outstanding. */
  readonly principalCents: number;
  /** Interest accrued to the day and not paid. */
  readonly accruedInterestCents: number;
  /** What pays the loan off that day: principal plus accrued interest. */
  readonly payoffCents: number;
  readonly interestPaidCents: number;
  readonly paidOff: boolean;
  /** The schedule as it stands: the payments covered before each re-amortisation, then the current ones. */
  readonly schedule: readonly ScheduledPayment[];
  /** The payments still to be covered and what the repayments since the last re-amortisation have covered of them. */
  readonly current: readonly ScheduledPayment[];
  readonly creditCents: number;
  /** Day of the last prepayment that re-amortised the schedule. */
  readonly reamortisedOn: CalendarDate | undefined;
  /** Cents repaid beyond what was owed when paid (never for the recorded repayments: the server refuses them). */
  readonly overpaidCents: number;
}

const gridOf = (loan: LoanLedger): PaymentGrid => ({ startDate: loan.startDate, frequency: loan.frequency });

/** The original level schedule of the loan (decision 0190). */
export function originalSchedule(loan: LoanLedger): ScheduledPayment[] {
  return amortisationSchedule({
    principalCents: loan.principalCents,
    annualRateBps: loan.annualRateBps,
    termMonths: loan.termMonths,
    frequency: loan.frequency,
    startDate: loan.startDate,
  });
}

/** The repayments made by `on`, by date, those of one day in the order recorded. */
function repaymentsBy(loan: LoanLedger, on: CalendarDate): Repayment[] {
  return loan.repayments
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => compareDates(r.paidOn, on) <= 0)
    .sort((a, b) => compareDates(a.r.paidOn, b.r.paidOn) || a.i - b.i)
    .map(({ r }) => r);
}

/**
 * Replays the repayments made by `on` (decision 0277). Interest accrues daily on the principal (loan-accrual); each
 * repayment pays the interest accrued to its day, then principal. Repayments cover the scheduled payments in order; a
 * repayment that covers more than every payment due up to and including the one of its period is a prepayment: the
 * balance left is re-amortised over the payments after that period (same due dates, a new level payment).
 */
export function loanState(loan: LoanLedger, on: CalendarDate): LoanState {
  const grid = gridOf(loan);
  const last = loan.termMonths / MONTHS_PER_PAYMENT[loan.frequency];
  const original = originalSchedule(loan);
  let principal = loan.principalCents;
  let unpaid = 0;
  let interestPaid = 0;
  let overpaid = 0;
  let from = loan.startDate;
  let current: ScheduledPayment[] = original;
  let covered: ScheduledPayment[] = [];
  let credit = 0;
  let reamortisedOn: CalendarDate | undefined;
  for (const repayment of repaymentsBy(loan, on)) {
    unpaid += accruedInterestCents(grid, principal, loan.annualRateBps, from, repayment.paidOn);
    from = repayment.paidOn;
    const interest = Math.min(repayment.amountCents, unpaid);
    const toPrincipal = Math.min(principal, repayment.amountCents - interest);
    unpaid -= interest;
    interestPaid += interest;
    principal -= toPrincipal;
    overpaid += repayment.amountCents - interest - toPrincipal;
    credit += repayment.amountCents;
    if (principal === 0 && unpaid === 0) continue;
    // The repayment's period: the first payment due on or after its day.
    let period = 1;
    while (compareDates(gridDate(grid, period), repayment.paidOn) < 0) period += 1;
    const dueThrough = current.filter((row) => row.number <= period).reduce((s, row) => s + row.paymentCents, 0);
    if (period < last && credit > dueThrough) {
      covered = [...covered, ...current.filter((row) => row.number <= period)];
      current = reamortisedSchedule({
        grid,
        annualRateBps: loan.annualRateBps,
        balanceCents: principal,
        carriedInterestCents: unpaid,
        fromDate: repayment.paidOn,
        firstNumber: period + 1,
        lastNumber: last,
      });
      credit = 0;
      reamortisedOn = repayment.paidOn;
    }
  }
  const accrued = unpaid + accruedInterestCents(grid, principal, loan.annualRateBps, from, on);
  return {
    principalCents: principal,
    accruedInterestCents: accrued,
    payoffCents: principal + accrued,
    interestPaidCents: interestPaid,
    paidOff: principal === 0 && unpaid === 0,
    schedule: [...covered, ...current],
    current,
    creditCents: credit,
    reamortisedOn,
    overpaidCents: overpaid,
  };
}

/**
 * The level payment of a schedule: the second payment's (the first may also carry a part-period's interest after a
 * prepayment, the last pays what remains), or the only one's.
 */
export function schedulePaymentCents(rows: readonly ScheduledPayment[]): number {
  return (rows.length > 2 ? rows[1] : rows[0])?.paymentCents ?? 0;
}

/** The loan's outstanding principal on `on` (zero before it starts). */
export function balanceOn(loan: LoanLedger, on: CalendarDate): number {
  if (compareDates(loan.startDate, on) > 0) return 0;
  return loanState(loan, on).principalCents;
}

/**
 * The largest repayment that may be recorded on `paidOn` (after the repayments of that day): it may pay off the loan
 * but not more, and it must leave every later recorded repayment within what is then owed. Zero before the loan date.
 */
export function maxRepaymentCents(loan: LoanLedger, paidOn: CalendarDate): number {
  if (compareDates(paidOn, loan.startDate) < 0) return 0;
  const end = loan.repayments.reduce((d, r) => (compareDates(r.paidOn, d) > 0 ? r.paidOn : d), paidOn);
  const fits = (cents: number): boolean =>
    loanState({ ...loan, repayments: [...loan.repayments, { paidOn, amountCents: cents }] }, end).overpaidCents === 0;
  // More paid earlier only lowers what is owed later, so the repayments that fit are 0..max: bisect.
  let low = 0;
  let high = loanState(loan, paidOn).payoffCents;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
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
 * the payments due up to it; undefined when none. The last payment is missed while anything is owed after its due date.
 * After its cure deadline it is a deemed distribution.
 */
export function missedPayment(loan: LoanLedger, today: CalendarDate): MissedPayment | undefined {
  const state = loanState(loan, today);
  if (state.paidOff) return undefined;
  const missed = (row: ScheduledPayment): MissedPayment => ({
    number: row.number,
    dueDate: row.dueDate,
    cureDeadline: cureDeadline(row.dueDate),
    state: missedPaymentState(row.dueDate, today),
  });
  let due = 0;
  for (const row of state.current) {
    if (compareDates(row.dueDate, today) >= 0) return undefined;
    due += row.paymentCents;
    if (state.creditCents < due) return missed(row);
  }
  const final = state.current[state.current.length - 1];
  return final === undefined ? undefined : missed(final);
}
