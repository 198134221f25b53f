import type { PlanRole, StepDefinition } from './step-definition';

/** Keys of the bank application steps (spec section 2). */
export type BankApplicationStepKey =
  | 'chooseAccount'
  | 'fillApplication'
  | 'identityDetails'
  | 'inProgress'
  | 'stepUpNeeded'
  | 'ConnectBank';

const BANK_APPLICATION: readonly StepDefinition<BankApplicationStepKey>[] = Object.freeze([
  { key: 'chooseAccount', title: 'Choose an Account' },
  { key: 'fillApplication', title: 'Fill Out Bank Application' },
  { key: 'identityDetails', title: 'Identity Verification' },
  { key: 'inProgress', title: 'In Progress' },
  { key: 'stepUpNeeded', title: 'More Documentation Needed' },
  { key: 'ConnectBank', title: 'Connect Your Primary Bank Account' },
]);

/**
 * The bank application steps for a role. The participant variant removes the plan and employer
 * steps; the bank application has neither, so both roles get the same six steps (decision 0021).
 */
export function bankApplicationSteps(_role: PlanRole): readonly StepDefinition<BankApplicationStepKey>[] {
  return BANK_APPLICATION;
}
