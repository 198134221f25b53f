import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import type { Difference, PeriodFigures, YearReconciliation } from '@/domain/statements';
import type { ApiClient } from '@/ports/api-client';
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
import type { Answer, RequestBody, Schema } from './wire';

const transactionPath = (id: string): string => `/statements/transactions/${encodeURIComponent(id)}`;

/** The trust account statements over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpStatementsApi implements StatementsApi {
  constructor(private readonly api: ApiClient) {}

  async imports(): Promise<StatementImportRecord[]> {
    return (await this.api.get<Answer<'listStatementImports'>>('/statements')).map(importOf);
  }

  async importStatement(file: Blob, fileName: string): Promise<StatementImportOutcome> {
    const form = new FormData();
    form.append('file', file, fileName);
    const r = await this.api.upload<Answer<'importStatement', 201>>('/statements', form);
    return { statement: importOf(r.import), added: r.added, skipped: r.skipped, duplicate: r.duplicate };
  }

  async transactions(query: StatementTransactionQuery): Promise<StatementTransactionPage> {
    const page = await this.api.get<Answer<'listStatementTransactions'>>('/statements/transactions', {
      query: { year: query.year, month: query.month, status: query.status, cursor: query.cursor, limit: query.limit },
    });
    return { items: page.items.map(transactionOf), nextCursor: page.next_cursor };
  }

  async classify(transactionId: string, c: StatementClassificationInput): Promise<StatementTransactionRecord> {
    const body: RequestBody<'classifyStatementTransaction'> = {
      kind: c.kind,
      ...(c.source === undefined ? {} : { source: c.source }),
      ...(c.taxYear === undefined ? {} : { tax_year: c.taxYear }),
      ...(c.saveRule === undefined ? {} : { save_rule: c.saveRule }),
      ...(c.ruleText === undefined ? {} : { rule_text: c.ruleText }),
    };
    return transactionOf(await this.api.put<Answer<'classifyStatementTransaction'>>(transactionPath(transactionId), body));
  }

  async rules(): Promise<StatementRulesRecord> {
    const r = await this.api.get<Answer<'listStatementRules'>>('/statements/rules');
    return {
      rules: r.rules.map((rule) => ({ id: rule.id, contains: rule.contains, kind: rule.kind, source: rule.source })),
      builtIn: r.built_in.map((rule) => ({ contains: rule.contains, kind: rule.kind, source: rule.source })),
    };
  }

  async createRule(rule: { contains: string; kind: string; source?: string | null }): Promise<StatementOwnerRuleRecord> {
    const body: RequestBody<'createStatementRule'> = { contains: rule.contains, kind: rule.kind, source: rule.source ?? null };
    const r = await this.api.post<Answer<'createStatementRule', 201>>('/statements/rules', body);
    return { id: r.id, contains: r.contains, kind: r.kind, source: r.source };
  }

  async deleteRule(ruleId: string): Promise<void> {
    await this.api.delete<unknown>(`/statements/rules/${encodeURIComponent(ruleId)}`);
  }

  async reconciliation(year: number): Promise<YearReconciliation> {
    const r = await this.api.get<Answer<'getStatementReconciliation'>>('/statements/reconciliation', { query: { year } });
    return {
      year: r.year,
      imported: r.imported,
      reconciled: r.reconciled,
      unreconciledMonths: r.unreconciled_months,
      months: r.months.map(periodOf),
      yearTotal: periodOf(r.year_total),
    };
  }
}

function importOf(i: Schema<'StatementImport'>): StatementImportRecord {
  return {
    id: i.id,
    fileName: i.file_name,
    format: i.format,
    accountLast4: i.account_last4,
    periodStart: i.period_start,
    periodEnd: i.period_end,
    openingCents: i.opening_balance_cents,
    closingCents: i.closing_balance_cents,
    transactionCount: i.transaction_count,
    importedAt: i.imported_at,
  };
}

function transactionOf(t: Schema<'StatementTransaction'>): StatementTransactionRecord {
  return {
    id: t.id,
    importId: t.import_id,
    postedOn: t.posted_on,
    description: t.description,
    amountCents: t.amount_cents,
    kind: t.kind,
    source: t.source as ContributionSource | null,
    taxYear: t.tax_year,
    classifiedBy: t.classified_by,
    ledger: {
      status: t.ledger.status,
      type: t.ledger.type,
      id: t.ledger.id,
      amountCents: t.ledger.amount_cents,
      message: t.ledger.message,
    },
  };
}

function differenceOf(d: Schema<'StatementDifference'>): Difference {
  return {
    transactionId: d.transaction_id,
    postedOn: d.posted_on,
    description: d.description,
    amountCents: d.amount_cents,
    ledgerCents: d.ledger_cents,
    reason: d.reason,
  };
}

function periodOf(p: Schema<'StatementReconciliationPeriod'>): PeriodFigures {
  return {
    month: p.month,
    covered: p.covered,
    openingCents: p.opening_cents,
    moneyInCents: p.money_in_cents,
    moneyOutCents: p.money_out_cents,
    closingCents: p.closing_cents,
    ledgerInCents: p.ledger_in_cents,
    ledgerOutCents: p.ledger_out_cents,
    differenceCents: p.difference_cents,
    reconciled: p.reconciled,
    differences: p.differences.map(differenceOf),
  };
}
