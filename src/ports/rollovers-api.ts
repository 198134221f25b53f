import type { RolloverLetterSignature, RolloverReceipt, RolloverRecord, RolloverRequest } from '@/domain/rollovers';

/**
 * The incoming rollovers area (docs/api/openapi.yaml, decisions 0251, 0302). Failures reject with the ApiClient's
 * ApiError: a 400 carries field messages keyed by the request's fields (`source_kind`, `provider`, `amount`,
 * `roth_amount`, `method`, `distribution_date`, `administrator_name`, `signature`, `status`, `received_date`,
 * `document_id`, `file`), a 404/409 a message. The request is a money move: it takes the Idempotency-Key of the user's
 * intent, and sent again with the same key it takes effect once (decision 0295).
 */
export interface RolloversApi {
  /** Every rollover of the participant, newest first. */
  rollovers(): Promise<RolloverRecord[]>;
  /** Whether the plan accepts Roth rollovers (its Roth rollover account; on unless the plan says otherwise). */
  planAcceptsRoth(): Promise<boolean>;
  /** Records a rollover request: it waits for the letter of acceptance. */
  request(request: RolloverRequest, idempotencyKey: string): Promise<RolloverRecord>;
  /** The plan administrator signs the letter of acceptance: filed in the library, the rollover is "letter sent". */
  signLetter(rolloverId: string, signature: RolloverLetterSignature): Promise<RolloverRecord>;
  /** Files the latest statement of the sending account in the library (folder Rollovers) and attaches it. */
  attachStatement(rolloverId: string, file: Blob, fileName: string): Promise<RolloverRecord>;
  /** The provider is sending the money. */
  expectFunds(rolloverId: string): Promise<RolloverRecord>;
  /** The money arrived: entered in the contribution ledger under Roll Overs. */
  markReceived(rolloverId: string, receipt: RolloverReceipt): Promise<RolloverRecord>;
}
export const RolloversApi = Symbol('RolloversApi');
