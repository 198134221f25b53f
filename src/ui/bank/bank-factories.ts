import { inject, injectable } from 'inversify';
import { BANK_FIELD_LABELS } from '@/domain/bank/bank-options';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import type { BankConnectionRecord } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import { BankActionState } from '@/ui/bank/bank-action-state';
import { BankDeposits } from '@/ui/bank/bank-deposits';
import { BankDrafts } from '@/ui/bank/bank-drafts';
import { BankUploads } from '@/ui/bank/bank-uploads';
import { ReviewPoller } from '@/ui/bank/review-poller';
import { type FormValues, StepForm, type StepRules } from '@/ui/kit/step-form';

/** Makes the bank application's run-time objects, so the view-model never calls `new`. */
@injectable('Singleton')
export class BankFactories {
  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** The drafts of one user's bank application on this device. */
  drafts(userId: string): BankDrafts {
    return new BankDrafts(this.storage, userId);
  }

  /** One form with the bank application's field labels. */
  form(rules: StepRules, initial: FormValues, onChange: (values: FormValues) => void = () => undefined): StepForm {
    return new StepForm(rules, initial, onChange, BANK_FIELD_LABELS);
  }

  /** A poller of the review status with the query policy's backoff. */
  poller(check: () => Promise<boolean>): ReviewPoller {
    return new ReviewPoller(this.clock, check);
  }

  /** The shared state of the application's actions (busy, failures, refused tries). */
  actions(): BankActionState {
    return new BankActionState();
  }

  /** The document uploads with progress. */
  uploads(api: BankApi): BankUploads {
    return new BankUploads(api);
  }

  /** Connecting the account and checking its deposits; `onConnection` receives each new state of the connection. */
  deposits(api: BankApi, actions: BankActionState, onConnection: (connection: BankConnectionRecord) => void): BankDeposits {
    return new BankDeposits(api, actions, onConnection);
  }
}
