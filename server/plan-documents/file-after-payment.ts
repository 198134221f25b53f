import type { AppDeps } from '../app-deps';
import type { Principal } from '../http/principal';
import { PlanDocumentFiler } from './plan-document-filer';

/**
 * Files the plan documents of a just-paid invoice (decision 0074). Called by the payment route after a payment that
 * succeeded, also when a retried request replays the success: filing is idempotent, so a retry files nothing twice
 * and only completes a set a failed run left incomplete. It never throws: the payment stands whatever happens here;
 * a failure is logged (no personal data) and GET /checkout/documents retries it. Resolves true when the set is filed.
 */
export async function filePlanDocumentsAfterPayment(deps: AppDeps, principal: Principal, invoiceId: string): Promise<boolean> {
  try {
    await new PlanDocumentFiler(deps.db, deps.blobs, deps.clock, deps.cipher).ensureFiled(principal.userId, invoiceId, principal);
    return true;
  } catch (error) {
    deps.log.error(
      { invoiceId, userId: principal.userId, reason: error instanceof Error ? error.name : 'unknown' },
      'plan documents: generation failed after payment; GET /checkout/documents retries it',
    );
    return false;
  }
}
