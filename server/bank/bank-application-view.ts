import { maskLastFour } from '@/domain/bank/account-mask';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import { STEP_UP_DOCUMENTS } from '@/domain/bank/bank-documents';
import type { Schema } from '@/adapters/http/wire';
import { attemptsLeft, isLocked } from '@/domain/bank/micro-deposits';
import type { ApplicationRow, ConnectionRow, DocumentRow, TrustAccountRow } from './bank-application-store';
import type { PlanForTrust } from './trust-account';

/** An uploaded document as answered (no blob key). */
export type DocumentView = Schema<'BankDocument'>;

/** The connected account as answered: numbers masked to their last four. */
export type ConnectionView = Schema<'BankConnection'>;

/** The bank application as the API answers it (GET /bank-application/status). */
export type BankApplicationView = Schema<'BankApplicationStatus'>;

/** A document row as answered. */
export function documentView(d: DocumentRow): DocumentView {
  return {
    id: d.id,
    kind: d.kind as BankDocumentKind,
    name: d.name,
    size: Number(d.size),
    content_type: d.content_type,
    created_at: new Date(d.created_at).toISOString(),
  };
}

/** A connection row as answered, at `now` (masked; never the encrypted values). */
export function connectionView(c: ConnectionRow, now: Date): ConnectionView {
  const state = {
    failedAttempts: c.failed_attempts,
    lockedUntil: c.locked_until ?? undefined,
    verified: c.verified_at !== null,
  };
  const status = state.verified ? 'connected' : isLocked(state, now) ? 'locked' : 'pending_verification';
  return {
    routing_number: maskLastFour(c.routing_last4),
    account_number: maskLastFour(c.account_last4),
    account_type: c.account_type === 'savings' ? 'savings' : 'checking',
    bank_name: c.bank_name,
    status,
    attempts_left: attemptsLeft(state, now),
    locked_until: status === 'locked' && c.locked_until !== null ? c.locked_until.toISOString() : null,
  };
}

/** The plan's trust account as answered (masked; never the encrypted number). */
export type TrustAccountView = Schema<'BankTrustAccount'>;

/**
 * The plan's trust account: the one the bank opened, or, while the application is with the bank, the account being
 * opened for the plan (no number yet); null before the application is sent or once declined.
 */
export function trustAccountView(
  app: ApplicationRow,
  row: TrustAccountRow | undefined,
  plan: PlanForTrust,
  chosen: { bankName: string; accountType: string },
): TrustAccountView | null {
  if (row !== undefined)
    return {
      bank_name: row.bank_name,
      account_type: row.account_type,
      account_number: maskLastFour(row.account_last4),
      account_title: row.account_title,
      plan_ein: row.plan_ein,
      status: 'open',
      opened_at: new Date(row.opened_at).toISOString(),
    };
  if (app.status === 'draft' || app.status === 'declined') return null;
  return {
    bank_name: chosen.bankName,
    account_type: chosen.accountType,
    account_number: null,
    account_title: plan.planName,
    plan_ein: plan.planEin,
    status: 'opening',
    opened_at: null,
  };
}

/** The parts the view is made of. */
export interface ViewParts {
  app: ApplicationRow;
  currentStep: BankApplicationView['current_step'];
  variant: string;
  started: boolean;
  documents: DocumentRow[];
  connection: ConnectionRow | undefined;
  support: { email: string; phone: string };
  now: Date;
  planAdopted: boolean;
  trustAccount: TrustAccountView | null;
}

/** The whole answer. */
export function applicationView(p: ViewParts): BankApplicationView {
  return {
    status: p.app.status,
    current_step: p.currentStep,
    variant: p.variant,
    started: p.started,
    submitted_at: p.app.submitted_at?.toISOString() ?? null,
    review_due_at: p.app.review_due_at?.toISOString() ?? null,
    reviews: p.app.reviews,
    documents: p.documents.map(documentView),
    step_up_documents: [...STEP_UP_DOCUMENTS],
    connection: p.connection === undefined ? null : connectionView(p.connection, p.now),
    support: p.app.status === 'declined' ? p.support : null,
    plan_adopted: p.planAdopted,
    trust_account: p.trustAccount,
  };
}
