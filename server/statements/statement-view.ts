import type { Schema } from '@/adapters/http/wire';
import { formatCents } from '@/domain/money/format-money';
import {
  isStatementKind,
  LEDGER_MATCH_WINDOW_DAYS,
  ledgerTypeOf,
  STATEMENT_KIND_LABELS,
  type StatementKind,
  unmatchedLedgerMessage,
} from '@/domain/statements';
import type { Selectable } from 'kysely';
import { iso } from '../shared/service-errors';
import type { StatementImportsTable, StatementTransactionsTable } from './statements-schema';

/** An import as the API answers it. */
export type StatementImportView = Schema<'StatementImport'>;
/** A transaction as the API answers it. */
export type StatementTransactionView = Schema<'StatementTransaction'>;
/** The ledger link of a transaction. */
export type LedgerLinkView = Schema<'StatementLedgerLink'>;

/** Days either side of the posted day within which a ledger entry matches a transaction. */
export const MATCH_WINDOW_DAYS = LEDGER_MATCH_WINDOW_DAYS;

/** A transaction row with the current amount of its linked ledger entry (null when there is none, or it is gone). */
export type TransactionRow = Selectable<StatementTransactionsTable> & { entry_cents: string | number | bigint | null };

/** US dollars with cents for messages: 123456 -> '$1,234.56'. */
export const usd = (cents: number): string => formatCents(Math.abs(cents), { locale: 'en-US' });

/** The API view of an import row. */
export function toImportView(row: Selectable<StatementImportsTable>): StatementImportView {
  return {
    id: row.id,
    file_name: row.file_name,
    format: row.format as 'csv' | 'ofx',
    account_last4: row.account_last4,
    period_start: row.period_start,
    period_end: row.period_end,
    opening_balance_cents: Number(row.opening_cents),
    closing_balance_cents: Number(row.closing_cents),
    transaction_count: row.transaction_count,
    imported_at: iso(row.imported_at),
  };
}

/** Why an unlinked transaction of a ledger kind has no entry, in words for the owner. */
function unmatchedMessage(row: TransactionRow): string {
  if (row.ledger_origin === 'creating') return 'Being entered in the ledger';
  return unmatchedLedgerMessage(row.kind as StatementKind, row.source, usd(Number(row.amount_cents)), row.posted_on);
}

/** The ledger link of a transaction, judged now (the entry may have been edited or removed since). */
export function ledgerLinkOf(row: TransactionRow): LedgerLinkView {
  const kind = isStatementKind(row.kind) ? row.kind : undefined;
  const type = kind ? ledgerTypeOf(kind) : undefined;
  if (!type) return { status: 'none', type: null, id: null, amount_cents: null, message: null };
  if (row.ledger_id === null || row.ledger_origin === 'creating')
    return { status: 'unmatched', type, id: null, amount_cents: null, message: unmatchedMessage(row) };
  if (row.entry_cents === null)
    return { status: 'unmatched', type, id: row.ledger_id, amount_cents: null, message: 'The ledger entry was removed' };
  const entry = Number(row.entry_cents);
  const amount = Math.abs(Number(row.amount_cents));
  if (entry !== amount)
    return {
      status: 'mismatch',
      type,
      id: row.ledger_id,
      amount_cents: entry,
      message: `The ledger entry is ${usd(entry)}; the statement shows ${usd(amount)}`,
    };
  return {
    status: row.ledger_origin === 'created' ? 'created' : 'matched',
    type,
    id: row.ledger_id,
    amount_cents: entry,
    message: null,
  };
}

/** The API view of a transaction row with its ledger link. */
export function toTransactionView(row: TransactionRow): StatementTransactionView {
  const cents = Number(row.amount_cents);
  const kind = isStatementKind(row.kind) ? (row.kind as StatementKind) : null;
  return {
    id: row.id,
    import_id: row.import_id,
    posted_on: row.posted_on,
    description: row.description,
    amount: cents / 100,
    amount_cents: cents,
    kind,
    kind_label: kind ? STATEMENT_KIND_LABELS[kind] : null,
    source: row.source,
    tax_year: row.tax_year,
    loan_id: row.loan_id,
    classified_by: row.classified_by as 'owner' | 'rule' | 'built_in' | null,
    rule_id: row.rule_id,
    ledger: ledgerLinkOf(row),
  };
}

/** The ledger's side of a transaction for the reconciliation (signed cents) and, when it differs, why. */
export function ledgerSide(row: TransactionRow): { ledgerCents: number; reason?: string } {
  const amount = Number(row.amount_cents);
  if (!isStatementKind(row.kind)) return { ledgerCents: 0, reason: 'Not classified' };
  const link = ledgerLinkOf(row);
  if (link.type === null) return { ledgerCents: amount };
  if (link.amount_cents === null) return { ledgerCents: 0, reason: link.message ?? 'No ledger entry' };
  return { ledgerCents: Math.sign(amount) * link.amount_cents, reason: link.message ?? undefined };
}
