import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import {
  BUILT_IN_RULES,
  formatCentsPlain,
  classificationErrors,
  type LedgerSidedTransaction,
  ledgerTypeOf,
  unmatchedLedgerMessage,
  matchRule,
  normalizeText,
  type OwnerRule,
  reconcileYear,
  ruleErrors,
  type StatementKind,
  type YearReconciliation,
} from '@/domain/statements';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Clock } from '@/ports/clock';
import type {
  StatementClassificationInput,
  StatementImportOutcome,
  StatementImportRecord,
  StatementOwnerRuleRecord,
  StatementRulesRecord,
  StatementsApi,
  StatementTransactionPage,
  StatementTransactionQuery,
  StatementTransactionRecord,
} from '@/ports/statements-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';
import { type FileTransaction, readStatementFile, textOf } from './statement-file-reading';

/** As the server says them (server/statements/statement-service.ts). */
const NOT_FOUND = 'Transaction not found';
const RULE_NOT_FOUND = 'Rule not found';
const NO_LINK = { status: 'none', type: null, id: null, amountCents: null, message: null } as const;

/** A ledger entry the fake matches a classified contribution with (as the contribution ledger holds it). */
export interface FakeLedgerEntry {
  readonly id: string;
  readonly source: ContributionSource;
  readonly amountCents: number;
  readonly depositDate: string;
}

/**
 * The trust account statements in memory, on the domain's rules (decision 0333): files read as the server reads them
 * (a malformed line refused by its number, the same file twice adds nothing, a transaction already imported skipped),
 * the owner's rules then the built-in ones, a contribution matched with a ledger entry (`ledger`, seeded by a test) or
 * entered, and the reconciliation of src/domain/statements. `failNext` makes the next call fail.
 */
export class FakeStatementsApi extends FakePortCalls implements StatementsApi {
  /** The contribution ledger's entries; a classified contribution matching none is entered here. */
  readonly ledger: FakeLedgerEntry[] = [];
  private readonly kept: StatementImportRecord[] = [];
  private readonly files = new Map<string, StatementImportRecord>();
  private txs: StatementTransactionRecord[] = [];
  private readonly keys = new Set<string>();
  private ownerRules: OwnerRule[] = [];
  private nextId = 1;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  async imports(): Promise<StatementImportRecord[]> {
    this.check('imports');
    return [...this.kept].reverse();
  }

  async importStatement(file: Blob, fileName: string): Promise<StatementImportOutcome> {
    this.check('importStatement');
    const text = await textOf(file);
    const read = readStatementFile(text);
    const earlier = this.files.get(text);
    if (earlier) return { statement: earlier, added: 0, skipped: read.transactions.length, duplicate: true };
    const days = read.transactions.map((t) => t.postedOn).sort();
    const importId = `import-${this.nextId++}`;
    const seen = new Map<string, number>();
    let added = 0;
    for (const t of read.transactions) {
      const identity = `${t.postedOn}|${t.amountCents}|${normalizeText(t.description)}`;
      const occurrence = (seen.get(identity) ?? 0) + 1;
      seen.set(identity, occurrence);
      if (this.keys.has(`${identity}|${occurrence}`)) continue;
      this.keys.add(`${identity}|${occurrence}`);
      added++;
      this.txs.push(this.byRules(this.unclassified(importId, t)));
    }
    const sum = read.transactions.reduce((s, t) => s + t.amountCents, 0);
    const before = [...this.kept].filter((k) => k.periodEnd < days[0]).sort((a, b) => (a.periodEnd < b.periodEnd ? 1 : -1))[0];
    const opening = read.openingCents ?? before?.closingCents ?? 0;
    const made: StatementImportRecord = {
      id: importId,
      fileName,
      format: read.format,
      accountLast4: read.last4 ?? null,
      periodStart: read.start !== undefined && read.start < days[0] ? read.start : days[0],
      periodEnd: read.end !== undefined && read.end > days[days.length - 1] ? read.end : days[days.length - 1],
      openingCents: opening,
      closingCents: opening + sum,
      transactionCount: added,
      importedAt: this.clock.now().toISOString(),
    };
    this.kept.push(made);
    this.files.set(text, made);
    return { statement: made, added, skipped: read.transactions.length - added, duplicate: false };
  }

  async transactions(query: StatementTransactionQuery): Promise<StatementTransactionPage> {
    this.check('transactions');
    const prefix = `${query.year}-${query.month === undefined ? '' : String(query.month).padStart(2, '0')}`;
    const all = this.sorted().filter(
      (t) =>
        t.postedOn.startsWith(prefix) &&
        (query.status !== 'unclassified' || t.kind === null) &&
        (query.status !== 'flagged' || t.ledger.status === 'unmatched' || t.ledger.status === 'mismatch'),
    );
    const start = query.cursor === undefined ? 0 : Number(query.cursor);
    const end = start + (query.limit ?? 100);
    return { items: all.slice(start, end), nextCursor: end < all.length ? String(end) : null };
  }

  async classify(transactionId: string, c: StatementClassificationInput): Promise<StatementTransactionRecord> {
    this.check(`classify:${transactionId}`);
    const tx = this.txs.find((t) => t.id === transactionId);
    if (!tx) throw refused(404, 'not_found', NOT_FOUND);
    const input = { kind: c.kind, source: c.source, tax_year: c.taxYear, save_rule: c.saveRule, rule_text: c.ruleText };
    throwIfInvalid(
      classificationErrors(input, { amountCents: tx.amountCents, postedYear: Number(tx.postedOn.slice(0, 4)) }, tx.description),
    );
    const kind = c.kind;
    const source = kind === 'contribution' ? (c.source as ContributionSource) : null;
    const next = this.classified(tx, kind, source, kind === 'contribution' ? (c.taxYear ?? null) : null, 'owner');
    this.txs = this.txs.map((t) => (t.id === tx.id ? next : t));
    if (c.saveRule === true && kind !== null) this.saveRule(c.ruleText?.trim() || tx.description, kind, source);
    return next;
  }

  async rules(): Promise<StatementRulesRecord> {
    this.check('rules');
    return {
      rules: this.ownerRules.map((r) => ({ id: r.id, contains: r.contains, kind: r.kind, source: r.source ?? null })),
      builtIn: BUILT_IN_RULES.map((r) => ({ contains: r.contains, kind: r.kind, source: r.source ?? null })),
    };
  }

  async createRule(rule: { contains: string; kind: string; source?: string | null }): Promise<StatementOwnerRuleRecord> {
    this.check('createRule');
    throwIfInvalid(ruleErrors(rule));
    const kind = rule.kind as StatementKind;
    return this.saveRule(rule.contains.trim(), kind, kind === 'contribution' ? (rule.source as ContributionSource) : null);
  }

  async deleteRule(ruleId: string): Promise<void> {
    this.check(`deleteRule:${ruleId}`);
    if (!this.ownerRules.some((r) => r.id === ruleId)) throw refused(404, 'not_found', RULE_NOT_FOUND);
    this.ownerRules = this.ownerRules.filter((r) => r.id !== ruleId);
  }

  async reconciliation(year: number): Promise<YearReconciliation> {
    this.check('reconciliation');
    const periods = this.kept.map((k) => ({
      start: k.periodStart,
      end: k.periodEnd,
      openingCents: k.openingCents,
      closingCents: k.closingCents,
    }));
    return reconcileYear(year, periods, this.sorted().map(sided), formatIsoDate(utcToday(this.clock.now()) as CalendarDate));
  }

  private saveRule(contains: string, kind: StatementKind, source: ContributionSource | null): StatementOwnerRuleRecord {
    const rule: OwnerRule = { id: `rule-${this.nextId++}`, contains, kind, ...(source ? { source } : {}) };
    this.ownerRules = [rule, ...this.ownerRules];
    this.txs = this.txs.map((t) => (t.kind === null ? this.byRules(t) : t));
    return { id: rule.id, contains, kind, source };
  }

  private sorted(): StatementTransactionRecord[] {
    return [...this.txs].sort((a, b) => (a.postedOn < b.postedOn ? -1 : a.postedOn > b.postedOn ? 1 : 0));
  }

  private unclassified(importId: string, t: FileTransaction): StatementTransactionRecord {
    return {
      id: `transaction-${this.nextId++}`,
      importId,
      postedOn: t.postedOn,
      description: t.description,
      amountCents: t.amountCents,
      kind: null,
      source: null,
      taxYear: null,
      classifiedBy: null,
      ledger: { status: 'none', type: null, id: null, amountCents: null, message: null },
    };
  }

  /** Classifies by the owner's rules, then the built-in ones; a contribution by rule is only matched, never entered. */
  private byRules(t: StatementTransactionRecord): StatementTransactionRecord {
    const match = matchRule(t.description, t.amountCents, this.ownerRules);
    if (!match) return t;
    const { kind } = match.rule;
    const source = kind === 'contribution' ? (match.rule.source ?? null) : null;
    const taxYear = kind === 'contribution' ? Number(t.postedOn.slice(0, 4)) : null;
    const classified = { ...t, kind, source, taxYear, classifiedBy: match.by };
    return { ...classified, ledger: this.link(classified, false) };
  }

  private classified(
    t: StatementTransactionRecord,
    kind: StatementKind | null,
    source: ContributionSource | null,
    taxYear: number | null,
    by: 'owner' | 'rule' | 'built_in',
  ): StatementTransactionRecord {
    if (kind === null) return { ...t, kind, source: null, taxYear: null, classifiedBy: null, ledger: NO_LINK };
    const classified = { ...t, kind, source, taxYear, classifiedBy: by };
    return { ...classified, ledger: this.link(classified, true) };
  }

  /** The ledger entry of a classified transaction: kept, matched, or (an owner's contribution) entered. */
  private link(t: StatementTransactionRecord, enter: boolean): StatementTransactionRecord['ledger'] {
    const type = t.kind === null ? undefined : ledgerTypeOf(t.kind);
    if (!type) return NO_LINK;
    const dollars = `$${formatCentsPlain(Math.abs(t.amountCents))}`;
    const unmatched = { status: 'unmatched' as const, type, id: null, amountCents: null };
    // The fake keeps only the contributions it entered: the other kinds' records live in their areas' fakes.
    if (t.kind !== 'contribution')
      return { ...unmatched, message: unmatchedLedgerMessage(t.kind as StatementKind, null, dollars, t.postedOn) };
    if (t.ledger.type === 'contribution' && t.ledger.id !== null) return t.ledger;
    if (t.source === null) return { ...unmatched, message: unmatchedLedgerMessage('contribution', null, dollars, t.postedOn) };
    const near = (d: string): boolean => Math.abs(Date.parse(d) - Date.parse(t.postedOn)) <= 5 * 86_400_000;
    const found = this.ledger.find((e) => e.source === t.source && e.amountCents === t.amountCents && near(e.depositDate));
    if (found) return { status: 'matched', type, id: found.id, amountCents: found.amountCents, message: null };
    if (!enter) return { ...unmatched, message: unmatchedLedgerMessage('contribution', t.source, dollars, t.postedOn) };
    const entry: FakeLedgerEntry = {
      id: `contribution-${this.nextId++}`,
      source: t.source,
      amountCents: t.amountCents,
      depositDate: t.postedOn,
    };
    this.ledger.push(entry);
    return { status: 'created', type, id: entry.id, amountCents: entry.amountCents, message: null };
  }
}

/** The ledger's side of a transaction (as server/statements/statement-view.ts computes it). */
function sided(t: StatementTransactionRecord): LedgerSidedTransaction {
  const base = { id: t.id, postedOn: t.postedOn, description: t.description, amountCents: t.amountCents };
  if (t.kind === null) return { ...base, ledgerCents: 0, reason: 'Not classified' };
  if (t.ledger.type === null) return { ...base, ledgerCents: t.amountCents };
  if (t.ledger.amountCents === null) return { ...base, ledgerCents: 0, reason: t.ledger.message ?? 'No ledger entry' };
  return {
    ...base,
    ledgerCents: Math.sign(t.amountCents) * t.ledger.amountCents,
    ...(t.ledger.message ? { reason: t.ledger.message } : {}),
  };
}
