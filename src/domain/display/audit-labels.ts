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
  offset_termination: "Offset the loan on the plan's termination",
  adopt_termination: 'Adopted the resolution to terminate the plan',
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

/** What each kind of audited object is called in a sentence. */
const OBJECT_NOUNS: Readonly<Record<string, string>> = {
  asset: 'Asset',
  asset_transaction: 'Asset transaction',
  asset_value: 'Asset value',
  document: 'Document',
  folder: 'Folder',
  version: 'New version of a document',
  contribution: 'Contribution',
  contribution_year: 'Compensation and other deferrals for the year',
  form_5500_ez_year: 'Form 5500-EZ facts',
  form_5500_ez_filing: 'Form 5500-EZ filing',
  form_5558_extension: 'Form 5558 extension',
  rollover: 'Rollover',
  loan: 'Loan',
  distribution: 'Distribution',
  annual_additions: 'Excess annual additions',
  invoice: 'Invoice',
  'checkout-step': 'Checkout step',
  'checkout-flow': 'Checkout',
  'bank-application': 'Bank application',
  beneficiary_designation: 'Beneficiary designation',
  invitation: 'Invitation',
  plan: 'Plan',
  plan_termination: "Plan's termination",
};

/** What happened to the object, after its noun ("Distribution approved"). */
const PARTICIPLES: Readonly<Record<string, string>> = {
  create: 'created',
  edit: 'changed',
  remove: 'removed',
  rename: 'renamed',
  move: 'moved',
  restore: 'restored',
  upload: 'uploaded',
  save: 'saved',
  'save-draft': 'saved as a draft',
  'save-progress': 'progress saved',
  generate: 'generated',
  request: 'requested',
  sign_letter: 'letter of acceptance signed',
  attach_statement: 'statement attached',
  apply: 'applied for',
  withdraw: 'withdrawn',
  sign: 'signed',
  offset: 'offset on separation from service',
  offset_termination: "offset on the plan's termination",
  adopt_termination: 'resolution adopted',
  repay: 'repayment recorded',
  reverse_repayment: 'repayment reversed (recorded by mistake)',
  correct: 'corrected',
  designate: 'made',
  spouse_consent: 'spouse consent recorded',
  pay: 'paid',
  send: 'sent',
  revoke: 'revoked',
  accept: 'accepted',
  join: 'joined',
};

/** The bank application's own actions (server/bank records them without a participle of their own). */
const BANK_ACTIONS: Readonly<Record<string, string>> = {
  submit: 'Bank application submitted',
  'submit-step-up': 'Additional documents sent to the bank',
  'complete-review': 'Bank review finished',
  'connect-account': 'Primary bank account connected',
};

/** Words of a code: "in_review" -> "in review". */
function codeWords(code: string): string {
  return code.replace(/[_-]+/g, ' ').trim();
}

/** Capitalises the first letter. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An audit entry as one sentence a person reads: "Distribution approved", "Loan repayment recorded", "Entered admin
 * mode", never a code, a route or an id (issue 28; decision 0297). Pages viewed in admin mode name the page's path.
 */
export function auditEntryText(action: string, objectType: string, objectId = ''): string {
  if (action === 'view' && objectType === 'page') return `Viewed ${objectId || 'a page'} in admin mode`;
  const own = AUDIT_ACTION_LABELS[action];
  if (objectType === 'user' && own) return own;
  if (objectType === 'bank-application') {
    const bank = BANK_ACTIONS[action];
    if (bank) return bank;
    const upload = /^upload-(.+)$/.exec(action);
    if (upload) return `Bank document uploaded (${codeWords(upload[1] as string)})`;
    const verify = /^verify-deposits-(.+)$/.exec(action);
    if (verify) return `Micro-deposits checked: ${codeWords(verify[1] as string)}`;
  }
  const route = /^(POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(action);
  if (route) {
    const where = (route[2] as string)
      .split('/')
      .filter((part) => part !== '' && !part.startsWith(':') && !part.startsWith('{') && part !== 'solo401k')
      .map(codeWords)
      .join(' ');
    return `${METHOD_WORDS[route[1] as string]}: ${where || 'the account'}`;
  }
  const noun = OBJECT_NOUNS[objectType] ?? capitalised(codeWords(objectType));
  const status = /^status:(.+)$/.exec(action);
  if (status) return `${noun} ${codeWords(status[1] as string)}`;
  const participle = PARTICIPLES[action];
  if (participle) return `${noun} ${participle}`;
  return own ?? `${noun}: ${codeWords(action)}`;
}
