/** What is being paid for: an invoice of the plan-owner checkout. */
export interface PaymentRequest {
  /** Invoice id on the server. */
  invoiceId: string;
  /** Amount in cents (e.g. 30000 + 5000 + 20000). */
  amountCents: number;
  /** Payer e-mail for the receipt. */
  email?: string;
}

/** Outcome of a payment. */
export type PaymentResult =
  | { status: 'paid'; paymentId: string }
  | { status: 'declined'; message: string }
  | { status: 'cancelled' };

/** Card data for the local gateway (the production gateway collects it inside the provider's own form). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Takes card payments for a checkout. */
export interface PaymentGateway {
  /** Whether the gateway collects card data in its own embedded form (true) or takes it through `pay` (false). */
  readonly embedded: boolean;
  /** Mounts the provider's checkout into the element matched by `selector`; resolves when paid or declined. */
  mount(selector: string, request: PaymentRequest): Promise<PaymentResult>;
  /** Starts payment of the invoice with card details; resolves when the provider confirms or declines. */
  pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult>;
  /** Removes a mounted checkout form (no-op when none). */
  unmount(): void;
}
export const PaymentGateway = Symbol('PaymentGateway');
