import { ApiError, type ApiClient } from '@/ports/api-client';
import type { CardDetails, PaymentGateway, PaymentRequest, PaymentResult } from '@/ports/payment-gateway';

interface PaymentAnswer {
  id: string;
  status: 'succeeded' | 'requires_action';
  card_last4?: string | null;
}

/** The embedded server's card payments: POST /invoices/{id}/payments with the card (local profile). */
export class LocalPaymentGateway implements PaymentGateway {
  readonly embedded = false;

  constructor(private readonly api: ApiClient) {}

  async pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult> {
    try {
      const payment = await this.api.post<PaymentAnswer>(
        `/invoices/${encodeURIComponent(request.invoiceId)}/payments`,
        { card },
        {
          headers: { 'Idempotency-Key': request.idempotencyKey },
        },
      );
      return payment.status === 'succeeded'
        ? { status: 'paid', paymentId: payment.id, cardLast4: payment.card_last4 ?? undefined }
        : { status: 'processing', paymentId: payment.id };
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        const body = error.body as { message?: string } | undefined;
        return { status: 'declined', message: body?.message ?? 'Your card was declined.' };
      }
      throw error;
    }
  }

  async mount(): Promise<PaymentResult> {
    throw new Error('The local gateway takes card details through pay()');
  }

  unmount(): void {}
}
