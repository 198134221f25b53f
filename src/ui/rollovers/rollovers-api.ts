/** One status of a rollover's history. */
export interface ApiRolloverEvent {
  status: string;
  amount: number | null;
  on_date: string | null;
  at: string;
}

/** A rollover as GET /rollovers answers it (US dollars). */
export interface ApiRollover {
  id: string;
  source_kind: string;
  provider: string;
  amount: number;
  pre_tax_amount: number;
  roth_amount: number;
  method: string;
  distribution_date: string | null;
  status: string;
  statement_document_id: string | null;
  letter_document_id: string | null;
  received_amount: number | null;
  received_date: string | null;
  contribution_id: string | null;
  history: ApiRolloverEvent[];
  created_at: string;
}
