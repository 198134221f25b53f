import type { BankApplicationStepKey } from '@/domain/flow';

/**
 * Where a bank application stands on the server (decision 0140). The client moves only between the three
 * editing steps while it is a draft; every later step follows from the status, which only the server changes.
 */
export type BankApplicationStatus = 'draft' | 'in_review' | 'step_up_needed' | 'step_up_review' | 'approved' | 'declined';

/** The steps a user fills in before submitting, in order. */
export const EDITING_STEPS: readonly BankApplicationStepKey[] = ['chooseAccount', 'fillApplication', 'identityDetails'];

/** The step a status shows; a draft shows the editing step the user was on. */
export function stepOfStatus(status: BankApplicationStatus, draftStep: BankApplicationStepKey): BankApplicationStepKey {
  switch (status) {
    case 'draft':
      return EDITING_STEPS.includes(draftStep) ? draftStep : 'chooseAccount';
    case 'in_review':
    case 'step_up_review':
      return 'inProgress';
    case 'step_up_needed':
    case 'declined':
      return 'stepUpNeeded';
    case 'approved':
      return 'ConnectBank';
  }
}

/** True when a client may make `step` the current step while the application has `status`. */
export function mayMoveTo(status: BankApplicationStatus, step: string): boolean {
  if (status === 'draft') return (EDITING_STEPS as readonly string[]).includes(step);
  return step === stepOfStatus(status, 'chooseAccount');
}

/** True when the user may save data of `step` (editing steps only as a draft; ConnectBank only once approved). */
export function mayEditStep(status: BankApplicationStatus, step: string): boolean {
  if ((EDITING_STEPS as readonly string[]).includes(step)) return status === 'draft';
  if (step === 'ConnectBank') return status === 'approved';
  return false;
}

/** Submitting the completed editing steps sends a draft for review; any other status stays. */
export function submitApplication(status: BankApplicationStatus): BankApplicationStatus {
  return status === 'draft' ? 'in_review' : status;
}

/** Sending the step-up documents asks for a second review. */
export function submitStepUp(status: BankApplicationStatus): BankApplicationStatus {
  return status === 'step_up_needed' ? 'step_up_review' : status;
}

/** A review's decision by score: a pass approves; a first failure asks for documents, a second declines. */
export function decideReview(status: BankApplicationStatus, score: number, minPassingScore: number): BankApplicationStatus {
  const passed = score >= minPassingScore;
  if (status === 'in_review') return passed ? 'approved' : 'step_up_needed';
  if (status === 'step_up_review') return passed ? 'approved' : 'declined';
  return status;
}

/** True while the bank is reviewing (the in-progress page polls). */
export function isUnderReview(status: BankApplicationStatus): boolean {
  return status === 'in_review' || status === 'step_up_review';
}
