import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** A participant loan (decision 0241); the schedule is derived from these terms by the domain. */
export interface LoansTable {
  id: string;
  user_id: string;
  status: 'pending_signature' | 'active' | 'paid_off' | 'offset';
  amount_cents: BigIntColumn;
  purpose: string;
  term_months: number;
  frequency: string;
  /** Annual rate in basis points, fixed when applied (the plan's rate, or prime plus it). */
  annual_rate_bps: number;
  /** YYYY-MM-DD: the loan date; the first payment is due one period later. */
  start_date: string;
  /** The signed promissory note and loan agreement in the library. */
  document_id: string | null;
  signer_name: string | null;
  signed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A loan offset on separation from service (decision 0301): the separation day and the offset (YYYY-MM-DD, cents). */
  separated_on: ColumnType<string | null, string | null | undefined, string | null>;
  offset_on: ColumnType<string | null, string | null | undefined, string | null>;
  offset_cents: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  /** Whether it is a qualified plan loan offset (within 12 months of the separation; IRC 402(c)(3)(C)). */
  offset_qualified: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /**
   * Why the loan was offset: 'separation' (null on rows before it was kept) or 'plan_termination' (decision 0339), whose
   * separated_on holds the plan's termination date, the event that made the loan due.
   */
  offset_reason?: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One repayment of a loan. */
export interface LoanRepaymentsTable {
  id: string;
  user_id: string;
  loan_id: string;
  amount_cents: BigIntColumn;
  /** YYYY-MM-DD. */
  paid_on: string;
  /** Who recorded it (support in admin mode, or the participant). */
  agent_id: string;
  created_at: Timestamp;
  /** A repayment reversed as recorded by mistake (decision 0308): it no longer counts; when, by whom, why. */
  reversed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reversed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reversal_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The tables of server/loans. */
export interface LoanTables {
  loans: LoansTable;
  loan_repayments: LoanRepaymentsTable;
}
