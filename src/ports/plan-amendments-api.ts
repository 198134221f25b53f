import type { AmendmentDocumentId, AmendmentState } from '@/domain/plan-amendments';

/** A signed amendment or restatement: who signed, the day, and the signed PDF in the library. */
export interface PlanAmendmentSignatureRecord {
  readonly signedOn: string;
  readonly signerName: string;
  readonly signerTitle: string;
  /** The signed PDF in the library, and its folder (null once removed from the library). */
  readonly libraryDocumentId: string | null;
  readonly libraryFolderId: string | null;
  readonly fileName: string;
}

/** One task of the plan (decision 0341): the document, its deadline and where it stands. */
export interface PlanAmendmentTaskRecord {
  readonly document: AmendmentDocumentId;
  readonly kind: 'amendment' | 'restatement';
  readonly title: string;
  readonly contains: string;
  /** `YYYY-MM-DD`: the first day it can be signed (the restatement window's expected opening), or null. */
  readonly opensOn: string | null;
  readonly deadline: string;
  /** The window's dates are the IRS's expectation. */
  readonly deadlineExpected: boolean;
  readonly state: AmendmentState;
  readonly daysLeft: number;
  readonly satisfiedBy: string | null;
  readonly signature: PlanAmendmentSignatureRecord | null;
}

/** The owner's tasks; a participant or a user without a plan has none (`planOwner` false). */
export interface PlanAmendmentsRecord {
  readonly planOwner: boolean;
  readonly tasks: readonly PlanAmendmentTaskRecord[];
}

/** The signer's fields and the drawn or typed signature (a base64 PNG data URL). */
export interface PlanAmendmentSignatureInput {
  readonly signerFirstName: string;
  readonly signerLastName: string;
  readonly signerTitle: string;
  readonly signature: string;
}

/** The plan's amendments and restatement (decision 0341). */
export interface PlanAmendmentsApi {
  /** The owner's tasks on the server's day, in deadline order. */
  list(): Promise<PlanAmendmentsRecord>;
  /** Saves the generated, unsigned document to review (a PDF download). */
  downloadPreview(document: AmendmentDocumentId): Promise<void>;
  /** Signs the document today; the signed PDF is filed in the library. 409 already_signed the second time. */
  sign(document: AmendmentDocumentId, input: PlanAmendmentSignatureInput): Promise<PlanAmendmentTaskRecord>;
}
export const PlanAmendmentsApi = Symbol('PlanAmendmentsApi');
