import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type {
  BankAccountEntry,
  BankApplicationRecord,
  BankConnectionRecord,
  BankDocumentRecord,
  BankFlowRecord,
  BankStep,
  BankStepValues,
  DepositCheckRecord,
  DepositEntry,
  IdentityVerificationRecord,
} from '@/domain/bank/bank-records';
import type { PlanRole } from '@/domain/flow';

/** Progress of an upload. */
export interface BankUploadOptions {
  /** Bytes sent and bytes in all, as the upload goes. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/**
 * The bank application (docs/api/openapi.yaml, decisions 0140, 0302), in the domain's read models
 * (src/domain/bank/bank-records.ts). Failures reject with the ApiClient's ApiError: a 400 carries field messages
 * keyed by the spec's field names (`bank_income`, `routing_number`, `deposit_1`, `file`, ...), a 409 a message (a step
 * that cannot change now, a second submit, connecting before approval).
 */
export interface BankApi {
  /** The saved steps and resume point. */
  flow(): Promise<BankFlowRecord>;
  /** The application's status, documents and connection (decides a due review). */
  status(): Promise<BankApplicationRecord>;
  /** Saves a step with the server's domain rules; answers it as saved (numbers masked). */
  saveStep(stepKey: string, values: BankStepValues): Promise<BankStep>;
  /** Saves the editing step the user is on and the role. */
  saveProgress(stepKey: string, role: PlanRole): Promise<void>;
  /** The identity details the checkout saved, to start from. */
  checkoutIdentity(): Promise<BankStepValues>;
  /** The bank ids of the product configuration. */
  bankIds(): Promise<number[]>;
  /** Uploads an ID photo or a step-up document (checked by its content). */
  upload(kind: BankDocumentKind, file: Blob, fileName: string, options?: BankUploadOptions): Promise<BankDocumentRecord>;
  /** Sends the application for review. */
  submit(): Promise<BankApplicationRecord>;
  /** Sends the step-up documents for the second review. */
  submitStepUp(): Promise<BankApplicationRecord>;
  /** Local profile only: the review is decided now. */
  completeReviewNow(): Promise<BankApplicationRecord>;
  /** The spec's update-status call for the user `uid` (the signed-in one, or the participant acted for). */
  verification(uid: string): Promise<IdentityVerificationRecord>;
  /** Connects the primary account and sends two micro-deposits; answers it masked. */
  connect(account: BankAccountEntry): Promise<BankConnectionRecord>;
  /** Checks the two typed deposit amounts. */
  verifyDeposits(amounts: DepositEntry): Promise<DepositCheckRecord>;
}
export const BankApi = Symbol('BankApi');
