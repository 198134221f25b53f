import { addDays, type CalendarDate, compareDates, daysInMonth } from '@/domain/shared/calendar-date';
import { type LoanLedger, LoanReplay, missedPaymentOf } from './loan-balance';

/**
 * A loan's deemed distribution (decision 0279): when a missed payment is not made up by the end of its cure period
 * (the end of the calendar quarter after the quarter it was due), the entire outstanding balance, accrued interest
 * included, is a deemed distribution at the end of the cure period (IRC 72(p)(1); Treas. Reg. 1.72(p)-1 Q&A-4 and
 * Q&A-10). It is reported on Form 1099-R for the year it occurs with distribution code L (Instructions for Forms
 * 1099-R and 5498, "Loans treated as distributions"). Repayments made after it do not undo it (Q&A-19, Q&A-21).
 */
export interface DeemedDistribution {
  /** The last day of the cure period: the day the balance is deemed distributed. */
  readonly date: CalendarDate;
  /** The tax year of the Form 1099-R that reports it. */
  readonly taxYear: number;
  /** Outstanding principal plus accrued interest on `date`, in cents: box 1 and box 2a of the 1099-R. */
  readonly amountCents: number;
  readonly principalCents: number;
  readonly accruedInterestCents: number;
  /** The payment whose cure period ran out. */
  readonly missedPaymentNumber: number;
  /** Form 1099-R box 7 distribution code. */
  readonly distributionCode: 'L';
}

/** Last day of the calendar quarter of `date`. */
function quarterEnd(date: CalendarDate): CalendarDate {
  const month = Math.ceil(date.month / 3) * 3;
  return { year: date.year, month, day: daysInMonth(date.year, month) };
}

/**
 * Whether and when the loan was deemed distributed by `today`, with the amount in cents; undefined when not (yet).
 * Cure deadlines are quarter ends, so each quarter end from the loan date on is checked with the repayments made by it.
 */
export function deemedDistribution(loan: LoanLedger, today: CalendarDate): DeemedDistribution | undefined {
  const replay = new LoanReplay(loan);
  for (let end = quarterEnd(loan.startDate); compareDates(end, today) < 0; end = quarterEnd(addDays(end, 1))) {
    const state = replay.advanceTo(end).state(end);
    const missed = missedPaymentOf(state, addDays(end, 1));
    if (missed?.state !== 'deemed_distribution') continue;
    return {
      date: end,
      taxYear: end.year,
      amountCents: state.payoffCents,
      principalCents: state.principalCents,
      accruedInterestCents: state.accruedInterestCents,
      missedPaymentNumber: missed.number,
      distributionCode: 'L',
    };
  }
  return undefined;
}
