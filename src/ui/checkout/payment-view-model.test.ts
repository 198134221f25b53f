import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakePaymentGateway } from '@/adapters/fakes/fake-payment-gateway';
import { ApiError } from '@/ports/api-client';
import type { CardDetails, PaymentRequest, PaymentResult } from '@/ports/payment-gateway';
import { invoiceRecordFixture } from '@/domain/checkout/checkout-record-fixtures';
import {
  CONFIRMATION_POLL_MS,
  EMBEDDED_CHECKOUT_ID,
  PAYMENT_FAILED_MESSAGE,
  PaymentViewModel,
} from '@/ui/checkout/payment-view-model';

/** The fake gateway, counting the calls that reach it and failing the first `failures` with a network error. */
class CountingGateway extends FakePaymentGateway {
  readonly requests: PaymentRequest[] = [];
  failures = 0;
  override async pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult> {
    this.requests.push(request);
    if (this.failures > 0) {
      this.failures--;
      throw new ApiError('Network Error', 'ERR_NETWORK');
    }
    return super.pay(request, card);
  }
}

async function setup(gateway = new CountingGateway()) {
  const checkout = new FakeCheckoutApi(new FakeClock());
  const clock = new FakeClock();
  const vm = new PaymentViewModel(gateway, clock);
  let paid = 0;
  await vm.start(checkout, () => paid++);
  const card = (number: string): void => {
    vm.setCard('number', number);
    vm.setCard('expiry', '12/30');
    vm.setCard('cvc', '123');
  };
  return { vm, gateway, checkout, card, clock, paid: () => paid };
}

describe('PaymentViewModel', () => {
  test('creates the invoice (plan 300, setup 50, documents 200, total 550, Net 15) and pays it with a good card', async () => {
    const s = await setup();
    expect(s.vm.invoice?.lines.map((l) => l.amountCents)).toEqual([300_00, 50_00, 200_00]);
    expect([s.vm.invoice?.totalCents, s.vm.invoice?.terms]).toEqual([550_00, 'Net 15']);
    s.card('4242 4242 4242 4242');
    await s.vm.pay();
    expect(s.vm.status).toBe('paid');
    expect(s.paid()).toBe(1);
    expect(s.gateway.requests).toEqual([{ invoiceId: 'inv-1', idempotencyKey: s.vm.attemptKeys[0] }]);
  });

  test('a double click pays once: the second press is ignored while the first is on its way', async () => {
    const s = await setup();
    s.card('4242424242424242');
    await Promise.all([s.vm.pay(), s.vm.pay()]);
    expect(s.gateway.requests).toHaveLength(1);
    expect(s.gateway.charges.size).toBe(1);
    expect(s.paid()).toBe(1);
  });

  test('a declined card shows why, keeps the card typed, and the next card is a new attempt that pays once', async () => {
    const s = await setup();
    s.card('4000000000000002');
    await s.vm.pay();
    expect(s.vm.status).toBe('declined');
    expect(s.vm.message).toBe('Your card was declined.');
    expect(s.vm.card.number).toBe('4000000000000002');
    expect(s.paid()).toBe(0);
    s.card('4242424242424242');
    await s.vm.pay();
    expect(s.vm.status).toBe('paid');
    expect(s.vm.attemptKeys).toHaveLength(2);
    expect(new Set(s.vm.attemptKeys).size).toBe(2);
    expect([...s.gateway.charges.values()].filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(s.paid()).toBe(1);
  });

  test('a retry after a lost answer reuses the same key, so it can never pay twice', async () => {
    const gateway = new CountingGateway();
    gateway.failures = 1;
    const s = await setup(gateway);
    s.card('4242424242424242');
    await s.vm.pay();
    expect(s.vm.status).toBe('failed');
    expect(s.vm.message).toBe(PAYMENT_FAILED_MESSAGE);
    await s.vm.pay();
    expect(s.vm.status).toBe('paid');
    expect(gateway.requests.map((r) => r.idempotencyKey)).toEqual([s.vm.attemptKeys[0], s.vm.attemptKeys[0]]);
  });

  test('card fields show their messages after leaving them or trying to pay, and nothing is sent', async () => {
    const s = await setup();
    expect(s.vm.visibleErrors).toEqual({});
    s.vm.blurCard('number');
    expect(s.vm.visibleErrors).toEqual({ number: 'Card number is required' });
    s.vm.setCard('expiry', '13/30');
    await s.vm.pay();
    expect(s.vm.visibleErrors).toEqual({
      number: 'Card number is required',
      expiry: 'Expiry month must be 01 to 12',
      cvc: 'Security code is required',
    });
    expect(s.gateway.requests).toHaveLength(0);
  });

  test('a card number that fails the Luhn check or an expiry in the past is caught beside its field before sending', async () => {
    const s = await setup();
    // The fake clock's day: Jan 15, 2026.
    s.vm.setCard('number', '4242 4242 4242 4241');
    s.vm.setCard('expiry', '12/25');
    s.vm.setCard('cvc', '123');
    await s.vm.pay();
    expect(s.vm.visibleErrors).toEqual({
      number: 'Card number is not valid: check the digits',
      expiry: 'This card has expired',
    });
    expect(s.gateway.requests).toHaveLength(0);
    s.vm.setCard('expiry', '01/26');
    s.vm.setCard('number', '4242 4242 4242 4242');
    expect(s.vm.visibleErrors).toEqual({});
    await s.vm.pay();
    expect(s.gateway.requests).toHaveLength(1);
    expect(s.paid()).toBe(1);
  });

  test("the gateway's card declines land beside their field (expiry, security code, number); a general decline in the banner", async () => {
    class DecliningGateway extends CountingGateway {
      answer = 'Your card has expired.';
      override async pay(request: PaymentRequest, _card: CardDetails): Promise<PaymentResult> {
        this.requests.push(request);
        return { status: 'declined', message: this.answer };
      }
    }
    const gateway = new DecliningGateway();
    const s = await setup(gateway);
    s.card('4000000000000069');
    await s.vm.pay();
    expect([s.vm.status, s.vm.message, s.vm.visibleErrors]).toEqual([
      'declined',
      undefined,
      { expiry: 'Your card has expired.' },
    ]);
    // Changing the field clears its message.
    s.vm.setCard('expiry', '11/31');
    expect(s.vm.visibleErrors.expiry).toBeUndefined();
    gateway.answer = "Your card's security code is incorrect.";
    await s.vm.pay();
    expect(s.vm.visibleErrors.cvc).toBe("Your card's security code is incorrect.");
    gateway.answer = 'Your card number is incorrect.';
    await s.vm.pay();
    expect([s.vm.visibleErrors.number, s.vm.visibleErrors.cvc]).toEqual(['Your card number is incorrect.', undefined]);
    gateway.answer = 'Your card has insufficient funds.';
    await s.vm.pay();
    expect([s.vm.message, s.vm.visibleErrors.number]).toEqual(['Your card has insufficient funds.', undefined]);
  });

  test("the embedded provider form is mounted for the invoice; the webhook's confirmation is awaited on the invoice", async () => {
    const gateway = new FakePaymentGateway({ embedded: true });
    const s = await setup(gateway as CountingGateway);
    expect(gateway.mountedAt).toBe(`#${EMBEDDED_CHECKOUT_ID}`);
    expect(s.vm.status).toBe('processing');
    s.clock.advance(CONFIRMATION_POLL_MS);
    // The poll has answered (still unpaid) once it has scheduled the next one.
    await vi.waitFor(() => expect(s.clock.pendingTimers()).toBe(1));
    expect([s.vm.status, s.paid()]).toEqual(['processing', 0]);
    s.checkout.markPaid();
    s.clock.advance(CONFIRMATION_POLL_MS);
    await vi.waitFor(() => expect([s.vm.status, s.paid()]).toEqual(['paid', 1]));
    s.vm.dispose();
    expect(gateway.mountedAt).toBeUndefined();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  test('an invoice that is already paid goes straight to the confirmation', async () => {
    const checkout = new FakeCheckoutApi(new FakeClock());
    // The invoice got paid between the page's load and its request (the server answers it paid).
    checkout.createInvoice = async () => invoiceRecordFixture({ status: 'paid', paidAt: '2026-01-15T12:00:00.000Z' });
    const vm = new PaymentViewModel(new CountingGateway(), new FakeClock());
    let paid = 0;
    await vm.start(checkout, () => paid++);
    expect([vm.status, paid]).toEqual(['paid', 1]);
  });

  test('a 409 because an earlier attempt already paid counts as paid', async () => {
    const gateway = new CountingGateway();
    const s = await setup(gateway);
    gateway.pay = async () => {
      s.checkout.markPaid();
      throw new ApiError('Request failed with status code 409', 'ERR_BAD_REQUEST', 409, {
        error: 'conflict',
        message: 'Invoice is already paid',
      });
    };
    s.card('4242424242424242');
    await s.vm.pay();
    expect([s.vm.status, s.paid()]).toEqual(['paid', 1]);
  });
});
