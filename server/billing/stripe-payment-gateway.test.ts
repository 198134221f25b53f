import { describe, expect, test } from 'vitest';
import { createFetchStripeClient, type StripeHttpClient } from './stripe-client';
import { StripeApiError, StripePaymentGateway } from './stripe-payment-gateway';
import type { ChargeRequest } from './payment-gateway';

/** A fake Stripe API: records calls, answers like POST /v1/checkout/sessions. */
class FakeStripe implements StripeHttpClient {
  calls: Array<{ path: string; params: Array<[string, string]>; headers: Record<string, string> }> = [];
  constructor(
    private readonly answer: { status: number; body: Record<string, unknown> } = {
      status: 200,
      body: { id: 'cs_test_1', client_secret: 'cs_test_1_secret', url: null },
    },
  ) {}
  async postForm(
    path: string,
    params: Array<[string, string]>,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    this.calls.push({ path, params, headers });
    return this.answer;
  }
  gets: Array<{ path: string; headers: Record<string, string> }> = [];
  getAnswer: { status: number; body: Record<string, unknown> } = { status: 404, body: {} };
  async get(path: string, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
    this.gets.push({ path, headers });
    return this.getAnswer;
  }
}

const request: ChargeRequest = {
  invoiceId: 'inv_1',
  userId: 'user_1',
  customerEmail: 'a@example.com',
  amountCents: 55000,
  idempotencyKey: 'idem-1',
  now: new Date(),
  lines: [
    { code: 'plan_fee', description: 'Individual 401(k) plan', amountCents: 30000 },
    { code: 'setup_fee', description: 'Setup', amountCents: 5000 },
    { code: 'plan_doc_generation', description: 'Plan document generation', amountCents: 20000 },
  ],
};
const options = {
  accountId: 'acct_123',
  applicationFeeCents: 2500,
  uiMode: 'embedded_page' as const,
  defaultReturnUrl: 'https://app.example/done?session_id={CHECKOUT_SESSION_ID}',
};

describe('StripePaymentGateway', () => {
  test('creates an embedded Checkout Session on the connected account with the fee lines in cents and the application fee', async () => {
    const stripe = new FakeStripe();
    const outcome = await new StripePaymentGateway(stripe, options).charge(request);
    expect(outcome).toEqual({
      status: 'requires_action',
      reference: 'cs_test_1',
      checkout: { id: 'cs_test_1', client_secret: 'cs_test_1_secret', url: null },
    });
    const [call] = stripe.calls;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers).toEqual({ 'stripe-account': 'acct_123', 'idempotency-key': 'idem-1' });
    const params = Object.fromEntries(call.params);
    expect(params).toMatchObject({
      mode: 'payment',
      ui_mode: 'embedded_page',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[1][price_data][unit_amount]': '5000',
      'line_items[2][price_data][unit_amount]': '20000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[2][quantity]': '1',
      'payment_intent_data[application_fee_amount]': '2500',
      return_url: options.defaultReturnUrl,
      client_reference_id: 'inv_1',
      customer_email: 'a@example.com',
    });
    expect(params.success_url).toBeUndefined();
  });

  test('hosted mode sends success and cancel URLs and answers the session URL', async () => {
    const stripe = new FakeStripe({ status: 200, body: { id: 'cs_2', url: 'https://checkout.example/cs_2' } });
    const outcome = await new StripePaymentGateway(stripe, { ...options, uiMode: 'hosted_page' }).charge({
      ...request,
      returnUrl: 'https://app.example/r',
    });
    expect(outcome).toMatchObject({ checkout: { url: 'https://checkout.example/cs_2', client_secret: null } });
    const params = Object.fromEntries(stripe.calls[0].params);
    expect(params).toMatchObject({
      ui_mode: 'hosted_page',
      success_url: 'https://app.example/r',
      cancel_url: 'https://app.example/r',
    });
    expect(params.return_url).toBeUndefined();
  });

  test("a refused request raises StripeApiError with Stripe's message", async () => {
    const stripe = new FakeStripe({ status: 400, body: { error: { message: 'No such account' } } });
    await expect(new StripePaymentGateway(stripe, options).charge(request)).rejects.toThrow(
      new StripeApiError(400, 'No such account'),
    );
  });

  test('the fetch client posts form-encoded with the secret key as bearer', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ id: 'cs_3' }), { status: 200 });
    }) as unknown as typeof fetch;
    const client = createFetchStripeClient({
      secretKey: 'sk_test_x',
      apiBase: 'https://stripe.test',
      apiVersion: '2026-03-25',
      fetch: fakeFetch,
    });
    const answer = await client.postForm('/v1/checkout/sessions', [['line_items[0][quantity]', '1']], {
      'stripe-account': 'acct_1',
    });
    expect(answer).toEqual({ status: 200, body: { id: 'cs_3' } });
    expect(seen[0].url).toBe('https://stripe.test/v1/checkout/sessions');
    expect(seen[0].init.body).toBe('line_items%5B0%5D%5Bquantity%5D=1');
    expect(seen[0].init.headers).toMatchObject({
      authorization: 'Bearer sk_test_x',
      'stripe-account': 'acct_1',
      'stripe-version': '2026-03-25',
    });
  });

  test('expires an open Checkout Session on the connected account (decision 0114)', async () => {
    const stripe = new FakeStripe({ status: 200, body: { id: 'cs_old', status: 'expired' } });
    expect(await new StripePaymentGateway(stripe, options).expireCheckout('cs_old')).toBe('expired');
    expect(stripe.calls).toEqual([
      { path: '/v1/checkout/sessions/cs_old/expire', params: [], headers: { 'stripe-account': 'acct_123' } },
    ]);
    expect(stripe.gets).toEqual([]);
  });

  test('a session that can no longer be expired is looked up: complete means already paid; anything else is an error', async () => {
    const stripe = new FakeStripe({ status: 400, body: { error: { message: 'Only open sessions can be expired' } } });
    const gateway = new StripePaymentGateway(stripe, options);
    stripe.getAnswer = { status: 200, body: { id: 'cs_old', status: 'complete' } };
    expect(await gateway.expireCheckout('cs_old')).toBe('complete');
    expect(stripe.gets).toEqual([{ path: '/v1/checkout/sessions/cs_old', headers: { 'stripe-account': 'acct_123' } }]);
    stripe.getAnswer = { status: 200, body: { id: 'cs_old', status: 'expired' } };
    expect(await gateway.expireCheckout('cs_old')).toBe('expired');
    stripe.getAnswer = { status: 500, body: {} };
    await expect(gateway.expireCheckout('cs_old')).rejects.toThrow('Only open sessions can be expired');
  });

  test('refunds a duplicate session by its payment intent, with the application fee, idempotent per session', async () => {
    const stripe = new FakeStripe({ status: 200, body: { id: 're_1', object: 'refund' } });
    expect(await new StripePaymentGateway(stripe, options).refundCheckout('cs_dup', 'pi_dup')).toBe('re_1');
    expect(stripe.calls[0]).toEqual({
      path: '/v1/refunds',
      params: [
        ['payment_intent', 'pi_dup'],
        ['reason', 'duplicate'],
        ['metadata[checkout_session]', 'cs_dup'],
        ['refund_application_fee', 'true'],
      ],
      headers: { 'stripe-account': 'acct_123', 'idempotency-key': 'refund-cs_dup' },
    });
    const failing = new FakeStripe({ status: 402, body: { error: { message: 'charge already refunded' } } });
    await expect(new StripePaymentGateway(failing, options).refundCheckout('cs_dup', 'pi_dup')).rejects.toThrow(
      'charge already refunded',
    );
  });
});
