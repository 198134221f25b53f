import type { LoanPurpose, PaymentFrequency } from './loan-terms';

/**
 * The loans area as the product reads it: the plan's terms for the participant today, each loan with its balances and
 * payments, and the schedule. Amounts in integer cents, rates in percent, days as `YYYY-MM-DD`. The LoansApi port
 * answers these; only its HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision 0302).
 */

/** The plan's loan terms and today's limit (IRC 72(p)(2)(A); decision 0278). */
export interface LoanTerms {
  /** Whether the plan allows loans. */
  readonly allowed: boolean;
  readonly rateType: 'fixed' | 'primePlus';
  readonly planRatePercent: number;
  readonly primeRatePercent: number;
  /** The rate a new loan gets today. */
  readonly annualRatePercent: number;
  readonly vestedBalanceCents: number;
  readonly outstandingBalanceCents: number;
  readonly highestBalance12MonthsCents: number;
  /** The most a new loan may be today (0 when none may be taken). */
  readonly maxAmountCents: number;
  readonly minAmountCents: number;
  readonly maxTermMonths: Readonly<Record<LoanPurpose, number>>;
}

/** One payment of a loan's schedule. */
export interface LoanScheduleRow {
  readonly number: number;
  readonly dueDate: string;
  readonly paymentCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
  /** The balance after this payment. */
  readonly balanceCents: number;
}

/** Where a loan stands. */
export type LoanStatus = 'pending_signature' | 'active' | 'paid_off' | 'deemed_distribution' | 'offset';

/** A loan: its terms, where it stands today, what was paid and what is due. */
export interface LoanRecord {
  readonly id: string;
  readonly status: LoanStatus;
  readonly amountCents: number;
  readonly purpose: LoanPurpose;
  readonly termMonths: number;
  readonly frequency: PaymentFrequency;
  readonly annualRatePercent: number;
  readonly startDate: string;
  readonly paymentsCount: number;
  /** The level payment of the original schedule. */
  readonly levelPaymentCents: number;
  readonly totalInterestCents: number;
  readonly totalPaymentsCents: number;
  readonly firstDueDate: string;
  readonly lastDueDate: string;
  readonly paidTotalCents: number;
  /** Principal outstanding today (decision 0277). */
  readonly outstandingBalanceCents: number;
  /** Interest accrued since the last repayment and not paid, to today. */
  readonly accruedInterestCents: number;
  /** What pays the loan off today: principal plus accrued interest. */
  readonly payoffAmountCents: number;
  /** The level payment of the schedule as it stands (lower after a prepayment). */
  readonly currentPaymentCents: number;
  /** The day of the last prepayment that re-amortised the rest; null when none. */
  readonly reamortisedOn: string | null;
  /** The offset on separation from service (decision 0301); null when none. */
  readonly offset: {
    readonly separatedOn: string;
    readonly date: string;
    readonly amountCents: number;
    readonly qualified: boolean;
    readonly rolloverDeadline: string;
    readonly message: string;
  } | null;
  /** The deemed distribution once a missed payment's cure period ran out (decision 0279); null when none. */
  readonly deemedDistribution: {
    readonly date: string;
    readonly taxYear: number;
    readonly amountCents: number;
    readonly principalCents: number;
    readonly accruedInterestCents: number;
    readonly missedPaymentNumber: number;
    readonly distributionCode: 'L';
  } | null;
  readonly nextPayment: { readonly number: number; readonly dueDate: string; readonly amountCents: number } | null;
  readonly missedPayment: {
    readonly number: number;
    readonly dueDate: string;
    readonly cureDeadline: string;
    readonly state: 'curable' | 'deemed_distribution';
  } | null;
  /** Newest first. */
  readonly repayments: readonly { readonly id: string; readonly amountCents: number; readonly paidOn: string }[];
  /** The signed note in the library. */
  readonly documentId: string | null;
  readonly signerName: string | null;
  readonly signedAt: string | null;
  readonly createdAt: string;
}

/** A repayment as the participant records it. */
export interface LoanRepayment {
  readonly amountCents: number;
  readonly paidOn: string;
}

/** The drawn signature (a PNG data URL) and the signer's name. */
export interface LoanSignature {
  readonly signature: string;
  readonly signerName: string;
}
