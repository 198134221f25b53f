import { type CalendarDate, daysInMonth } from '@/domain/shared/calendar-date';
import { MONTHS_PER_PAYMENT, type PaymentFrequency } from './loan-terms';

/** One scheduled repayment, all amounts in cents. */
export interface ScheduledPayment {
  /** 1-based payment number. */
  readonly number: number;
  /** Day the payment is due. */
  readonly dueDate: CalendarDate;
  /** The whole payment: interest plus principal. */
  readonly paymentCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
  /** Balance after this payment. */
  readonly balanceCents: number;
}

/** What the schedule is computed from. */
export interface ScheduleInput {
  readonly principalCents: number;
  /** Annual rate in basis points. */
  readonly annualRateBps: number;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  /** Day the loan is made; the first payment is due one period later. */
  readonly startDate: CalendarDate;
}

/** The same day `months` later, the day clamped to the month's length. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Interest of one period on a balance, rounded up to the cent (exact integer arithmetic; decision 0190). */
export function periodInterestCents(balanceCents: number, annualRateBps: number, periodsPerYear: number): number {
  const denominator = 10_000 * periodsPerYear;
  return Math.ceil((balanceCents * annualRateBps) / denominator);
}

/** The level payment in cents: P·r / (1 - (1+r)^-n), rounded down to the cent; P/n when the rate is zero. */
export function levelPaymentCents(
  principalCents: number,
  annualRateBps: number,
  payments: number,
  periodsPerYear: number,
): number {
  const r = annualRateBps / 10_000 / periodsPerYear;
  if (r === 0) return Math.floor(principalCents / payments);
  return Math.floor((principalCents * r) / (1 - (1 + r) ** -payments) - 1e-6);
}

/**
 * Level amortisation (decision 0190): every payment is the level payment except the last, which pays the remaining
 * balance and its interest, so the payments add up to the principal plus the interest to the cent. The level payment is
 * rounded down and each period's interest up, so the balance never falls below the exact one: the loan is never paid
 * off early and the last payment is at least the level payment.
 */
export function amortisationSchedule(input: ScheduleInput): ScheduledPayment[] {
  const monthsPer = MONTHS_PER_PAYMENT[input.frequency];
  const periodsPerYear = 12 / monthsPer;
  const count = input.termMonths / monthsPer;
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('term must be a whole number of periods');
  const level = levelPaymentCents(input.principalCents, input.annualRateBps, count, periodsPerYear);
  const rows: ScheduledPayment[] = [];
  let balance = input.principalCents;
  for (let number = 1; number <= count; number++) {
    const interestCents = periodInterestCents(balance, input.annualRateBps, periodsPerYear);
    const principalCents = number === count ? balance : Math.max(0, Math.min(balance, level - interestCents));
    balance -= principalCents;
    rows.push({
      number,
      dueDate: addMonths(input.startDate, number * monthsPer),
      paymentCents: interestCents + principalCents,
      interestCents,
      principalCents,
      balanceCents: balance,
    });
  }
  return rows;
}
