/** The question asked before every purchase (IRC 4975 disqualified persons, in plain words). */
export const PROHIBITED_QUESTION = 'Does the seller or the property involve you, a member of your family, or a business you own?';

/** Why a yes stops the purchase, in plain words. */
export const PROHIBITED_EXPLANATION =
  'The plan cannot make this purchase. Federal tax law (Internal Revenue Code section 4975) forbids a retirement plan ' +
  'from buying from, selling to, or dealing with you, your family (spouse, parents, children and their spouses) or a ' +
  'business you own. Such a "prohibited transaction" can cost the plan its tax benefits and bring excise taxes. ' +
  'If you are unsure whether this applies, ask support before going further.';

/** Answer to the prohibited-transaction question; undefined until answered. */
export type ProhibitedAnswer = 'yes' | 'no' | undefined;

/** Message when the question is not answered. */
export const PROHIBITED_REQUIRED = 'Please answer whether the seller or the property involves you';

/** Whether the answer stops the purchase. */
export function isProhibited(answer: ProhibitedAnswer): boolean {
  return answer === 'yes';
}

/** Messages for the answer: required before a purchase; a yes is a stop, reported separately by `isProhibited`. */
export function prohibitedAnswerErrors(answer: ProhibitedAnswer): string[] {
  return answer === 'yes' || answer === 'no' ? [] : [PROHIBITED_REQUIRED];
}
