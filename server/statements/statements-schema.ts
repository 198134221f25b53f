import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** One imported statement file of the plan's trust account (decision 0333). The file itself is not kept. */
export interface StatementImportsTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the file's bytes: the same file imports once. */
  content_hash: string;
  file_name: string;
  /** 'csv' | 'ofx'. */
  format: string;
  /** The last four characters of the account number: the number is never stored whole. */
  account_last4: string | null;
  /** YYYY-MM-DD, inclusive. */
  period_start: string;
  period_end: string;
  opening_cents: BigIntColumn;
  closing_cents: BigIntColumn;
  /** Transactions this import added. */
  transaction_count: number;
  agent_id: string;
  imported_at: Timestamp;
}

/** One transaction of the trust account, its class and the ledger entry it matched or created. */
export interface StatementTransactionsTable {
  id: string;
  user_id: string;
  import_id: string;
  /** SHA-256 of the OFX FITID (with the account's last four), or of a CSV line's day, amount, description and occurrence. */
  dedupe_key: string;
  posted_on: string;
  description: string;
  /** Signed: positive money in. */
  amount_cents: BigIntColumn;
  kind: string | null;
  source: string | null;
  tax_year: number | null;
  loan_id: string | null;
  /** 'owner' | 'rule' | 'built_in' | null. */
  classified_by: string | null;
  rule_id: string | null;
  /** 'contribution' | 'loan_repayment' | null. */
  ledger_type: string | null;
  ledger_id: string | null;
  /** 'matched' | 'created' | 'creating' (claimed while the entry is being entered) | null. */
  ledger_origin: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The owner's classification rules. */
export interface StatementRulesTable {
  id: string;
  user_id: string;
  contains: string;
  kind: string;
  source: string | null;
  agent_id: string;
  created_at: Timestamp;
  /** The order rules were saved in (newest first applies first). */
  seq: Generated<number>;
}

/** The trail of classifications: who changed a transaction's class, and the class before and after (JSON). */
export interface StatementEventsTable {
  id: string;
  user_id: string;
  transaction_id: string;
  action: string;
  agent_id: string;
  before: string | null;
  after: string | null;
  at: Timestamp;
  seq: Generated<number>;
}

/** The statements area's tables. */
export interface StatementTables {
  statement_imports: StatementImportsTable;
  statement_transactions: StatementTransactionsTable;
  statement_rules: StatementRulesTable;
  statement_events: StatementEventsTable;
}
