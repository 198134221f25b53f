import type { Generated } from 'kysely';

/** A signed-in user, created on first sight of their token (id = the token's sub). */
export interface UsersTable {
  id: string;
  user_email: string;
  name: string | null;
  created_at: Generated<Date>;
}

/** One write made in admin mode. */
export interface AuditLogTable {
  id: Generated<number>;
  agent_id: string;
  participant_id: string;
  action: string;
  object_type: string;
  object_id: string;
  at: Date;
  /** The reason support gave (decision 0273); null for actions that ask for none. */
  reason: string | null;
}

/** Saved values of one step of a flow ('checkout' or 'bank'). */
export interface StepDataTable {
  user_id: string;
  flow: string;
  step_key: string;
  values: Record<string, unknown>;
  complete: boolean;
  updated_at: Date;
}

/** Where a user is in a flow, for resume. */
export interface FlowProgressTable {
  user_id: string;
  flow: string;
  current_step: string;
  variant: string;
  updated_at: Date;
}

/** An invoice line in whole dollars. */
export interface InvoiceLine {
  code: 'plan_fee' | 'setup_fee' | 'plan_doc_generation' | 'plan_takeover_fee';
  description: string;
  amount: number;
}

/** An invoice made from the fees. */
export interface InvoicesTable {
  id: string;
  user_id: string;
  lines: InvoiceLine[];
  total_cents: number;
  currency: string;
  terms: string;
  issued_at: Date;
  due_at: Date;
  status: 'open' | 'pending' | 'paid';
  paid_at: Date | null;
  /** What the invoice is for; at most one unpaid invoice per user and purchase (decision 0112). */
  purchase: Generated<string>;
  /** The locale of the request that created the invoice (Accept-Language); its plan documents use it (decision 0203). */
  locale: string | null;
}

/** A payment attempt, unique per user and Idempotency-Key. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  invoice_id: string;
  idempotency_key: string;
  request_hash: string;
  /** superseded: a Stripe session expired for a newer one; refunded: a duplicate completion given back (decision 0114). */
  status: 'processing' | 'succeeded' | 'declined' | 'requires_action' | 'superseded' | 'refunded';
  amount_cents: number;
  processor: string;
  reference: string | null;
  decline_message: string | null;
  card_last4: string | null;
  checkout: Record<string, unknown> | null;
  created_at: Date;
  /** While status is processing: until when the attempt is owned by the request that made it (decision 0113). */
  lease_until: Date | null;
}

/** The local gateway's own record of the charges it made, by idempotency key (a processor's ledger). */
export interface LocalGatewayChargesTable {
  idempotency_key: string;
  invoice_id: string;
  amount_cents: number;
  reference: string;
  card_last4: string;
  created_at: Generated<Date>;
}

/** The tables SERVER-CORE owns. */
export interface CoreTables {
  users: UsersTable;
  audit_log: AuditLogTable;
  step_data: StepDataTable;
  flow_progress: FlowProgressTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  local_gateway_charges: LocalGatewayChargesTable;
}
