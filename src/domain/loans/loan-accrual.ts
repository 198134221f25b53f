import { type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import { addMonths } from './amortisation-schedule';
import { MONTHS_PER_PAYMENT, type PaymentFrequency } from './loan-terms';

/**
 * Interest accrual between payments (decision 0277). Simple interest accrues daily on the outstanding principal at the
 * loan's rate, with the day count Actual/Actual on the loan's own payment periods (the ICMA convention): each day of a
 * payment period accrues an equal share of that period's interest, rate / periods-per-year. A whole period therefore
 * accrues exactly the interest the level schedule charges (decision 0190), so payments made on their due dates leave
 * the scheduled balances to the cent, and a payment made early or a prepayment is charged only the days elapsed
 * (IRC 72(p)(2)(C) level amortisation; the note promises prepayment without penalty).
 */

/** The loan's payment grid: payment `n` is due `n` periods after the loan date (the day clamped to the month). */
export interface PaymentGrid {
  readonly startDate: CalendarDate;
  readonly frequency: PaymentFrequency;
}

/** Due date of payment `number` on the grid (0 is the loan date); the grid goes on past the term. */
export function gridDate(grid: PaymentGrid, number: number): CalendarDate {
  return addMonths(grid.startDate, number * MONTHS_PER_PAYMENT[grid.frequency]);
}

const MS_PER_DAY = 86_400_000;

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY);
}

/** Where a date falls on the grid: `whole` periods completed, then `days` into a period `length` days long. */
interface GridPosition {
  readonly whole: number;
  readonly days: number;
  readonly length: number;
}

function position(grid: PaymentGrid, date: CalendarDate): GridPosition {
  if (compareDates(date, grid.startDate) <= 0) return { whole: 0, days: 0, length: 1 };
  const months = (date.year - grid.startDate.year) * 12 + date.month - grid.startDate.month;
  let whole = Math.max(0, Math.floor(months / MONTHS_PER_PAYMENT[grid.frequency]) - 1);
  while (compareDates(gridDate(grid, whole + 1), date) <= 0) whole += 1;
  const from = gridDate(grid, whole);
  return { whole, days: daysBetween(from, date), length: daysBetween(from, gridDate(grid, whole + 1)) };
}

/** Payment periods from `from` to `to` (zero when `to` is not later) as an exact fraction. */
export function periodsBetween(grid: PaymentGrid, from: CalendarDate, to: CalendarDate): { num: bigint; den: bigint } {
  if (compareDates(to, from) <= 0) return { num: 0n, den: 1n };
  const a = position(grid, from);
  const b = position(grid, to);
  const la = BigInt(a.length);
  const lb = BigInt(b.length);
  return { num: BigInt(b.whole - a.whole) * la * lb + BigInt(b.days) * la - BigInt(a.days) * lb, den: la * lb };
}

/**
 * Simple interest in cents on `balanceCents` from `from` to `to` at `annualRateBps`, rounded up to the cent like the
 * schedule's period interest (decision 0190); exact integer arithmetic.
 */
export function accruedInterestCents(
  grid: PaymentGrid,
  balanceCents: number,
  annualRateBps: number,
  from: CalendarDate,
  to: CalendarDate,
): number {
  const { num, den } = periodsBetween(grid, from, to);
  if (num === 0n || balanceCents <= 0 || annualRateBps <= 0) return 0;
  const periodsPerYear = BigInt(12 / MONTHS_PER_PAYMENT[grid.frequency]);
  const numerator = BigInt(balanceCents) * BigInt(annualRateBps) * num;
  const denominator = 10_000n * periodsPerYear * den;
  return Number((numerator + denominator - 1n) / denominator);
}
