import { addDays, daysInMonth, formatIsoDate, parseIsoDate, type CalendarDate } from '@/domain/shared/calendar-date';
import { formatCentsPlain } from './statement-values';
import { MONTH_NAMES } from '@/domain/display/month-names';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** An imported statement's period and balances (YYYY-MM-DD, inclusive; cents). */
export interface StatementPeriod {
  start: string;
  end: string;
  openingCents: number;
  closingCents: number;
}

/** A transaction with the ledger's side of it: what the product's records say moved (signed cents). */
export interface LedgerSidedTransaction {
  id: string;
  postedOn: string;
  description: string;
  amountCents: number;
  ledgerCents: number;
  /** Why the ledger's side differs (shown beside the difference); ignored when the sides agree. */
  reason?: string;
}

/** One difference between the statement and the ledger. */
export interface Difference {
  transactionId: string | null;
  postedOn: string;
  description: string;
  amountCents: number;
  ledgerCents: number;
  reason: string;
}

/** The figures of a month (1-12) or of the year (null). */
export interface PeriodFigures {
  month: number | null;
  covered: boolean;
  openingCents: number;
  moneyInCents: number;
  moneyOutCents: number;
  closingCents: number;
  ledgerInCents: number;
  ledgerOutCents: number;
  differenceCents: number;
  reconciled: boolean;
  differences: Difference[];
}

/** A year's reconciliation. */
export interface YearReconciliation {
  year: number;
  imported: boolean;
  reconciled: boolean;
  unreconciledMonths: number[];
  months: PeriodFigures[];
  yearTotal: PeriodFigures;
}

/** The month names, for messages. */
export { MONTH_NAMES };

const iso = (d: CalendarDate): string => formatIsoDate(d);
const dayAfter = (isoDay: string): string => iso(addDays(parseIsoDate(isoDay) as CalendarDate, 1));

/**
 * The statement's balance at the end of `day`: the opening balance of the latest statement that starts on or before it,
 * plus the transactions from that statement's start to the day. Undefined before the first statement.
 */
function balanceThrough(
  day: string,
  periods: readonly StatementPeriod[],
  txs: readonly LedgerSidedTransaction[],
): number | undefined {
  let anchor: StatementPeriod | undefined;
  for (const p of periods) if (p.start <= day) anchor = p;
  if (!anchor) return undefined;
  let balance = anchor.openingCents;
  for (const t of txs) if (t.postedOn >= anchor.start && t.postedOn <= day) balance += t.amountCents;
  return balance;
}

const dayBefore = (isoDay: string): string => iso(addDays(parseIsoDate(isoDay) as CalendarDate, -1));

/**
 * Reconciles the months of `year` that have begun by `today` (YYYY-MM-DD), decision 0333. The statement's side: the
 * balance carried into the month and the balance at its end (statements' opening balances carried forward by their
 * transactions; a statement's opening balance replaces what the ones before come to, so a gap shows in the month it
 * starts) and the money in and out. The ledger's side: each transaction's `ledgerCents`. A month reconciles when imported statements
 * cover each of its days (up to today) and the change of the statement balance equals the ledger's money in less money out; the
 * differences list each transaction whose sides differ, each statement whose opening balance is not what the statements
 * before it come to (a gap), and a month without a statement for some of its days.
 */
export function reconcileYear(
  year: number,
  periods: readonly StatementPeriod[],
  transactions: readonly LedgerSidedTransaction[],
  today: string,
): YearReconciliation {
  const sorted = [...periods].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1));
  const txs = [...transactions].sort((a, b) => compareCodeUnits(a.postedOn, b.postedOn));
  const yearStart = `${String(year).padStart(4, '0')}-01-01`;
  const yearEnd = `${String(year).padStart(4, '0')}-12-31`;
  const imported = sorted.some((p) => p.start <= yearEnd && p.end >= yearStart);
  const gaps: Difference[] = [];
  sorted.forEach((p, i) => {
    if (i === 0) return;
    const expected = balanceThrough(dayBefore(p.start), sorted.slice(0, i), txs) as number;
    if (expected !== p.openingCents)
      gaps.push({
        transactionId: null,
        postedOn: p.start,
        description: `Statement from ${p.start}`,
        amountCents: p.openingCents - expected,
        ledgerCents: 0,
        reason: `The statement from ${p.start} opens at ${formatCentsPlain(p.openingCents)}, but the statements before it come to ${formatCentsPlain(expected)}: transactions are missing or counted twice`,
      });
  });
  const covered = (day: string): boolean => sorted.some((p) => p.start <= day && day <= p.end);
  const months: PeriodFigures[] = [];
  for (let month = 1; month <= 12; month++) {
    const first = iso({ year, month, day: 1 });
    if (first > today) break;
    const last = iso({ year, month, day: daysInMonth(year, month) });
    let whole = true;
    for (let d = first; d <= last && d <= today; d = dayAfter(d)) if (!covered(d)) whole = false;
    const inMonth = txs.filter((t) => t.postedOn >= first && t.postedOn <= last);
    const moneyIn = inMonth.reduce((s, t) => s + Math.max(t.amountCents, 0), 0);
    const moneyOut = inMonth.reduce((s, t) => s + Math.max(-t.amountCents, 0), 0);
    const ledgerIn = inMonth.reduce((s, t) => s + Math.max(t.ledgerCents, 0), 0);
    const ledgerOut = inMonth.reduce((s, t) => s + Math.max(-t.ledgerCents, 0), 0);
    // The balance carried into the month (a gap at a statement starting on the 1st counts in the month's difference).
    const opening = balanceThrough(dayBefore(first), sorted, txs) ?? sorted.find((p) => p.start === first)?.openingCents ?? 0;
    const closing = balanceThrough(last, sorted, txs) ?? 0;
    const differences: Difference[] = [
      ...gaps.filter((g) => g.postedOn >= first && g.postedOn <= last),
      ...inMonth
        .filter((t) => t.ledgerCents !== t.amountCents)
        .map((t) => ({
          transactionId: t.id,
          postedOn: t.postedOn,
          description: t.description,
          amountCents: t.amountCents,
          ledgerCents: t.ledgerCents,
          reason: t.reason ?? 'The ledger does not show this transaction',
        })),
    ];
    if (!whole)
      differences.push({
        transactionId: null,
        postedOn: first,
        description: `${MONTH_NAMES[month - 1]} ${year}`,
        amountCents: 0,
        ledgerCents: 0,
        reason: `No imported statement covers every day of ${MONTH_NAMES[month - 1]} ${year}`,
      });
    const differenceCents = closing - opening - (ledgerIn - ledgerOut);
    months.push({
      month,
      covered: whole,
      openingCents: opening,
      moneyInCents: moneyIn,
      moneyOutCents: moneyOut,
      closingCents: closing,
      ledgerInCents: ledgerIn,
      ledgerOutCents: ledgerOut,
      differenceCents,
      reconciled: whole && differenceCents === 0 && differences.length === 0,
      differences,
    });
  }
  const sum = (pick: (m: PeriodFigures) => number): number => months.reduce((s, m) => s + pick(m), 0);
  const unreconciledMonths = months.filter((m) => !m.reconciled).map((m) => m.month as number);
  const yearTotal: PeriodFigures = {
    month: null,
    covered: months.length > 0 && months.every((m) => m.covered),
    openingCents: months[0]?.openingCents ?? 0,
    moneyInCents: sum((m) => m.moneyInCents),
    moneyOutCents: sum((m) => m.moneyOutCents),
    closingCents: months[months.length - 1]?.closingCents ?? 0,
    ledgerInCents: sum((m) => m.ledgerInCents),
    ledgerOutCents: sum((m) => m.ledgerOutCents),
    differenceCents: sum((m) => m.differenceCents),
    reconciled: imported && months.length > 0 && unreconciledMonths.length === 0,
    differences: months.flatMap((m) => m.differences),
  };
  return { year, imported, reconciled: yearTotal.reconciled, unreconciledMonths, months, yearTotal };
}

/** Names months for a message: [3] -> 'March', [3, 4] -> 'March and April', [1, 2, 3] -> 'January, February and March'. */
export function monthList(months: readonly number[]): string {
  const names = months.map((m) => MONTH_NAMES[m - 1]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The 5500-EZ check's message for a year whose statements do not reconcile (undefined when they do). */
export function unreconciledMessage(year: number, months: readonly number[]): string | undefined {
  if (months.length === 0) return undefined;
  return `The trust account does not reconcile for ${monthList(months)} ${year}: review the statements before preparing the 5500-EZ`;
}
