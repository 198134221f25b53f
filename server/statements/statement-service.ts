import type { Schema } from '@/adapters/http/wire';
import {
  BUILT_IN_RULES,
  classificationErrors,
  createsLedgerEntry,
  ledgerSourceOf,
  ledgerTypeOf,
  ruleErrors,
  type StatementKind,
} from '@/domain/statements';
import type { Kysely, Selectable } from 'kysely';
import { ContributionLedger } from '../contributions/contribution-ledger';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { notFoundError, throwIfInvalid } from '../shared/service-errors';
import { ledgerCandidates, takeMatch, transactionRows } from './ledger-match';
import { type ImportResult, importStatement, lockStatements } from './statement-importer';
import { statementReconciliation } from './statement-reconciliation';
import { type StatementImportView, type StatementTransactionView, toImportView, toTransactionView } from './statement-view';
import { insertRule, type RuleView, toRuleView } from './statement-rule-store';
import type { StatementTransactionsTable } from './statements-schema';

/** Message when a transaction id does not name one of the user's transactions. */
export const TRANSACTION_NOT_FOUND = 'Transaction not found';
/** Message when a rule id does not name one of the user's rules. */
export const RULE_NOT_FOUND = 'Rule not found';
/** Message when a loan id does not name one of the user's loans. */
export const LOAN_NOT_FOUND = 'Loan not found';
/** Message of a cursor the server did not give. */
export const CURSOR_MESSAGE = 'The cursor is not valid: start from the first page';
/** Message of a month without its year. */
export const MONTH_NEEDS_YEAR = 'Choose the year of the month';

/** The class of a transaction, as the trail stores it. */
const classOf = (r: Selectable<StatementTransactionsTable>): string =>
  JSON.stringify({ kind: r.kind, source: r.source, tax_year: r.tax_year, loan_id: r.loan_id, ledger_id: r.ledger_id });

/** A page query of transactions. */
export interface TransactionQuery {
  year?: number;
  month?: number;
  status?: 'unclassified' | 'flagged';
  cursor?: string;
  limit?: number;
}

/**
 * The trust account's statements (decision 0333): imports, a page of transactions, classification (creating or
 * matching the ledger entry), the owner's rules and the reconciliation. Every write takes the user's statements lock.
 */
export class StatementService {
  private readonly ledger: ContributionLedger;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {
    this.ledger = new ContributionLedger(db, clock);
  }

  /** Imports a statement file (see importStatement). */
  importFile(userId: string, agentId: string, fileName: string, bytes: Buffer): Promise<ImportResult> {
    return importStatement(this.db, userId, agentId, fileName, bytes, this.clock());
  }

  /** The user's imports, newest first. */
  async imports(userId: string): Promise<StatementImportView[]> {
    const rows = await this.db
      .selectFrom('statement_imports')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('imported_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toImportView);
  }

  /** One page of the user's transactions by posted day then id. */
  async page(userId: string, q: TransactionQuery): Promise<{ items: StatementTransactionView[]; next_cursor: string | null }> {
    if (q.month !== undefined && q.year === undefined) throwIfInvalid({ month: [MONTH_NEEDS_YEAR] });
    const limit = q.limit ?? 100;
    let after: [string, string] | undefined;
    if (q.cursor !== undefined && q.cursor !== '') {
      try {
        const parsed = JSON.parse(Buffer.from(q.cursor, 'base64url').toString('utf8')) as unknown;
        if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((p) => typeof p === 'string')) throw new Error();
        after = parsed as [string, string];
      } catch {
        throwIfInvalid({ cursor: [CURSOR_MESSAGE] });
      }
    }
    let query = transactionRows(this.db).where('t.user_id', '=', userId);
    if (q.year !== undefined) {
      const y = String(q.year).padStart(4, '0');
      const from = q.month === undefined ? `${y}-01-01` : `${y}-${String(q.month).padStart(2, '0')}-01`;
      const to = q.month === undefined ? `${y}-12-31` : `${y}-${String(q.month).padStart(2, '0')}-31`;
      query = query.where('t.posted_on', '>=', from).where('t.posted_on', '<=', to);
    }
    if (q.status === 'unclassified') query = query.where('t.kind', 'is', null);
    if (after) {
      const [day, id] = after;
      query = query.where((eb) =>
        eb.or([eb('t.posted_on', '>', day), eb.and([eb('t.posted_on', '=', day), eb('t.id', '>', id)])]),
      );
    }
    const items: StatementTransactionView[] = [];
    let last: [string, string] | undefined;
    let more = false;
    // The flagged filter is judged on each row's current ledger link, so rows are read in chunks until the page fills.
    for (let offset = 0; ; offset += 500) {
      const rows = await query.orderBy('t.posted_on').orderBy('t.id').limit(500).offset(offset).execute();
      for (const row of rows) {
        const view = toTransactionView(row);
        if (q.status === 'flagged' && view.ledger.status !== 'unmatched' && view.ledger.status !== 'mismatch') continue;
        if (items.length === limit) {
          more = true;
          break;
        }
        items.push(view);
        last = [row.posted_on, row.id];
      }
      if (more || rows.length < 500) break;
    }
    return { items, next_cursor: more && last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null };
  }

  /** One of the user's transactions. */
  async transaction(userId: string, id: string): Promise<StatementTransactionView> {
    const row = await transactionRows(this.db).where('t.user_id', '=', userId).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFoundError(TRANSACTION_NOT_FOUND);
    return toTransactionView(row);
  }

  /**
   * Classifies one of the user's transactions (decision 0333). Under the statements lock and the row's lock: the class is
   * checked and saved with an event in the trail; a ledger kind keeps its entry when the class is unchanged, else it
   * matches an existing entry, else a contribution claims the row ('creating') so that only one request enters it; the
   * entry is then recorded through the contribution ledger (its rules and trail), outside the lock, and linked.
   */
  async classify(userId: string, agentId: string, id: string, body: Record<string, unknown>): Promise<StatementTransactionView> {
    const now = this.clock();
    const plan = await this.db.transaction().execute(async (trx) => {
      await lockStatements(trx, userId);
      const row = await trx
        .selectFrom('statement_transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFoundError(TRANSACTION_NOT_FOUND);
      const amountCents = Number(row.amount_cents);
      throwIfInvalid(classificationErrors(body, { amountCents, postedYear: Number(row.posted_on.slice(0, 4)) }, row.description));
      const kind = body.kind === null ? null : (body.kind as StatementKind);
      const loanId = typeof body.loan_id === 'string' && body.loan_id !== '' ? body.loan_id : null;
      if (loanId !== null && (kind === 'loan_repayment' || kind === 'loan_disbursement')) {
        const loan = await trx
          .selectFrom('loans')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', loanId)
          .executeTakeFirst();
        throwIfInvalid({ loan_id: loan ? [] : [LOAN_NOT_FOUND] });
      }
      const next = {
        kind,
        source: kind === 'contribution' ? (body.source as string) : null,
        tax_year: kind === 'contribution' ? (body.tax_year as number) : null,
        loan_id: kind === 'loan_repayment' || kind === 'loan_disbursement' ? loanId : null,
      };
      const same =
        next.kind === row.kind && next.source === row.source && next.tax_year === row.tax_year && next.loan_id === row.loan_id;
      const linked = row.ledger_id !== null || row.ledger_origin === 'creating';
      let link = { ledger_type: row.ledger_type, ledger_id: row.ledger_id, ledger_origin: row.ledger_origin };
      let removeCreated: string | undefined;
      let create = false;
      if (!(same && linked)) {
        if (row.ledger_origin === 'created' && row.ledger_id !== null) removeCreated = row.ledger_id;
        link = { ledger_type: null, ledger_id: null, ledger_origin: null };
        const type = kind ? ledgerTypeOf(kind) : undefined;
        if (type) {
          const pool = await ledgerCandidates(trx, userId, row.posted_on, row.posted_on);
          const entry = takeMatch(pool, {
            type,
            postedOn: row.posted_on,
            amountCents,
            source: kind ? ledgerSourceOf(kind, next.source) : null,
            loanId: next.loan_id,
          });
          if (entry) link = { ledger_type: entry.type, ledger_id: entry.id, ledger_origin: 'matched' };
          else if (kind && createsLedgerEntry(kind)) {
            link = { ledger_type: 'contribution', ledger_id: null, ledger_origin: 'creating' };
            create = true;
          }
        }
      }
      const updated = await trx
        .updateTable('statement_transactions')
        .set({ ...next, ...link, classified_by: kind === null ? null : 'owner', rule_id: null, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('statement_events')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          transaction_id: id,
          action: 'classify',
          agent_id: agentId,
          before: classOf(row),
          after: classOf(updated),
          at: now,
        })
        .execute();
      if (body.save_rule === true && kind !== null) {
        const text =
          typeof body.rule_text === 'string' && body.rule_text.trim() !== '' ? body.rule_text.trim() : row.description.trim();
        await insertRule(trx, userId, agentId, { contains: text, kind, source: next.source }, now);
      }
      return { row: updated, removeCreated, create };
    });
    if (plan.removeCreated)
      await this.ledger.remove(userId, agentId, plan.removeCreated).catch((error: unknown) => {
        // Already removed from the ledger by hand: nothing left to remove.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      });
    if (plan.create) {
      const r = plan.row;
      try {
        const entry = await this.ledger.record(userId, agentId, {
          source: r.source,
          amount: Math.abs(Number(r.amount_cents)) / 100,
          deposit_date: r.posted_on,
          tax_year: r.tax_year,
          reference: r.description.slice(0, 200),
        });
        await this.db
          .updateTable('statement_transactions')
          .set({ ledger_id: entry.id, ledger_origin: 'created' })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('ledger_origin', '=', 'creating')
          .execute();
      } catch (error) {
        await this.db
          .updateTable('statement_transactions')
          .set({ ledger_type: null, ledger_id: null, ledger_origin: null })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('ledger_origin', '=', 'creating')
          .execute();
        throw error;
      }
    }
    return this.transaction(userId, id);
  }

  /** The owner's rules, newest first, and the built-in ones. */
  async rules(userId: string): Promise<Schema<'StatementRules'>> {
    const rows = await this.db
      .selectFrom('statement_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .execute();
    return {
      rules: rows.map(toRuleView),
      built_in: BUILT_IN_RULES.map((r) => ({ contains: r.contains, kind: r.kind, source: r.source ?? null })),
    };
  }

  /** Saves a rule after its checks, and classifies by it the transactions no one classified yet. */
  async createRule(userId: string, agentId: string, body: Record<string, unknown>): Promise<RuleView> {
    throwIfInvalid(ruleErrors(body));
    const now = this.clock();
    const kind = body.kind as StatementKind;
    return this.db.transaction().execute(async (trx) => {
      await lockStatements(trx, userId);
      return insertRule(
        trx,
        userId,
        agentId,
        { contains: (body.contains as string).trim(), kind, source: kind === 'contribution' ? (body.source as string) : null },
        now,
      );
    });
  }

  /** Removes one of the user's rules; the transactions it classified keep their class. */
  async deleteRule(userId: string, id: string): Promise<void> {
    const removed = await this.db
      .deleteFrom('statement_rules')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFoundError(RULE_NOT_FOUND);
  }

  /** The year's reconciliation. */
  reconciliation(userId: string, year: number): Promise<Schema<'StatementReconciliation'>> {
    return statementReconciliation(this.db, userId, year, this.clock());
  }
}
