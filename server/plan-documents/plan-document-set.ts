import { createHash } from 'node:crypto';
import { ADOPTION_AGREEMENT_TITLE, renderAdoptionAgreement } from './adoption-agreement';
import { FORM_5500_EZ_TITLE, renderForm5500Ez } from './form-5500-ez';
import { PARTICIPANT_AGREEMENT_TITLE, renderParticipantAgreement } from './participant-agreement';
import { participantData, planDocumentData, ssnDigits, type SavedSteps } from './plan-document-data';

/** The kinds of generated plan documents. */
export type PlanDocumentKind = 'adoption_agreement' | 'form_5500_ez' | 'participant_agreement';

/** One document of a paid checkout's set: its kind, file name and renderer. */
export interface PlanDocumentSpec {
  kind: PlanDocumentKind;
  /** The document's name in the library (and the version's file name). */
  fileName: string;
  /** `locale`: the checkout's (recorded with its invoice, decision 0203); the IRS form ignores it and writes en-US. */
  render(steps: SavedSteps, createdAt: Date, locale?: string): Promise<Uint8Array>;
}

const ADOPTION: PlanDocumentSpec = {
  kind: 'adoption_agreement',
  fileName: `${ADOPTION_AGREEMENT_TITLE}.pdf`,
  render: (steps, createdAt, locale) =>
    renderAdoptionAgreement(planDocumentData(steps), { forbiddenDigits: ssnDigits(steps), createdAt, locale }),
};
const FORM_5500_EZ: PlanDocumentSpec = {
  kind: 'form_5500_ez',
  fileName: `${FORM_5500_EZ_TITLE}.pdf`,
  render: (steps, createdAt) => renderForm5500Ez(planDocumentData(steps), { forbiddenDigits: ssnDigits(steps), createdAt }),
};
const PARTICIPANT: PlanDocumentSpec = {
  kind: 'participant_agreement',
  fileName: `${PARTICIPANT_AGREEMENT_TITLE}.pdf`,
  render: (steps, createdAt, locale) =>
    renderParticipantAgreement(participantData(steps), { forbiddenDigits: ssnDigits(steps), createdAt, locale }),
};

/** The documents of a paid checkout: the plan owner gets the adoption agreement and the 5500-EZ; a participant the joinder. */
export function documentSet(variant: string): readonly PlanDocumentSpec[] {
  return variant === 'participant' ? [PARTICIPANT] : [ADOPTION, FORM_5500_EZ];
}

/**
 * The id of one generated document of one paid invoice: a name-based UUID (SHA-256 of user, invoice and kind, laid out
 * as a version-5-style UUID). Filing inserts with this id and ON CONFLICT DO NOTHING, so a set is filed exactly once
 * however often or concurrently filing runs (decision 0070).
 */
export function planDocumentId(userId: string, invoiceId: string, kind: PlanDocumentKind): string {
  const hex = createHash('sha256').update(`plan-documents\n${userId}\n${invoiceId}\n${kind}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
