import type { Choice } from '@/domain/display/option-lists';

/** Choices of the monthly activity fields (counts per month). */
export const MONTHLY_ACTIVITY: readonly Choice[] = [
  { value: '0', label: 'None' },
  { value: '1-5', label: '1 to 5 a month' },
  { value: '6-20', label: '6 to 20 a month' },
  { value: '21+', label: 'More than 20 a month' },
];

/** What the plan will hold (bank_assets_type); "other" asks for bank_assets_type_other. */
export const ASSETS_TYPES: readonly Choice[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'securities', label: 'Stocks, bonds and funds' },
  { value: 'realEstate', label: 'Real estate' },
  { value: 'preciousMetals', label: 'Precious metals' },
  { value: 'other', label: 'Other' },
];

/** Yearly income bands (bank_income). */
export const INCOME_BANDS: readonly Choice[] = [
  { value: 'under50000', label: 'Under $50,000' },
  { value: '50000-100000', label: '$50,000 to $100,000' },
  { value: '100000-250000', label: '$100,000 to $250,000' },
  { value: 'over250000', label: 'Over $250,000' },
];

/** Where the plan's money comes from (bank_source_of_funds); "other" asks for bank_source_of_funds_other. */
export const SOURCES_OF_FUNDS: readonly Choice[] = [
  { value: 'contributions', label: 'New contributions from the business' },
  { value: 'rollover', label: 'Rollover from another retirement plan' },
  { value: 'transfer', label: 'Transfer from an IRA' },
  { value: 'other', label: 'Other' },
];

/** Account types of the primary account. */
export const ACCOUNT_TYPE_CHOICES: readonly Choice[] = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];

/** Labels of the bank application's fields, as the forms show them. */
export const BANK_FIELD_LABELS: Readonly<Record<string, string>> = {
  bank_id: 'Bank',
  bank_account_monthly_activity_domestic: 'Monthly domestic transactions',
  bank_account_monthly_activity_international: 'Monthly international transactions',
  bank_account_monthly_wire_activity: 'Monthly wire transfers',
  bank_account_monthly_ach_activity: 'Monthly ACH transfers',
  bank_assets_type: 'Assets the plan will hold',
  bank_assets_type_other: 'Other assets',
  bank_income: 'Yearly income',
  bank_source_of_funds: 'Source of funds',
  bank_source_of_funds_other: 'Other source of funds',
  bankPin: 'Telephone banking PIN (optional)',
  bank_terms_agree: 'I accept the bank’s terms and conditions',
  plan_signature: 'Signature',
  plan_signer_first_name: 'Signer first name',
  plan_signer_last_name: 'Signer last name',
  plan_signer_title: 'Signer title',
  plan_sign_date: 'Signed on',
  id_type: 'ID type',
  id_number: 'ID number',
  id_state: 'State issued',
  id_expiry_date: 'Expiration date',
  routing_number: 'Routing number',
  account_number: 'Account number',
  account_number_confirm: 'Account number again',
  account_type: 'Account type',
  deposit_1: 'First deposit',
  deposit_2: 'Second deposit',
};
