/**
 * What bringing a plan from elsewhere takes (decision 0344) and how far the owner is: the three documents of the plan
 * in the library (the current adoption agreement, the trust document, the IRS letter that assigned the EIN: CP 575 or
 * 147C), and the opening balances. Prior years' Form 5500-EZ filings are recorded as well, but a plan whose assets
 * stayed at or under $250,000 filed none (Form 5500-EZ instructions, "Who Must File"), so they count as no item.
 */

/** The documents of a plan brought from elsewhere, each with its fixed name in the library folder. */
export const PRIOR_PLAN_DOCUMENTS = [
  { kind: 'adoption_agreement', name: 'Prior adoption agreement', label: 'Current adoption agreement' },
  { kind: 'trust_document', name: 'Trust document', label: 'Trust document' },
  { kind: 'ein_letter', name: 'IRS EIN letter', label: 'IRS EIN letter (CP 575 or 147C)' },
] as const;

/** One document's kind. */
export type PriorPlanDocumentKind = (typeof PRIOR_PLAN_DOCUMENTS)[number]['kind'];

/** The library folder the documents are filed in. */
export const PRIOR_PLAN_FOLDER = 'Prior plan documents';

/** What is done: the document kinds present and whether the opening balances are recorded. */
export interface TakeoverState {
  readonly documents: readonly string[];
  readonly openingBalances: boolean;
}

/** The items done and in all (three documents and the opening balances). */
export function takeoverProgress(state: TakeoverState): { done: number; total: number } {
  const documents = PRIOR_PLAN_DOCUMENTS.filter((d) => state.documents.includes(d.kind)).length;
  return { done: documents + (state.openingBalances ? 1 : 0), total: PRIOR_PLAN_DOCUMENTS.length + 1 };
}

/** The home tile's words: "Bring your plan: 2 of 4 done", or that it is all done. */
export function takeoverSummary(state: TakeoverState): string {
  const { done, total } = takeoverProgress(state);
  return done === total ? 'Bring your plan: all done' : `Bring your plan: ${done} of ${total} done`;
}
