import {
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSignerDetails,
  type FieldErrors,
} from '@/domain/validation';
import { FISCAL_BASED } from '@/domain/checkout/employer-details';
import { CHECKOUT_SPOUSE_RULE } from '@/domain/checkout/personal-details';
import { contributionTypeErrors } from '@/domain/checkout/contribution-type';
import {
  CONTRIBUTION_FIELDS,
  CONTRIBUTION_FLAT_FIELDS,
  defaultContributionValues,
  fromContributionTypes,
  toContributionTypes,
} from '@/ui/checkout/contribution-fields';
import { isMaskedSsn, maskSsn } from '@/domain/shared/ssn-mask';
import type { FormValues } from '@/ui/kit/step-form';

/** The checkout steps that have a form. */
export type FormStepKey = 'personalDetails' | 'identityDetails' | 'employerDetails' | 'planDetails' | 'signerDetails';

/** Every form step key. */
export const FORM_STEP_KEYS: readonly FormStepKey[] = [
  'personalDetails',
  'identityDetails',
  'employerDetails',
  'planDetails',
  'signerDetails',
];

/** True for a step key that has a form. */
export function isFormStep(key: string): key is FormStepKey {
  return (FORM_STEP_KEYS as readonly string[]).includes(key);
}

/** What the rules of a step need besides its values. */
export interface StepRuleContext {
  now: Date;
  /** The owner said they are married (personal details): the plan step asks for the spouse's consent. */
  married: boolean;
  /** The saved SSN is kept: the masked value the server answered stands for it (decision 0080). */
  ssnSaved?: boolean;
}

/** Spouse consent fields of a married owner's plan details (decision 0078). */
export const SPOUSE_CONSENT = { signature: 'spouse_consent_signature', date: 'spouse_consent_date' } as const;

const SPOUSE_FIELDS = ['spouse_first_name', 'spouse_last_name', 'spouse_email'];
const MAILING_FIELDS = [
  'mailing_address01',
  'mailing_address02',
  'mailing_city',
  'mailing_state',
  'mailing_state_long',
  'mailing_postal_code',
];
const isSet = (value: unknown): boolean => value === true || value === 'true';

/** The plan rules, the spouse's consent included: the domain asks it while `married` (from personal details) is set. */
function planRules(values: FormValues, ctx: StepRuleContext): FieldErrors {
  const { contribution_types: typesErrors, ...planErrors } = validatePlanDetails(
    { ...values, married: ctx.married, contribution_types: toContributionTypes(values) },
    { now: ctx.now },
  );
  const errors: FieldErrors = { ...planErrors };
  // The form has no contribution_types field: the message shows beside the first type's checkbox (decision 0289).
  if (typesErrors !== undefined && typesErrors.length > 0) errors[CONTRIBUTION_FIELDS[0].enabled] = typesErrors;
  // Percent 0-100 and amount of money with at most two decimals, for each enabled type (decision 0130).
  for (const c of CONTRIBUTION_FIELDS) {
    const found = contributionTypeErrors({ enabled: values[c.enabled], percent: values[c.percent], amount: values[c.amount] });
    if (found.percent.length > 0) errors[c.percent] = found.percent;
    if (found.amount.length > 0) errors[c.amount] = found.amount;
  }
  return errors;
}

function personalRules(values: FormValues, ctx: StepRuleContext): FieldErrors {
  const errors = validatePersonalDetails(values, { now: ctx.now, spouseRule: CHECKOUT_SPOUSE_RULE });
  // The kept SSN shows as its mask, which the server swaps for the stored number; a mask is never valid otherwise.
  if (ctx.ssnSaved === true && isMaskedSsn(values.ssn_number)) return { ...errors, ssn_number: undefined };
  return errors;
}

/** The domain rules of a step (section 5; the spouse rule is 'married'). */
export function stepRules(key: FormStepKey, values: FormValues, ctx: StepRuleContext): FieldErrors {
  switch (key) {
    case 'personalDetails':
      return personalRules(values, ctx);
    case 'identityDetails':
      return validateIdentityDetails(values, { now: ctx.now });
    case 'employerDetails':
      return validateEmployerDetails(values, { now: ctx.now });
    case 'planDetails':
      return planRules(values, ctx);
    case 'signerDetails':
      return validateSignerDetails(values, { now: ctx.now });
  }
}

/** The values a new step starts with (section 3 defaults: loan, Roth and Roth rollover on; decision 0222: both distribution settings on). */
export function stepDefaults(key: FormStepKey): FormValues {
  switch (key) {
    case 'personalDetails':
      return { different_mailing_address: false, married: false, control_group: false };
    case 'employerDetails':
      return { different_mailing_address: false };
    case 'planDetails':
      return {
        plan_origin: 'new',
        plan_loan: true,
        plan_roth: true,
        plan_roth_roll: true,
        plan_roth_employer: false,
        plan_in_service: true,
        plan_spouse_consent: true,
        loan_interest_rate_type: 'fixed',
        isSelectedSignature: false,
        ...defaultContributionValues(),
      };
    case 'signerDetails':
      return { isSelectedSignature: false };
    default:
      return {};
  }
}

const digitsOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * The body saved for a step: hidden fields left out (spouse when not married, mailing without the flag,
 * fiscal date unless fiscalBased), number twins filled (EIN digits, masked SSN), the step marked complete.
 */
export function stepPayload(key: FormStepKey, values: FormValues): FormValues {
  const out: FormValues = { ...values, step_complete: true };
  const drop = (fields: readonly string[]): void => fields.forEach((f) => delete out[f]);
  if (key === 'personalDetails' || key === 'employerDetails') {
    if (!isSet(values.different_mailing_address)) drop(MAILING_FIELDS);
  }
  if (key === 'personalDetails') {
    if (!isSet(values.married)) drop(SPOUSE_FIELDS);
    out.ssn = maskSsn(values.ssn_number);
  }
  if (key === 'employerDetails') {
    if (values.employer_fiscal_year_end !== FISCAL_BASED) delete out.employer_fiscal_year_end_date;
    out.employer_ein_number = digitsOf(values.employer_ein);
  }
  if (key === 'planDetails') {
    delete out.married;
    out.plan_ein_number = digitsOf(values.plan_ein);
    out.contribution_types = toContributionTypes(values);
    drop(CONTRIBUTION_FLAT_FIELDS);
    // A new plan has no original effective date or number of its own (decision 0343).
    if (values.plan_origin !== 'existing') drop(['plan_effective_date', 'plan_number']);
  }
  return out;
}

/** The form values of a saved step (the plan's `contribution_types` list spread into the form's flat fields). */
export function formValuesOf(key: FormStepKey, saved: FormValues): FormValues {
  if (key !== 'planDetails') return saved;
  const { contribution_types: types, ...rest } = saved;
  // A distribution setting reads as the distribution rules read it (decision 0222, planDistributionRulesOf): off only
  // when saved as false (or 'false', from a draft another client stored); anything else is on: leave it out so the
  // form's default shows it on.
  for (const setting of ['plan_in_service', 'plan_spouse_consent']) {
    if (rest[setting] === 'false') rest[setting] = false;
    else if (typeof rest[setting] !== 'boolean') delete rest[setting];
  }
  return { ...rest, ...fromContributionTypes(types) };
}
