import type { CardDetails, PaymentGateway, PaymentRequest, PaymentResult } from '@/ports/payment-gateway';

/** Card numbers the fake declines (the usual test numbers). */
export const DECLINED_TEST_CARD = '4000000000000002';

/** In-memory PaymentGateway: 4242... pays, 4000 0000 0000 0002 declines; one charge per idempotency key. */
export class FakePaymentGateway implements PaymentGateway {
  readonly embedded: boolean;
  /** Charges made, by idempotency key. */
  readonly charges = new Map<string, PaymentResult>();
  /** Selector of the mounted form, if any. */
  mountedAt: string | undefined;

  constructor(options: { embedded?: boolean } = {}) {
    this.embedded = options.embedded ?? false;
  }

  async pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult> {
    if (this.embedded) throw new Error('This gateway collects card details in its own form; use mount()');
    const existing = this.charges.get(request.idempotencyKey);
    if (existing) return existing;
    const digits = card.number.replace(/\s/g, '');
    const result: PaymentResult =
      digits === DECLINED_TEST_CARD
        ? { status: 'declined', message: 'Your card was declined.' }
        : { status: 'paid', paymentId: `pay_${this.charges.size + 1}`, cardLast4: digits.slice(-4) };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async mount(selector: string, request: PaymentRequest): Promise<PaymentResult> {
    if (!this.embedded) throw new Error('The local gateway takes card details through pay()');
    this.mountedAt = selector;
    const result: PaymentResult = this.charges.get(request.idempotencyKey) ?? {
      status: 'processing',
      paymentId: `pay_${this.charges.size + 1}`,
    };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  unmount(): void {
    this.mountedAt = undefined;
  }
}
