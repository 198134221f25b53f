import type { LoanApplication, LoanRecord, LoanRepayment, LoanScheduleRow, LoanSignature, LoanTerms } from '@/domain/loans';

/**
 * The participant loans area (docs/api/openapi.yaml, decisions 0241, 0277, 0279, 0301, 0302, 0308). Failures reject with the
 * ApiClient's ApiError: a 400 carries field messages keyed by the application's fields (`amount`, `purpose`,
 * `term_months`, `frequency`, `signature`, `signer_name`, `paid_on`, `separated_on`), a 404/409 a message. A money move
 * (apply, repay, reverse a repayment, offset) takes the Idempotency-Key of the user's intent: sent again with the same key it takes effect
 * once (decision 0295).
 */
export interface LoansApi {
  /** The plan's terms and today's limit. */
  terms(): Promise<LoanTerms>;
  /** Every loan of the participant, newest first. */
  loans(): Promise<LoanRecord[]>;
  /** A loan's schedule as it was made. */
  schedule(loanId: string): Promise<LoanScheduleRow[]>;
  /** Applies for a loan: it waits for the participant's signature. */
  apply(application: LoanApplication, idempotencyKey: string): Promise<LoanRecord>;
  /** Signs the promissory note; the loan starts. */
  sign(loanId: string, signature: LoanSignature): Promise<LoanRecord>;
  /** Withdraws an application waiting for its signature. */
  withdraw(loanId: string): Promise<void>;
  /** Records a repayment. */
  repay(loanId: string, repayment: LoanRepayment, idempotencyKey: string): Promise<LoanRecord>;
  /**
   * Reverses a repayment recorded by mistake (decision 0308): it no longer counts; a loan it had paid off is repaid
   * again. 409 `already_reversed` when reversed before.
   */
  reverseRepayment(loanId: string, repaymentId: string, reason: string, idempotencyKey: string): Promise<LoanRecord>;
  /** Offsets the loan against the account on separation from service (`separatedOn` YYYY-MM-DD). */
  offset(loanId: string, separatedOn: string, idempotencyKey: string): Promise<LoanRecord>;
}
export const LoansApi = Symbol('LoansApi');
