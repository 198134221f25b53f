import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '@/ports/api-client';
import { Clock } from '@/ports/clock';
import { PaymentGateway, type CardDetails, type PaymentResult } from '@/ports/payment-gateway';
import type { CheckoutApi } from '@/ports/checkout-api';
import type { InvoiceRecord } from '@/domain/checkout/checkout-record';
import { cardErrors, declinedField, parseExpiry, type CardField, type CardForm } from '@/ui/checkout/card-form';

/** Where the payment is. */
export type PaymentStatus = 'loading' | 'ready' | 'paying' | 'declined' | 'processing' | 'paid' | 'failed';

/** Where the embedded provider form is mounted. */
export const EMBEDDED_CHECKOUT_ID = 'embedded-checkout';
/** Shown when the payment's outcome is unknown (network): a retry uses the same key, so it never pays twice. */
export const PAYMENT_FAILED_MESSAGE = 'The payment could not be completed. Nothing was charged twice; try again.';
/** Shown when the invoice could not be created. */
export const INVOICE_FAILED_MESSAGE = 'The invoice could not be prepared. Try again later.';

/** How often a payment the provider is still confirming (webhook) is checked on the invoice. */
export const CONFIRMATION_POLL_MS = 2_000;

/** A new idempotency key for one payment attempt of an invoice. */
function newIdempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues works everywhere.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The checkout's payment (decision 0079): the invoice, the card form (local gateway) or the provider's
 * embedded form, and one idempotency key per attempt, so a double click or a retry never pays twice.
 */
@injectable()
export class PaymentViewModel {
  /** Where the payment is. */
  status: PaymentStatus = 'loading';
  /** The invoice being paid. */
  invoice: InvoiceRecord | undefined = undefined;
  /** Why the card was declined, or why the payment failed. */
  message: string | undefined = undefined;
  /** The card form (local gateway only). */
  card: CardForm = { number: '', expiry: '', cvc: '', name: '' };
  /** The gateway's declines tied to a card field (an expired card, a wrong security code), until the field changes. */
  declinedFields: Partial<Record<CardField, string>> = {};
  /** Card fields the user has left. */
  readonly touched = new Set<CardField>();
  /** True once the user tried to pay. */
  submitted = false;
  /** Keys used so far (one per attempt); the current attempt's key is the last. */
  readonly attemptKeys: string[] = [];
  private attemptKey: string | undefined = undefined;
  private api: CheckoutApi | undefined = undefined;
  private onPaid: () => void = () => undefined;
  private cancelPoll: (() => void) | undefined = undefined;

  constructor(
    @inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<PaymentViewModel, 'gateway' | 'clock' | 'api' | 'onPaid' | 'cancelPoll'>(
      this,
      { gateway: false, clock: false, api: false, onPaid: false, cancelPoll: false },
      { autoBind: true },
    );
  }

  /** True when the provider shows its own card form (production). */
  get embedded(): boolean {
    return this.gateway.embedded;
  }

  /** True while a payment is on its way (the pay button is disabled). */
  get paying(): boolean {
    return this.status === 'paying';
  }

  /** The card form's messages to show now, by field. */
  get visibleErrors(): Partial<Record<CardField, string>> {
    const all = cardErrors(this.card, this.clock.now());
    const out: Partial<Record<CardField, string>> = { ...this.declinedFields };
    for (const [field, message] of Object.entries(all) as [CardField, string][]) {
      if (this.submitted || this.touched.has(field)) out[field] = message;
    }
    return out;
  }

  /** Creates (or reopens) the invoice; mounts the provider's form when it is embedded. */
  async start(api: CheckoutApi, onPaid: () => void): Promise<void> {
    this.api = api;
    this.onPaid = onPaid;
    try {
      const invoice = await api.createInvoice();
      runInAction(() => (this.invoice = invoice));
      if (invoice.status === 'paid') return this.finish({ status: 'paid', paymentId: invoice.id });
      runInAction(() => (this.status = 'ready'));
      if (this.gateway.embedded) await this.payEmbedded();
    } catch {
      runInAction(() => {
        this.status = 'failed';
        this.message = INVOICE_FAILED_MESSAGE;
      });
    }
  }

  /** Changes a card field; a changed card after a failed attempt starts a new attempt. */
  setCard(field: CardField, value: string): void {
    if (this.card[field] === value) return;
    this.card = { ...this.card, [field]: value };
    if (this.declinedFields[field] !== undefined) this.declinedFields = { ...this.declinedFields, [field]: undefined };
    if (this.status !== 'paying') this.attemptKey = undefined;
  }

  /** Marks a card field as left. */
  blurCard(field: CardField): void {
    this.touched.add(field);
  }

  /** Pays with the card; ignored while a payment is on its way. Keeps the key until the outcome is known. */
  async pay(): Promise<void> {
    if (this.status === 'paying' || this.status === 'paid' || !this.invoice) return;
    this.submitted = true;
    if (Object.keys(cardErrors(this.card, this.clock.now())).length > 0) return;
    const expiry = parseExpiry(this.card.expiry)!;
    const card: CardDetails = {
      number: this.card.number.replace(/\s/g, ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: this.card.cvc,
    };
    if (this.card.name.trim()) card.name = this.card.name.trim();
    const key = this.keyForAttempt();
    this.status = 'paying';
    this.message = undefined;
    this.declinedFields = {};
    try {
      this.finish(await this.gateway.pay({ invoiceId: this.invoice.id, idempotencyKey: key }, card));
    } catch (error) {
      if (await this.alreadyPaid(error)) return;
      this.fail(error);
    }
  }

  /** Removes the provider's form (when leaving the step). */
  dispose(): void {
    this.cancelPoll?.();
    this.cancelPoll = undefined;
    if (this.gateway.embedded) this.gateway.unmount();
  }

  private async payEmbedded(): Promise<void> {
    if (!this.invoice) return;
    this.status = 'paying';
    try {
      this.finish(
        await this.gateway.mount(`#${EMBEDDED_CHECKOUT_ID}`, {
          invoiceId: this.invoice.id,
          idempotencyKey: this.keyForAttempt(),
        }),
      );
    } catch (error) {
      this.fail(error);
    }
  }

  /** A 409 may mean an earlier attempt (whose answer was lost) paid the invoice: then it is paid. */
  private async alreadyPaid(error: unknown): Promise<boolean> {
    if (!(error instanceof ApiError) || error.status !== 409 || !this.api || !this.invoice) return false;
    const id = this.invoice.id;
    const invoices = await this.api.invoices().catch(() => []);
    if (!invoices.some((i) => i.id === id && i.status === 'paid')) return false;
    this.finish({ status: 'paid', paymentId: id });
    return true;
  }

  private keyForAttempt(): string {
    if (this.attemptKey === undefined) {
      this.attemptKey = newIdempotencyKey();
      this.attemptKeys.push(this.attemptKey);
    }
    return this.attemptKey;
  }

  private finish(result: PaymentResult): void {
    runInAction(() => {
      if (result.status === 'declined') {
        this.status = 'declined';
        this.attemptKey = undefined;
        // A decline about one field (expired, wrong security code, wrong number) shows beside it, not in a banner.
        const field = declinedField(result.message);
        if (field) {
          this.declinedFields = { [field]: result.message };
          this.message = undefined;
        } else this.message = result.message;
        return;
      }
      this.status = result.status === 'paid' ? 'paid' : 'processing';
    });
    if (result.status === 'paid') this.onPaid();
    else if (result.status === 'processing') this.waitForConfirmation();
  }

  /** The provider confirms by webhook: checks the invoice until the server marks it paid. */
  private waitForConfirmation(): void {
    this.cancelPoll = this.clock.setTimeout(() => {
      void this.checkInvoice();
    }, CONFIRMATION_POLL_MS);
  }

  private async checkInvoice(): Promise<void> {
    const id = this.invoice?.id;
    const invoices = this.api ? await this.api.invoices().catch(() => []) : [];
    if (invoices.some((i) => i.id === id && i.status === 'paid')) this.finish({ status: 'paid', paymentId: id ?? '' });
    else if (this.status === 'processing') this.waitForConfirmation();
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.status = 'failed';
      const known =
        error instanceof ApiError && error.status === 409 ? (error.body as { message?: string } | undefined)?.message : undefined;
      this.message = known ?? PAYMENT_FAILED_MESSAGE;
      if (error instanceof ApiError && error.status === 422) this.attemptKey = undefined;
    });
  }
}
