import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { type CalendarDate, compareDates, daysInMonth, formatIsoDate } from '@/domain/shared/calendar-date';
import { deemedDistribution } from './deemed-distribution';
import { type LoanLedger, loanState } from './loan-balance';

/**
 * A loan offset on separation from service (decision 0301). The plan's loan note makes the balance due when the
 * participant leaves the business's employment; what is not repaid is taken from the account: the participant's
 * accrued benefit is reduced by the outstanding balance and accrued interest (Treas. Reg. 1.72(p)-1 Q&A-13(a)(2)). It
 * is an actual distribution, not a deemed one. A plan loan offset made because of a severance from employment within
 * 12 months of it is a qualified plan loan offset (IRC 402(c)(3)(C), Treas. Reg. 1.402(c)-3(b)): it may be rolled
 * over until the due date, with extensions, of the participant's tax return for the year of the offset, and the
 * 1099-R carries code M with 1, 2 or 7 (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes). Nothing is
 * withheld: no cash is paid (Treas. Reg. 31.3405(c)-1 Q&A-11).
 */

/** What an offset does (cents). */
export interface LoanOffset {
  /** The day the account is offset. */
  readonly date: CalendarDate;
  readonly taxYear: number;
  /** Outstanding principal plus accrued interest on `date`: box 1 and box 2a of the 1099-R. */
  readonly amountCents: number;
  readonly principalCents: number;
  readonly accruedInterestCents: number;
  /** Whether it is a qualified plan loan offset: within 12 months of the separation. */
  readonly qualified: boolean;
  /** A qualified offset's last rollover day: October 15 of the next year (the return's due date with extensions). */
  readonly rolloverDeadline: CalendarDate;
  /** The loan was already deemed distributed (and reported, code L): the offset is not reported again (Q&A-13). */
  readonly alreadyDeemed: boolean;
}

/** The outcome of recording a separation: the offset, or a message for the field. */
export type LoanOffsetOutcome =
  | { readonly ok: true; readonly offset: LoanOffset }
  | { readonly ok: false; readonly field: 'separated_on'; readonly message: string };

export const SEPARATION_IN_FUTURE_MESSAGE = 'The separation date cannot be after today';
export const SEPARATION_BEFORE_LOAN_MESSAGE = 'The separation date cannot be before the loan was made';
export const NOTHING_TO_OFFSET_MESSAGE = 'This loan has nothing outstanding to offset';

/**
 * The last day to roll over a qualified plan loan offset of `taxYear`: the due date of the participant's return for that
 * year with extensions, October 15 of the next year (IRC 402(c)(3)(C)(i); an individual's extended due date, IRC 6072
 * and Treas. Reg. 1.6081-4).
 */
export function offsetRolloverDeadline(taxYear: number): CalendarDate {
  return { year: taxYear + 1, month: 10, day: 15 };
}

/** The same day a year later (February 29 to February 28): the end of the 12 months after a separation. */
function yearAfter(date: CalendarDate): CalendarDate {
  return { year: date.year + 1, month: date.month, day: Math.min(date.day, daysInMonth(date.year + 1, date.month)) };
}

/** Whether an offset on `offsetOn` is within 12 months of a separation on `separatedOn` (Treas. Reg. 1.402(c)-3(b)). */
export function isQualifiedOffset(separatedOn: CalendarDate, offsetOn: CalendarDate): boolean {
  return compareDates(offsetOn, yearAfter(separatedOn)) <= 0;
}

/**
 * The offset of `loan` on `today` for a separation from service on `separatedOn`. Refused: a separation after today or
 * before the loan, a loan with nothing outstanding. Qualified when today is within 12 months of the separation.
 */
export function loanOffset(loan: LoanLedger, separatedOn: CalendarDate, today: CalendarDate): LoanOffsetOutcome {
  if (compareDates(separatedOn, today) > 0) return { ok: false, field: 'separated_on', message: SEPARATION_IN_FUTURE_MESSAGE };
  if (compareDates(separatedOn, loan.startDate) < 0)
    return { ok: false, field: 'separated_on', message: SEPARATION_BEFORE_LOAN_MESSAGE };
  return offsetOn(loan, today, isQualifiedOffset(separatedOn, today));
}

/** The offset of what `loan` still owes on `today` (its payoff), or refused when nothing is outstanding. */
function offsetOn(loan: LoanLedger, today: CalendarDate, qualified: boolean): LoanOffsetOutcome {
  const state = loanState(loan, today);
  if (state.payoffCents <= 0) return { ok: false, field: 'separated_on', message: NOTHING_TO_OFFSET_MESSAGE };
  return {
    ok: true,
    offset: {
      date: today,
      taxYear: today.year,
      amountCents: state.payoffCents,
      principalCents: state.principalCents,
      accruedInterestCents: state.accruedInterestCents,
      qualified,
      rolloverDeadline: offsetRolloverDeadline(today.year),
      alreadyDeemed: deemedDistribution(loan, today) !== undefined,
    },
  };
}

/**
 * The box 7 code of a loan offset (Guide to Distribution Codes): M for a qualified plan loan offset, with 1 before 59½,
 * 2 when the separation was in or after the year the participant turned 55 (IRC 72(t)(2)(A)(v)), 7 from 59½; an offset
 * that is not qualified has the ordinary code alone.
 */
export function loanOffsetCode(qualified: boolean, normal: boolean, separatedAt55OrLater: boolean): string {
  const age = normal ? '7' : separatedAt55OrLater ? '2' : '1';
  return qualified ? `M${age}` : age;
}

/** What the page says of a recorded offset, with its amount, day and, when qualified, the rollover deadline. */
export function loanOffsetMessage(offset: Pick<LoanOffset, 'date' | 'amountCents' | 'qualified' | 'rolloverDeadline'>): string {
  return (
    `Offset on ${formatDate(formatIsoDate(offset.date))}: ${formatCents(offset.amountCents)} was taken from the account to repay the loan and is a ` +
    (offset.qualified
      ? `distribution (a qualified plan loan offset, 1099-R code M) that may be rolled over until ${formatDate(formatIsoDate(offset.rolloverDeadline))}.`
      : 'distribution (1099-R) that may be rolled over within 60 days.')
  );
}

export const TERMINATION_NOT_REACHED_MESSAGE = "The loan can be offset on or after the plan's termination date";

/**
 * The offset of `loan` on `today` by reason of the plan's termination (decision 0339): the plan distributes every
 * account, and a loan not repaid is offset against it. An offset solely by reason of the plan's termination is a
 * qualified plan loan offset whatever the participant's employment (IRC 402(c)(3)(C)(ii)(I), Treas. Reg.
 * 1.402(c)-3(b)(2)): 1099-R code M with 1 or 7, rollover until the extended due date of the year's return. Refused
 * before the termination date and for a loan with nothing outstanding.
 */
export function loanOffsetOnTermination(loan: LoanLedger, terminationDate: CalendarDate, today: CalendarDate): LoanOffsetOutcome {
  if (compareDates(today, terminationDate) < 0)
    return { ok: false, field: 'separated_on', message: TERMINATION_NOT_REACHED_MESSAGE };
  return offsetOn(loan, today, true);
}
