import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamp column. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A user's bank application (one per user): its status on the server's state machine (decision 0140). */
export interface BankApplicationsTable {
  user_id: string;
  /** BankApplicationStatus. */
  status: string;
  /** When the application (or the step-up documents) went to review; null as a draft. */
  submitted_at: NullableTimestamp;
  /** When the local stand-in decides (submitted_at + review delay); null when not under review. */
  review_due_at: NullableTimestamp;
  /** Reviews decided so far (1 after the first, 2 after the step-up review). */
  reviews: number;
  /** Score of the last review, null before any. */
  last_score: number | null;
  decided_at: NullableTimestamp;
  updated_at: Timestamp;
  /**
   * The claim of the request connecting the primary account now (a random token), null when none: one connection is set
   * up at a time (decision 0291).
   */
  connect_claim: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when that claim holds (the app's clock): a request that died while holding it blocks no longer. */
  connect_claimed_until: NullableTimestamp;
}

/** An uploaded document of a bank application (ID photos, step-up documents); bytes in the blob store. */
export interface BankDocumentsTable {
  id: string;
  user_id: string;
  /** id_front, id_back, proof_of_address, second_id. */
  kind: string;
  name: string;
  content_type: string;
  size: number;
  blob_key: string;
  created_at: Timestamp;
}

/** The connected primary bank account; numbers encrypted with the field cipher, last four in clear. */
export interface BankConnectionsTable {
  user_id: string;
  routing_number_enc: string;
  account_number_enc: string;
  routing_last4: string;
  account_last4: string;
  account_type: string;
  bank_name: string | null;
  /** The account linker's reference to the micro-deposits (the local one: the two amounts, encrypted). */
  linker_reference: string;
  failed_attempts: number;
  locked_until: NullableTimestamp;
  verified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The plan's trust account the bank opened on approval (decision 0313): in the plan's name (`account_title`) and EIN;
 * the number encrypted with the field cipher, its last four in clear.
 */
export interface BankTrustAccountsTable {
  user_id: string;
  bank_name: string;
  account_type: string;
  account_number_enc: string;
  account_last4: string;
  account_title: string;
  plan_ein: string | null;
  opened_at: Timestamp;
}

/** The bank tables as kysely sees them. */
export interface BankTables {
  bank_trust_accounts: BankTrustAccountsTable;
  bank_applications: BankApplicationsTable;
  bank_documents: BankDocumentsTable;
  bank_connections: BankConnectionsTable;
}
