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

/** Cumulative payments of a schedule: prefix[i] is the sum of its first i payments. */
function prefixSums(rows: readonly ScheduledPayment[]): number[] {
  const sums = [0];
  for (const row of rows) sums.push(sums[sums.length - 1] + row.paymentCents);
  return sums;
}

/**
 * Replays a loan's repayments in date order, those of one day in the order recorded (decision 0277). Interest accrues
 * daily on the principal (loan-accrual); each repayment pays the interest accrued to its day, then principal.
 * Repayments cover the scheduled payments in order; a repayment that covers more than every payment due up to and
 * including the one of its period (the first due date on or after its day) is a prepayment: the principal left is
 * re-amortised over the payments after that period (same due dates, a new level payment). Read it with `state(on)`
 * after `advanceTo(on)`; days only move forward.
 */
export class LoanReplay {
  private readonly grid: PaymentGrid;
  private readonly last: number;
  private readonly queue: Repayment[];
  private next = 0;
  private principal: number;
  private unpaid = 0;
  private interestPaid = 0;
  private overpaid = 0;
  private from: CalendarDate;
  private current: ScheduledPayment[];
  private prefix: number[];
  private covered: ScheduledPayment[] = [];
  private credit = 0;
  private reamortisedOn: CalendarDate | undefined;
  private period = 1;

  constructor(private readonly loan: LoanLedger) {
    this.grid = gridOf(loan);
    this.last = loan.termMonths / MONTHS_PER_PAYMENT[loan.frequency];
    this.queue = loan.repayments
      .map((r, i) => ({ r, i }))
      .sort((a, b) => compareDates(a.r.paidOn, b.r.paidOn) || a.i - b.i)
      .map(({ r }) => r);
    this.principal = loan.principalCents;
    this.from = loan.startDate;
    this.current = originalSchedule(loan);
    this.prefix = prefixSums(this.current);
  }

  /** Applies the repayments made by `on`. */
  advanceTo(on: CalendarDate): this {
    while (this.next < this.queue.length && compareDates(this.queue[this.next].paidOn, on) <= 0)
      this.apply(this.queue[this.next++]);
    return this;
  }

  private apply(repayment: Repayment): void {
    this.unpaid += accruedInterestCents(this.grid, this.principal, this.loan.annualRateBps, this.from, repayment.paidOn);
    this.from = repayment.paidOn;
    const interest = Math.min(repayment.amountCents, this.unpaid);
    const toPrincipal = Math.min(this.principal, repayment.amountCents - interest);
    this.unpaid -= interest;
    this.interestPaid += interest;
    this.principal -= toPrincipal;
    this.overpaid += repayment.amountCents - interest - toPrincipal;
    this.credit += repayment.amountCents;
    if (this.principal === 0 && this.unpaid === 0) return;
    while (compareDates(gridDate(this.grid, this.period), repayment.paidOn) < 0) this.period += 1;
    const through = Math.max(0, Math.min(this.current.length, this.period - (this.current[0]?.number ?? 1) + 1));
    if (this.period < this.last && this.credit > this.prefix[through]) {
      this.covered = [...this.covered, ...this.current.slice(0, through)];
      this.current = reamortisedSchedule({
        grid: this.grid,
        annualRateBps: this.loan.annualRateBps,
        balanceCents: this.principal,
        carriedInterestCents: this.unpaid,
        fromDate: repayment.paidOn,
        firstNumber: this.period + 1,
        lastNumber: this.last,
      });
      this.prefix = prefixSums(this.current);
      this.credit = 0;
      this.reamortisedOn = repayment.paidOn;
    }
  }

  /** The loan on `on` (no earlier than the last repayment applied). */
  state(on: CalendarDate): LoanState {
    const accrued = this.unpaid + accruedInterestCents(this.grid, this.principal, this.loan.annualRateBps, this.from, on);
    return {
      principalCents: this.principal,
      accruedInterestCents: accrued,
      payoffCents: this.principal + accrued,
      interestPaidCents: this.interestPaid,
      paidOff: this.principal === 0 && this.unpaid === 0,
      schedule: [...this.covered, ...this.current],
      current: this.current,
      creditCents: this.credit,
      reamortisedOn: this.reamortisedOn,
      overpaidCents: this.overpaid,
    };
  }
}

/** The loan on `on`, from its repayments made by then (decision 0277). */
export function loanState(loan: LoanLedger, on: CalendarDate): LoanState {
  return new LoanReplay(loan).advanceTo(on).state(on);
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
  const payoff = loanState(loan, paidOn).payoffCents;
  // With no repayment recorded after that day, the payoff is what the day owes: paying it leaves nothing, a cent more overpays.
  if (compareDates(end, paidOn) === 0) return payoff;
  const fits = (cents: number): boolean =>
    loanState({ ...loan, repayments: [...loan.repayments, { paidOn, amountCents: cents }] }, end).overpaidCents === 0;
  // More paid earlier only lowers what is owed later, so the repayments that fit are 0..max: bisect.
  let low = 0;
  let high = payoff;
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
  return missedPaymentOf(loanState(loan, today), today);
}

/** The missed payment of a loan's state read on `today` (see missedPayment). */
export function missedPaymentOf(state: LoanState, today: CalendarDate): MissedPayment | undefined {
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
