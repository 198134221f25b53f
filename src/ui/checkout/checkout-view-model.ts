import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FEES, INVOICE_TERMS } from '@/domain/constants';
import { checkoutFees, type CheckoutFees } from '@/domain/config';
import { planOriginOf } from '@/domain/plan-takeover/plan-origin';
import { loanRateWarning } from '@/domain/loans/loan-rate-guide';
import { checkoutSteps, StepFlow, type CheckoutStepKey, type PlanRole, type StepView } from '@/domain/flow';
import type { CheckoutRecord } from '@/domain/checkout/checkout-record';
import { AccountApi } from '@/ports/account-api';
import { CheckoutApi } from '@/ports/checkout-api';
import { Clock } from '@/ports/clock';
import { Navigation } from '@/ports/navigation';
import { UserLocale } from '@/ports/user-locale';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import type { CheckoutDrafts } from '@/ui/checkout/checkout-drafts';
import { CheckoutFactories } from '@/ui/checkout/checkout-factories';
import { buildCheckoutForms, type CheckoutForms, reviewSectionsOf, type ReviewSection } from '@/ui/checkout/checkout-form-set';
import { resumeRole, savedSignatureOf } from '@/ui/checkout/checkout-resume';
import { CheckoutEdits } from '@/ui/checkout/checkout-edits';
import { loadCheckout, saveCheckoutStep } from '@/ui/checkout/checkout-save';
import type { RetryingLoad } from '@/ui/checkout/retrying-load';
import type { StepForm } from '@/ui/kit/step-form';
import { isFormStep, type FormStepKey, type StepRuleContext } from '@/ui/checkout/step-settings';

/** Where the checkout page is: loading, asking the role on first entry, in the steps, paid, or failed to load. */
export type CheckoutPhase = 'loading' | 'chooseRole' | 'steps' | 'paid' | 'failed';

export type { ReviewSection } from '@/ui/checkout/checkout-form-set';

/** Shown when a step could not be saved for a reason other than its values. */
export const SAVE_FAILED_MESSAGE =
  'Your details could not be saved. Check your connection and try again; nothing you typed is lost.';
/** Shown when the checkout could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Your checkout could not be loaded. Try again later.';

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
  forms: CheckoutForms = {};
  /** True while a step is being saved. */
  saving = false;
  /** Why the last save failed (not a field message). */
  saveError: string | undefined = undefined;
  /** Increments when the user tried to continue with errors (the view focuses the first one). */
  invalidAttempts = 0;
  /** A signature saved earlier that the signer may choose instead of drawing (isSelectedSignature). */
  savedSignature: string | undefined = undefined;
  /** The server's prime rate in percent, once read (the loan-rate guide stays silent until then). */
  primeRate: number | undefined = undefined;
  private drafts: CheckoutDrafts | undefined = undefined;
  private readonly loading: RetryingLoad;
  private readonly edits = new CheckoutEdits();
  private accountEmail: string | undefined = undefined;

  constructor(
    @inject(CheckoutApi) private readonly checkoutApi: CheckoutApi,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(CheckoutFactories) private readonly make: CheckoutFactories,
    @inject(UserLocale) private readonly userLocale: UserLocale,
  ) {
    this.loading = make.retryingLoad();
    // Ports, stores and the factories are class instances: MobX keeps them as plain references.
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** True while the saved SSN is kept as is (shown masked only). */
  get ssnSaved(): boolean {
    return this.edits.ssnSaved;
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

  /**
   * The fees of the checkout: plan, setup, plan document generation, total and terms (Net 15); a plan taken over from
   * elsewhere pays the takeover fee in place of the setup fee (decision 0343).
   */
  get fees(): CheckoutFees {
    const origin = planOriginOf(this.forms.planDetails?.text('plan_origin'));
    return checkoutFees({ ...FEES, invoice_due_date_terms: INVOICE_TERMS.label }, origin);
  }

  /** The locale money and dates are written in on the checkout's screens (the browser's: decision 0203). */
  get locale(): string | undefined {
    return this.userLocale.preferred();
  }

  /**
   * A non-blocking warning beside the plan's loan rate when it is outside prime plus 1 to 2% (the usual guide for a
   * reasonable rate, 29 CFR 2550.408b-1(e)); undefined when the plan allows no loans or the rate is fine.
   */
  get loanRateWarning(): string | undefined {
    const plan = this.forms.planDetails;
    if (plan === undefined || !plan.flag('plan_loan')) return undefined;
    return loanRateWarning(plan.text('loan_interest_rate'), plan.text('loan_interest_rate_type'), this.primeRate);
  }

  /** Every value entered, by step, for the review page. */
  get reviewSections(): ReviewSection[] {
    return reviewSectionsOf(this.flow?.definitions ?? [], this.forms, this.locale);
  }

  /** Loads the user's checkout: role, resume step, saved steps and drafts (a failed load is tried again a few times). */
  async activate(): Promise<void> {
    await this.loading.run(this.load, () => runInAction(() => (this.phase = 'failed')));
  }

  /** Loads again after a failure (the "Try again" button). */
  async retry(): Promise<void> {
    await this.activate();
  }

  /** Stops a pending automatic retry (leaving the page). */
  dispose(): void {
    this.loading.dispose();
  }

  private async load(): Promise<void> {
    runInAction(() => (this.phase = 'loading'));
    const acting = this.adminMode.mode.enabled && this.adminMode.mode.id ? this.adminMode.mode.id : undefined;
    const loaded = await loadCheckout(this.checkoutApi, this.accounts, acting);
    void this.loadPrimeRate();
    runInAction(() => {
      this.drafts = this.make.drafts(loaded.userId);
      this.accountEmail = loaded.accountEmail;
      this.start(loaded.state, loaded.paid);
    });
  }

  /** Reads the prime rate once; a failure only leaves the loan-rate guide silent (the rate's own rules still apply). */
  private async loadPrimeRate(): Promise<void> {
    if (this.primeRate !== undefined) return;
    try {
      const prime = await this.checkoutApi.primeRatePercent();
      runInAction(() => (this.primeRate = prime));
    } catch {
      // Nothing to show: the warning is advice, not a rule.
    }
  }

  private start(state: CheckoutRecord, paid: boolean): void {
    const { role, ask } = resumeRole(state, this.drafts?.readRole());
    this.role = role;
    this.savedSignature = savedSignatureOf(state);
    this.edits.load(state);
    this.buildForms(state);
    this.flow = StepFlow.start(checkoutSteps(role), state.currentStep);
    this.phase = paid ? 'paid' : ask ? 'chooseRole' : 'steps';
  }

  private buildForms(state: CheckoutRecord): void {
    this.forms = buildCheckoutForms(state, {
      role: this.role,
      make: this.make,
      drafts: this.drafts,
      ruleContext: this.ruleContext,
      now: () => this.clock.now(),
      accountEmail: this.accountEmail,
    });
  }

  private ruleContext(): StepRuleContext {
    return { now: this.clock.now(), married: this.ownerMarried, ssnSaved: this.edits.ssnSaved };
  }

  /** Chooses the role on first entry (saved with the checkout progress). */
  async chooseRole(role: PlanRole): Promise<void> {
    this.role = role;
    this.drafts?.writeRole(role);
    this.buildForms({ currentStep: 'personalDetails', variant: role, steps: {} });
    this.flow = StepFlow.start(checkoutSteps(role));
    this.phase = 'steps';
    await this.saveProgress();
  }

  /** Replaces the saved SSN with a new one (the input shows again, empty). */
  changeSsn(): void {
    this.edits.changeSsn(this.forms.personalDetails);
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
      this.edits.endEdit();
    }
    await this.move(flow.forward());
  }

  /** Moves back one step (or cancels an edit from the review page) and scrolls to the top. */
  async back(): Promise<void> {
    if (!this.flow || this.saving) return;
    const key = this.flow.currentKey;
    const restored = this.flow.isEditing && isFormStep(key) && this.edits.giveUpEdit(this.currentForm);
    if (restored) this.drafts?.remove(key);
    this.edits.endEdit();
    await this.move(this.flow.back());
  }

  /** Edits a completed step from the review page; Back to review undoes the unsaved changes. */
  async edit(key: CheckoutStepKey): Promise<void> {
    if (!this.flow) return;
    this.edits.beginEdit(isFormStep(key) ? this.forms[key] : undefined);
    await this.move(this.flow.jumpTo(key));
  }

  /** The payment went through: the confirmation page shows. */
  markPaid(): void {
    this.phase = 'paid';
    this.navigation.scrollTo(0, 0);
  }

  private async saveStep(key: FormStepKey, form: StepForm): Promise<boolean> {
    const outcome = await saveCheckoutStep(this.checkoutApi, key, form.values);
    runInAction(() => {
      if (outcome.ok) {
        this.drafts?.remove(key);
        // The form keeps only the masks the server answered; a re-save sends them back to keep the stored numbers.
        this.edits.saved(form, outcome);
        if (outcome.signature) this.savedSignature = outcome.signature;
      } else if (outcome.fields) {
        form.showServerErrors(outcome.fields);
        this.invalidAttempts++;
      } else this.saveError = SAVE_FAILED_MESSAGE;
    });
    return outcome.ok;
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
