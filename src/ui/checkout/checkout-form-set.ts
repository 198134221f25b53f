import { checkoutSteps, type PlanRole, type StepDefinition, type CheckoutStepKey } from '@/domain/flow';
import type { CheckoutRecord } from '@/domain/checkout/checkout-record';
import type { CheckoutDrafts } from '@/ui/checkout/checkout-drafts';
import type { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { initialValues } from '@/ui/checkout/checkout-resume';
import { reviewRows, type ReviewRow } from '@/ui/checkout/review-sections';
import { isFormStep, stepRules, type FormStepKey, type StepRuleContext } from '@/ui/checkout/step-settings';
import type { StepForm } from '@/ui/kit/step-form';

/** The forms of a role's checkout steps, by step key. */
export type CheckoutForms = Partial<Record<FormStepKey, StepForm>>;

/** One section of the review page: a step's title, key (to edit it) and values. */
export interface ReviewSection {
  key: FormStepKey;
  title: string;
  rows: ReviewRow[];
}

/** What building the forms needs besides the saved state. */
export interface FormSetContext {
  role: PlanRole;
  make: CheckoutFactories;
  drafts: CheckoutDrafts | undefined;
  /** The rules' context at the moment they run (time, marriage, kept SSN). */
  ruleContext: () => StepRuleContext;
  /** The current time, for draft stamps. */
  now: () => Date;
  /** The account's own e-mail, prefilled where the form asks for the user's e-mail (issue 11). */
  accountEmail: string | undefined;
}

/** Builds every form step's form: saved values, then newer drafts, then the account's e-mail where still empty. */
export function buildCheckoutForms(state: CheckoutRecord, ctx: FormSetContext): CheckoutForms {
  const forms: CheckoutForms = {};
  for (const { key } of checkoutSteps(ctx.role)) {
    if (!isFormStep(key)) continue;
    const initial = initialValues(key, state.steps[key], ctx.drafts?.read(key));
    if (key === 'personalDetails' && !initial.email && ctx.accountEmail) initial.email = ctx.accountEmail;
    forms[key] = ctx.make.stepForm(
      (values) => stepRules(key, values, ctx.ruleContext()),
      initial,
      (values) => ctx.drafts?.write(key, values, ctx.now()),
    );
  }
  return forms;
}

/** Every value entered, by step, for the review page. */
export function reviewSectionsOf(
  definitions: readonly StepDefinition<CheckoutStepKey>[],
  forms: CheckoutForms,
  locale?: string,
): ReviewSection[] {
  const out: ReviewSection[] = [];
  for (const step of definitions) {
    const form = isFormStep(step.key) ? forms[step.key] : undefined;
    if (form && isFormStep(step.key))
      out.push({ key: step.key, title: step.title, rows: reviewRows(step.key, form.values, locale) });
  }
  return out;
}
