import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isUnderReview } from '@/domain/bank/bank-application-status';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import { bankOffers, type BankOffer } from '@/domain/bank/bank-offers';
import { formatDate } from '@/ui/kit/locale-format';
import { bankApplicationSteps, StepFlow, type BankApplicationStepKey, type PlanRole, type StepView } from '@/domain/flow';
import type { FieldErrors } from '@/domain/validation';
import { AccountApi } from '@/ports/account-api';
import { CheckoutApi } from '@/ports/checkout-api';
import type { BankApplicationRecord } from '@/domain/bank/bank-records';
import { BankApi } from '@/ports/bank-api';
import { Clock } from '@/ports/clock';
import { Navigation } from '@/ports/navigation';
import type { BankActionState } from '@/ui/bank/bank-action-state';
import type { BankDeposits } from '@/ui/bank/bank-deposits';
import type { BankDrafts } from '@/ui/bank/bank-drafts';
import { loadBankApplication } from '@/ui/bank/bank-application-loader';
import { BankFactories } from '@/ui/bank/bank-factories';
import { bankFormRules, EDITING_FORMS, startingValues, type BankFormKey, type EditingFormKey } from '@/ui/bank/bank-forms';
import type { ReviewPoller } from '@/ui/bank/review-poller';
import type { BankUploads, UploadState } from '@/ui/bank/bank-uploads';
import { keepMaskedNumbers } from '@/ui/kit/kept-numbers';
import type { StepForm } from '@/ui/kit/step-form';

/** Where the page is: loading, in the flow, or failed to load. */
export type BankPhase = 'loading' | 'ready' | 'failed';

export { LOAD_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from '@/ui/bank/bank-failures';
export type { UploadState } from '@/ui/bank/bank-uploads';

const PHOTO_FIELD: Partial<Record<BankDocumentKind, string>> = { id_front: 'id_photo_picture', id_back: 'id_photo_picture2' };

/** The bank application (issue 12): steps, forms with drafts, submit, review polling, step-up, connect and deposits. */
@injectable()
export class BankApplicationViewModel {
  /** Where the page is. */
  phase: BankPhase = 'loading';
  /** The application on the server. */
  status: BankApplicationRecord | undefined = undefined;
  /** The step flow (undefined until loaded). */
  flow: StepFlow<BankApplicationStepKey> | undefined = undefined;
  /** Plan owner or participant (the same six steps: decision 0021). */
  role: PlanRole = 'planOwner';
  /** The forms. */
  forms: Partial<Record<BankFormKey, StepForm>> = {};
  /** What the configured banks offer. */
  offers: BankOffer[] = [];
  /** Busy flag, last failure and refused tries, shared by every action. */
  readonly actions: BankActionState;
  /** The document uploads with their progress. */
  readonly documents: BankUploads;
  /** Connecting the account and checking its deposits. */
  readonly deposits: BankDeposits;
  /** When the review status was last checked. */
  lastCheckedAt: Date | undefined = undefined;
  /** A signature the checkout's plan step saved, which the signer may choose instead of drawing. */
  savedSignature: string | undefined = undefined;
  private userId = '';
  private drafts: BankDrafts | undefined = undefined;
  private poller: ReviewPoller | undefined = undefined;

  constructor(
    @inject(BankApi) private readonly api: BankApi,
    @inject(CheckoutApi) private readonly checkout: CheckoutApi,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(BankFactories) private readonly make: BankFactories,
  ) {
    this.actions = make.actions();
    this.documents = make.uploads(api);
    this.deposits = make.deposits(api, this.actions, (connection) => {
      if (this.status) this.status = { ...this.status, connection };
    });
    makeAutoObservable(this, { actions: false, documents: false, deposits: false }, { autoBind: true });
  }

  /** True while saving or sending. */
  get saving(): boolean {
    return this.actions.saving;
  }

  /** Why the last action failed (not a field message). */
  get saveError(): string | undefined {
    return this.actions.saveError;
  }

  /** Increments when the user tried to continue with errors (the view focuses the first one). */
  get invalidAttempts(): number {
    return this.actions.invalidAttempts;
  }

  /** Messages of the step-up documents the server still misses. */
  get stepUpErrors(): FieldErrors {
    return this.actions.stepUpErrors;
  }

  /** Uploads by document kind. */
  get uploads(): Partial<Record<BankDocumentKind, UploadState>> {
    return this.documents.items;
  }

  /** What the last deposit check said. */
  get depositMessage(): string | undefined {
    return this.deposits.message;
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
    return formatDate(this.status?.connection?.lockedUntil ?? '');
  }

  /** Loads the application, the banks' offers, saved steps and drafts. */
  async activate(): Promise<void> {
    this.phase = 'loading';
    try {
      const loaded = await loadBankApplication(this.api, this.checkout, this.accounts);
      runInAction(() => {
        const drafts = this.make.drafts(loaded.userId);
        this.userId = loaded.userId;
        this.drafts = drafts;
        this.role = loaded.role;
        this.savedSignature = loaded.savedSignature;
        this.offers = bankOffers(loaded.bankIds);
        const rules = bankFormRules(() => this.clock.now());
        for (const key of EDITING_FORMS) {
          const saved = loaded.flow.steps[key]?.values;
          const base = key === 'identityDetails' && saved === undefined ? loaded.checkoutIdentity : saved;
          this.forms[key] = this.make.form(rules[key], startingValues(base, drafts.read(key)), (v) => drafts.write(key, v));
        }
        this.forms.connect = this.make.form(rules.connect, {});
        this.forms.deposits = this.make.form(rules.deposits, {});
        this.applyStatus(loaded.status);
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

  private applyStatus(status: BankApplicationRecord): void {
    this.status = status;
    this.flow = StepFlow.start(bankApplicationSteps(this.role), status.currentStep);
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
    this.actions.saveError = undefined;
    if (!form.isValid) return this.actions.refuse();
    if (key === 'chooseAccount') {
      const offer = this.offers.find((o) => String(o.id) === form.text('bank_id'));
      if (offer) form.replace('account_type', offer.accountType);
    }
    this.actions.saving = true;
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
      runInAction(() => this.actions.showStepFailure(form, error));
    } finally {
      runInAction(() => {
        this.actions.saving = false;
      });
    }
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
    const doc = await this.documents.upload(kind, file, fileName);
    if (doc === undefined) return;
    runInAction(() => {
      const field = PHOTO_FIELD[kind];
      if (field) this.forms.identityDetails?.set(field, doc.id);
      if (this.status) this.status = { ...this.status, documents: [...this.status.documents, doc] };
      this.actions.clearStepUpError(kind);
    });
  }

  /** Sends the step-up documents for the second review. */
  async sendStepUp(): Promise<void> {
    await this.actions.run(async () => {
      const status = await this.api.submitStepUp();
      runInAction(() => this.applyStatus(status));
      this.navigation.scrollTo(0, 0);
    });
  }

  /** Connects the primary account (sends two micro-deposits). */
  async connect(): Promise<void> {
    if (this.forms.connect) await this.deposits.connect(this.forms.connect);
  }

  /** Checks the two deposit amounts. */
  async verifyDeposits(): Promise<void> {
    if (this.forms.deposits) await this.deposits.verify(this.forms.deposits);
  }
}
