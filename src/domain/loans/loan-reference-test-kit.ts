import { type CalendarDate, compareDates } from '@/domain/shared/calendar-date';
import type { PaymentFrequency } from './loan-terms';

/**
 * Independent formulations of the loan accrual and ledger for the property tests (decision 0277): written without the
 * production functions, day by day and with plain arithmetic.
 */

/** Independent: due date n of a grid, by month arithmetic and the month's last day from Date.UTC. */
export function refDue(start: CalendarDate, monthsPer: number, n: number): CalendarDate {
  const index = start.year * 12 + start.month - 1 + n * monthsPer;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(start.day, last) };
}

/** Independent: the number of days from `a` to `b`, from their UTC timestamps. */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * Independent: simple interest from `from` to `to`, period by period: each day adds 1/(days of its payment period) of a
 * period, summed exactly as fractions (BigInt, over the least common denominator); rounded up to the cent. Days are
 * counted from UTC timestamps.
 */
export function refInterest(
  start: CalendarDate,
  frequency: PaymentFrequency,
  balance: number,
  bps: number,
  from: CalendarDate,
  to: CalendarDate,
): number {
  const monthsPer = frequency === 'monthly' ? 1 : 3;
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  let num = 0n;
  let den = 1n;
  let n = 1;
  let day = from;
  while (compareDates(day, to) < 0) {
    while (compareDates(refDue(start, monthsPer, n), day) <= 0) n += 1;
    const begin = refDue(start, monthsPer, n - 1);
    const end = refDue(start, monthsPer, n);
    const length = BigInt(daysBetween(begin, end));
    const stop = compareDates(to, end) < 0 ? to : end;
    const count = BigInt(daysBetween(day, stop));
    day = stop;
    const common = (den * length) / gcd(den, length);
    num = num * (common / den) + count * (common / length);
    den = common;
  }
  if (balance <= 0 || bps <= 0 || num === 0n) return 0;
  const numerator = BigInt(balance) * BigInt(bps) * num;
  const denominator = 10_000n * BigInt(12 / monthsPer) * den;
  return Number((numerator + denominator - 1n) / denominator);
}

/** Independent: the ledger by the note's words: each repayment pays the interest accrued to its day, then principal. */
export function refLedger(
  start: CalendarDate,
  frequency: PaymentFrequency,
  principal: number,
  bps: number,
  repayments: ReadonlyArray<{ paidOn: CalendarDate; amountCents: number }>,
  on: CalendarDate,
): { principal: number; accrued: number; interestPaid: number; overpaid: number } {
  let balance = principal;
  let owedInterest = 0;
  let interestPaid = 0;
  let overpaid = 0;
  let last = start;
  const made = repayments
    .map((r, i) => ({ ...r, i }))
    .filter((r) => compareDates(r.paidOn, on) <= 0)
    .sort((a, b) => compareDates(a.paidOn, b.paidOn) || a.i - b.i);
  for (const r of made) {
    owedInterest += refInterest(start, frequency, balance, bps, last, r.paidOn);
    last = r.paidOn;
    let money = r.amountCents;
    const interest = Math.min(money, owedInterest);
    owedInterest -= interest;
    interestPaid += interest;
    money -= interest;
    const toPrincipal = Math.min(money, balance);
    balance -= toPrincipal;
    overpaid += money - toPrincipal;
  }
  return {
    principal: balance,
    accrued: owedInterest + refInterest(start, frequency, balance, bps, last, on),
    interestPaid,
    overpaid,
  };
}
