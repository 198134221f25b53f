import { bankApplicationSteps } from '@/domain/flow';
import type { BankApplicationStatus } from '@/domain/bank/bank-application-status';

/** State of the connected primary account. */
export type ConnectionStatus = 'none' | 'pending_verification' | 'locked' | 'connected';

/** What the home tiles need to know about a user's bank application. */
export interface BankApplicationSummary {
  /** False until the user saved anything. */
  started: boolean;
  status: BankApplicationStatus;
  currentStep: string;
  connection: ConnectionStatus;
}

/** One tile's state: a kind for styling and the words shown. */
export interface TileState {
  kind: 'not_started' | 'in_step' | 'in_progress' | 'more_documents' | 'declined' | 'action_needed' | 'done';
  label: string;
}

/** The bank-account tile: not started, step N, in progress, more documents needed, awaiting deposits, connected. */
export function bankAccountTile(s: BankApplicationSummary): TileState {
  if (s.connection === 'connected') return { kind: 'done', label: 'Connected' };
  if (!s.started) return { kind: 'not_started', label: 'Not started' };
  if (s.status === 'in_review' || s.status === 'step_up_review') return { kind: 'in_progress', label: 'In progress' };
  if (s.status === 'step_up_needed') return { kind: 'more_documents', label: 'More documents needed' };
  if (s.status === 'declined') return { kind: 'declined', label: 'Not approved: contact support' };
  if (s.status === 'approved') {
    if (s.connection === 'pending_verification') return { kind: 'action_needed', label: 'Confirm the two deposits' };
    if (s.connection === 'locked') return { kind: 'action_needed', label: 'Deposit check locked for a day' };
  }
  const steps = bankApplicationSteps('planOwner');
  const index = Math.max(
    0,
    steps.findIndex((step) => step.key === s.currentStep),
  );
  return { kind: 'in_step', label: `Step ${index + 1} of ${steps.length}: ${steps[index].title}` };
}

/** The identity-verification tile: not started, in progress, more documents needed, verified. */
export function identityVerificationTile(s: BankApplicationSummary): TileState {
  if (s.status === 'approved') return { kind: 'done', label: 'Verified' };
  if (s.status === 'in_review' || s.status === 'step_up_review') return { kind: 'in_progress', label: 'In progress' };
  if (s.status === 'step_up_needed') return { kind: 'more_documents', label: 'More documents needed' };
  if (s.status === 'declined') return { kind: 'declined', label: 'Not verified: contact support' };
  if (!s.started) return { kind: 'not_started', label: 'Not started' };
  return { kind: 'in_step', label: 'Not submitted yet' };
}
