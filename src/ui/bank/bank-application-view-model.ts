import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isUnderReview } from '@/domain/bank/bank-application-status';
import { type BankDocumentKind, ID_PHOTO_MESSAGES } from '@/domain/bank/bank-documents';
import { bankOffers, type BankOffer } from '@/domain/bank/bank-offers';
import { formatDate } from '@/domain/display/format-date';
import { bankApplicationSteps, StepFlow, type BankApplicationStepKey, type PlanRole, type StepView } from '@/domain/flow';
import type { FieldErrors } from '@/domain/validation';
import { ApiClient, ApiError } from '@/ports/api-client';
import { BankApi, type BankStatus } from '@/ports/bank-api';
import { Clock } from '@/ports/clock';
import { Navigation } from '@/ports/navigation';
import { SiteConfigSource } from '@/ports/site-config-source';
import type { BankDrafts } from '@/ui/bank/bank-drafts';
import { BankFactories } from '@/ui/bank/bank-factories';
import { bankFormRules, EDITING_FORMS, startingValues, type BankFormKey, type EditingFormKey } from '@/ui/bank/bank-forms';
import type { ReviewPoller } from '@/ui/bank/review-poller';
import { keepMaskedNumbers } from '@/ui/kit/kept-numbers';
import type { StepForm } from '@/ui/kit/step-form';

/** Where the page is: loading, in the flow, or failed to load. */
export type BankPhase = 'loading' | 'ready' | 'failed';

/** One upload's state, for its progress bar. */
export interface UploadState {
  state: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  name: string;
  error?: string;
}

/** Shown when a save failed for a reason other than its values. */
export const SAVE_FAILED_MESSAGE =
  'Your details could not be saved. Check your connection and try again; nothing you typed is lost.';
/** Shown when the application could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Your bank application could not be loaded. Try again later.';

const PHOTO_FIELD: Partial<Record<BankDocumentKind, string>> = { id_front: 'id_photo_picture', id_back: 'id_photo_picture2' };

function fieldsOf(error: unknown): FieldErrors | undefined {
  return error instanceof ApiError && error.status === 400 ? (error.body as { fields?: FieldErrors })?.fields : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message : undefined;
}

/** The bank application (issue 12): steps, forms with drafts, submit, review polling, step-up, connect and deposits. */
@injectable()
export class BankApplicationViewModel {
  /** Where the page is. */
  phase: BankPhase = 'loading';
  /** The application on the server. */
  status: BankStatus | undefined = undefined;
  /** The step flow (undefined until loaded). */
  flow: StepFlow<BankApplicationStepKey> | undefined = undefined;
  /** Plan owner or participant (the same six steps: decision 0021). */
  role: PlanRole = 'planOwner';
  /** The forms. */
  forms: Partial<Record<BankFormKey, StepForm>> = {};
  /** What the configured banks offer. */
  offers: BankOffer[] = [];
  /** True while saving or sending. */
  saving = false;
  /** Why the last action failed (not a field message). */
  saveError: string | undefined = undefined;
  /** Increments when the user tried to continue with errors (the view focuses the first one). */
  invalidAttempts = 0;
  /** Uploads by document kind. */
  uploads: Partial<Record<BankDocumentKind, UploadState>> = {};
  /** Messages of the step-up documents the server still misses. */
  stepUpErrors: FieldErrors = {};
  /** What the last deposit check said. */
  depositMessage: string | undefined = undefined;
  /** When the review status was last checked. */
  lastCheckedAt: Date | undefined = undefined;
  /** A signature the checkout's plan step saved, which the signer may choose instead of drawing. */
  savedSignature: string | undefined = undefined;
  /** True in the local profile (the review can be finished on request). */
  isLocalProfile = false;
  private userId = '';
  private drafts: BankDrafts | undefined = undefined;
  private poller: ReviewPoller | undefined = undefined;

  constructor(
    @inject(BankApi) private readonly api: BankApi,
    @inject(ApiClient) private readonly apiClient: ApiClient,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SiteConfigSource) private readonly siteConfig: SiteConfigSource,
    @inject(BankFactories) private readonly make: BankFactories,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The step list with statuses. */
  get steps(): readonly StepView<BankApplicationStepKey>[] {
    return this.flow?.visibleSteps ?? [];
  }

  /** Key of the current step. */
  get currentKey(): BankApplicationStepKey | undefined {
    return this.flow?.currentKey;
  }

  /** Title of the current step. */
  get currentTitle(): string {
    return this.flow?.current.title ?? '';
  }

  /** The current editing step's form, when it has one. */
  get currentForm(): StepForm | undefined {
    const key = this.currentKey;
    return key && (EDITING_FORMS as readonly string[]).includes(key) ? this.forms[key as EditingFormKey] : undefined;
  }

  /** True when Back is possible (between the editing steps only). */
  get canGoBack(): boolean {
    return this.currentKey === 'fillApplication' || this.currentKey === 'identityDetails';
  }

  /** True while the bank reviews the application. */
  get underReview(): boolean {
    return this.status !== undefined && isUnderReview(this.status.status);
  }

  /** True once the application was declined (the step-up page says how to reach support). */
  get declined(): boolean {
    return this.status?.status === 'declined';
  }

  /** When the deposit check is locked until, for people; '' when not locked. */
  get lockedUntil(): string {
    return formatDate(this.status?.connection?.locked_until ?? '');
  }

  /** Loads the application, the banks' offers, saved steps and drafts. */
  async activate(): Promise<void> {
    this.phase = 'loading';
    try {
      const me = await this.apiClient.getMe();
      const [flow, status, bankIds, checkoutIdentity, site] = await Promise.all([
        this.api.flow(),
        this.api.status(),
        this.api.bankIds(),
        this.api.checkoutIdentity().catch(() => ({})),
        this.siteConfig.load().catch(() => undefined),
      ]);
      const role = await this.roleOf(flow.variant, status.started);
      const plan = await this.apiClient
        .get<{ values?: Record<string, unknown> }>('/checkout/steps/planDetails')
        .catch(() => ({ values: undefined }));
      const signature = plan.values?.plan_signature;
      runInAction(() => {
        this.userId = me.id;
        this.drafts = this.make.drafts(me.id);
        this.role = role;
        this.isLocalProfile = (site?.profile ?? 'local') === 'local';
        this.savedSignature = typeof signature === 'string' && signature.startsWith('data:image/png') ? signature : undefined;
        this.offers = bankOffers(bankIds);
        const rules = bankFormRules(() => this.clock.now());
        for (const key of EDITING_FORMS) {
          const saved = flow.steps[key]?.values;
          const base = key === 'identityDetails' && saved === undefined ? checkoutIdentity : saved;
          this.forms[key] = this.make.form(rules[key], startingValues(base, this.drafts.read(key)), (v) =>
            this.drafts?.write(key, v),
          );
        }
        this.forms.connect = this.make.form(rules.connect, {});
        this.forms.deposits = this.make.form(rules.deposits, {});
        this.applyStatus(status);
        this.phase = 'ready';
      });
    } catch {
      runInAction(() => {
        this.phase = 'failed';
      });
    }
  }

  /** Stops polling (leaving the page). */
  dispose(): void {
    this.poller?.stop();
  }

  /** The role: the bank flow's saved one, else the checkout's. */
  private async roleOf(variant: string, started: boolean): Promise<PlanRole> {
    if (started) return variant === 'participant' ? 'participant' : 'planOwner';
    const checkout = await this.apiClient.get<{ variant?: string }>('/checkout').catch(() => ({ variant: undefined }));
    return checkout.variant === 'participant' ? 'participant' : 'planOwner';
  }

  private applyStatus(status: BankStatus): void {
    this.status = status;
    this.flow = StepFlow.start(bankApplicationSteps(this.role), status.current_step);
    if (isUnderReview(status.status)) {
      this.poller ??= this.make.poller(() => this.checkReview());
      this.poller.start();
    } else this.poller?.stop();
  }

  /** One look at the review (the spec's update-status call); true once it was decided. */
  async checkReview(): Promise<boolean> {
    const result = await this.api.verification(this.userId);
    runInAction(() => {
      this.lastCheckedAt = this.clock.now();
    });
    if (result.status === 'pending') return false;
    const status = await this.api.status();
    runInAction(() => this.applyStatus(status));
    return true;
  }

  /** Picks one of the banks. */
  chooseBank(offer: BankOffer): void {
    const form = this.forms.chooseAccount;
    form?.set('bank_id', String(offer.id));
    form?.set('account_type', offer.accountType);
  }

  /** Validates and saves the current editing step and moves on (the identity step sends the application). */
  async forward(): Promise<void> {
    const key = this.currentKey as EditingFormKey | undefined;
    const form = this.currentForm;
    if (!key || !form || !this.flow) return;
    form.submit();
    this.saveError = undefined;
    if (!form.isValid) {
      this.invalidAttempts += 1;
      return;
    }
    if (key === 'chooseAccount') {
      const offer = this.offers.find((o) => String(o.id) === form.text('bank_id'));
      if (offer) form.replace('account_type', offer.accountType);
    }
    this.saving = true;
    try {
      const saved = await this.api.saveStep(key, form.values);
      runInAction(() => keepMaskedNumbers(form, saved?.values));
      this.drafts?.remove(key);
      if (key === 'identityDetails') {
        const status = await this.api.submit();
        runInAction(() => this.applyStatus(status));
      } else {
        const next = this.flow.forward();
        runInAction(() => {
          this.flow = next;
        });
        await this.api.saveProgress(next.currentKey, this.role);
      }
      this.navigation.scrollTo(0, 0);
    } catch (error) {
      runInAction(() => this.showFailure(form, error));
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private showFailure(form: StepForm | undefined, error: unknown): void {
    const fields = fieldsOf(error);
    if (fields && form) {
      form.showServerErrors(fields);
      const other = Object.keys(fields).filter((f) => !(f in ID_PHOTO_MESSAGES) && form.values[f] === undefined);
      if (other.length > 0) this.saveError = 'Some earlier steps are not complete yet. Go back and complete them.';
      this.invalidAttempts += 1;
    } else this.saveError = messageOf(error) ?? SAVE_FAILED_MESSAGE;
  }

  /** Moves back one editing step (what was typed is kept). */
  async back(): Promise<void> {
    if (!this.flow || !this.canGoBack) return;
    this.flow = this.flow.back();
    this.navigation.scrollTo(0, 0);
    await this.api.saveProgress(this.flow.currentKey, this.role).catch(() => undefined);
  }

  /** Uploads an ID photo or a step-up document with progress; an ID photo fills its identity field. */
  async upload(kind: BankDocumentKind, file: Blob, fileName: string): Promise<void> {
    this.uploads[kind] = { state: 'uploading', progress: 0, name: fileName };
    try {
      const doc = await this.api.upload(kind, file, fileName, {
        onProgress: (loaded, total) =>
          runInAction(() => {
            const u = this.uploads[kind];
            if (u && total > 0) u.progress = Math.min(1, loaded / total);
          }),
      });
      runInAction(() => {
        this.uploads[kind] = { state: 'done', progress: 1, name: doc.name };
        const field = PHOTO_FIELD[kind];
        if (field) this.forms.identityDetails?.set(field, doc.id);
        if (this.status) this.status = { ...this.status, documents: [...this.status.documents, doc] };
        this.stepUpErrors = { ...this.stepUpErrors, [kind]: undefined };
      });
    } catch (error) {
      runInAction(() => {
        this.uploads[kind] = {
          state: 'failed',
          progress: 0,
          name: fileName,
          error: fieldsOf(error)?.file?.[0] ?? 'The upload failed. Check your connection and try again.',
        };
      });
    }
  }

  /** Sends the step-up documents for the second review. */
  async sendStepUp(): Promise<void> {
    await this.act(async () => {
      const status = await this.api.submitStepUp();
      runInAction(() => this.applyStatus(status));
      this.navigation.scrollTo(0, 0);
    });
  }

  /** Local profile only: the review is decided now. */
  async finishReviewNow(): Promise<void> {
    await this.act(async () => {
      const status = await this.api.completeReviewNow();
      runInAction(() => this.applyStatus(status));
    });
  }

  /** Connects the primary account (sends two micro-deposits). */
  async connect(): Promise<void> {
    const form = this.forms.connect;
    if (!form) return;
    form.submit();
    if (!form.isValid) {
      this.invalidAttempts += 1;
      return;
    }
    await this.act(async () => {
      const connection = await this.api.connect(form.values);
      runInAction(() => {
        if (this.status) this.status = { ...this.status, connection };
        form.restore({});
      });
    }, form);
  }

  /** Checks the two deposit amounts. */
  async verifyDeposits(): Promise<void> {
    const form = this.forms.deposits;
    if (!form) return;
    form.submit();
    if (!form.isValid) {
      this.invalidAttempts += 1;
      return;
    }
    await this.act(async () => {
      const check = await this.api.verifyDeposits(form.values);
      runInAction(() => {
        if (this.status) this.status = { ...this.status, connection: check.connection };
        if (check.outcome === 'wrong')
          this.depositMessage = `Those amounts do not match. ${check.attempts_left} ${check.attempts_left === 1 ? 'try' : 'tries'} left.`;
        else if (check.outcome === 'locked')
          this.depositMessage = `Three wrong tries: the check is locked until ${formatDate(check.connection.locked_until)} (a day). Try again then.`;
        else this.depositMessage = undefined;
        form.restore({});
      });
    }, form);
  }

  private async act(action: () => Promise<void>, form?: StepForm): Promise<void> {
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
          this.invalidAttempts += 1;
        } else if (fields) this.stepUpErrors = fields;
        else this.saveError = messageOf(error) ?? SAVE_FAILED_MESSAGE;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
