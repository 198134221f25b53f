import type { PlanRole, StepDefinition } from './step-definition';

/** Keys of the checkout flow steps (spec section 2). */
export type CheckoutStepKey =
  | 'personalDetails'
  | 'identityDetails'
  | 'employerDetails'
  | 'planDetails'
  | 'signerDetails'
  | 'review'
  | 'payment';

const PLAN_OWNER_CHECKOUT: readonly StepDefinition<CheckoutStepKey>[] = Object.freeze([
  { key: 'personalDetails', title: 'Personal Details' },
  { key: 'identityDetails', title: 'Identity Details' },
  { key: 'employerDetails', title: 'Employer Details' },
  { key: 'planDetails', title: 'Plan Details' },
  { key: 'review', title: 'Review', hidden: true },
  { key: 'payment', title: 'Checkout' },
]);

const signerDetails: StepDefinition<CheckoutStepKey> = { key: 'signerDetails', title: 'Signer Details' };

/** Participant variant (spec section 2): the employer step removed, the plan step replaced by signer details. */
const PARTICIPANT_CHECKOUT: readonly StepDefinition<CheckoutStepKey>[] = Object.freeze(
  PLAN_OWNER_CHECKOUT.filter((step) => step.key !== 'employerDetails').map((step) =>
    step.key === 'planDetails' ? signerDetails : step,
  ),
);

/** The checkout steps for a role: participants have no employer step and sign instead of setting up the plan. */
export function checkoutSteps(role: PlanRole): readonly StepDefinition<CheckoutStepKey>[] {
  return role === 'participant' ? PARTICIPANT_CHECKOUT : PLAN_OWNER_CHECKOUT;
}
