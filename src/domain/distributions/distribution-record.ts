import type { DistributionStatus } from './distribution-status';

/**
 * The distributions area as the product reads it (decisions 0221, 0285, 0286): each request with its status history,
 * and what the request flow needs of the plan and the participant. Amounts in integer cents, days as `YYYY-MM-DD`. The
 * DistributionsApi port answers these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision
 * 0302).
 */

/** One status of a request's history. */
export interface DistributionEvent {
  readonly status: string;
  /** The reason of a rejection; null otherwise. */
  readonly reason: string | null;
  readonly amountCents: number | null;
  /** When the status was recorded (ISO date-time). */
  readonly at: string;
}

/** A distribution request. */
export interface DistributionRecord {
  readonly id: string;
  /** The flow's first-stage choice (normal, separation, in_service, hardship...). */
  readonly kind: string;
  readonly description: string;
  readonly amountCents: number | null;
  readonly sources: readonly string[];
  readonly paymentMethod: string | null;
  readonly withholdingPercent: number | null;
  /** Withheld for federal income tax. */
  readonly withheldCents: number | null;
  /** Paid out. */
  readonly netCents: number | null;
  readonly hardshipReason: string | null;
  readonly needCents: number | null;
  readonly documentId: string | null;
  /** Whether a signature was given (the signature itself is never read back). */
  readonly signed: boolean;
  readonly status: DistributionStatus;
  /** The reason of a rejection. */
  readonly statusReason: string | null;
  /** Oldest first. */
  readonly history: readonly DistributionEvent[];
  /** ISO date-time. */
  readonly createdAt: string;
  /** A SECURE 2.0 withdrawal (decision 0336): the participant certified its conditions. */
  readonly selfCertified: boolean;
  /** The day of the abuse, or of the birth or adoption (YYYY-MM-DD); null for other kinds. */
  readonly eventDate: string | null;
  /** The child of a birth or adoption distribution. */
  readonly childName: string | null;
  /** Repaid into the plan so far (cents). */
  readonly repaidCents: number;
  /** The last day to repay (YYYY-MM-DD); null while not paid or not repayable. */
  readonly repayableUntil: string | null;
  /** The repayments, oldest first. */
  readonly repayments: readonly DistributionRepayment[];
}

/** One repayment of a SECURE 2.0 withdrawal into the plan (decision 0336). */
export interface DistributionRepayment {
  readonly id: string;
  readonly amountCents: number;
  /** YYYY-MM-DD. */
  readonly repaidOn: string;
}

/** The bank account a bank payout goes to, masked to its last four. */
export interface PayoutAccount {
  readonly accountNumber: string;
  readonly bankName: string | null;
}

/** One open required minimum distribution (decision 0286). */
export interface OpenRequiredMinimumDistribution {
  readonly year: number;
  readonly ageAttained: number;
  /** Uniform Lifetime Table, e.g. 26.5. */
  readonly distributionPeriod: number;
  /** Null when no balance is known. */
  readonly priorYearEndBalanceCents: number | null;
  readonly amountCents: number | null;
  readonly dueDate: string;
  readonly firstYear: boolean;
}

/** What the request flow needs of the plan and the participant (decision 0221). */
export interface DistributionSettings {
  readonly inServiceAllowed: boolean;
  readonly spouseConsentRequired: boolean;
  readonly married: boolean;
  /** Null until the bank onboarding connected and verified it. */
  readonly payoutAccount: PayoutAccount | null;
  /** Eligible rollover distributions requested, approved or paid this year (decision 0285). */
  readonly eligibleRolloverCentsThisYear: number;
  readonly requiredMinimumDistributions: readonly OpenRequiredMinimumDistribution[];
}

/** A move of a request by support acting as the participant (a rejection with its reason). */
export type DistributionStatusMove = 'approved' | 'paid' | 'rejected';
