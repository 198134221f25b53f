/**
 * Words for the audit actions the product records (decision 0297): the support console's trail and the server's CSV
 * export show these, never the codes.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  enter_admin_mode: 'Entered admin mode',
  leave_admin_mode: 'Left admin mode',
  view: 'Viewed in admin mode',
  disable: 'Disabled the account',
  enable: 'Re-enabled the account',
  send_sign_in_link: 'Sent a sign-in link',
  reset_factors: 'Reset the second factors',
  reset_factors_failed: 'Tried to reset the second factors (the identity provider refused)',
  create: 'Created',
  rename: 'Renamed',
  move: 'Moved',
  remove: 'Removed',
  restore: 'Restored',
  upload: 'Uploaded',
  edit: 'Changed',
  save: 'Saved',
  'save-draft': 'Saved a draft',
  'save-progress': 'Saved the progress',
  accept: 'Accepted',
  apply: 'Applied',
  attach_statement: 'Attached a statement',
  correct: 'Corrected',
  designate: 'Designated',
  generate: 'Generated',
  join: 'Joined',
  offset: 'Offset the loan on separation from service',
  pay: 'Paid',
  repay: 'Recorded a repayment',
  reverse_repayment: 'Reversed a repayment recorded by mistake',
  request: 'Requested',
  revoke: 'Revoked',
  send: 'Sent',
  sign: 'Signed',
  sign_letter: 'Signed the letter of acceptance',
  spouse_consent: 'Recorded the spouse consent',
  withdraw: 'Withdrew',
};

/** Words for the method of a write that its route did not name (the API's safety net records `METHOD /route`). */
const METHOD_WORDS: Readonly<Record<string, string>> = {
  POST: 'Submitted',
  PUT: 'Saved',
  PATCH: 'Changed',
  DELETE: 'Deleted',
};

/**
 * An audit action as people read it: known codes in words; a safety-net record `POST /route` as "Submitted (POST
 * /route)"; other codes with spaces for underscores and dashes, capitalised.
 */
export function actionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const route = /^(POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(action);
  if (route) return `${METHOD_WORDS[route[1] as string]} (${action})`;
  const words = action.replace(/[_-]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An object type as people read it ("bank_application" -> "bank application"). */
export function objectTypeLabel(type: string): string {
  return type.replace(/[_-]/g, ' ');
}
