/**
 * A valid Fill Out Bank Application step (the spec's field names), signed on `today` with `signature` (a PNG data
 * URL): the server's tests and the BankApi contract start from the same application.
 */
export function bankApplicationFixture(today: string, signature: string): Record<string, unknown> {
  return {
    bank_account_monthly_activity_domestic: '0-10',
    bank_account_monthly_activity_international: '0',
    bank_account_monthly_wire_activity: '0-5',
    bank_account_monthly_ach_activity: '0-5',
    bank_assets_type: 'cash',
    bank_income: '50000-100000',
    bank_source_of_funds: 'rollover',
    bank_terms_agree: true,
    plan_signer_first_name: 'Ada',
    plan_signer_last_name: 'Lovelace',
    plan_signer_title: 'Owner',
    plan_sign_date: today,
    plan_signature: signature,
  };
}
