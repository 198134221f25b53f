/** Card data for a gateway that takes it directly (the local one); Stripe collects it in its own form. */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

/** What is being paid. */
export interface PaymentRequest {
  /** Invoice id on the server (POST /invoices creates it). */
  invoiceId: string;
  /** Same key for retries of one payment, so it is never charged twice. */
  idempotencyKey: string;
}

/** Outcome of a payment. */
export type PaymentResult =
  /** Charged. */
  | { status: 'paid'; paymentId: string; cardLast4?: string }
  /** Completed in the provider's form; the server confirms it when the provider's webhook arrives. */
  | { status: 'processing'; paymentId: string }
  /** Declined with the provider's message (e.g. 'Your card was declined.'). */
  | { status: 'declined'; message: string };

/** Takes card payments for the plan-owner checkout. */
export interface PaymentGateway {
  /** True when the gateway shows its own card form (use mount); false when it takes card details (use pay). */
  readonly embedded: boolean;
  /** Pays with card details; resolves when the provider confirms or declines. Only when `embedded` is false. */
  pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult>;
  /** Mounts the provider's checkout into the element matched by `selector`; resolves when the form completes. Only when `embedded` is true. */
  mount(selector: string, request: PaymentRequest): Promise<PaymentResult>;
  /** Removes a mounted checkout form (no-op when none). */
  unmount(): void;
}
export const PaymentGateway = Symbol('PaymentGateway');
