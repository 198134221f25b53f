/**
 * The stable validation API: every form rule of spec section 5, keyed by the spec's field names.
 * Synchronous, pure (time comes in `ctx.now`), and never throws on any input.
 */
import type { FieldErrors } from '@/domain/shared/field-errors';
import { CheckoutBankDetails, OnboardingBankDetails } from '@/domain/checkout/bank-details';
import { EmployerDetails } from '@/domain/checkout/employer-details';
import { IdentityDetails } from '@/domain/checkout/identity-details';
import { PersonalDetails } from '@/domain/checkout/personal-details';
import { PlanDetails } from '@/domain/checkout/plan-details';
import { SignerDetails } from '@/domain/checkout/signer-details';
import type { RuleContext } from '@/domain/shared/rule-context';
import { SearchQuery } from '@/domain/shared/search-query';
import { validateEntity } from '@/domain/validation/validate-entity';

export type { RuleContext } from '@/domain/shared/rule-context';
export { isValidSsn } from '@/domain/shared/ssn';
export { isValidEin } from '@/domain/shared/ein';
export { formatPhone, isValidPhone, PHONE_INVALID, PHONE_REQUIRED, validatePhone } from '@/domain/shared/phone';

export type { FieldErrors } from '@/domain/shared/field-errors';

/** Personal details: names, DOB, address and mailing address, contact, SSN, occupation, spouse. */
export function validatePersonalDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(PersonalDetails, values, ctx);
}

/** Identity details: ID type, number, issuing state and expiry date. */
export function validateIdentityDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(IdentityDetails, values, ctx);
}

/** Employer details: name, address, EIN, entity type, incorporation and fiscal year, industry code. */
export function validateEmployerDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(EmployerDetails, values, ctx);
}

/** Plan details: name, EIN, establish date, loan interest rate, distribution settings, signer and signature. */
export function validatePlanDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(PlanDetails, values, ctx);
}

/** Signer details of a participant: signer names, title, signature and sign date. */
export function validateSignerDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(SignerDetails, values, ctx);
}

/** Bank details, in the onboarding variant (default) or the checkout variant (`ctx.variant`). */
export function validateBankDetails(values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  return validateEntity(ctx?.variant === 'checkout' ? CheckoutBankDetails : OnboardingBankDetails, values, ctx);
}

/** The message of the first search rule the value breaks, or undefined when it is a valid search. */
export function validateSearch(value: string): string | undefined {
  return validateEntity(SearchQuery, { value }).value?.[0];
}
