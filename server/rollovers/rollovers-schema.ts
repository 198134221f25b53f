import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** An incoming rollover request (decision 0251). */
export interface RolloversTable {
  id: string;
  user_id: string;
  /** '401k' | '403b' | 'traditional_ira'. */
  source_kind: string;
  provider: string;
  /** The approximate total, and its Roth part (the rest is pre-tax). */
  amount_cents: BigIntColumn;
  roth_cents: BigIntColumn;
  /** 'direct' | 'indirect'. */
  method: string;
  /** Indirect only: YYYY-MM-DD the money was paid to the participant (the 60 days run from it). */
  distribution_date: string | null;
  /** 'requested' | 'letter_sent' | 'funds_expected' | 'received'. */
  status: string;
  /** The latest statement of the sending account (a library document). */
  statement_document_id: string | null;
  /** The filed letter of acceptance. */
  letter_document_id: string | null;
  letter_version_id: string | null;
  received_cents: BigIntColumn | null;
  received_date: string | null;
  /** The contribution ledger entry (Roll Overs) of the received money. */
  contribution_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The status history of a rollover: each status with its amount and day where it has them, and who moved it. */
export interface RolloverEventsTable {
  id: string;
  user_id: string;
  rollover_id: string;
  status: string;
  amount_cents: BigIntColumn | null;
  /** YYYY-MM-DD the status refers to (the day the money arrived, for received). */
  on_date: string | null;
  agent_id: string;
  at: Timestamp;
  seq: Generated<number>;
}

/** The rollovers area's tables. */
export interface RolloverTables {
  rollovers: RolloversTable;
  rollover_events: RolloverEventsTable;
}
