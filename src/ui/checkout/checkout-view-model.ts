import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FEES, INVOICE_TERMS } from '@/domain/constants';
import { checkoutFees, type CheckoutFees } from '@/domain/config';
import { checkoutSteps, StepFlow, type CheckoutStepKey, type PlanRole, type StepView } from '@/domain/flow';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import type { FieldErrors } from '@/domain/validation';
import { ApiClient, ApiError } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { Navigation } from '@/ports/navigation';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { CheckoutApi, type CheckoutState } from '@/ui/checkout/checkout-api';
import { CheckoutDrafts } from '@/ui/checkout/checkout-drafts';
import { FIELD_LABELS } from '@/ui/checkout/field-labels';
import { reviewRows, type ReviewRow } from '@/ui/checkout/review-sections';
import { hasSavedSsn, initialValues, resumeRole, savedSignatureOf } from '@/ui/checkout/checkout-resume';
import { isMaskedSsn } from '@/domain/shared/ssn-mask';
import { StepForm, type FormValues } from '@/ui/kit/step-form';
import { isFormStep, stepPayload, stepRules, type FormStepKey } from '@/ui/checkout/step-settings';

/** Where the checkout page is: loading, asking the role on first entry, in the steps, paid, or failed to load. */
export type CheckoutPhase = 'loading' | 'chooseRole' | 'steps' | 'paid' | 'failed';

/** One section of the review page: a step's title, key (to edit it) and values. */
export interface ReviewSection {
  key: FormStepKey;
  title: string;
  rows: ReviewRow[];
}

/** Shown when a step could not be saved for a reason other than its values. */
export const SAVE_FAILED_MESSAGE =
  'Your details could not be saved. Check your connection and try again; nothing you typed is lost.';
/** Shown when the checkout could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Your checkout could not be loaded. Try again later.';

/** How many times the checkout is loaded before the page says it failed, and the pause between tries. */
const LOAD_ATTEMPTS = 3;
const LOAD_RETRY_MS = 1_000;

/** The checkout journey (issue 6): role, step flow, step forms with drafts, saving, review and fees. */
@injectable()
export class CheckoutViewModel {
  /** Where the page is. */
  phase: CheckoutPhase = 'loading';
  /** Plan owner or participant (decision 0075). */
  role: PlanRole = 'planOwner';
  /** The step flow (undefined until loaded). */
  flow: StepFlow<CheckoutStepKey> | undefined = undefined;
  /** The forms of the role's steps. */
  forms: Partial<Record<FormStepKey, StepForm>> = {};
  /** True while a step is being saved. */
  saving = false;
  /** Why the last save failed (not a field message). */
  saveError: string | undefined = undefined;
  /** Increments when the user tried to continue with errors (the view focuses the first one). */
  invalidAttempts = 0;
  /** A signature saved earlier that the signer may choose instead of drawing (isSelectedSignature). */
  savedSignature: string | undefined = undefined;
  /** True while the saved SSN is kept as is (shown masked only). */
  ssnSaved = false;
  private drafts: CheckoutDrafts | undefined = undefined;
  private readonly checkoutApi: CheckoutApi;
  private loadAttempts = 0;
  private editSnapshot: FormValues | undefined = undefined;
  private cancelRetry: (() => void) | undefined = undefined;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
  ) {
    // Admin mode's X-Act-As is added by the app's ApiClient wrapper (decision 0063), for every call of this tab.
    this.checkoutApi = new CheckoutApi(api);
    makeAutoObservable<
      CheckoutViewModel,
      | 'api'
      | 'storage'
      | 'clock'
      | 'navigation'
      | 'adminMode'
      | 'drafts'
      | 'checkoutApi'
      | 'loadAttempts'
      | 'cancelRetry'
      | 'editSnapshot'
    >(
      this,
      {
        api: false,
        storage: false,
        clock: false,
        navigation: false,
        adminMode: false,
        drafts: false,
        checkoutApi: false,
        loadAttempts: false,
        cancelRetry: false,
        editSnapshot: false,
      },
      { autoBind: true },
    );
  }

  /** The server calls of the checkout (for the payment and confirmation parts). */
  get server(): CheckoutApi {
    return this.checkoutApi;
  }

  /** The step list: every shown step with its status (the review page is hidden). */
  get steps(): readonly StepView<CheckoutStepKey>[] {
    return this.flow?.visibleSteps ?? [];
  }

  /** Key of the current step. */
  get currentKey(): CheckoutStepKey | undefined {
    return this.flow?.currentKey;
  }

  /** Title of the current step. */
  get currentTitle(): string {
    return this.flow?.current.title ?? '';
  }

  /** The current step's form, when it has one. */
  get currentForm(): StepForm | undefined {
    const key = this.currentKey;
    return key && isFormStep(key) ? this.forms[key] : undefined;
  }

  /** True when back is possible. */
  get canGoBack(): boolean {
    return this.flow !== undefined && (!this.flow.isFirst || this.flow.isEditing);
  }

  /** True while editing a step from the review page. */
  get isEditing(): boolean {
    return this.flow?.isEditing ?? false;
  }

  /** True when the signed-in owner said they are married (the plan step asks for the spouse's consent). */
  get ownerMarried(): boolean {
    return this.role === 'planOwner' && (this.forms.personalDetails?.flag('married') ?? false);
  }

  /** The fees of the checkout: plan, setup, plan document generation, total and terms (Net 15). */
  get fees(): CheckoutFees {
    return checkoutFees({ ...FEES, invoice_due_date_terms: INVOICE_TERMS.label });
  }

  /** Every value entered, by step, for the review page. */
  get reviewSections(): ReviewSection[] {
    const out: ReviewSection[] = [];
    for (const step of this.flow?.definitions ?? []) {
      const form = isFormStep(step.key) ? this.forms[step.key] : undefined;
      if (form && isFormStep(step.key)) out.push({ key: step.key, title: step.title, rows: reviewRows(step.key, form.values) });
    }
    return out;
  }

  /** Loads the user's checkout: role, resume step, saved steps and drafts (a failed load is tried again a few times). */
  async activate(): Promise<void> {
    this.loadAttempts = 0;
    await this.load();
  }

  /** Loads again after a failure (the "Try again" button). */
  async retry(): Promise<void> {
    this.loadAttempts = 0;
    await this.load();
  }

  /** Stops a pending automatic retry (leaving the page). */
  dispose(): void {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
  }

  private async load(): Promise<void> {
    this.phase = 'loading';
    this.loadAttempts++;
    try {
      const me = await this.api.getMe();
      const userId = this.adminMode.mode.enabled && this.adminMode.mode.id ? this.adminMode.mode.id : me.id;
      this.drafts = new CheckoutDrafts(this.storage, userId);
      const [state, invoices] = await Promise.all([this.checkoutApi.state(), this.checkoutApi.invoices().catch(() => [])]);
      runInAction(() =>
        this.start(
          state,
          invoices.some((i) => i.status === 'paid'),
        ),
      );
    } catch {
      runInAction(() => {
        if (this.loadAttempts < LOAD_ATTEMPTS) this.cancelRetry = this.clock.setTimeout(() => void this.load(), LOAD_RETRY_MS);
        else this.phase = 'failed';
      });
    }
  }

  private start(state: CheckoutState, paid: boolean): void {
    const { role, ask } = resumeRole(state, this.drafts?.readRole());
    this.role = role;
    this.savedSignature = savedSignatureOf(state);
    this.ssnSaved = hasSavedSsn(state);
    this.buildForms(state);
    this.flow = StepFlow.start(checkoutSteps(role), state.current_step);
    this.phase = paid ? 'paid' : ask ? 'chooseRole' : 'steps';
  }

  private buildForms(state: CheckoutState): void {
    const forms: Partial<Record<FormStepKey, StepForm>> = {};
    for (const { key } of checkoutSteps(this.role)) {
      if (!isFormStep(key)) continue;
      forms[key] = new StepForm(
        (values) => stepRules(key, values, { now: this.clock.now(), married: this.ownerMarried, ssnSaved: this.ssnSaved }),
        initialValues(key, state.steps[key], this.drafts?.read(key)),
        (values) => this.drafts?.write(key, values, this.clock.now()),
        FIELD_LABELS,
      );
    }
    this.forms = forms;
  }

  /** Chooses the role on first entry (saved with the checkout progress). */
  async chooseRole(role: PlanRole): Promise<void> {
    this.role = role;
    this.drafts?.writeRole(role);
    this.buildForms({ current_step: 'personalDetails', variant: role, steps: {} });
    this.flow = StepFlow.start(checkoutSteps(role));
    this.phase = 'steps';
    await this.saveProgress();
  }

  /** Replaces the saved SSN with a new one (the input shows again, empty). */
  changeSsn(): void {
    this.ssnSaved = false;
    this.forms.personalDetails?.set('ssn_number', '');
  }

  /** Validates and saves the current step, then moves forward and scrolls to the top; nothing moves on errors. */
  async forward(): Promise<void> {
    const flow = this.flow;
    if (!flow || this.saving) return;
    const key = flow.currentKey;
    const form = this.currentForm;
    this.saveError = undefined;
    if (form && isFormStep(key)) {
      form.submit();
      if (!form.isValid) {
        this.invalidAttempts++;
        return;
      }
      this.saving = true;
      const saved = await this.saveStep(key, form);
      runInAction(() => (this.saving = false));
      if (!saved) return;
      this.editSnapshot = undefined;
    }
    await this.move(flow.forward());
  }

  /** Moves back one step (or cancels an edit from the review page) and scrolls to the top. */
  async back(): Promise<void> {
    if (!this.flow || this.saving) return;
    if (this.flow.isEditing && this.editSnapshot && isFormStep(this.flow.currentKey)) {
      this.currentForm?.restore(this.editSnapshot);
      this.drafts?.remove(this.flow.currentKey);
      if (isMaskedSsn(this.editSnapshot.ssn_number)) this.ssnSaved = true;
    }
    this.editSnapshot = undefined;
    await this.move(this.flow.back());
  }

  /** Edits a completed step from the review page; Back to review undoes the unsaved changes. */
  async edit(key: CheckoutStepKey): Promise<void> {
    if (!this.flow) return;
    const form = isFormStep(key) ? this.forms[key] : undefined;
    this.editSnapshot = form ? { ...form.values } : undefined;
    await this.move(this.flow.jumpTo(key));
  }

  /** The payment went through: the confirmation page shows. */
  markPaid(): void {
    this.phase = 'paid';
    this.navigation.scrollTo(0, 0);
  }

  private async saveStep(key: FormStepKey, form: StepForm): Promise<boolean> {
    try {
      const answer = await this.checkoutApi.saveStep(key, stepPayload(key, form.values));
      runInAction(() => {
        this.drafts?.remove(key);
        if (key === 'personalDetails') this.keepSavedSsn(form, answer?.values?.ssn_number);
        const signature = answer?.values?.plan_signature ?? answer?.values?.participant_signature;
        if (isPngDataUrl(signature)) this.savedSignature = signature as string;
      });
      return true;
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 400
          ? (error.body as { fields?: FieldErrors } | undefined)?.fields
          : undefined;
      runInAction(() => {
        if (fields) {
          form.showServerErrors(fields);
          this.invalidAttempts++;
        } else this.saveError = SAVE_FAILED_MESSAGE;
      });
      return false;
    }
  }

  /** After a save the form holds only the masked SSN the server answered; a re-save sends it back to keep the stored one. */
  private keepSavedSsn(form: StepForm, answered: unknown): void {
    if (!isMaskedSsn(answered)) return;
    form.replace('ssn_number', answered);
    this.ssnSaved = true;
  }

  private async move(next: StepFlow<CheckoutStepKey>): Promise<void> {
    if (next === this.flow) return;
    this.flow = next;
    this.navigation.scrollTo(0, 0);
    await this.saveProgress();
  }

  private async saveProgress(): Promise<void> {
    if (!this.flow) return;
    try {
      await this.checkoutApi.saveProgress(this.flow.currentKey, this.role);
    } catch {
      // The resume point is a convenience: the step data itself is saved; the next move saves it again.
    }
  }
}
