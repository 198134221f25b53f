import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import type { StripeHttpClient } from './stripe-client';
import { startStripeTestApp } from './stripe-test-app';
import { stripeSignatureHeader } from './stripe-signature';

const legs = await databaseLegs();
const SECRET = 'whsec_second_session_0123456789';
const ACCOUNT = 'acct_connected_2';
const NOW = new Date('2026-11-22T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);
type Answer = Promise<{ status: number; body: Record<string, unknown> }>;

/** A fake Stripe with session state: create, expire (only when open), retrieve, refund. */
class StatefulStripe implements StripeHttpClient {
  readonly sessions = new Map<string, { status: 'open' | 'complete' | 'expired' }>();
  readonly refunds: Array<Record<string, string>> = [];
  readonly calls: string[] = [];
  async postForm(path: string, params: Array<[string, string]>, headers: Record<string, string>): Answer {
    this.calls.push(`POST ${path}`);
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.sessions.size + 1}`;
      this.sessions.set(id, { status: 'open' });
      return { status: 200, body: { id, client_secret: `${id}_secret`, url: null } };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) {
      const session = this.sessions.get(expire[1] as string);
      if (session?.status !== 'open') return { status: 400, body: { error: { message: 'Only open sessions can be expired' } } };
      session.status = 'expired';
      return { status: 200, body: { id: expire[1], status: 'expired' } };
    }
    if (path === '/v1/refunds') {
      this.refunds.push({ ...Object.fromEntries(params), key: headers['idempotency-key'] as string });
      return { status: 200, body: { id: `re_${this.refunds.length}` } };
    }
    return { status: 404, body: { error: { message: `no fake for ${path}` } } };
  }
  async get(path: string): Answer {
    this.calls.push(`GET ${path}`);
    const id = path.split('/').at(-1) as string;
    const session = this.sessions.get(id);
    return session ? { status: 200, body: { id, status: session.status } } : { status: 404, body: {} };
  }
}

describe.each(legs)('a pending invoice paid again on Stripe (decision 0114), on $name', (leg) => {
  let t: TestApp;
  let stripe: StatefulStripe;
  let owner: TestClient;

  const deliver = async (eventId: string, session: Record<string, unknown>): Promise<{ status: number; body: any }> => {
    const raw = JSON.stringify({
      id: eventId,
      type: 'checkout.session.completed',
      account: ACCOUNT,
      data: { object: { object: 'checkout.session', payment_status: 'paid', amount_total: 55000, ...session } },
    });
    const res = await fetch(`${t.origin}${t.prefix}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(SECRET, T, raw) },
      body: raw,
    });
    return { status: res.status, body: await res.json() };
  };
  const pay = (invoiceId: string, key: string): Promise<{ status: number; body: any }> =>
    owner.post(`/invoices/${invoiceId}/payments`, {}, { headers: { 'Idempotency-Key': key } });
  const paymentStatuses = async (invoiceId: string): Promise<Record<string, string>> => {
    const rows = await t.database.db
      .selectFrom('payments')
      .select(['reference', 'status'])
      .where('invoice_id', '=', invoiceId)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.reference as string, r.status]));
  };

  beforeAll(async () => {
    stripe = new StatefulStripe();
    t = await startStripeTestApp(await leg.open(), stripe, { account: ACCOUNT, webhookSecret: SECRET, now: NOW });
    owner = await t.signIn('second-session@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('the old session is expired before a new one opens; a completed old session afterwards is refunded once', async () => {
    const invoiceId = (await owner.post('/invoices')).body.id as string;
    const first = await pay(invoiceId, 'second-key-1');
    expect(first.body).toMatchObject({ status: 'requires_action', checkout: { id: 'cs_test_1' } });
    const second = await pay(invoiceId, 'second-key-2');
    expect(second.body).toMatchObject({ status: 'requires_action', checkout: { id: 'cs_test_2' } });
    expect(stripe.calls.indexOf('POST /v1/checkout/sessions/cs_test_1/expire')).toBeGreaterThan(-1);
    expect(stripe.calls.indexOf('POST /v1/checkout/sessions/cs_test_1/expire')).toBeLessThan(
      stripe.calls.lastIndexOf('POST /v1/checkout/sessions'),
    );
    expect(stripe.sessions.get('cs_test_1')?.status).toBe('expired');
    expect(await paymentStatuses(invoiceId)).toEqual({ cs_test_1: 'superseded', cs_test_2: 'requires_action' });

    const paid = await deliver('evt_2', { id: 'cs_test_2', client_reference_id: invoiceId, payment_intent: 'pi_2' });
    expect(paid.body).toEqual({ received: true, outcome: 'paid' });
    // The old session completed anyway (it was paid in the instant before it expired): that second charge is given back.
    const duplicate = await deliver('evt_1', { id: 'cs_test_1', client_reference_id: invoiceId, payment_intent: 'pi_1' });
    expect(duplicate.body).toEqual({ received: true, outcome: 'refunded' });
    expect(stripe.refunds).toEqual([
      { payment_intent: 'pi_1', reason: 'duplicate', 'metadata[checkout_session]': 'cs_test_1', key: 'refund-cs_test_1' },
    ]);
    expect(await paymentStatuses(invoiceId)).toEqual({ cs_test_1: 'refunded', cs_test_2: 'succeeded' });
    const replay = await deliver('evt_1', { id: 'cs_test_1', client_reference_id: invoiceId, payment_intent: 'pi_1' });
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    expect(stripe.refunds).toHaveLength(1);
    expect((await owner.get(`/invoices/${invoiceId}`)).body.status).toBe('paid');
    const oldKey = await pay(invoiceId, 'second-key-1');
    expect(oldKey.status).toBe(409);
    expect(oldKey.body.message).toBe('A newer payment of this invoice replaced this one');
  });

  test('when the old session is already complete, no new session opens: the payment is in progress', async () => {
    const invoiceId = (await owner.post('/invoices')).body.id as string;
    const first = await pay(invoiceId, 'complete-key-1');
    const sessionId = first.body.checkout.id as string;
    stripe.sessions.set(sessionId, { status: 'complete' });
    const created = stripe.sessions.size;
    const again = await pay(invoiceId, 'complete-key-2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A payment of this invoice is in progress');
    expect(stripe.sessions.size).toBe(created);
    expect(await paymentStatuses(invoiceId)).toEqual({ [sessionId]: 'requires_action' });
    expect((await owner.get(`/invoices/${invoiceId}`)).body.status).toBe('pending');
    const paid = await deliver('evt_late', { id: sessionId, client_reference_id: invoiceId, payment_intent: 'pi_late' });
    expect(paid.body.outcome).toBe('paid');
  });
});
