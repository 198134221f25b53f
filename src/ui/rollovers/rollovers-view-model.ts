import { AccountApi } from '@/ports/account-api';
import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import { valueCents, valueText } from '@/ui/kit/form-values';
import { type RolloverRecord, rolloverErrors, sixtyDayDeadline, statusMoveErrors } from '@/domain/rollovers';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { RolloversApi } from '@/ports/rollovers-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { draftUserId, FormDraft } from '@/ui/beneficiaries/form-draft';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the rollovers could not be loaded. */
export const ROLLOVERS_LOAD_FAILED = 'Your rollovers could not be loaded. Try again in a moment.';
/** Shown when an action failed for another reason than a field message. */
export const ACTION_FAILED = 'That did not go through. Nothing was lost; please try again.';
/** Shown when the statement could not be uploaded. */
export const STATEMENT_UPLOAD_FAILED = 'The statement could not be uploaded. Choose a PDF or an image and try again.';

const text = valueText;
const cents = valueCents;

/** The incoming rollovers page: the request form, each rollover's next step (letter, statement, funds) and history. */
@injectable()
export class RolloversViewModel {
  /** The Idempotency-Key of the money move being sent (decision 0295). */
  private readonly intent = new IntentKey();
  rollovers: RolloverRecord[] = [];
  /** Whether the plan accepts Roth rollovers (plan_roth_roll, on by default). */
  planAcceptsRoth = true;
  loadFailed = false;
  busy = false;
  failure: string | undefined = undefined;
  notice: string | undefined = undefined;
  /** The rollover whose next step is open. */
  selectedId: string | undefined = undefined;
  readonly requestForm: StepForm;
  readonly letterForm: StepForm;
  readonly receivedForm: StepForm;
  /** The request form's draft (known once the user is). */
  private draft: FormDraft | undefined = undefined;

  constructor(
    @inject(RolloversApi) private readonly api: RolloversApi,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    this.requestForm = new StepForm(
      (v) => this.requestRules(v),
      { method: 'direct', roth_amount: '0' },
      (v) => this.draft?.write(v),
    );
    this.letterForm = new StepForm(
      (v) => ({
        administrator_name: text(v, 'administrator_name') === '' ? ["The plan administrator's name is required"] : [],
        signature: isPngDataUrl(v.signature) ? [] : ["The plan administrator's signature is required"],
      }),
      {},
    );
    this.receivedForm = new StepForm((v) => this.receivedRules(v), {});
    makeAutoObservable<RolloversViewModel, 'api' | 'clock' | 'storage' | 'draft'>(
      this,
      { api: false, clock: false, storage: false, draft: false, requestForm: false, letterForm: false, receivedForm: false },
      { autoBind: true },
    );
  }

  /** Today, from the clock. */
  get today(): CalendarDate {
    return utcToday(this.clock.now()) as CalendarDate;
  }

  /** The rollover whose next step is open. */
  get selected(): RolloverRecord | undefined {
    return this.rollovers.find((r) => r.id === this.selectedId);
  }

  /** The last day an indirect rollover being requested may be deposited (shown beside the date). */
  get deadline(): string | undefined {
    const paid = parseIsoDate(this.requestForm.values.distribution_date);
    return this.requestForm.text('method') === 'indirect' && paid ? formatIsoDate(sixtyDayDeadline(paid)) : undefined;
  }

  /** Loads the rollovers and whether the plan accepts Roth rollovers. */
  async load(): Promise<void> {
    try {
      const [rollovers, planAcceptsRoth, userId] = await Promise.all([
        this.api.rollovers(),
        // Unknown, the plan accepts Roth rollovers (plan_roth_roll is on by default).
        this.api.planAcceptsRoth().catch(() => true),
        draftUserId(this.accounts),
      ]);
      runInAction(() => {
        this.draft = FormDraft.restoredOnce(this.draft, this.storage, 'rollovers', userId, this.requestForm);
        this.rollovers = rollovers;
        this.planAcceptsRoth = planAcceptsRoth;
        this.loadFailed = false;
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Opens the next step of rollover `id`. */
  select(id: string): void {
    this.selectedId = id;
    this.letterForm.restore({});
    this.receivedForm.restore({});
    this.failure = undefined;
  }

  /** Sends the request. */
  async request(): Promise<void> {
    this.requestForm.submit();
    if (!this.requestForm.isValid) return;
    const v = this.requestForm.values;
    const indirect = text(v, 'method') === 'indirect';
    const request = {
      sourceKind: text(v, 'source_kind'),
      provider: text(v, 'provider'),
      amountCents: cents(v, 'amount') ?? 0,
      rothCents: cents(v, 'roth_amount') ?? 0,
      method: text(v, 'method'),
      distributionDate: indirect ? text(v, 'distribution_date') : null,
    };
    const made = await this.run<RolloverRecord>(this.requestForm, () =>
      this.intent.send('request', request, (key) => this.api.request(request, key)),
    );
    if (made)
      runInAction(() => {
        this.notice = 'Your rollover request is recorded. Next: sign the letter of acceptance for the provider.';
        this.requestForm.restore({ method: 'direct', roth_amount: '0' });
        this.draft?.remove();
        this.select(made.id);
      });
  }

  /** The plan administrator signs the letter of acceptance of the selected rollover. */
  async signLetter(): Promise<void> {
    const r = this.selected;
    this.letterForm.submit();
    if (!r || !this.letterForm.isValid) return;
    const done = await this.run(this.letterForm, () =>
      this.api.signLetter(r.id, {
        administratorName: this.letterForm.text('administrator_name'),
        administratorTitle: this.letterForm.text('administrator_title'),
        signature: this.letterForm.text('signature'),
      }),
    );
    if (done)
      runInAction(
        () =>
          (this.notice =
            'The signed letter of acceptance is filed in your document library, folder Rollovers. Send it to the provider.'),
      );
  }

  /** Uploads the latest statement of the selected rollover's account into the library and attaches it. */
  async uploadStatement(file: File): Promise<void> {
    const r = this.selected;
    if (!r) return;
    this.busy = true;
    try {
      await this.api.attachStatement(r.id, file, file.name);
      runInAction(() => (this.notice = 'The statement is attached and filed in your document library.'));
      await this.load();
    } catch (error) {
      runInAction(() => (this.failure = fieldsOf(error)?.file?.[0] ?? STATEMENT_UPLOAD_FAILED));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** The selected rollover's money is on its way. */
  async expectFunds(): Promise<void> {
    const r = this.selected;
    if (!r) return;
    await this.run(this.receivedForm, () => this.api.expectFunds(r.id));
  }

  /** The selected rollover's money arrived: the amount and the day (entered in the contribution ledger). */
  async markReceived(): Promise<void> {
    const r = this.selected;
    this.receivedForm.submit();
    if (!r || !this.receivedForm.isValid) return;
    const done = await this.run(this.receivedForm, () =>
      this.api.markReceived(r.id, {
        amountCents: cents(this.receivedForm.values, 'amount') ?? 0,
        receivedDate: this.receivedForm.text('received_date'),
      }),
    );
    if (done) runInAction(() => (this.notice = 'The rollover is received and entered in your contributions under Roll Overs.'));
  }

  /** Starts loading. */
  activate(): void {
    void this.load();
  }

  private async run<T>(form: StepForm, call: () => Promise<T>): Promise<T | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      const result = await call();
      await this.load();
      return result;
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (fields) form.showServerErrors(fields);
        else this.failure = ACTION_FAILED;
      });
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private requestRules(v: FormValues): FieldErrors {
    return rolloverErrors(
      {
        sourceKind: text(v, 'source_kind'),
        provider: text(v, 'provider'),
        amountCents: cents(v, 'amount'),
        rothCents: cents(v, 'roth_amount') ?? 0,
        method: text(v, 'method'),
        distributionDate: text(v, 'distribution_date') || undefined,
      },
      { planAcceptsRoth: this.planAcceptsRoth, today: this.today },
    );
  }

  private receivedRules(v: FormValues): FieldErrors {
    const r = this.selected;
    if (!r) return {};
    const created = utcToday(new Date(r.createdAt)) as CalendarDate;
    const errors = statusMoveErrors(
      'funds_expected',
      { to: 'received', amountCents: cents(v, 'amount'), receivedDate: text(v, 'received_date') },
      { today: this.today, requestedOn: created, distributionDate: r.distributionDate ?? undefined },
    );
    return { amount: errors.amount, received_date: errors.received_date };
  }
}
