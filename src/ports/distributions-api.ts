import type {
  DistributionRecord,
  DistributionRequestInput,
  DistributionSettings,
  DistributionStatusMove,
} from '@/domain/distributions';
import type { RothConversionRecord, RothConversionRequest, RothConversionsRecord } from '@/domain/distributions/roth-conversion';

/**
 * The distributions area (docs/api/openapi.yaml, decisions 0221, 0285, 0286, 0302). Failures reject with the
 * ApiClient's ApiError: a 400 carries field messages keyed by the request's fields (`kind`, `amount`, `sources`,
 * `payment_method`, `withholding_percent`, `description`, `hardship_reason`, `need_amount`, `document_id`,
 * `signature`, `spouse_consent`, `self_certified`, `event_date`, `child_name`, `status`, `reason`, `file`), a 403/404/409 a message. The request is a money move: it
 * takes the Idempotency-Key of the user's intent, and sent again with the same key it takes effect once (decision 0295).
 */
export interface DistributionsApi {
  /** Every request of the participant, newest first. */
  distributions(): Promise<DistributionRecord[]>;
  /** The plan's settings, the participant's marriage, payout account, this year's rollover-eligible total and open RMDs. */
  settings(): Promise<DistributionSettings>;
  /** The participant's date of birth (YYYY-MM-DD) from the personal details; undefined when none is known. */
  dateOfBirth(): Promise<string | undefined>;
  /** Files a supporting document in the library (folder Distributions); answers its id. */
  uploadDocument(file: Blob, fileName: string): Promise<string>;
  /** Requests a distribution (amounts in cents); the hardship fields only for a hardship. */
  request(request: DistributionRequestInput, idempotencyKey: string): Promise<DistributionRecord>;
  /** Support acting as the participant moves a request along (a rejection needs a reason). */
  moveStatus(distributionId: string, status: DistributionStatusMove, reason?: string): Promise<DistributionRecord>;
  /**
   * Records a repayment into the plan of a paid SECURE 2.0 withdrawal (a money move: the intent's Idempotency-Key); a
   * 400 carries messages on `distribution` and `amount_cents` (decision 0336).
   */
  repay(distributionId: string, amountCents: number, idempotencyKey: string): Promise<DistributionRecord>;
  /** Withdraws a request that is still only requested. */
  withdraw(distributionId: string): Promise<void>;
  /** The in-plan Roth conversions, newest first, with the participant's tax accounts (decision 0335). */
  rothConversions(): Promise<RothConversionsRecord>;
  /**
   * Converts money of one account to the designated Roth account (a money move: the intent's Idempotency-Key); a 400
   * carries messages on `account` and `amount`.
   */
  convertToRoth(request: RothConversionRequest, idempotencyKey: string): Promise<RothConversionRecord>;
}
export const DistributionsApi = Symbol('DistributionsApi');
