import type { PlanRole } from '@/domain/flow';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import type { CheckoutRecord, CheckoutStep } from '@/domain/checkout/checkout-record';
import type { StepDraft } from '@/ui/checkout/checkout-drafts';
import { isMaskedSsn } from '@/domain/shared/ssn-mask';
import type { FormValues } from '@/ui/kit/step-form';
import { formValuesOf, stepDefaults, type FormStepKey } from '@/ui/checkout/step-settings';

/** A step's starting values: its defaults, then the server's saved values, then the draft when it is newer (decision 0076). */
export function initialValues(key: FormStepKey, saved: CheckoutStep | undefined, draft: StepDraft | undefined): FormValues {
  const draftNewer = draft !== undefined && (saved?.updatedAt == null || draft.at > saved.updatedAt);
  return { ...stepDefaults(key), ...formValuesOf(key, saved?.values ?? {}), ...(draftNewer ? draft.values : {}) };
}

/** A signature image saved in an earlier step (participant's, else the plan's), offered as the saved signature. */
export function savedSignatureOf(state: CheckoutRecord): string | undefined {
  const candidates = [state.steps.signerDetails?.values.participant_signature, state.steps.planDetails?.values.plan_signature];
  return candidates.find((c): c is string => isPngDataUrl(c));
}

/** True when the saved personal details hold an SSN (the server answers it masked, `***-**-1234`; decision 0080). */
export function hasSavedSsn(state: CheckoutRecord): boolean {
  return isMaskedSsn(state.steps.personalDetails?.values.ssn_number);
}

/** The role to resume with, and whether to ask it: asked only on first entry (nothing saved, nothing chosen here). */
export function resumeRole(state: CheckoutRecord, chosenHere: PlanRole | undefined): { role: PlanRole; ask: boolean } {
  const fresh = Object.keys(state.steps).length === 0;
  const saved: PlanRole = state.variant === 'participant' ? 'participant' : 'planOwner';
  // A saved participant role (an invitation accepted on the join page) is not asked again.
  if (!fresh || state.variant === 'participant') return { role: saved, ask: false };
  return { role: chosenHere ?? saved, ask: chosenHere === undefined };
}
