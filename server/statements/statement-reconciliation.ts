import type { Schema } from '@/adapters/http/wire';
import { type PeriodFigures, reconcileYear, unreconciledMessage } from '@/domain/statements';
import { formatIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { transactionRows } from './ledger-match';
import { ledgerSide } from './statement-view';

type Period = Schema<'StatementReconciliationPeriod'>;

const toPeriod = (p: PeriodFigures): Period => ({
  month: p.month,
  covered: p.covered,
  opening_cents: p.openingCents,
  money_in_cents: p.moneyInCents,
  money_out_cents: p.moneyOutCents,
  closing_cents: p.closingCents,
  ledger_in_cents: p.ledgerInCents,
  ledger_out_cents: p.ledgerOutCents,
  difference_cents: p.differenceCents,
  reconciled: p.reconciled,
  differences: p.differences.map((d) => ({
    transaction_id: d.transactionId,
    posted_on: d.postedOn,
    description: d.description,
    amount_cents: d.amountCents,
    ledger_cents: d.ledgerCents,
    reason: d.reason,
  })),
});

/**
 * The user's reconciliation of `year` (decision 0333): the statements that start by the year's end (from the last one
 * starting by the year's first day, whose opening balance anchors the year) and their transactions, each with the
 * ledger's side as its link says now; months that begin after `now` are left out.
 */
export async function statementReconciliation(
  db: Kysely<DB>,
  userId: string,
  year: number,
  now: Date,
): Promise<Schema<'StatementReconciliation'>> {
  const y = String(year).padStart(4, '0');
  const [first, last] = [`${y}-01-01`, `${y}-12-31`];
  const anchor = await db
    .selectFrom('statement_imports')
    .select('period_start')
    .where('user_id', '=', userId)
    .where('period_start', '<=', first)
    .orderBy('period_start', 'desc')
    .executeTakeFirst();
  const from = anchor?.period_start ?? first;
  const imports = await db
    .selectFrom('statement_imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('period_start', '>=', from)
    .where('period_start', '<=', last)
    .execute();
  const rows = await transactionRows(db)
    .where('t.user_id', '=', userId)
    .where('t.posted_on', '>=', from)
    .where('t.posted_on', '<=', last)
    .execute();
  const result = reconcileYear(
    year,
    imports.map((i) => ({
      start: i.period_start,
      end: i.period_end,
      openingCents: Number(i.opening_cents),
      closingCents: Number(i.closing_cents),
    })),
    rows.map((r) => ({
      id: r.id,
      postedOn: r.posted_on,
      description: r.description,
      amountCents: Number(r.amount_cents),
      ...ledgerSide(r),
    })),
    formatIsoDate(utcToday(now) as CalendarDate),
  );
  return {
    year,
    imported: result.imported,
    reconciled: result.reconciled,
    unreconciled_months: result.unreconciledMonths,
    months: result.months.map(toPeriod),
    year_total: toPeriod(result.yearTotal),
  };
}

/**
 * The 5500-EZ status's check of the plan year's statements (decision 0333): undefined when none were imported for the
 * year; else whether they reconcile, the months that do not, and a message naming them.
 */
export async function statementCheck(
  db: Kysely<DB>,
  userId: string,
  year: number,
  now: Date,
): Promise<Schema<'Form5500EzStatus'>['statements']> {
  const r = await statementReconciliation(db, userId, year, now);
  if (!r.imported) return undefined;
  return {
    reconciled: r.reconciled,
    unreconciled_months: r.unreconciled_months,
    message: unreconciledMessage(year, r.unreconciled_months) ?? null,
  };
}
