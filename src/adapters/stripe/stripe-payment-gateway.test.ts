import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoopbackServer } from '@/adapters/contracts/loopback-server';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import { StripePaymentGateway, type StripeLike } from './stripe-payment-gateway';

// Stripe.js cannot load here (no network): a stand-in for the vendor's browser object records what the adapter asks of it.
class StripeStandIn implements StripeLike {
  readonly calls: string[] = [];
  complete: (() => void) | undefined;
  async createEmbeddedCheckoutPage(o: {
    fetchClientSecret: () => Promise<string>;
    onComplete: () => void;
  }): Promise<{ mount(l: string): void; destroy(): void }> {
    this.calls.push(`create ${await o.fetchClientSecret()}`);
    this.complete = o.onComplete;
    return { mount: (l) => this.calls.push(`mount ${l}`), destroy: () => this.calls.push('destroy') };
  }
}

describe('StripePaymentGateway (loopback payment API, Stripe.js stand-in)', () => {
  let server: LoopbackServer;
  let api: HttpApiClient;
  beforeEach(async () => {
    server = await new LoopbackServer().start();
    api = new HttpApiClient(new HttpClient({ baseUrl: `${server.origin}/solo401k`, getToken: () => 'jwt' }));
  });
  afterEach(() => server.stop());

  test('asks the server for a Checkout Session, loads Stripe for the connected account, mounts and resolves on completion', async () => {
    server.on('POST /solo401k/invoices/:id/payments', {
      status: 201,
      body: { id: 'pay_1', status: 'requires_action', checkout: { id: 'cs_1', client_secret: 'cs_secret_1' } },
    });
    const stripe = new StripeStandIn();
    const loads: unknown[] = [];
    const gateway = new StripePaymentGateway(api, {
      publishableKey: 'pk_live_x',
      accountId: 'acct_123',
      returnUrl: 'https://app.example.com/checkout/done?session_id={CHECKOUT_SESSION_ID}',
      loadStripe: async (key, options) => {
        loads.push([key, options]);
        return stripe;
      },
    });
    const pending = gateway.mount('#checkout', { invoiceId: 'inv_9', idempotencyKey: 'key-stripe-1' });
    await vi.waitFor(() => expect(stripe.calls).toEqual(['create cs_secret_1', 'mount #checkout']), { timeout: 5_000 });
    expect(loads).toEqual([['pk_live_x', { stripeAccount: 'acct_123' }]]);
    stripe.complete!();
    expect(await pending).toEqual({ status: 'processing', paymentId: 'pay_1' });
    const sent = server.requests[0];
    expect(sent.path).toBe('/solo401k/invoices/inv_9/payments');
    expect(sent.headers['idempotency-key']).toBe('key-stripe-1');
    expect(JSON.parse(sent.body)).toEqual({
      return_url: 'https://app.example.com/checkout/done?session_id={CHECKOUT_SESSION_ID}',
    });
    gateway.unmount();
    expect(stripe.calls.at(-1)).toBe('destroy');
  });

  test('is embedded and refuses card details', async () => {
    const gateway = new StripePaymentGateway(api, { publishableKey: 'pk', returnUrl: 'x' });
    expect(gateway.embedded).toBe(true);
    await expect(gateway.pay()).rejects.toThrow('use mount()');
  });

  test('without a client secret it fails before loading Stripe', async () => {
    server.on('POST /solo401k/invoices/:id/payments', {
      status: 201,
      body: { id: 'pay_2', status: 'requires_action', checkout: null },
    });
    let loaded = false;
    const gateway = new StripePaymentGateway(api, {
      publishableKey: 'pk',
      returnUrl: 'x',
      loadStripe: async () => {
        loaded = true;
        return new StripeStandIn();
      },
    });
    await expect(gateway.mount('#c', { invoiceId: 'i', idempotencyKey: 'k-00000001' })).rejects.toThrow(
      'did not start an embedded checkout',
    );
    expect(loaded).toBe(false);
  });
});
