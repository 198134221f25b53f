import { type CalendarDate, addDays, compareDates, parseIsoDate } from '@/domain/shared/calendar-date';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/**
 * Amendments and restatement of the product's pre-approved plan document (decision 0341). Pure and clock-free: the
 * day is passed in. Days are `YYYY-MM-DD` strings.
 */

/** The editions of the provider's pre-approved document: Cycle 3 (the adoption agreement so far) and Cycle 4. */
export type DocumentEdition = 'cycle_3' | 'cycle_4';

/** The catalogue's document ids (the path segment of the routes). */
export const SECURE_2_0_INTERIM_AMENDMENT = 'secure-2-0-interim-amendment';
export const CYCLE_4_RESTATEMENT = 'cycle-4-restatement';
export type AmendmentDocumentId = typeof SECURE_2_0_INTERIM_AMENDMENT | typeof CYCLE_4_RESTATEMENT;

/** One required document of the catalogue. */
export interface AmendmentDocument {
  id: AmendmentDocumentId;
  kind: 'amendment' | 'restatement';
  title: string;
  /** What the document contains, in one sentence. */
  contains: string;
  /** The first day it can be signed (a restatement window's opening), when there is one. */
  opensOn?: string;
  /** The last day to sign it. */
  deadline: string;
  /** True when the window's dates are the IRS's expectation, not yet announced. */
  expected: boolean;
  /** The editions of the plan document that need it. */
  editions: readonly DocumentEdition[];
  /** Only plans in effect on or before this day need it. */
  effectiveOnOrBefore: string;
  /** Documents that, signed on or before this one's deadline, satisfy it too. */
  satisfiedBy: readonly AmendmentDocumentId[];
}

/**
 * The catalogue, in deadline order.
 * - SECURE 2.0 interim amendment: SECURE 2.0 Act section 501 sets the amendment deadline; IRS Notice 2024-2 section IV
 *   extended it to December 31, 2026 for qualified plans other than governmental and collectively bargained ones.
 *   Plans in effect on or before that day need it. A Cycle 4 restatement signed by then contains the same provisions.
 * - Cycle 4 restatement: pre-approved plans are restated on the provider's newly approved document once each six-year
 *   cycle (Rev. Proc. 2016-37, six-year remedial amendment cycles); the IRS expects the Cycle 4 window to run from October 1, 2026 to
 *   September 30, 2028 (expected, not yet announced).
 */
export const AMENDMENT_CATALOGUE: readonly AmendmentDocument[] = [
  {
    id: SECURE_2_0_INTERIM_AMENDMENT,
    kind: 'amendment',
    title: 'SECURE 2.0 Interim Amendment',
    contains:
      'The SECURE Act and SECURE 2.0 Act provisions the plan has followed in operation: required minimum distributions from age 73, Roth catch-up and Roth employer contributions, and the penalty-free withdrawals.',
    deadline: '2026-12-31',
    expected: false,
    editions: ['cycle_3'],
    effectiveOnOrBefore: '2026-12-31',
    satisfiedBy: [CYCLE_4_RESTATEMENT],
  },
  {
    id: CYCLE_4_RESTATEMENT,
    kind: 'restatement',
    title: 'Restated Solo 401(k) Plan Adoption Agreement',
    contains:
      "The plan restated on the provider's Cycle 4 pre-approved document with your current elections; the original effective date is kept.",
    opensOn: '2026-10-01',
    deadline: '2028-09-30',
    expected: true,
    editions: ['cycle_3'],
    effectiveOnOrBefore: '2028-09-30',
    satisfiedBy: [],
  },
];

/** The catalogue entry with this id, or undefined. */
export function amendmentDocument(id: string): AmendmentDocument | undefined {
  return AMENDMENT_CATALOGUE.find((d) => d.id === id);
}

/** A task is due soon within this many days of its deadline. */
export const DUE_SOON_DAYS = 60;

/**
 * The state of a task:
 * - `signed`: its document is signed;
 * - `satisfied`: a document that includes it was signed by its deadline (the restatement includes the amendment);
 * - `upcoming`: its window has not opened yet;
 * - `overdue`: unsigned after the deadline;
 * - `due_soon`: unsigned, the deadline within DUE_SOON_DAYS days;
 * - `due`: unsigned, the deadline further away.
 */
export type AmendmentState = 'signed' | 'satisfied' | 'upcoming' | 'overdue' | 'due_soon' | 'due';

/** The plan as the rules read it. */
export interface AmendmentPlan {
  /** The plan's effective date (for a taken-over plan, its original effective date). */
  effectiveDate: string;
  edition: DocumentEdition;
  /** The termination date of the plan's adopted termination resolution (decision 0339), when it is ending. */
  terminationDate?: string;
}

/** A signature recorded for a catalogue document. */
export interface AmendmentSignature {
  documentId: AmendmentDocumentId;
  signedOn: string;
}

/** One task of the plan. */
export interface AmendmentTask {
  document: AmendmentDocument;
  state: AmendmentState;
  /** Days from today to the deadline (negative once passed). */
  daysLeft: number;
  /** The day its own signature was made, when signed. */
  signedOn?: string;
  /** The document whose signature satisfied it, when satisfied. */
  satisfiedBy?: AmendmentDocumentId;
}

function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

function day(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (parsed === undefined) throw new Error(`plan amendments: not a day: ${value}`);
  return parsed;
}

/**
 * Whether a plan needs the document: adopted on an edition that needs it, in effect on or before its cut-off. A plan
 * that is ending is not restated onto the next cycle's document (it is not maintained beyond its termination).
 */
export function needsDocument(plan: AmendmentPlan, document: AmendmentDocument): boolean {
  if (document.kind === 'restatement' && plan.terminationDate !== undefined) return false;
  return document.editions.includes(plan.edition) && plan.effectiveDate <= document.effectiveOnOrBefore;
}

/**
 * The document as this plan must meet it: a plan that is ending must be amended for every change in law in effect when
 * it terminates, so an amendment is due by the termination date when that comes before the amendment's own deadline
 * (IRS, "Terminating a retirement plan": the plan document is updated for all law changes before its assets are
 * distributed; decision 0341).
 */
export function documentForPlan(plan: AmendmentPlan, document: AmendmentDocument): AmendmentDocument {
  const end = plan.terminationDate;
  if (document.kind !== 'amendment' || end === undefined || end >= document.deadline) return document;
  return { ...document, deadline: end };
}

/** The state of one document's task for the plan on `today`, given the signatures made. */
export function amendmentTask(
  document: AmendmentDocument,
  signatures: readonly AmendmentSignature[],
  today: string,
): AmendmentTask {
  const daysLeft = dayNumber(day(document.deadline)) - dayNumber(day(today));
  const own = signatures.find((s) => s.documentId === document.id);
  if (own !== undefined) return { document, state: 'signed', daysLeft, signedOn: own.signedOn };
  const covering = signatures.find((s) => document.satisfiedBy.includes(s.documentId) && s.signedOn <= document.deadline);
  if (covering !== undefined) return { document, state: 'satisfied', daysLeft, satisfiedBy: covering.documentId };
  if (document.opensOn !== undefined && today < document.opensOn) return { document, state: 'upcoming', daysLeft };
  if (today > document.deadline) return { document, state: 'overdue', daysLeft };
  const soon = compareDates(addDays(day(today), DUE_SOON_DAYS), day(document.deadline)) >= 0;
  return { document, state: soon ? 'due_soon' : 'due', daysLeft };
}

/** The plan's tasks on `today`, in deadline order: every catalogue document the plan needs, with its state. */
export function amendmentTasks(plan: AmendmentPlan, signatures: readonly AmendmentSignature[], today: string): AmendmentTask[] {
  return AMENDMENT_CATALOGUE.filter((d) => needsDocument(plan, d))
    .map((d) => amendmentTask(documentForPlan(plan, d), signatures, today))
    .sort((a, b) => compareCodeUnits(a.document.deadline, b.document.deadline));
}

/** Whether the task's document can be signed now (open and not done). */
export function canSign(task: AmendmentTask): boolean {
  return task.state === 'due' || task.state === 'due_soon' || task.state === 'overdue';
}

/** The next task to act on: the first open one by deadline, else the first upcoming one, else undefined (all done). */
export function nextTask(tasks: readonly AmendmentTask[]): AmendmentTask | undefined {
  return tasks.find(canSign) ?? tasks.find((t) => t.state === 'upcoming');
}

/**
 * What to do about an overdue amendment: sign it now; a late amendment is a plan document failure correctable under
 * EPCRS (Rev. Proc. 2021-30), through the Voluntary Correction Program with the IRS, whose user fee is reduced for a
 * non-amender that applies within three months after the amendment deadline.
 */
export const OVERDUE_ADVICE =
  "Sign it now and correct the late adoption under the IRS's Employee Plans Compliance Resolution System (EPCRS, Rev. Proc. 2021-30); ask a plan professional.";
