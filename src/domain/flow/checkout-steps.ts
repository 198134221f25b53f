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

const personalDetails: StepDefinition<CheckoutStepKey> = { key: 'personalDetails', title: 'Personal Details' };
const identityDetails: StepDefinition<CheckoutStepKey> = { key: 'identityDetails', title: 'Identity Details' };
const review: StepDefinition<CheckoutStepKey> = { key: 'review', title: 'Review', hidden: true };
const payment: StepDefinition<CheckoutStepKey> = { key: 'payment', title: 'Checkout' };

const PLAN_OWNER_CHECKOUT: readonly StepDefinition<CheckoutStepKey>[] = Object.freeze([
  personalDetails,
  identityDetails,
  { key: 'employerDetails', title: 'Employer Details' },
  { key: 'planDetails', title: 'Plan Details' },
  review,
  payment,
]);

const PARTICIPANT_CHECKOUT: readonly StepDefinition<CheckoutStepKey>[] = Object.freeze([
  personalDetails,
  identityDetails,
  { key: 'signerDetails', title: 'Signer Details' },
  review,
  payment,
]);

/** The checkout steps for a role: participants have no employer step and sign instead of setting up the plan. */
export function checkoutSteps(role: PlanRole): readonly StepDefinition<CheckoutStepKey>[] {
  return role === 'participant' ? PARTICIPANT_CHECKOUT : PLAN_OWNER_CHECKOUT;
}
