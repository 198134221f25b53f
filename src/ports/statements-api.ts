import type { ContributionSource } from '@/domain/contributions/contribution-usage';
import type { StatementKind, YearReconciliation } from '@/domain/statements';

/** A statement file imported (amounts in cents, days `YYYY-MM-DD`). */
export interface StatementImportRecord {
  readonly id: string;
  readonly fileName: string;
  readonly format: 'csv' | 'ofx';
  /** The last four characters of the account number (never more), when the file names the account. */
  readonly accountLast4: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly openingCents: number;
  readonly closingCents: number;
  /** Transactions this import added. */
  readonly transactionCount: number;
  readonly importedAt: string;
}

/** What an import did: the import, how many transactions it added and skipped, and whether the very file came before. */
export interface StatementImportOutcome {
  readonly statement: StatementImportRecord;
  readonly added: number;
  readonly skipped: number;
  /** True when this very file was imported before: nothing was added. */
  readonly duplicate: boolean;
}

/** Where a classified transaction stands against the ledger (none: a kind counted without a ledger entry). */
export type LedgerLinkStatus = 'none' | 'matched' | 'created' | 'unmatched' | 'mismatch';

/** One transaction of the trust account, with its class and its ledger entry. */
export interface StatementTransactionRecord {
  readonly id: string;
  readonly importId: string;
  readonly postedOn: string;
  readonly description: string;
  /** Signed: positive money in, negative money out. */
  readonly amountCents: number;
  /** Null while not classified. */
  readonly kind: StatementKind | null;
  readonly source: ContributionSource | null;
  readonly taxYear: number | null;
  readonly classifiedBy: 'owner' | 'rule' | 'built_in' | null;
  readonly ledger: {
    readonly status: LedgerLinkStatus;
    readonly type: 'contribution' | 'loan_repayment' | 'asset_transaction' | 'distribution' | null;
    readonly id: string | null;
    readonly amountCents: number | null;
    /** Why it is flagged, in words for the owner. */
    readonly message: string | null;
  };
}

/** One page of transactions and the cursor of the next one (null: the last page). */
export interface StatementTransactionPage {
  readonly items: StatementTransactionRecord[];
  readonly nextCursor: string | null;
}

/** Which transactions to list: a year, or a month of it; all, the unclassified or the flagged ones; a page. */
export interface StatementTransactionQuery {
  readonly year: number;
  /** 1-12. */
  readonly month?: number;
  readonly status?: 'unclassified' | 'flagged';
  readonly cursor?: string;
  readonly limit?: number;
}

/** The owner's class of a transaction (kind null clears it); `saveRule` keeps it as a rule for similar ones. */
export interface StatementClassificationInput {
  readonly kind: StatementKind | null;
  readonly source?: string | null;
  readonly taxYear?: number | null;
  readonly saveRule?: boolean;
  /** The text similar descriptions contain (the description when not given). */
  readonly ruleText?: string | null;
}

/** A classification rule: a description containing `contains` (any case) is of `kind` (and `source`). */
export interface StatementRuleRecord {
  readonly contains: string;
  readonly kind: StatementKind;
  readonly source: string | null;
}

/** One of the owner's saved rules. */
export interface StatementOwnerRuleRecord extends StatementRuleRecord {
  readonly id: string;
}

/** The owner's rules (newest first, applied first) and the built-in ones that guess from words. */
export interface StatementRulesRecord {
  readonly rules: StatementOwnerRuleRecord[];
  readonly builtIn: StatementRuleRecord[];
}

/**
 * The plan's trust account statements (issue 30, docs/api/openapi.yaml paths /statements, decision 0333): imports of
 * CSV or OFX/QFX files, the transactions and their classes, the owner's rules and the reconciliation per month and
 * year against the ledger. Failures reject with the ApiClient's ApiError: a 400 carries field messages (`file` naming
 * the line of a malformed file, `kind`, `source`, `tax_year`, `rule_text`, `contains`), a 404 a message.
 */
export interface StatementsApi {
  /** The imported statements, newest first. */
  imports(): Promise<StatementImportRecord[]>;
  /** Imports a statement file; the same file again adds nothing (`duplicate`). */
  importStatement(file: Blob, fileName: string): Promise<StatementImportOutcome>;
  /** One page of transactions, by posted day. */
  transactions(query: StatementTransactionQuery): Promise<StatementTransactionPage>;
  /** Classifies a transaction: a contribution is matched with its ledger entry or entered in the ledger. */
  classify(transactionId: string, classification: StatementClassificationInput): Promise<StatementTransactionRecord>;
  /** The owner's rules and the built-in ones. */
  rules(): Promise<StatementRulesRecord>;
  /** Saves a rule; it classifies the transactions not classified yet and those imported after. */
  createRule(rule: { contains: string; kind: string; source?: string | null }): Promise<StatementOwnerRuleRecord>;
  /** Removes one of the owner's rules (what it classified keeps its class). */
  deleteRule(ruleId: string): Promise<void>;
  /** The year's reconciliation, month by month and for the year. */
  reconciliation(year: number): Promise<YearReconciliation>;
}
export const StatementsApi = Symbol('StatementsApi');
