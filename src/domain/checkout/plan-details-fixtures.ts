/** The day the plan-details tests validate on. */
export const PLAN_DETAILS_CONTEXT = { now: new Date('2026-11-22T12:00:00Z') };

/** A 1x1 PNG: a drawn signature. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A new plan's details that pass every rule but the contribution types' (tests add their own). */
export const PLAN_DETAILS_WITHOUT_TYPES = {
  plan_name: 'Lovelace Solo 401(k) Plan',
  plan_establish_date: '2026-01-01',
  loan_interest_rate: '5.5',
  plan_signature: SIGNATURE_PNG,
  plan_signer_first_name: 'Ada',
  plan_signer_last_name: 'Lovelace',
  plan_signer_title: 'Owner',
  plan_sign_date: '2026-11-22',
};

/** A new plan's details that pass every rule. */
export const VALID_PLAN_DETAILS = {
  ...PLAN_DETAILS_WITHOUT_TYPES,
  contribution_types: [{ name: 'Deferral Pre-Tax', enabled: true, percent: 10, amount: 0 }],
};
