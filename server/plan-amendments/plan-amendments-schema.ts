import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One signed amendment or restatement of the owner's plan (decision 0341): once per user and catalogue document. */
export interface PlanAmendmentSignaturesTable {
  id: string;
  user_id: string;
  /** The catalogue id (src/domain/plan-amendments): 'secure-2-0-interim-amendment' | 'cycle-4-restatement'. */
  document_id: string;
  signer_first_name: string;
  signer_last_name: string;
  signer_title: string;
  /** The drawn or typed signature, a base64 PNG data URL. */
  signature_image: string;
  /** YYYY-MM-DD: the server's day of the signature. */
  signed_on: string;
  /** The signed PDF in the library (null once gone from it). */
  library_document_id: string | null;
  file_name: string;
  agent_id: string;
  created_at: Timestamp;
}

export interface PlanAmendmentTables {
  plan_amendment_signatures: PlanAmendmentSignaturesTable;
}
