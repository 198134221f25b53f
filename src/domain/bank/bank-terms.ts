/**
 * The terms of the plan's trust account that the applicant accepts with bank_terms_agree (spec "Bank details"). Shown in
 * full beside the checkbox so that they are read before they are accepted (issue 28). The identification notice is the
 * customer identification programme notice banks give before an account is opened (31 CFR 1020.220(a)(5)).
 */
export const BANK_TERMS_TITLE = 'Trust account terms and conditions';

/** The terms, one paragraph each. */
export const BANK_TERMS: readonly string[] = [
  "The account is a deposit account of the plan's trust, opened in the plan's name and under its EIN. Only the plan's " +
    'trustee may give instructions; the money in it belongs to the plan and may be used only for the plan and its ' +
    'participants.',
  'Important information about opening a new account: to help the government fight the funding of terrorism and money ' +
    'laundering activities, federal law requires all financial institutions to obtain, verify and record information ' +
    'that identifies each person who opens an account. We ask for your name, address, date of birth and identification ' +
    'number, and may ask for your ID and other documents.',
  'Deposits are insured by the FDIC up to the applicable limits; a retirement plan account is insured per participant ' +
    'for the share each participant holds.',
  'There is no monthly fee and no minimum balance. Outgoing wires and returned payments may carry the fees the bank ' +
    'publishes; you are told of any new fee at least 30 days before it applies.',
  'Statements are delivered electronically every month. By accepting you agree to receive statements, notices and ' +
    'disclosures electronically; you may ask for them on paper at any time.',
  'Tell the bank within 60 days of a statement about any transfer you did not make. Either party may close the account ' +
    "with notice; the balance is then paid to the plan's trustee or to another account of the plan.",
];
