import { describe, expect, test } from 'vitest';
import { paymentGatewayContract } from '@/adapters/contracts/payment-gateway.contract';
import { FakePaymentGateway } from './fake-payment-gateway';

let n = 0;
paymentGatewayContract('FakePaymentGateway', async () => ({
  gateway: new FakePaymentGateway(),
  openInvoice: async () => `inv_${++n}`,
  dispose: async () => undefined,
}));

describe('FakePaymentGateway (embedded)', () => {
  test('mounts into a selector, answers processing, and unmounts', async () => {
    const fake = new FakePaymentGateway({ embedded: true });
    expect(await fake.mount('#pay', { invoiceId: 'i', idempotencyKey: 'k-0000001' })).toMatchObject({ status: 'processing' });
    expect(fake.mountedAt).toBe('#pay');
    fake.unmount();
    expect(fake.mountedAt).toBeUndefined();
  });
});
