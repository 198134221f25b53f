import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

// Columns added to the library's assets and distributions tables by this area's migrations (decision 0160).
declare module '../library/schema' {
  interface AssetsTable {
    /** Depository or trustee holding precious metals; null for other assets. */
    custodian: string | null;
  }
  interface DistributionsTable {
    /** Comma-joined source account keys. */
    sources: string | null;
    payment_method: string | null;
    withholding_percent: number | null;
    hardship_reason: string | null;
    need_cents: BigIntColumn | null;
    spouse_consent: boolean | null;
    /** Reason of the latest status change (a rejection's reason). */
    status_reason: string | null;
    updated_at: Timestamp | null;
  }
}

/** One valuation of an asset: value as of a calendar date, with an optional valuation document in the library. */
export interface AssetValuesTable {
  id: string;
  user_id: string;
  asset_id: string;
  value_cents: BigIntColumn;
  /** YYYY-MM-DD. */
  as_of: string;
  document_id: string | null;
  /** The kind of evidence the document is (decision 0338), for a year-end value; null otherwise. */
  evidence_kind: string | null;
  created_at: Timestamp;
}

/** One status of a distribution request, with who set it and when. */
export interface DistributionEventsTable {
  id: string;
  user_id: string;
  distribution_id: string;
  status: string;
  reason: string | null;
  amount_cents: BigIntColumn | null;
  agent_id: string;
  at: Timestamp;
  /** Insertion order (events of one instant keep their order). */
  seq: Generated<string | number>;
}

/** The assets and distributions area's own tables, merged into the server's DB type by server/db/schema.ts. */
export interface AssetsAreaTables {
  asset_values: AssetValuesTable;
  distribution_events: DistributionEventsTable;
}
