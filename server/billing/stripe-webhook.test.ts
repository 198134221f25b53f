import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ownerSteps } from '../plan-documents/plan-document-fixtures';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import type { StripeHttpClient } from './stripe-client';
import { startStripeTestApp } from './stripe-test-app';
import { stripeSignatureHeader } from './stripe-signature';

const legs = await databaseLegs();
const SECRET = 'whsec_test_0123456789abcdef';
const ACCOUNT = 'acct_connected_1';
const NOW = new Date('2026-11-22T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

/** A fake Stripe API that creates numbered Checkout Sessions and remembers their parameters. */
class FakeStripe implements StripeHttpClient {
  sessions: Array<Record<string, string>> = [];
  async postForm(path: string, params: Array<[string, string]>): Promise<{ status: number; body: Record<string, unknown> }> {
    if (path !== '/v1/checkout/sessions') return { status: 404, body: { error: { message: `no fake for ${path}` } } };
    this.sessions.push(Object.fromEntries(params));
    const id = `cs_test_${this.sessions.length}`;
    return { status: 200, body: { id, client_secret: `${id}_secret`, url: null } };
  }
  async get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
    return { status: 404, body: { error: { message: `no fake for ${path}` } } };
  }
}

function sessionEvent(
  id: string,
  session: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    account: ACCOUNT,
    created: T,
    data: { object: { object: 'checkout.session', payment_status: 'paid', amount_total: 55000, ...session } },
    ...extra,
  };
}

describe.each(legs)('the Stripe webhook on $name', (leg) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let owner: TestClient;
  let invoiceId: string;
  let sessionId: string;

  /** POSTs the event as Stripe would: raw JSON, signed header, no bearer token, no XSRF header or cookie. */
  const deliver = async (
    event: unknown,
    opts: { secret?: string; timestamp?: number; header?: string } = {},
  ): Promise<{ status: number; body: any }> => {
    const raw = JSON.stringify(event);
    const signature = opts.header ?? stripeSignatureHeader(opts.secret ?? SECRET, opts.timestamp ?? T, raw);
    const res = await fetch(`${t.origin}${t.prefix}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: raw,
    });
    return { status: res.status, body: await res.json() };
  };
  const invoiceStatus = async (): Promise<string> => (await owner.get(`/invoices/${invoiceId}`)).body.status;
  const documentCount = async (): Promise<number> =>
    Number(
      (
        await t.database.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', owner.userId!)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    stripe = new FakeStripe();
    t = await startStripeTestApp(await leg.open(), stripe, { account: ACCOUNT, webhookSecret: SECRET, now: NOW });
    owner = await t.signIn('stripe-owner@example.com');
    for (const [step, values] of Object.entries(ownerSteps()))
      expect((await owner.put(`/checkout/steps/${step}`, values)).status).toBe(200);
    invoiceId = (await owner.post('/invoices')).body.id;
    const paid = await owner.post(`/invoices/${invoiceId}/payments`, {}, { headers: { 'Idempotency-Key': 'stripe-key-0001' } });
    expect(paid.body).toMatchObject({ status: 'requires_action', processor: 'stripe' });
    sessionId = paid.body.checkout.id;
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('the session carries the invoice id as client_reference_id and metadata (to match the webhook)', () => {
    expect(stripe.sessions[0]).toMatchObject({
      client_reference_id: invoiceId,
      'metadata[invoice_id]': invoiceId,
      'metadata[user_id]': owner.userId,
    });
    expect(sessionId).toBe('cs_test_1');
  });

  test('a bad signature (other secret, altered body, malformed header) answers 400 and pays nothing', async () => {
    const event = sessionEvent('evt_bad', { id: sessionId, client_reference_id: invoiceId });
    for (const res of [await deliver(event, { secret: 'whsec_wrong' }), await deliver(event, { header: 'nonsense' })]) {
      expect(res.status).toBe(400);
    }
    const raw = JSON.stringify(event);
    const tampered = await fetch(`${t.origin}${t.prefix}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(SECRET, T, raw) },
      body: raw.replace('55000', '1'),
    });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { error: string }).error).toBe('invalid_signature');
    expect(await invoiceStatus()).toBe('pending');
  });

  test('a stale timestamp (more than 300 s old) answers 400 and pays nothing', async () => {
    const res = await deliver(sessionEvent('evt_stale', { id: sessionId, client_reference_id: invoiceId }), {
      timestamp: T - 301,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_signature');
    expect(await invoiceStatus()).toBe('pending');
  });

  test('an unknown invoice, a session we did not create or another account changes nothing', async () => {
    expect((await deliver(sessionEvent('evt_unknown', { id: sessionId, client_reference_id: 'no-such-invoice' }))).body).toEqual({
      received: true,
      outcome: 'unknown_invoice',
    });
    expect(
      (await deliver(sessionEvent('evt_foreign', { id: 'cs_someone_else', client_reference_id: invoiceId }))).body.outcome,
    ).toBe('unknown_invoice');
    expect(
      (await deliver(sessionEvent('evt_acct', { id: sessionId, client_reference_id: invoiceId }, { account: 'acct_other' }))).body
        .outcome,
    ).toBe('ignored');
    expect(
      (await deliver(sessionEvent('evt_unpaid', { id: sessionId, client_reference_id: invoiceId, payment_status: 'unpaid' })))
        .body.outcome,
    ).toBe('ignored');
    expect(
      (await deliver(sessionEvent('evt_amount', { id: sessionId, client_reference_id: invoiceId, amount_total: 100 }))).body
        .outcome,
    ).toBe('amount_mismatch');
    expect(await invoiceStatus()).toBe('pending');
    expect(await documentCount()).toBe(0);
  });

  test('a valid completed session marks the invoice paid once and files the plan documents; a replay changes nothing', async () => {
    const event = sessionEvent('evt_paid_1', { id: sessionId, metadata: { invoice_id: invoiceId, user_id: owner.userId } });
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    const invoice = (await owner.get(`/invoices/${invoiceId}`)).body;
    expect(invoice).toMatchObject({ status: 'paid', paid_at: NOW.toISOString() });
    expect(await documentCount()).toBe(2);
    const replay = await deliver(event);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const another = await deliver(
      sessionEvent(
        'evt_paid_2',
        { id: sessionId, client_reference_id: invoiceId },
        { type: 'checkout.session.async_payment_succeeded' },
      ),
    );
    expect(another.body.outcome).toBe('duplicate');
    expect((await owner.get(`/invoices/${invoiceId}`)).body.paid_at).toBe(NOW.toISOString());
    expect(await documentCount()).toBe(2);
    const payments = await t.database.db
      .selectFrom('payments')
      .select(['status', 'checkout'])
      .where('invoice_id', '=', invoiceId)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0].status).toBe('succeeded');
    expect(payments[0].checkout).toMatchObject({ webhook_event_id: 'evt_paid_1' });
    const docs = await owner.get('/checkout/documents');
    expect(docs.status).toBe(200);
    expect(docs.body.map((d: { kind: string }) => d.kind).sort()).toEqual(['adoption_agreement', 'form_5500_ez']);
  });

  test('other event types are acknowledged and ignored', async () => {
    expect(
      (await deliver({ id: 'evt_other', type: 'payment_intent.created', account: ACCOUNT, data: { object: {} } })).body,
    ).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('the Stripe webhook without a secret', () => {
  test('answers 503 and accepts nothing', async () => {
    const t = await startTestApp();
    try {
      const raw = JSON.stringify(sessionEvent('evt_x', { id: 'cs_x', client_reference_id: 'inv' }));
      const res = await fetch(`${t.origin}${t.prefix}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(SECRET, T, raw) },
        body: raw,
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toBe('webhook_not_configured');
    } finally {
      await t.close();
    }
  });
});
