import { makeAutoObservable, runInAction } from 'mobx';
import { ID_PHOTO_MESSAGES } from '@/domain/bank/bank-documents';
import type { FieldErrors } from '@/domain/validation';
import { SAVE_FAILED_MESSAGE } from '@/ui/bank/bank-failures';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';
import type { StepForm } from '@/ui/kit/step-form';

/** What the bank application's actions share: busy flag, the last failure, refused tries and step-up messages. */
export class BankActionState {
  /** True while saving or sending. */
  saving = false;
  /** Why the last action failed (not a field message). */
  saveError: string | undefined = undefined;
  /** Increments when the user tried to continue with errors (the view focuses the first one). */
  invalidAttempts = 0;
  /** Messages of the step-up documents the server still misses. */
  stepUpErrors: FieldErrors = {};

  constructor() {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Counts a try refused for its values. */
  refuse(): void {
    this.invalidAttempts += 1;
  }

  /** Runs an action: busy meanwhile; its field messages go to the form (or the step-up list), others to saveError. */
  async run(action: () => Promise<void>, form?: StepForm): Promise<void> {
    this.saving = true;
    this.saveError = undefined;
    this.stepUpErrors = {};
    try {
      await action();
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields && form) {
          form.showServerErrors(fields);
          this.refuse();
        } else if (fields) this.stepUpErrors = fields;
        else this.saveError = messageOf(error) ?? SAVE_FAILED_MESSAGE;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Shows why saving an editing step failed: its fields, or that earlier steps are incomplete, or the message. */
  showStepFailure(form: StepForm | undefined, error: unknown): void {
    const fields = fieldsOf(error);
    if (fields && form) {
      form.showServerErrors(fields);
      const other = Object.keys(fields).filter((f) => !(f in ID_PHOTO_MESSAGES) && form.values[f] === undefined);
      if (other.length > 0) this.saveError = 'Some earlier steps are not complete yet. Go back and complete them.';
      this.refuse();
    } else this.saveError = messageOf(error) ?? SAVE_FAILED_MESSAGE;
  }

  /** Clears a step-up document's message once it is uploaded. */
  clearStepUpError(kind: string): void {
    this.stepUpErrors = { ...this.stepUpErrors, [kind]: undefined };
  }
}
