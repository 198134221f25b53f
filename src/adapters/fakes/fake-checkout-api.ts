import { FEES, INVOICE_TERMS } from '@/domain/constants';
import { feeLabel } from '@/domain/display/coded-labels';
import { contributionTypeListErrors } from '@/domain/checkout/contribution-type';
import type {
  CheckoutRecord,
  CheckoutStep,
  CheckoutStepValues,
  InvoiceRecord,
  PlanDocumentRecord,
} from '@/domain/checkout/checkout-record';
import { CHECKOUT_SPOUSE_RULE } from '@/domain/checkout/personal-details';
import { checkoutSteps, type PlanRole } from '@/domain/flow';
import { isFlagSet } from '@/domain/shared/field-values';
import { MASKED_NUMBER_FIELDS, maskNumber, masksNumber } from '@/domain/shared/number-mask';
import { isMaskedSsn, maskSsn } from '@/domain/shared/ssn-mask';
import {
  type FieldErrors,
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSignerDetails,
} from '@/domain/validation';
import type { Clock } from '@/ports/clock';
import type { CheckoutApi } from '@/ports/checkout-api';
import { FakePortCalls, invalid, refused, throwIfInvalid } from './fake-port-kit';

/** Message of the documents before the checkout is paid (409 not_paid). */
const NOT_PAID_MESSAGE = 'The checkout is not paid yet';

/** The domain rules of each checkout step, as the server applies them (server/checkout/step-rules.ts). */
const RULES: Record<string, (values: CheckoutStepValues, now: Date) => FieldErrors> = {
  personalDetails: (v, now) => validatePersonalDetails(v, { now, spouseRule: CHECKOUT_SPOUSE_RULE }),
  identityDetails: (v, now) => validateIdentityDetails(v, { now }),
  employerDetails: (v, now) => validateEmployerDetails(v, { now }),
  planDetails: (v, now) => ({ ...validatePlanDetails(v, { now }), ...contributionTypeListErrors(v.contribution_types) }),
  signerDetails: (v, now) => validateSignerDetails(v, { now }),
};

/** The checkout invoice's lines: the fees (plan 300, setup 50, plan document generation 200). */
const INVOICE_LINES = (['plan_fee', 'setup_fee', 'plan_doc_generation'] as const).map((code) => ({
  code,
  description: feeLabel(code),
  amountCents: FEES[code] * 100,
}));
const DAY_MS = 86_400_000;

/**
 * The checkout area in memory, on the domain's rules (decision 0302): each step saved with its rules (the plan step
 * reads `married` from the saved personal details, never from its body), the SSN and ID numbers answered masked and a
 * masked number sent back keeping the stored one (decisions 0080, 0200), the resume point and role, one open invoice
 * at a time, and the plan documents once it is paid. A test reads `steps`, `stored`, `progress`, `saves(step)` and
 * `downloads`, sets `invoice` and `planDocuments`, calls `seed` and `markPaid`; `failNext` fails the next call,
 * `failing` a call until removed.
 */
export class FakeCheckoutApi extends FakePortCalls implements CheckoutApi {
  /** The resume point and the role, once saved. */
  progress: { currentStep: string; variant: string } | undefined = undefined;
  /** The saved steps as answered (numbers masked). */
  readonly steps: Record<string, CheckoutStep> = {};
  /** The values as stored (the SSN and ID numbers in full). */
  readonly stored: Record<string, CheckoutStepValues> = {};
  /** The plan documents filed after payment (listed once the invoice is paid). */
  planDocuments: PlanDocumentRecord[] = [];
  /** The file names downloaded, oldest first. */
  readonly downloads: string[] = [];
  /** Failures that last until removed, by call ('checkout') or by call and step ('saveStep:planDetails'). */
  readonly failing = new Map<string, Error>();
  private readonly bodies: { step: string; values: CheckoutStepValues }[] = [];
  /** Every invoice, newest first. */
  private kept: InvoiceRecord[] = [];
  /** The prime rate the server is configured with (PRIME_RATE_PERCENT; the embedded server's default is 7.5). */
  primeRate = 7.5;

  constructor(private readonly clock: Pick<Clock, 'now'>) {
    super();
  }

  /** Records the call; throws the planted failure, or a lasting one of the call. */
  protected override check(call: string): void {
    super.check(call);
    const failure = this.failing.get(call) ?? this.failing.get(call.split(':')[0]);
    if (failure) throw failure;
  }

  /** Keeps values (SSN in full) as saved earlier: a test's starting state. */
  seed(stepKey: string, values: CheckoutStepValues): this {
    this.keep(stepKey, values);
    return this;
  }

  /** The newest invoice, once one is made. */
  get invoice(): InvoiceRecord | undefined {
    return this.kept[0];
  }

  /** Replaces the newest invoice (a test's starting state). */
  set invoice(invoice: InvoiceRecord | undefined) {
    this.kept = invoice ? [invoice, ...this.kept.slice(1)] : this.kept.slice(1);
  }

  /** The newest invoice was paid (the gateway or the provider's webhook). */
  markPaid(): this {
    if (this.invoice) this.invoice = { ...this.invoice, status: 'paid', paidAt: this.clock.now().toISOString() };
    return this;
  }

  /** The values sent to save a step, oldest first. */
  saves(stepKey: string): CheckoutStepValues[] {
    return this.bodies.filter((b) => b.step === stepKey).map((b) => b.values);
  }

  async checkout(): Promise<CheckoutRecord> {
    this.check('checkout');
    return this.record();
  }

  async step(stepKey: string): Promise<CheckoutStep> {
    this.check(`step:${stepKey}`);
    return this.steps[stepKey] ?? { stepKey, values: {}, complete: false, updatedAt: null };
  }

  async saveStep(stepKey: string, values: CheckoutStepValues): Promise<CheckoutStep> {
    this.check(`saveStep:${stepKey}`);
    this.bodies.push({ step: stepKey, values });
    const rules = RULES[stepKey];
    if (!rules) throw refused(404, 'not_found', 'Not found');
    const kept = this.keepStoredNumbers(values, this.stored[stepKey]);
    const facts = stepKey === 'planDetails' ? { married: isFlagSet(this.stored.personalDetails?.married) } : {};
    const toStore = { ...kept };
    for (const fact of Object.keys(facts)) delete toStore[fact];
    throwIfInvalid(rules({ ...toStore, ...facts }, this.clock.now()));
    return this.keep(stepKey, toStore);
  }

  async saveProgress(stepKey: string, role: PlanRole): Promise<CheckoutRecord> {
    this.check(`saveProgress:${stepKey}`);
    if (!checkoutSteps(role).some((s) => s.key === stepKey))
      throw invalid({ current_step: [`${stepKey} is not a step of the ${role} flow`] });
    this.progress = { currentStep: stepKey, variant: role };
    return this.record();
  }

  async invoices(): Promise<InvoiceRecord[]> {
    this.check('invoices');
    return [...this.kept];
  }

  async createInvoice(): Promise<InvoiceRecord> {
    this.check('createInvoice');
    // One unpaid invoice at a time (decision 0112): a paid one leaves room for a new one.
    if (this.invoice && this.invoice.status !== 'paid') return this.invoice;
    const now = this.clock.now();
    const made: InvoiceRecord = {
      id: `inv-${this.kept.length + 1}`,
      lines: INVOICE_LINES.map((l) => ({ ...l })),
      totalCents: INVOICE_LINES.reduce((sum, l) => sum + l.amountCents, 0),
      currency: 'usd',
      terms: INVOICE_TERMS.label,
      issuedAt: now.toISOString(),
      dueAt: new Date(now.getTime() + INVOICE_TERMS.dueInDays * DAY_MS).toISOString(),
      status: 'open',
      paidAt: null,
    };
    this.kept.unshift(made);
    return made;
  }

  async documents(): Promise<PlanDocumentRecord[]> {
    this.check('documents');
    if (!this.kept.some((i) => i.status === 'paid')) throw refused(409, 'not_paid', NOT_PAID_MESSAGE);
    return [...this.planDocuments];
  }

  async download(document: PlanDocumentRecord): Promise<void> {
    this.check(`download:${document.id}`);
    this.downloads.push(document.fileName);
  }

  async primeRatePercent(): Promise<number> {
    this.check('primeRatePercent');
    return this.primeRate;
  }

  private record(): CheckoutRecord {
    return {
      currentStep: this.progress?.currentStep ?? 'personalDetails',
      variant: this.progress?.variant ?? 'planOwner',
      steps: { ...this.steps },
    };
  }

  private keep(stepKey: string, values: CheckoutStepValues): CheckoutStep {
    this.stored[stepKey] = values;
    this.steps[stepKey] = {
      stepKey,
      values: masked(values),
      complete: true,
      updatedAt: this.clock.now().toISOString(),
    };
    return this.steps[stepKey];
  }

  /** A masked number sent back stands for the stored one (decisions 0080, 0200). */
  private keepStoredNumbers(given: CheckoutStepValues, stored: CheckoutStepValues | undefined): CheckoutStepValues {
    const values = { ...given };
    for (const field of MASKED_NUMBER_FIELDS) if (masksNumber(values[field], stored?.[field])) values[field] = stored?.[field];
    if (!isMaskedSsn(values.ssn_number) || typeof stored?.ssn_number !== 'string') return values;
    return maskSsn(stored.ssn_number) === values.ssn_number ? { ...values, ssn_number: stored.ssn_number } : values;
  }
}

/** Values as every answer gives them: ID numbers as ••••1234, the SSN masked with its last four. */
function masked(given: CheckoutStepValues): CheckoutStepValues {
  const values = { ...given };
  for (const field of MASKED_NUMBER_FIELDS)
    if (typeof values[field] === 'string' && values[field] !== '') values[field] = maskNumber(values[field]);
  if (typeof values.ssn_number !== 'string' || values.ssn_number === '') return values;
  return {
    ...values,
    ssn_number: maskSsn(values.ssn_number),
    ssn: maskSsn(values.ssn_number),
    ssn_last4: values.ssn_number.replace(/\D/g, '').slice(-4),
  };
}
