import { afterAll, describe, expect, test } from 'vitest';
import type { PaymentGateway } from '@/ports/payment-gateway';

/** A card-taking gateway under test and a way to open an invoice to pay. */
export interface PaymentHarness {
  gateway: PaymentGateway;
  /** Opens a fresh invoice on the backend and answers its id. */
  openInvoice(): Promise<string>;
  dispose(): Promise<void>;
}

const card = (number: string): { number: string; exp_month: number; exp_year: number; cvc: string; name: string } => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: 'Pat Doe',
});

/** The PaymentGateway contract for gateways that take card details (embedded = false). */
export function paymentGatewayContract(name: string, create: () => Promise<PaymentHarness>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let h: PaymentHarness | undefined;
    const harness = async (): Promise<PaymentHarness> => (h ??= await create());
    afterAll(async () => h?.dispose());

    test('takes card details, not an embedded form', async () => {
      const { gateway } = await harness();
      expect(gateway.embedded).toBe(false);
      await expect(gateway.mount('#checkout', { invoiceId: 'x', idempotencyKey: 'key-00000' })).rejects.toThrow();
    });

    test('a good card pays the invoice', async () => {
      const { gateway, openInvoice } = await harness();
      const result = await gateway.pay(
        { invoiceId: await openInvoice(), idempotencyKey: 'key-good-0001' },
        card('4242 4242 4242 4242'),
      );
      expect(result).toMatchObject({ status: 'paid', cardLast4: '4242' });
    });

    test('a declined card answers the decline message', async () => {
      const { gateway, openInvoice } = await harness();
      const result = await gateway.pay(
        { invoiceId: await openInvoice(), idempotencyKey: 'key-declined-01' },
        card('4000000000000002'),
      );
      expect(result).toEqual({ status: 'declined', message: 'Your card was declined.' });
    });

    test('a retry with the same idempotency key answers the first result', async () => {
      const { gateway, openInvoice } = await harness();
      const request = { invoiceId: await openInvoice(), idempotencyKey: 'key-retry-00001' };
      const first = await gateway.pay(request, card('4242424242424242'));
      const second = await gateway.pay(request, card('4242424242424242'));
      expect(second).toEqual(first);
    });
  });
}
