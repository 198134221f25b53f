import type { PlanTerminationRecord, TerminationResolutionInput } from '@/domain/plan-termination';

/**
 * Ending the plan (issue 31, docs/api/openapi.yaml path /plan-termination, decision 0339): the plan's termination state
 * and checklist, the owner's resolution and a loan's offset by reason of the termination. Failures reject with the
 * ApiClient's ApiError: a 400 carries field messages (`termination_date`, `resolution_date`, `signer_first_name`,
 * `signer_last_name`, `signer_title`, `signature`, `reason`), a 403 or 409 a message. Adopting and offsetting take the
 * Idempotency-Key of the user's intent: sent again with the same key they take effect once.
 */
export interface PlanTerminationApi {
  /** The plan's termination: not started, or the resolution with the wind-up checklist. */
  state(): Promise<PlanTerminationRecord>;
  /** Adopts the signed resolution (the plan owner only, once). */
  adopt(input: TerminationResolutionInput, idempotencyKey: string): Promise<PlanTerminationRecord>;
  /** Offsets an active loan against its account by reason of the plan's termination (1099-R code M). */
  offsetLoan(loanId: string, idempotencyKey: string): Promise<void>;
}
export const PlanTerminationApi = Symbol('PlanTerminationApi');
