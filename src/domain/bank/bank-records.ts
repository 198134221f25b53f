import type { BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type { MicroDepositOutcome } from '@/domain/bank/micro-deposits';

/**
 * The bank application as the product reads it (decisions 0140, 0302): the saved steps with the resume point, the
 * application on the server's state machine with its documents and connected account, the identity verification and
 * the micro-deposit checks. Instants as ISO date-times. A step's values keep the spec's field names verbatim
 * (`bank_income`, `id_number`, `plan_signature`: SPEC.md section 5), and so do the field messages of a refusal. The
 * BankApi port answers these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml).
 */

/** A step's values, keyed by the spec's field names. */
export type BankStepValues = Record<string, unknown>;

/** The saved values of one step. */
export interface BankStep {
  readonly stepKey: string;
  /** As the server answers them: ID and bank numbers masked (decision 0200). */
  readonly values: BankStepValues;
  readonly complete: boolean;
}

/** The saved steps and the resume point. */
export interface BankFlowRecord {
  readonly currentStep: string;
  /** 'planOwner' or 'participant'. */
  readonly variant: string;
  readonly steps: Readonly<Record<string, BankStep>>;
}

/** An uploaded ID photo or step-up document. */
export interface BankDocumentRecord {
  readonly id: string;
  readonly kind: BankDocumentKind;
  /** The file name as kept (its extension that of the type found in the content). */
  readonly name: string;
  readonly size: number;
  /** The media type found in the content, never the client's claim. */
  readonly contentType: string;
  readonly createdAt: string;
}

/** Where the connected account stands. */
export type BankConnectionStatus = 'pending_verification' | 'locked' | 'connected';

/** The connected primary account, its numbers masked to their last four ('••••6789'). */
export interface BankConnectionRecord {
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly accountType: string;
  /** The bank the routing number belongs to, when known. */
  readonly bankName: string | null;
  readonly status: BankConnectionStatus;
  readonly attemptsLeft: number;
  /** Until when the deposit check is locked; null when it is not. */
  readonly lockedUntil: string | null;
}

/** How to reach support, once the application was declined. */
export interface BankSupportContact {
  readonly email: string;
  readonly phone: string;
}

/**
 * The plan's trust account (decision 0313): opened by the bank on approval, in the plan's name and EIN; `opening`
 * while the application is with the bank (no number yet). The number masked to its last four ('••••6789').
 */
export interface TrustAccountRecord {
  readonly bankName: string;
  readonly accountType: string;
  readonly accountNumber: string | null;
  /** The account holder: the plan's name. */
  readonly accountTitle: string;
  readonly planEin: string | null;
  readonly status: 'opening' | 'open';
  readonly openedAt: string | null;
}

/** The application on the server's state machine, with its documents and connected account. */
export interface BankApplicationRecord {
  readonly status: BankApplicationStatus;
  /** The step the application is on (the editing step saved, or the one its status puts it on). */
  readonly currentStep: string;
  readonly variant: string;
  /** False until the user saved anything. */
  readonly started: boolean;
  readonly submittedAt: string | null;
  readonly reviewDueAt: string | null;
  readonly reviews: number;
  readonly documents: readonly BankDocumentRecord[];
  /** The documents the step-up asks for. */
  readonly stepUpDocuments: readonly BankDocumentKind[];
  readonly connection: BankConnectionRecord | null;
  readonly support: BankSupportContact | null;
  /** The plan is adopted: the application may be sent (decision 0313). */
  readonly planAdopted: boolean;
  /** The plan's trust account, once the application was sent; null before (and once declined). */
  readonly trustAccount: TrustAccountRecord | null;
}

/** The identity verification of the application (the spec's update-status call). */
export interface IdentityVerificationRecord {
  readonly score: number;
  readonly minPassingScore: number;
  readonly passed: boolean;
  readonly status: 'pending' | 'passed' | 'step_up_needed' | 'declined';
}

/** The account to connect, as typed (checked by the server: routing number, 4 to 17 digits, confirmation, type). */
export interface BankAccountEntry {
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly accountNumberConfirm: string;
  readonly accountType: string;
}

/** The two micro-deposit amounts as the user typed them ('0.12'); the server reads them. */
export interface DepositEntry {
  readonly deposit1: string;
  readonly deposit2: string;
}

/** The outcome of a micro-deposit check, with the connection after it. */
export interface DepositCheckRecord {
  readonly outcome: MicroDepositOutcome;
  readonly attemptsLeft: number;
  readonly connection: BankConnectionRecord;
}
