import {
  BENEFICIARY_RELATIONSHIPS,
  choiceLabel,
  type Choice,
  ENTITY_TYPES,
  FISCAL_YEAR_ENDS,
  GENDERS,
  ID_TYPES,
  IN_SERVICE_SETTINGS,
  LOAN_FREQUENCIES,
  LOAN_PURPOSES,
  LOAN_RATE_TYPES,
  LOAN_STATUSES,
  SPOUSE_CONSENT_SETTINGS,
  TITLES,
  US_STATES,
  PLAN_ORIGIN_CHOICES,
} from './option-lists';

/**
 * Every option list of a coded field, by the spec's field name: the one place a coded value ("llc", "primePlus",
 * "fiscalBased", "CA") gets the words a person reads. The review page, the plan documents (PDFs) and any list use it.
 */
export const OPTION_LISTS: Readonly<Record<string, readonly Choice[]>> = {
  title: TITLES,
  gender: GENDERS,
  state: US_STATES,
  mailing_state: US_STATES,
  id_type: ID_TYPES,
  id_state: US_STATES,
  entity_type: ENTITY_TYPES,
  employer_incorporation_state: US_STATES,
  employer_fiscal_year_end: FISCAL_YEAR_ENDS,
  loan_interest_rate_type: LOAN_RATE_TYPES,
  loan_purpose: LOAN_PURPOSES,
  payment_frequency: LOAN_FREQUENCIES,
  loan_status: LOAN_STATUSES,
  relationship: BENEFICIARY_RELATIONSHIPS,
  plan_in_service: IN_SERVICE_SETTINGS,
  plan_spouse_consent: SPOUSE_CONSENT_SETTINGS,
  plan_origin: PLAN_ORIGIN_CHOICES,
};

/** The plan settings that are on unless set to false (decisions 0221, 0222). */
const ON_UNLESS_FALSE: ReadonlySet<string> = new Set(['plan_in_service', 'plan_spouse_consent']);

/**
 * The words of a plan setting that is on unless set to false ("Allowed", "Not required" ...): absent or null reads as
 * on, as the distribution rules read it; never a raw true or false.
 */
export function planSettingLabel(field: 'plan_in_service' | 'plan_spouse_consent', value: unknown): string {
  return codedLabel(field, value === false || value === 'false' ? 'false' : 'true');
}

/** True for a plan setting that is on unless set to false (its words come from `planSettingLabel`). */
export function isPlanSetting(field: string): field is 'plan_in_service' | 'plan_spouse_consent' {
  return ON_UNLESS_FALSE.has(field);
}

/** The words of a coded field's value ('' for nothing; a value outside the list comes back as given). */
export function codedLabel(field: string, value: unknown): string {
  const choices = OPTION_LISTS[field];
  if (choices) return choiceLabel(choices, value);
  return value === undefined || value === null ? '' : String(value);
}

/** True when `field` holds a coded value. */
export function isCodedField(field: string): boolean {
  return OPTION_LISTS[field] !== undefined;
}

/** The checkout fees by their codes: the review page, the invoice and the payment provider's lines name them alike. */
export const FEE_LABELS: Readonly<Record<string, string>> = {
  plan_fee: 'Plan fee',
  setup_fee: 'Setup fee',
  plan_doc_generation: 'Plan document generation',
  plan_takeover_fee: 'Plan takeover fee',
};

/** The one name of a fee by its code (the fallback words only for a code without a label). */
export function feeLabel(code: string, fallback?: string): string {
  return FEE_LABELS[code] ?? fallback ?? code;
}

/** Fields that hold a calendar date (ISO in inputs and the API; formatted for people everywhere else). */
export const DATE_FIELDS: ReadonlySet<string> = new Set([
  'DOB',
  'id_expiry_date',
  'employer_incorp_date',
  'employer_fiscal_year_end_date',
  'plan_establish_date',
  'plan_effective_date',
  'plan_sign_date',
  'spouse_consent_date',
  'participant_sign_date',
]);
