import type {
  OpeningBalancesInput,
  OpeningBalancesRecord,
  PlanTakeoverStatus,
  PriorFiling,
} from '@/domain/plan-takeover/takeover-status';
import type { PriorPlanDocumentKind } from '@/domain/plan-takeover/takeover-progress';

/**
 * Bringing a plan from elsewhere (docs/api/openapi.yaml, decisions 0343, 0344). Failures reject with the ApiClient's
 * ApiError: a 400 carries field messages (`as_of`, the `*_cents` fields, `roth_first_year`, `plan_year`, `filed_on`,
 * `year_end_assets_cents`), a 409 a message. Recording opening balances is a money move: it takes the Idempotency-Key
 * of the user's intent (decision 0295).
 */
export interface PlanTakeoverApi {
  /** Where bringing the plan stands. */
  status(): Promise<PlanTakeoverStatus>;
  /** Files one of the plan's documents in the library folder under its fixed name; answers the document id. */
  fileDocument(kind: PriorPlanDocumentKind, file: Blob, fileName: string): Promise<string>;
  /** Records the user's own opening balances, once. */
  recordOpeningBalances(input: OpeningBalancesInput, idempotencyKey: string): Promise<OpeningBalancesRecord>;
  /** Records a prior plan year's Form 5500-EZ filing (the owner's). */
  recordPriorFiling(filing: PriorFiling): Promise<PriorFiling>;
}
export const PlanTakeoverApi = Symbol('PlanTakeoverApi');
