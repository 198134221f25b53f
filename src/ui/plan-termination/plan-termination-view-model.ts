import { AccountApi } from '@/ports/account-api';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { draftUserId, FormDraft } from '@/ui/beneficiaries/form-draft';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type PlanTerminationRecord, type TerminationResolutionInput, terminationDateErrors } from '@/domain/plan-termination';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { PlanTerminationApi } from '@/ports/plan-termination-api';
import { IntentKey } from '@/ui/kit/intent-key';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the plan's termination could not be loaded. */
export const TERMINATION_LOAD_FAILED = "Your plan's termination could not be loaded. Try again in a moment.";
/** Shown when an action failed for another reason than a field message. */
export const TERMINATION_ACTION_FAILED = 'That did not go through. Nothing was lost; please try again.';

const LABELS: Record<string, string> = {
  resolution_date: 'Resolution date',
  termination_date: 'Termination date',
  signer_first_name: 'First name',
  signer_last_name: 'Last name',
  signer_title: 'Title',
  signature: 'Signature',
};

/** The plan termination page (decision 0339): the owner's resolution, its confirmation, then the wind-up checklist. */
@injectable()
export class PlanTerminationViewModel {
  /** The Idempotency-Key of the request being sent (decision 0295). */
  private readonly intent = new IntentKey();
  state: PlanTerminationRecord | undefined = undefined;
  loadFailed = false;
  busy = false;
  /** The confirmation of what terminating means is open. */
  confirming = false;
  failure: string | undefined = undefined;
  notice: string | undefined = undefined;
  readonly form: StepForm;
  /** The resolution form's draft (known once the user is): a reload loses nothing typed but the signature. */
  private draft: FormDraft | undefined = undefined;

  constructor(
    @inject(PlanTerminationApi) private readonly api: PlanTerminationApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    const today = formatIsoDate(this.today);
    this.form = new StepForm(
      (v) => this.rules(v),
      { resolution_date: today, termination_date: today },
      (v) => this.draft?.write({ ...v, signature: undefined }),
      LABELS,
    );
    makeAutoObservable<PlanTerminationViewModel, 'api' | 'clock' | 'intent' | 'accounts' | 'storage' | 'draft'>(
      this,
      { api: false, clock: false, intent: false, form: false, accounts: false, storage: false, draft: false },
      { autoBind: true },
    );
  }

  /** Today, from the clock. */
  get today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** Loads the plan's termination. */
  async load(): Promise<void> {
    try {
      const [state, userId] = await Promise.all([this.api.state(), draftUserId(this.accounts)]);
      runInAction(() => {
        this.draft = FormDraft.restoredOnce(this.draft, this.storage, 'plan-termination', userId, this.form);
        this.state = state;
        this.loadFailed = false;
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Starts loading. */
  activate(): void {
    void this.load();
  }

  /** Checks the resolution and, when valid, asks for the confirmation. */
  ask(): void {
    this.form.submit();
    this.failure = undefined;
    if (this.form.isValid) this.confirming = true;
  }

  /** Closes the confirmation; everything typed stays. */
  cancel(): void {
    this.confirming = false;
  }

  /** Adopts the signed resolution (after the confirmation). */
  async adopt(): Promise<void> {
    if (this.busy) return;
    const input: TerminationResolutionInput = {
      resolutionDate: this.form.text('resolution_date'),
      terminationDate: this.form.text('termination_date'),
      signerFirstName: this.form.text('signer_first_name'),
      signerLastName: this.form.text('signer_last_name'),
      signerTitle: this.form.text('signer_title'),
      signature: this.form.text('signature'),
    };
    const state = await this.run(() => this.intent.send('adopt', input, (key) => this.api.adopt(input, key)));
    runInAction(() => {
      this.confirming = false;
      if (state) {
        this.draft?.remove();
        this.state = state;
        this.notice =
          'The resolution is adopted and filed in your document library, folder Plan documents. Next: distribute or roll over every account.';
      }
    });
  }

  /** Offsets an active loan against its account by reason of the plan's termination (1099-R code M). */
  async offsetLoan(loanId: string): Promise<void> {
    const done = await this.run(() => this.intent.send(`offset ${loanId}`, loanId, (key) => this.api.offsetLoan(loanId, key)));
    if (done !== undefined) {
      await this.load();
      runInAction(
        () => (this.notice = 'The loan is offset against the account: a qualified plan loan offset, Form 1099-R code M.'),
      );
    }
  }

  private async run<T>(call: () => Promise<T>): Promise<T | undefined> {
    this.busy = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      return (await call()) ?? (true as T);
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) this.form.showServerErrors(fields);
        else this.failure = messageOf(error) ?? TERMINATION_ACTION_FAILED;
      });
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private rules(v: FormValues): FieldErrors {
    const text = (field: string): string => (typeof v[field] === 'string' ? (v[field] as string).trim() : '');
    return {
      ...terminationDateErrors(v, { today: this.today }),
      signer_first_name: text('signer_first_name') === '' ? ['First name is required'] : [],
      signer_last_name: text('signer_last_name') === '' ? ['Last name is required'] : [],
      signer_title: text('signer_title') === '' ? ['Title is required'] : [],
      signature: isPngDataUrl(v.signature) ? [] : ['Signature is required'],
    };
  }
}
