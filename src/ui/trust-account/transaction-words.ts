import { STATEMENT_KIND_LABELS } from '@/domain/statements';
import type { StatementTransactionRecord } from '@/ports/statements-api';

/** How a transaction stands against the ledger, in words, and whether it needs the owner (flagged). */
export interface LedgerState {
  readonly label: string;
  readonly tone: 'done' | 'inProgress' | 'attention' | 'muted';
  readonly flagged: boolean;
}

/** A transaction's class in words: "Contribution: Profit Sharing, 2026", "Investment income", "Not classified". */
export function classWords(t: StatementTransactionRecord): string {
  if (t.kind === null) return 'Not classified';
  const label = STATEMENT_KIND_LABELS[t.kind];
  if (t.kind !== 'contribution') return label;
  const details = [t.source, t.taxYear === null ? undefined : String(t.taxYear)].filter(Boolean).join(', ');
  return details === '' ? label : `${label}: ${details}`;
}

/** Who classified it, in words (nothing for the owner's own choice). */
export function classifiedByWords(t: StatementTransactionRecord): string | undefined {
  if (t.classifiedBy === 'rule') return 'by your rule';
  if (t.classifiedBy === 'built_in') return 'guessed from its words';
  return undefined;
}

/** Its match state: Matched, Created, Mismatch (flagged), Not in the ledger (flagged), Not classified. */
export function ledgerState(t: StatementTransactionRecord): LedgerState {
  if (t.kind === null) return { label: 'Not classified', tone: 'attention', flagged: true };
  switch (t.ledger.status) {
    case 'matched':
      return { label: 'Matched', tone: 'done', flagged: false };
    case 'created':
      return { label: 'Created', tone: 'done', flagged: false };
    case 'mismatch':
      return { label: 'Mismatch', tone: 'attention', flagged: true };
    case 'unmatched':
      return { label: 'Not in the ledger', tone: 'attention', flagged: true };
    default:
      return { label: 'No ledger entry needed', tone: 'muted', flagged: false };
  }
}
