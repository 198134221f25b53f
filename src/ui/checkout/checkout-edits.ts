import { makeAutoObservable } from 'mobx';
import { isMaskedSsn } from '@/domain/shared/ssn-mask';
import type { CheckoutRecord } from '@/domain/checkout/checkout-record';
import { hasSavedSsn } from '@/ui/checkout/checkout-resume';
import type { SaveOutcome } from '@/ui/checkout/checkout-save';
import { keepMaskedNumbers } from '@/ui/kit/kept-numbers';
import type { FormValues, StepForm } from '@/ui/kit/step-form';

/**
 * What the checkout's forms remember between saves: whether the saved SSN is kept (shown masked only, decision 0080),
 * the masked numbers the server answered (decision 0200), and the values an edit from the review page started from, which
 * Back to review puts back.
 */
export class CheckoutEdits {
  /** True while the saved SSN is kept as is (shown masked only). */
  ssnSaved = false;
  private snapshot: FormValues | undefined = undefined;

  constructor() {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Starts from a loaded checkout: the SSN is kept when the server answered one. */
  load(state: CheckoutRecord): void {
    this.ssnSaved = hasSavedSsn(state);
    this.snapshot = undefined;
  }

  /** An edit from the review page starts: remembers the form's values (none for a step without a form). */
  beginEdit(form: StepForm | undefined): void {
    this.snapshot = form ? { ...form.values } : undefined;
  }

  /** The edit was saved (or left forward): nothing to put back any more. */
  endEdit(): void {
    this.snapshot = undefined;
  }

  /** Back to review: puts the edit's starting values back into `form` (the kept SSN too); false when there was no edit. */
  giveUpEdit(form: StepForm | undefined): boolean {
    const snapshot = this.snapshot;
    this.snapshot = undefined;
    if (snapshot === undefined || form === undefined) return false;
    form.restore(snapshot);
    if (isMaskedSsn(snapshot.ssn_number)) this.ssnSaved = true;
    return true;
  }

  /** Replaces the saved SSN with a new one (the input shows again, empty). */
  changeSsn(form: StepForm | undefined): void {
    this.ssnSaved = false;
    form?.set('ssn_number', '');
  }

  /** A step was saved: its form keeps only the masked SSN and numbers the server answered. */
  saved(form: StepForm, outcome: Extract<SaveOutcome, { ok: true }>): void {
    if (outcome.maskedSsn) {
      form.replace('ssn_number', outcome.maskedSsn);
      this.ssnSaved = true;
    }
    keepMaskedNumbers(form, outcome.values);
  }
}
