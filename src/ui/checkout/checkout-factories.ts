import { inject, injectable } from 'inversify';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { CheckoutDrafts } from '@/ui/checkout/checkout-drafts';
import { FIELD_LABELS } from '@/ui/checkout/field-labels';
import { RetryingLoad } from '@/ui/checkout/retrying-load';
import { type FormValues, StepForm, type StepRules } from '@/ui/kit/step-form';

/** Makes the checkout's run-time objects, so the view-model never calls `new` (STYLE.md "Ports and wiring"). */
@injectable('Singleton')
export class CheckoutFactories {
  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Loading with retries (the checkout's first load). */
  retryingLoad(): RetryingLoad {
    return new RetryingLoad(this.clock);
  }

  /** The drafts of one user's checkout on this device. */
  drafts(userId: string): CheckoutDrafts {
    return new CheckoutDrafts(this.storage, userId);
  }

  /** One step's form with the checkout's field labels. */
  stepForm(rules: StepRules, initial: FormValues, onChange: (values: FormValues) => void): StepForm {
    return new StepForm(rules, initial, onChange, FIELD_LABELS);
  }
}
