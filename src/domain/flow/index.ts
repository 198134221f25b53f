export type { StepStatus, StepDefinition, StepView, PlanRole } from './step-definition';
export { StepFlow } from './step-flow';
export { checkoutSteps, type CheckoutStepKey } from './checkout-steps';
export { bankApplicationSteps, type BankApplicationStepKey } from './bank-application-steps';
