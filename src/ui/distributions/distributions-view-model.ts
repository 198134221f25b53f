import { inject, injectable } from 'inversify';
import { IntentKey } from '@/ui/kit/intent-key';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseIsoDate } from '@/domain/shared/calendar-date';
import { isSecureWithdrawalKind } from '@/domain/distributions/secure-withdrawals';
import { parseDollars } from '@/domain/money';
import {
  type DistributionFlowState,
  attachDistributionDocument,
  chooseDistributionStage1,
  describeDistribution,
  initialDistributionFlowState,
  signHardship,
} from '@/domain/distributions/distribution-flow-state';
import {
  type DistributionRequestInput,
  distributionRequestErrors,
  type ParticipantFacts,
} from '@/domain/distributions/distribution-request';
import { inputOf, secureFieldErrorsOf } from '@/ui/distributions/distribution-input';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import { type WithholdingRule, withholdingRule } from '@/domain/distributions/withholding';
import { type DistributionTaxNotes, distributionTaxNotes } from '@/domain/distributions/distribution-life';
import { screenLocale } from '@/ui/shell/screen-locale';
import { HARDSHIP_LIMIT_MESSAGE } from '@/domain/distributions/distribution-request';
import type { FieldErrors } from '@/domain/validation';
import { ApiError } from '@/ports/api-client';
import { DistributionsApi } from '@/ports/distributions-api';
import { Clock } from '@/ports/clock';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { fieldsOf } from '@/ui/kit/port-failures';
import type { DistributionRecord, DistributionSettings } from '@/domain/distributions';
import { type DistributionStep, FORM_FIELD_OF, STEP_FIELDS } from '@/ui/distributions/distribution-steps';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the requests could not be loaded. */
export const DISTRIBUTIONS_LOAD_FAILED = 'Your distribution requests could not be loaded. Try again in a moment.';
/** Shown when a request could not be sent for another reason than a field message. */
export const REQUEST_FAILED = 'The request could not be sent. Nothing was lost; please try again.';
/** Shown when a withdrawal failed without the server saying why. */
export const WITHDRAW_FAILED = 'The request could not be withdrawn. Please try again.';
/** Shown when a repayment could not be recorded for another reason than a field message. */
export const REPAY_FAILED = 'The repayment could not be recorded. Nothing was lost; please try again.';
/** Shown when the supporting document could not be uploaded. */
export const UPLOAD_FAILED = 'The document could not be uploaded. Choose a PDF or an image and try again.';

/** The distributions page: the request flow (distributionFlowStage1 onward), the requests with their history, support moves. */
@injectable()
export class DistributionsViewModel {
  /** The Idempotency-Key of the money move being sent (decision 0295). */
  private readonly intent = new IntentKey();
  /** The flow state of spec section 3. */
  flow: DistributionFlowState = initialDistributionFlowState();
  readonly form: StepForm;
  step: DistributionStep = 'kind';
  /** The user's requests, newest first. */
  requests: DistributionRecord[] = [];
  hasErrors = false;
  facts: ParticipantFacts;
  submitting = false;
  uploading = false;
  failure: string | undefined = undefined;
  /** Set after a request was sent. */
  sent: DistributionRecord | undefined = undefined;
  /** The connected bank account a bank payout goes to (masked), once the bank onboarding verified it. */
  payoutAccount: DistributionSettings['payoutAccount'] = null;
  /** The open required minimum distributions (decision 0286). */
  requiredMinimumDistributions: DistributionSettings['requiredMinimumDistributions'] = [];
  /** The request whose withdrawal waits for the participant's confirmation. */
  confirmingWithdraw: string | undefined = undefined;

  constructor(
    @inject(DistributionsApi) private readonly api: DistributionsApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
  ) {
    this.facts = {
      dob: undefined,
      married: false,
      now: clock.now(),
      plan: planDistributionRulesOf(undefined),
      bankAccountConnected: false,
    };
    this.form = new StepForm(
      (values) => this.rulesFor(values),
      { sources: [] },
      (values) => this.sync(values),
    );
    makeAutoObservable<DistributionsViewModel, 'api' | 'clock' | 'adminMode'>(
      this,
      { api: false, clock: false, adminMode: false, form: false },
      { autoBind: true },
    );
  }

  /** The steps shown, in order. */
  get steps(): DistributionStep[] {
    const kind = this.flow.distributionFlowStage1 ?? '';
    if (kind === 'hardship') return ['kind', 'details', 'hardship', 'review'];
    return isSecureWithdrawalKind(kind) ? ['kind', 'details', 'certify', 'review'] : ['kind', 'details', 'review'];
  }

  /** True while support acts as the participant (status moves offered). */
  get canMoveStatus(): boolean {
    return this.adminMode.enabled;
  }

  /** The request as the rules see it. */
  get input(): DistributionRequestInput {
    return inputOf(this.form.values);
  }

  /** Requests not yet paid or rejected. */
  get pending(): DistributionRecord[] {
    return this.requests.filter((r) => r.status === 'requested' || r.status === 'approved');
  }

  /**
   * Loads the requests, the participant's date of birth, and the plan's settings, marriage and bank payout account
   * (for the kind, consent and payment rules).
   */
  async load(): Promise<void> {
    try {
      const [requests, birthDate, settings] = await Promise.all([
        this.api.distributions(),
        this.api.dateOfBirth().catch(() => undefined),
        this.api.settings(),
      ]);
      const dob = parseIsoDate(birthDate);
      runInAction(() => {
        this.requests = requests;
        this.hasErrors = false;
        this.payoutAccount = settings.payoutAccount;
        this.requiredMinimumDistributions = settings.requiredMinimumDistributions;
        this.facts = {
          dob: dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
          married: settings.married,
          now: this.clock.now(),
          plan: { inServiceAllowed: settings.inServiceAllowed, spouseConsentRequired: settings.spouseConsentRequired },
          bankAccountConnected: settings.payoutAccount !== null,
          eligibleRolloverCentsThisYear: settings.eligibleRolloverCentsThisYear,
        };
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.hasErrors = true));
    }
  }

  /** The withholding rule of the chosen kind for the amount entered (the $200 rule included, decision 0285). */
  withholdingRuleOf(kind: string): WithholdingRule {
    return withholdingRule(
      kind,
      { amountCents: this.input.amountCents, otherEligibleRolloverCents: this.facts.eligibleRolloverCentsThisYear ?? 0 },
      this.input.paymentMethod,
    );
  }

  /** What the request about to be sent means for taxes (decision 0314), from the form and the date of birth. */
  get taxNotes(): DistributionTaxNotes {
    const v = this.input;
    return distributionTaxNotes({
      kind: v.kind ?? '',
      amountCents: v.amountCents ?? null,
      paymentMethod: v.paymentMethod,
      withholdingPercent: v.withholdingPercent ?? null,
      dob: this.facts.dob,
      now: this.clock.now(),
      locale: screenLocale(),
    });
  }

  /** Chooses the kind; the withholding starts at the kind's default. */
  chooseKind(kind: string): void {
    this.form.set('distributionFlowStage1', kind);
    this.form.set('withholding_percent', String(withholdingRule(kind).defaultPercent));
  }

  /** Adds or removes a source account. */
  toggleSource(key: string, on: boolean): void {
    const current = this.input.sources.filter((s) => s !== key);
    this.form.set('sources', on ? [...current, key] : current);
    this.form.blur('sources');
  }

  /** Uploads the supporting document into the library's Distributions folder. */
  async uploadDocument(file: File): Promise<void> {
    this.uploading = true;
    try {
      const id = await this.api.uploadDocument(file, file.name);
      runInAction(() => this.form.set('distributionDocumentId', id));
    } catch (error) {
      runInAction(() => this.form.showServerErrors({ distributionDocumentId: fieldsOf(error)?.file ?? [UPLOAD_FAILED] }));
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  /** Next step when this one is valid. */
  next(): void {
    this.form.submit();
    if (!this.form.isValid) return;
    const i = this.steps.indexOf(this.step);
    if (i < this.steps.length - 1) {
      this.step = this.steps[i + 1];
      this.form.restore(this.form.values);
    }
  }

  /** Previous step. */
  back(): void {
    const i = this.steps.indexOf(this.step);
    if (i > 0) this.step = this.steps[i - 1];
  }

  /** Sends the request; the server's messages land beside their fields and everything typed is kept. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    const v = this.input;
    this.submitting = true;
    this.failure = undefined;
    try {
      const hardship = v.kind === 'hardship';
      const secure = isSecureWithdrawalKind(v.kind ?? '');
      const request: DistributionRequestInput = {
        kind: v.kind,
        amountCents: v.amountCents ?? 0,
        sources: v.sources,
        paymentMethod: v.paymentMethod,
        withholdingPercent: v.withholdingPercent,
        description: v.description,
        hardshipReason: hardship ? v.hardshipReason : undefined,
        needCents: hardship ? v.needCents : undefined,
        documentId: hardship ? v.documentId : undefined,
        signature: hardship ? v.signature : undefined,
        spouseConsent: v.kind === 'domestic_abuse' ? false : v.spouseConsent,
        selfCertified: secure ? v.selfCertified : undefined,
        eventDate: secure && v.kind !== 'emergency_expense' ? v.eventDate : undefined,
        childName: v.kind === 'birth_adoption' ? v.childName : undefined,
      };
      const sent = await this.intent.send('requestDistribution', request, (key) => this.api.request(request, key));
      runInAction(() => {
        this.sent = sent;
        this.requests = [sent, ...this.requests];
        this.reset();
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        if (!fields) {
          this.failure = REQUEST_FAILED;
          return;
        }
        const mapped: FieldErrors = {};
        for (const [k, m] of Object.entries(fields)) mapped[FORM_FIELD_OF[k] ?? k] = m;
        this.form.showServerErrors(mapped);
        const first = this.steps.find((s) => STEP_FIELDS[s].some((f) => (mapped[f] ?? []).length > 0));
        if (first) this.step = first;
      });
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Starts a new request from the first step with nothing filled in. */
  reset(): void {
    this.flow = initialDistributionFlowState();
    this.form.restore({ sources: [] });
    this.step = 'kind';
  }

  /** Support in admin mode: moves a request to a status (a rejection with its reason). */
  async moveStatus(id: string, status: 'approved' | 'paid' | 'rejected', reason?: string): Promise<void> {
    try {
      const moved = await this.api.moveStatus(id, status, reason);
      runInAction(() => (this.requests = this.requests.map((r) => (r.id === id ? moved : r))));
    } catch (error) {
      runInAction(() => (this.failure = Object.values(fieldsOf(error) ?? {}).flat()[0] ?? REQUEST_FAILED));
    }
  }

  /** Asks to withdraw a request (the participant confirms or keeps it); undefined closes the question. */
  askWithdraw(id: string | undefined): void {
    this.confirmingWithdraw = id;
  }

  /** Withdraws a request that is still only requested; it leaves the list. */
  async withdraw(id: string): Promise<void> {
    this.failure = undefined;
    try {
      await this.api.withdraw(id);
      runInAction(() => {
        this.requests = this.requests.filter((r) => r.id !== id);
        this.confirmingWithdraw = undefined;
      });
    } catch (error) {
      const message = error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message : undefined;
      runInAction(() => (this.failure = message ?? WITHDRAW_FAILED));
    }
  }

  /** Starts loading. */
  activate(): void {
    void this.load();
  }

  /** What may be repaid typed per request (dollars), by request id. */
  repayTyped: Record<string, string> = {};
  /** Messages of a repayment, by request id. */
  repayMessages: Record<string, string[]> = {};
  /** The repayment being sent (its Idempotency-Key, decision 0295). */
  private readonly repayIntent = new IntentKey();

  /** Types the amount of a repayment of request `id`. */
  typeRepayment(id: string, dollars: string): void {
    this.repayTyped = { ...this.repayTyped, [id]: dollars };
  }

  /** Records a repayment into the plan of a paid SECURE 2.0 withdrawal (decision 0336); its messages stay beside it. */
  async repay(id: string): Promise<void> {
    const cents = parseDollars(this.repayTyped[id] ?? '');
    if (cents === undefined || cents <= 0) {
      this.repayMessages = { ...this.repayMessages, [id]: ['Enter the amount repaid in dollars and cents'] };
      return;
    }
    try {
      const repaid = await this.repayIntent.send(`repay:${id}`, { id, cents }, (key) => this.api.repay(id, cents, key));
      runInAction(() => {
        this.requests = this.requests.map((r) => (r.id === id ? repaid : r));
        this.repayTyped = { ...this.repayTyped, [id]: '' };
        this.repayMessages = { ...this.repayMessages, [id]: [] };
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        const messages = fields ? Object.values(fields).flatMap((m) => m ?? []) : [REPAY_FAILED];
        this.repayMessages = { ...this.repayMessages, [id]: messages };
      });
    }
  }

  private rulesFor(values: FormValues): FieldErrors {
    const input = inputOf(values);
    const now = this.clock.now();
    const all: FieldErrors = {
      ...distributionRequestErrors(input, { ...this.facts, now }),
      ...secureFieldErrorsOf(input, now),
    };
    const errors: FieldErrors = {};
    for (const [k, messages] of Object.entries(all)) {
      const field = FORM_FIELD_OF[k] ?? k;
      if (STEP_FIELDS[this.step].includes(field)) errors[field] = messages ?? [];
    }
    // The hardship limit compares the amount (step 2) with the need (this step): say it beside the need.
    const limit = (all.amount ?? []).filter((m) => m === HARDSHIP_LIMIT_MESSAGE);
    if (this.step === 'hardship' && limit.length > 0) errors.need_amount = [...(errors.need_amount ?? []), ...limit];
    return errors;
  }

  private sync(values: FormValues): void {
    const v = inputOf(values);
    let flow = chooseDistributionStage1(this.flow, v.kind ?? '');
    flow = describeDistribution(flow, v.description);
    if (v.documentId) flow = attachDistributionDocument(flow, v.documentId);
    if (v.signature) flow = signHardship(flow, v.signature);
    this.flow = { ...flow, distributionFlowStage1: v.kind };
  }
}
