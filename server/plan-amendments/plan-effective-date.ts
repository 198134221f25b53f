import { isFilled } from '@/domain/shared/field-values';
import type { SavedSteps } from '../plan-documents/plan-document-data';

/**
 * The plan's effective date as the amendment rules read it (decision 0341): the one place it is read, so that a plan
 * taken over from another provider can answer its original effective date here. Today: the plan details' establish
 * date; undefined when the plan has none.
 */
export function planEffectiveDate(steps: SavedSteps): string | undefined {
  const value = steps.checkout.planDetails?.plan_establish_date;
  return isFilled(value) && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : undefined;
}
