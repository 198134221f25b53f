import { effectiveDateOf } from '@/domain/plan-takeover/plan-origin';
import type { SavedSteps } from '../plan-documents/plan-document-data';

/**
 * The plan's effective date as the amendment rules read it (decision 0341): the one place it is read. A plan taken
 * over from another provider answers its original effective date (decision 0343), a new plan its establish date;
 * undefined when the plan has none.
 */
export function planEffectiveDate(steps: SavedSteps): string | undefined {
  const value = effectiveDateOf(steps.checkout.planDetails);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
