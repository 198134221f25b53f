/** Card details the local gateway charges (never stored; only the last four digits are kept). */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

/** One line of a charge, in cents. */
export interface ChargeLine {
  code: string;
  description: string;
  amountCents: number;
}

/** What a gateway is asked to charge. */
export interface ChargeRequest {
  invoiceId: string;
  userId: string;
  customerEmail?: string;
  amountCents: number;
  lines: ChargeLine[];
  /** Passed to the provider so that its side is idempotent too. */
  idempotencyKey: string;
  card?: CardDetails;
  /** Stripe: where Checkout returns ({CHECKOUT_SESSION_ID} is filled in by Stripe). */
  returnUrl?: string;
  now: Date;
}

/** The attempt a lookup reconciles: whose invoice, and when the attempt started. */
export interface ChargeAttempt {
  invoiceId: string;
  userId: string;
  startedAt: Date;
}

/** How a charge ended. */
export type ChargeOutcome =
  | { status: 'succeeded'; reference: string; cardLast4?: string }
  | { status: 'declined'; message: string; cardLast4?: string }
  | { status: 'requires_action'; reference: string; checkout: { id: string; client_secret: string | null; url: string | null } }
  | { status: 'invalid'; message: string };

/** Takes card payments for an invoice. */
export interface PaymentGateway {
  /** Which processor this is. */
  readonly name: 'local' | 'stripe';
  /** Charges (or starts a checkout for) the request; declines are outcomes, not errors. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The outcome of an earlier charge made with this idempotency key, when the processor has one (reconciliation,
   * decision 0113); `attempt` says which invoice and when, for a processor that searches its records (Stripe: 0202).
   */
  lookup?(idempotencyKey: string, attempt?: ChargeAttempt): Promise<ChargeOutcome | undefined>;
  /** Expires an open checkout (Stripe Checkout Session) before a new one opens; 'complete' when it was paid already. */
  expireCheckout?(reference: string): Promise<'expired' | 'complete'>;
  /** Refunds the payment of a checkout that completed after a newer one paid the invoice; answers the refund id. */
  refundCheckout?(reference: string, paymentIntentId: string): Promise<string>;
}
