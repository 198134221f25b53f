import { MASKED_NUMBER_FIELDS, isMaskedNumber } from '@/domain/shared/number-mask';
import type { StepForm } from '@/ui/kit/step-form';

/**
 * After a save the form keeps only what the server answered for ID and bank numbers (decision 0200): each typed number
 * becomes its mask, which a later save sends back to keep the stored number; a full number stays only until it is saved.
 */
export function keepMaskedNumbers(form: StepForm, answered: Record<string, unknown> | undefined): void {
  for (const field of MASKED_NUMBER_FIELDS) {
    const masked = answered?.[field];
    if (isMaskedNumber(masked) && field in form.values) form.replace(field, masked);
  }
}
