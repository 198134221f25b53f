import type { BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type { PlanRole } from '@/domain/flow';

/** Saved values of one step (GET/PUT /bank-application/steps/{step}). */
export interface BankStepData {
  readonly step_key: string;
  readonly values: Record<string, unknown>;
  readonly complete: boolean;
}

/** The saved steps and resume point (GET /bank-application). */
export interface BankFlowState {
  readonly current_step: string;
  readonly variant: string;
  readonly steps: Readonly<Record<string, BankStepData>>;
}

/** An uploaded document. */
export interface BankDocument {
  readonly id: string;
  readonly kind: BankDocumentKind;
  readonly name: string;
  readonly size: number;
  readonly content_type: string;
  readonly created_at: string;
}

/** The connected account, numbers masked to their last four. */
export interface BankConnection {
  readonly routing_number: string;
  readonly account_number: string;
  readonly account_type: string;
  readonly bank_name: string | null;
  readonly status: 'pending_verification' | 'locked' | 'connected';
  readonly attempts_left: number;
  readonly locked_until: string | null;
}

/** The application on the server's state machine (GET /bank-application/status). */
export interface BankStatus {
  readonly status: BankApplicationStatus;
  readonly current_step: string;
  readonly variant: string;
  readonly started: boolean;
  readonly submitted_at: string | null;
  readonly review_due_at: string | null;
  readonly reviews: number;
  readonly documents: readonly BankDocument[];
  readonly step_up_documents: readonly BankDocumentKind[];
  readonly connection: BankConnection | null;
  readonly support: { readonly email: string; readonly phone: string } | null;
}

/** The identity-verification status (the spec's update-status call). */
export interface VerificationResult {
  readonly score: number;
  readonly min_passing_score: number;
  readonly passed: boolean;
  readonly status: 'pending' | 'passed' | 'step_up_needed' | 'declined';
}

/** The outcome of a micro-deposit check. */
export interface DepositCheck {
  readonly outcome: 'verified' | 'wrong' | 'locked' | 'already_verified';
  readonly attempts_left: number;
  readonly connection: BankConnection;
}

/** Progress of an upload. */
export interface BankUploadOptions {
  /** Bytes sent and bytes in all, as the upload goes. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

/**
 * The bank application API (docs/api/openapi.yaml /bank-application/*, decision 0140). Failures reject with the
 * ApiClient's ApiError: 400 bodies carry field messages (`fields`), 409 a message.
 */
export interface BankApi {
  /** The saved steps and resume point. */
  flow(): Promise<BankFlowState>;
  /** The application's status, documents and connection (decides a due review). */
  status(): Promise<BankStatus>;
  /** Saves a step (`draft` skips the rules and leaves it incomplete). */
  saveStep(step: string, values: Record<string, unknown>): Promise<BankStepData>;
  /** Saves the editing step the user is on and the role. */
  saveProgress(step: string, role: PlanRole): Promise<void>;
  /** The identity details the checkout saved, to start from. */
  checkoutIdentity(): Promise<Record<string, unknown>>;
  /** The bank ids of the product configuration. */
  bankIds(): Promise<number[]>;
  /** Uploads an ID photo or a step-up document. */
  upload(kind: BankDocumentKind, file: Blob, fileName: string, options?: BankUploadOptions): Promise<BankDocument>;
  /** Sends the application for review. */
  submit(): Promise<BankStatus>;
  /** Sends the step-up documents for the second review. */
  submitStepUp(): Promise<BankStatus>;
  /** Local profile only: the review is decided now. */
  completeReviewNow(): Promise<BankStatus>;
  /** The spec's update-status call for the current user. */
  verification(uid: string): Promise<VerificationResult>;
  /** Connects the primary account and sends two micro-deposits. */
  connect(values: Record<string, unknown>): Promise<BankConnection>;
  /** Checks the two typed deposit amounts. */
  verifyDeposits(values: Record<string, unknown>): Promise<DepositCheck>;
}
export const BankApi = Symbol('BankApi');
