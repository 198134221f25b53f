import { describe, expect, test } from 'vitest';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import type { PaymentGateway } from '@/ports/payment-gateway';
import { LazyPaymentGateway } from './lazy-payment-gateway';

const request = { invoiceId: 'inv-1', idempotencyKey: 'key-00001' };
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

describe('LazyPaymentGateway', () => {
  test('loads the adapter once, on the first payment, and forwards to it', async () => {
    let loads = 0;
    const fake = new FakePaymentGateway();
    const lazy = new LazyPaymentGateway(fake.embedded, async () => {
      loads += 1;
      return fake;
    });
    lazy.unmount();
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([lazy.pay(request, card), lazy.pay({ ...request, idempotencyKey: 'key-00002' }, card)]);
    expect(loads).toBe(1);
    expect(a).toEqual(await fake.pay(request, card));
    expect(b).toEqual(await fake.pay({ ...request, idempotencyKey: 'key-00002' }, card));
  });

  test('a failed load rejects that call and the next loads again; a gateway of the other kind is refused', async () => {
    let fail = true;
    const fake = new FakePaymentGateway();
    const lazy = new LazyPaymentGateway(fake.embedded, async () => {
      if (fail) throw new Error('chunk failed');
      return fake;
    });
    await expect(lazy.pay(request, card)).rejects.toThrow('chunk failed');
    fail = false;
    await expect(lazy.pay(request, card)).resolves.toBeDefined();
    const wrong = new LazyPaymentGateway(!fake.embedded, async () => fake as PaymentGateway);
    await expect(wrong.pay(request, card)).rejects.toThrow('does not match');
  });
});
