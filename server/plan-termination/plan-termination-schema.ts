import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The plan's termination resolution (decision 0339): one per plan, kept under the owner's id. */
export interface PlanTerminationsTable {
  /** The plan owner (the plan's sponsor signs; a joined participant never has a row). */
  user_id: string;
  /** YYYY-MM-DD the plan ends: no deposit is dated after it. */
  termination_date: string;
  /** YYYY-MM-DD the resolution was adopted (the signature's date). */
  resolution_date: string;
  signer_first_name: string;
  signer_last_name: string;
  signer_title: string;
  /** The drawn signature (a PNG data URL), as printed on the resolution. */
  signature: string;
  signed_at: Timestamp;
  /** The filed resolution in the owner's library. */
  document_id: string;
  version_id: string;
  /** The plan year whose Form 5500-EZ is the final return. */
  final_plan_year: number;
  created_at: Timestamp;
}

/** The plan termination area's tables. */
export interface PlanTerminationTables {
  plan_terminations: PlanTerminationsTable;
}
