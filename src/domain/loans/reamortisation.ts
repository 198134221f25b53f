import type { CalendarDate } from '@/domain/shared/calendar-date';
import type { ScheduledPayment } from './amortisation-schedule';
import { accruedInterestCents, gridDate, type PaymentGrid, periodsBetween } from './loan-accrual';
import { MONTHS_PER_PAYMENT } from './loan-terms';

/** What a re-amortised schedule starts from (decision 0277). */
export interface ReamortiseInput {
  readonly grid: PaymentGrid;
  readonly annualRateBps: number;
  /** Principal outstanding after the prepayment. */
  readonly balanceCents: number;
  /** Interest accrued and not paid on `fromDate` (paid with the first new payment). */
  readonly carriedInterestCents: number;
  /** Day of the prepayment; interest on the balance accrues from it. */
  readonly fromDate: CalendarDate;
  /** Numbers of the first and last payments left on the grid (the last is the loan's last payment). */
  readonly firstNumber: number;
  readonly lastNumber: number;
}

/**
 * The remaining payments after a prepayment, re-amortised over the remaining term (decision 0277): the same due dates,
 * a new level payment. The first payment also carries the interest of the part-period from the prepayment to the
 * period start, so the level payment L solves B(1 + r·T) + U = L·(1 + a(m-1)) = L·(1+r)·a(m), with T the periods
 * from the prepayment to the first due date, U the carried interest, m the payments left and a(m) the annuity factor;
 * T = 1 gives the usual P·r/(1-(1+r)^-m). L is rounded down and each interest up, as in decision 0190; the last payment
 * pays what remains.
 */
export function reamortisedSchedule(input: ReamortiseInput): ScheduledPayment[] {
  const m = input.lastNumber - input.firstNumber + 1;
  if (!Number.isSafeInteger(m) || m < 1) throw new RangeError('no payment left to re-amortise over');
  const periodsPerYear = 12 / MONTHS_PER_PAYMENT[input.grid.frequency];
  const r = input.annualRateBps / 10_000 / periodsPerYear;
  const first = gridDate(input.grid, input.firstNumber);
  const span = periodsBetween(input.grid, input.fromDate, first);
  const t = Number(span.num) / Number(span.den);
  const owed = input.balanceCents * (1 + r * t) + input.carriedInterestCents;
  const annuity = (n: number): number => (r === 0 ? n : (1 - (1 + r) ** -n) / r);
  const firstInterest =
    input.carriedInterestCents + accruedInterestCents(input.grid, input.balanceCents, input.annualRateBps, input.fromDate, first);
  // Rounded down (the epsilon keeps a float just under a whole cent from rounding up), as in decision 0190.
  const down = (x: number): number => (r === 0 ? Math.floor(x) : Math.floor(x - 1e-6));
  let level = down(owed / ((1 + r) * annuity(m)));
  // Where the first payment's interest alone is more than that level, the first payment pays interest only and the
  // balance amortises over the other payments (so the loan still runs to its last due date).
  const interestOnlyFirst = m > 1 && level <= firstInterest;
  if (interestOnlyFirst) level = down(input.balanceCents / annuity(m - 1));
  const rows: ScheduledPayment[] = [];
  let balance = input.balanceCents;
  let from = input.fromDate;
  let carried = input.carriedInterestCents;
  for (let number = input.firstNumber; number <= input.lastNumber; number++) {
    const dueDate = gridDate(input.grid, number);
    const interestCents = carried + accruedInterestCents(input.grid, balance, input.annualRateBps, from, dueDate);
    const principalCents =
      number === input.lastNumber
        ? balance
        : interestOnlyFirst && number === input.firstNumber
          ? 0
          : Math.max(0, Math.min(balance, level - interestCents));
    balance -= principalCents;
    rows.push({
      number,
      dueDate,
      paymentCents: interestCents + principalCents,
      interestCents,
      principalCents,
      balanceCents: balance,
    });
    from = dueDate;
    carried = 0;
  }
  return rows;
}
