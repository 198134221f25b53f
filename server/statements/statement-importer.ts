import { type Kysely, sql, type Transaction } from 'kysely';
import {
  formatCentsPlain,
  ledgerSourceOf,
  ledgerTypeOf,
  matchRule,
  type OwnerRule,
  type StatementKind,
} from '@/domain/statements';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';
import { ledgerCandidates, type LedgerCandidate, takeMatch } from './ledger-match';
import { NO_LEDGER_BALANCE_MESSAGE, readStatementFile, type StatementFile } from './statement-file';
import { type StatementImportView, toImportView } from './statement-view';
import type { StatementTransactionsTable } from './statements-schema';
import type { Insertable } from 'kysely';

/** What an import answers. */
export interface ImportResult {
  import: StatementImportView;
  added: number;
  skipped: number;
  duplicate: boolean;
}

/** Serialises the user's statement writes (imports, classifications, rules) across processes. */
export async function lockStatements(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`statements:${userId}`}))`.execute(trx);
}

/** The user's rules, newest first, as the domain reads them. */
export async function ownerRules(db: Kysely<DB>, userId: string): Promise<OwnerRule[]> {
  const rows = await db.selectFrom('statement_rules').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    contains: r.contains,
    kind: r.kind as StatementKind,
    source: (r.source ?? undefined) as OwnerRule['source'],
  }));
}

/** The class a rule gives a transaction, and the ledger entry it matches in `pool` (taken from it). */
export function classByRules(
  tx: { description: string; amountCents: number; postedOn: string },
  rules: readonly OwnerRule[],
  pool: LedgerCandidate[],
): Pick<
  Insertable<StatementTransactionsTable>,
  'kind' | 'source' | 'tax_year' | 'classified_by' | 'rule_id' | 'ledger_type' | 'ledger_id' | 'ledger_origin'
> {
  const match = matchRule(tx.description, tx.amountCents, rules);
  if (!match)
    return {
      kind: null,
      source: null,
      tax_year: null,
      classified_by: null,
      rule_id: null,
      ledger_type: null,
      ledger_id: null,
      ledger_origin: null,
    };
  const kind = match.rule.kind;
  let source: string | null = kind === 'contribution' ? (match.rule.source ?? null) : null;
  let taxYear = kind === 'contribution' ? Number(tx.postedOn.slice(0, 4)) : null;
  const type = ledgerTypeOf(kind);
  const entry = type
    ? takeMatch(pool, { type, postedOn: tx.postedOn, amountCents: tx.amountCents, source: ledgerSourceOf(kind, source) })
    : undefined;
  if (kind === 'contribution' && entry?.type === 'contribution' && source === null) {
    source = entry.source ?? null;
    taxYear = entry.taxYear ?? taxYear;
  }
  return {
    kind,
    source,
    tax_year: taxYear,
    classified_by: match.by,
    rule_id: match.by === 'rule' ? match.rule.id : null,
    ledger_type: entry ? entry.type : null,
    ledger_id: entry ? entry.id : null,
    ledger_origin: entry ? 'matched' : null,
  };
}

/** The opening balance of a statement and the check of its stated closing balance (decision 0333). */
async function settleBalances(
  trx: Transaction<DB>,
  userId: string,
  file: StatementFile,
): Promise<{ openingCents: number; closingCents: number }> {
  const sum = file.transactions.reduce((s, t) => s + t.amountCents, 0);
  if (file.openingCents !== undefined) return { openingCents: file.openingCents, closingCents: file.openingCents + sum };
  // The statement that ends the day before this one starts (the same account) gives the opening balance.
  const dayBefore = new Date(Date.parse(`${file.periodStart}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let previous = trx
    .selectFrom('statement_imports')
    .select('closing_cents')
    .where('user_id', '=', userId)
    .where('period_end', file.format === 'ofx' ? '=' : '<', file.format === 'ofx' ? dayBefore : file.periodStart);
  if (file.accountLast4 !== undefined) previous = previous.where('account_last4', '=', file.accountLast4);
  const before = await previous.orderBy('period_end', 'desc').executeTakeFirst();
  const previousClosing = before ? Number(before.closing_cents) : undefined;
  if (file.format === 'csv') {
    const opening = previousClosing ?? 0;
    return { openingCents: opening, closingCents: opening + sum };
  }
  if (file.closingCents === undefined) throw new ValidationError({ file: [NO_LEDGER_BALANCE_MESSAGE] });
  if (previousClosing !== undefined && previousClosing + sum !== file.closingCents)
    throw new ValidationError({
      file: [
        `Line ${file.closingLine}: the closing balance ${formatCentsPlain(file.closingCents)} is not the opening balance ${formatCentsPlain(previousClosing)} (the previous statement's closing balance) plus the transactions ${formatCentsPlain(sum)} (${formatCentsPlain(previousClosing + sum)})`,
      ],
    });
  return { openingCents: file.closingCents - sum, closingCents: file.closingCents };
}

/** How many rows one insert carries. */
const BATCH = 500;

/**
 * Imports a statement file in one transaction under the user's statements lock: the same file (its SHA-256) answers the
 * earlier import and adds nothing; a transaction already imported (the same key) is skipped; the others are classified
 * by the owner's rules, then the built-in ones, and matched with ledger entries. A refused file writes nothing.
 */
export async function importStatement(
  db: Kysely<DB>,
  userId: string,
  agentId: string,
  fileName: string,
  bytes: Buffer,
  now: Date,
): Promise<ImportResult> {
  const file = await readStatementFile(bytes);
  return db.transaction().execute(async (trx) => {
    await lockStatements(trx, userId);
    const earlier = await trx
      .selectFrom('statement_imports')
      .selectAll()
      .where('user_id', '=', userId)
      .where('content_hash', '=', file.contentHash)
      .executeTakeFirst();
    if (earlier) return { import: toImportView(earlier), added: 0, skipped: file.transactions.length, duplicate: true };
    const balances = await settleBalances(trx, userId, file);
    const known = new Set<string>();
    const keys = file.transactions.map((t) => t.key);
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await trx
        .selectFrom('statement_transactions')
        .select('dedupe_key')
        .where('user_id', '=', userId)
        .where('dedupe_key', 'in', keys.slice(i, i + 1000))
        .execute();
      for (const r of rows) known.add(r.dedupe_key);
    }
    const seen = new Set<string>();
    const fresh = file.transactions.filter((t) => !known.has(t.key) && !seen.has(t.key) && seen.add(t.key));
    const rules = await ownerRules(trx, userId);
    const pool = await ledgerCandidates(trx, userId, file.periodStart, file.periodEnd);
    const importId = crypto.randomUUID();
    const row = await trx
      .insertInto('statement_imports')
      .values({
        id: importId,
        user_id: userId,
        content_hash: file.contentHash,
        file_name: fileName,
        format: file.format,
        account_last4: file.accountLast4 ?? null,
        period_start: file.periodStart,
        period_end: file.periodEnd,
        opening_cents: balances.openingCents,
        closing_cents: balances.closingCents,
        transaction_count: fresh.length,
        agent_id: agentId,
        imported_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const values: Insertable<StatementTransactionsTable>[] = fresh.map((t) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      import_id: importId,
      dedupe_key: t.key,
      posted_on: t.postedOn,
      description: t.description,
      amount_cents: t.amountCents,
      loan_id: null,
      ...classByRules(t, rules, pool),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < values.length; i += BATCH)
      await trx
        .insertInto('statement_transactions')
        .values(values.slice(i, i + BATCH))
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .execute();
    return { import: toImportView(row), added: fresh.length, skipped: file.transactions.length - fresh.length, duplicate: false };
  });
}
