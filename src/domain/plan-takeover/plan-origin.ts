import { customRule, type RuleDecorator } from '@/domain/shared/custom-rule';
import { isFilled } from '@/domain/shared/field-values';

/**
 * Where the owner's plan comes from (decision 0343): a plan the product sets up ('new', the default), or a plan the
 * owner already has elsewhere and brings ('existing'), which the product then treats as continuing: its original
 * effective date and plan number on every document, its earlier plan years' Form 5500-EZ filings recorded.
 */
export const PLAN_ORIGINS = ['new', 'existing'] as const;

/** A plan's origin. */
export type PlanOrigin = (typeof PLAN_ORIGINS)[number];

/** The choice's words, as the checkout offers it. */
export const PLAN_ORIGIN_LABELS: Readonly<Record<PlanOrigin, string>> = {
  new: 'A new plan',
  existing: 'A plan I already have elsewhere',
};

/** Messages of the existing plan's fields. */
export const PLAN_ORIGIN_INVALID = 'Choose a new plan or a plan you already have';
export const ORIGINAL_EFFECTIVE_DATE_REQUIRED = 'Original effective date is required';
export const ORIGINAL_EFFECTIVE_DATE_PAST = 'Original effective date must be in the past';
export const PLAN_NUMBER_REQUIRED = 'Plan number is required';
export const PLAN_NUMBER_INVALID = 'Plan number must be three digits from 001 to 500';

/** The plan number of the employer's first plan (Form 5500-EZ instructions, line 1b: start at 001). */
export const FIRST_PLAN_NUMBER = '001';

/** Whether saved plan details (or any values with `plan_origin`) describe a plan brought from elsewhere. */
export function isExistingPlan(values: { plan_origin?: unknown } | undefined): boolean {
  return values?.plan_origin === 'existing';
}

/** The origin a value names, 'new' for anything else (absent, null, unknown). */
export function planOriginOf(value: unknown): PlanOrigin {
  return value === 'existing' ? 'existing' : 'new';
}

/**
 * A plan number as Form 5500-EZ line 1b takes it: three digits. The Form 5500 instructions (line 1b) number an
 * employer's pension benefit plans from 001 on, consecutively, and its welfare benefit plans from 501 on (a
 * one-participant plan is never a welfare plan), so a solo 401(k)'s number is 001 to 500.
 */
export function isPlanNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{3}$/.test(value)) return false;
  const n = Number(value);
  return n >= 1 && n <= 500;
}

/** The plan number the documents print: the existing plan's own, else 001 (decision 0072). */
export function planNumberOf(values: { plan_origin?: unknown; plan_number?: unknown } | undefined): string {
  return isExistingPlan(values) && isPlanNumber(values?.plan_number) ? (values?.plan_number as string) : FIRST_PLAN_NUMBER;
}

/** The date the plan first became effective (Form 5500-EZ line 1c): an existing plan's original date, else the establish date. */
export function effectiveDateOf(values: Record<string, unknown> | undefined): string {
  const chosen = isExistingPlan(values) ? values?.plan_effective_date : values?.plan_establish_date;
  return isFilled(chosen) ? chosen.trim() : '';
}

/** The field holds a plan number (rule above). */
export const IsPlanNumber: RuleDecorator = customRule('isPlanNumber', isPlanNumber);

/** The field is one of the plan origins (absent counts as 'new'). */
export const IsPlanOrigin: RuleDecorator = customRule(
  'isPlanOrigin',
  (value) => value === undefined || value === null || value === '' || (PLAN_ORIGINS as readonly unknown[]).includes(value),
);
