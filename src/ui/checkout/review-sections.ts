import { FISCAL_BASED } from '@/domain/checkout/employer-details';
import { CONTRIBUTION_FIELDS } from '@/ui/checkout/contribution-fields';
import { labelOf } from '@/ui/checkout/field-labels';
import { codedLabel, DATE_FIELDS, isPlanSetting, planSettingLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import { maskSsn } from '@/domain/shared/ssn-mask';
import type { FormStepKey } from '@/ui/checkout/step-settings';
import type { FormValues } from '@/ui/kit/step-form';

/** One value on the review page: a text or a signature image. */
export interface ReviewRow {
  label: string;
  value: string;
  /** A PNG data URL to show as an image (signatures). */
  image?: string;
}

const isSet = (v: unknown): boolean => v === true || v === 'true';
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const FLAGS = new Set([
  'different_mailing_address',
  'married',
  'control_group',
  'plan_loan',
  'plan_roth',
  'plan_roth_roll',
  'plan_roth_employer',
]);
const IMAGES = new Set(['plan_signature', 'participant_signature', 'spouse_consent_signature']);

const ADDRESS = ['address01', 'address02', 'city', 'state', 'postal_code', 'different_mailing_address'];
const MAILING = ['mailing_address01', 'mailing_address02', 'mailing_city', 'mailing_state', 'mailing_postal_code'];
const FIELDS: Record<FormStepKey, (v: FormValues) => string[]> = {
  personalDetails: (v) => [
    'title',
    'first_name',
    'middle_name',
    'last_name',
    'DOB',
    'gender',
    ...ADDRESS,
    ...(isSet(v.different_mailing_address) ? MAILING : []),
    'email',
    'phone',
    'ssn_number',
    'occupation',
    'married',
    ...(isSet(v.married) ? ['spouse_first_name', 'spouse_last_name', 'spouse_email'] : []),
    'control_group',
  ],
  identityDetails: () => ['id_type', 'id_number', 'id_state', 'id_expiry_date', 'id_photo_number'],
  employerDetails: (v) => [
    'employer_name',
    ...ADDRESS,
    ...(isSet(v.different_mailing_address) ? MAILING : []),
    'employer_phone',
    'employer_email',
    'employer_website',
    'employer_ein',
    'entity_type',
    'employer_incorp_date',
    'employer_incorporation_state',
    'employer_fiscal_year_end',
    ...(v.employer_fiscal_year_end === FISCAL_BASED ? ['employer_fiscal_year_end_date'] : []),
    'employer_naics_code',
    'employer_naics_code_description',
  ],
  planDetails: (v) => [
    'plan_origin',
    'plan_name',
    'plan_ein',
    'plan_establish_date',
    ...(v.plan_origin === 'existing' ? ['plan_effective_date', 'plan_number'] : []),
    'plan_loan',
    ...(isSet(v.plan_loan) ? ['loan_interest_rate', 'loan_interest_rate_type'] : []),
    'plan_roth',
    'plan_roth_roll',
    'plan_roth_employer',
    'plan_in_service',
    'plan_spouse_consent',
    'plan_signer_first_name',
    'plan_signer_last_name',
    'plan_signer_title',
    'plan_sign_date',
    'plan_signature',
    ...(v.spouse_consent_signature ? ['spouse_consent_signature', 'spouse_consent_date'] : []),
  ],
  signerDetails: () => [
    'participant_signer_first_name',
    'participant_signer_last_name',
    'participant_signer_title',
    'participant_sign_date',
    'participant_signature',
  ],
};

function display(field: string, value: unknown, locale: string | undefined): string {
  if (field === 'ssn_number') return maskSsn(value);
  if (FLAGS.has(field)) return isSet(value) ? 'Yes' : 'No';
  if (isPlanSetting(field)) return planSettingLabel(field, value);
  if (IMAGES.has(field)) return value ? 'Signed' : 'Not signed';
  if (DATE_FIELDS.has(field)) return formatDate(value, { locale });
  return codedLabel(field, value);
}

/**
 * The rows of one step on the review page: every value entered, hidden fields left out, the SSN masked; money and
 * dates as `locale` writes them (the user's, decision 0203; en-US when undefined).
 */
export function reviewRows(key: FormStepKey, values: FormValues, locale?: string): ReviewRow[] {
  const rows: ReviewRow[] = FIELDS[key](values).map((field) => {
    const value = values[field];
    const row: ReviewRow = { label: labelOf(field), value: display(field, value, locale) };
    if (IMAGES.has(field) && typeof value === 'string' && value.startsWith('data:image/png')) row.image = value;
    return row;
  });
  if (key === 'planDetails') {
    for (const c of CONTRIBUTION_FIELDS) {
      rows.push({
        label: c.name,
        value: isSet(values[c.enabled])
          ? `On · ${str(values[c.percent]) || '0'}% · ${formatMoney(Number(str(values[c.amount]) || '0'), { compact: true, locale })}`
          : 'Off',
      });
    }
  }
  return rows;
}
