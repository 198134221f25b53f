/** Kinds of documents a bank application takes: the two ID photos and the step-up documents. */
export type BankDocumentKind = 'id_front' | 'id_back' | 'proof_of_address' | 'second_id';

/** Every kind, for input checks. */
export const BANK_DOCUMENT_KINDS: readonly BankDocumentKind[] = ['id_front', 'id_back', 'proof_of_address', 'second_id'];

/** What to upload for each kind, as the screens say it. */
export const BANK_DOCUMENT_LABELS: Readonly<Record<BankDocumentKind, string>> = {
  id_front: 'Front of your ID',
  id_back: 'Back of your ID',
  proof_of_address: 'Proof of address (a utility bill or bank statement from the last 90 days)',
  second_id: 'A second government-issued photo ID (passport, or driver’s license if you sent a passport)',
};

/** The documents the More Documentation Needed step asks for. */
export const STEP_UP_DOCUMENTS: readonly BankDocumentKind[] = ['proof_of_address', 'second_id'];

/** Messages when the identity step goes for review without its photos. */
export const ID_PHOTO_MESSAGES = {
  id_photo_picture: 'Upload a photo of the front of your ID',
  id_photo_picture2: 'Upload a photo of the back of your ID',
} as const;

/** An ID photo (front or back) whose content is not a PNG or JPEG image. */
export const ID_PHOTO_TYPE_MESSAGE = 'The ID photo must be a PNG or JPEG image';

/** The message when a step-up document is missing. */
export function missingDocumentMessage(kind: BankDocumentKind): string {
  return `Upload: ${BANK_DOCUMENT_LABELS[kind]}`;
}
