import type { ApiClient } from '@/ports/api-client';
import type { PaymentGateway, PaymentRequest, PaymentResult } from '@/ports/payment-gateway';

/** The part of Stripe.js this adapter uses (embedded Checkout on a connected account). */
export interface StripeLike {
  createEmbeddedCheckoutPage(options: { fetchClientSecret: () => Promise<string>; onComplete: () => void }): Promise<{
    mount(location: string): void;
    destroy(): void;
  }>;
}

/** Loads Stripe.js for a publishable key acting for a connected account. */
export type StripeLoader = (publishableKey: string, options: { stripeAccount?: string }) => Promise<StripeLike | null>;

/** Settings of the Stripe gateway (production profile). */
export interface StripeGatewayOptions {
  publishableKey: string;
  /** Connected account the checkout acts for. */
  accountId?: string;
  /** Where Checkout returns; '{CHECKOUT_SESSION_ID}' is filled in by Stripe. */
  returnUrl: string;
  /** Loads Stripe.js; @stripe/stripe-js's loadStripe through a dynamic import when absent. */
  loadStripe?: StripeLoader;
}

interface PaymentAnswer {
  id: string;
  status: 'succeeded' | 'requires_action';
  checkout?: { id?: string; client_secret?: string | null; url?: string | null } | null;
}

/** Embedded Stripe Checkout on a connected account: the server creates the session, Stripe.js shows the form. */
export class StripePaymentGateway implements PaymentGateway {
  readonly embedded = true;
  private checkout: { destroy(): void } | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly o: StripeGatewayOptions,
  ) {}

  async pay(): Promise<PaymentResult> {
    throw new Error('Stripe collects card details in its own form; use mount()');
  }

  async mount(selector: string, request: PaymentRequest): Promise<PaymentResult> {
    const payment = await this.api.post<PaymentAnswer>(
      `/invoices/${encodeURIComponent(request.invoiceId)}/payments`,
      { return_url: this.o.returnUrl },
      {
        headers: { 'Idempotency-Key': request.idempotencyKey },
      },
    );
    if (payment.status === 'succeeded') return { status: 'paid', paymentId: payment.id };
    const secret = payment.checkout?.client_secret;
    if (!secret) throw new Error('The payment service did not start an embedded checkout');
    const load =
      this.o.loadStripe ??
      (async (key, options) => (await import('@stripe/stripe-js')).loadStripe(key, options) as Promise<StripeLike | null>);
    const stripe = await load(this.o.publishableKey, { stripeAccount: this.o.accountId });
    if (!stripe) throw new Error('Stripe.js could not be loaded');
    this.unmount();
    return new Promise<PaymentResult>((resolve, reject) => {
      stripe
        .createEmbeddedCheckoutPage({
          fetchClientSecret: async () => secret,
          onComplete: () => resolve({ status: 'processing', paymentId: payment.id }),
        })
        .then((checkout) => {
          this.checkout = checkout;
          checkout.mount(selector);
        }, reject);
    });
  }

  unmount(): void {
    this.checkout?.destroy();
    this.checkout = undefined;
  }
}
