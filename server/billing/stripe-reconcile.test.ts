import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import type { TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import type { StripeHttpClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway';
import { stripeSignatureHeader } from './stripe-signature';
import { startStripeTestApp } from './stripe-test-app';

const legs = await databaseLegs();
const SECRET = 'whsec_reconcile_0123456789';
const ACCOUNT = 'acct_reconcile';
const NOW = new Date('2026-11-22T12:00:00Z');
type Answer = Promise<{ status: number; body: Record<string, unknown> }>;

interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string;
  metadata: Record<string, string>;
  client_secret: string;
  created: number;
}

/** A fake Stripe Checkout API: create (with metadata), list (created[gte], starting_after, has_more), expire, retrieve. */
class ListingStripe implements StripeHttpClient {
  readonly sessions: FakeSession[] = [];
  readonly calls: string[] = [];
  /** Page size of the list (Stripe's limit is up to 100; small here to exercise paging). */
  pageSize = 2;
  listFails = false;
  async postForm(path: string, params: Array<[string, string]>): Answer {
    this.calls.push(`POST ${path}`);
    if (path === '/v1/checkout/sessions') {
      const form = Object.fromEntries(params);
      const metadata: Record<string, string> = {};
      for (const [k, v] of params) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1] as string] = v;
      }
      const id = `cs_rec_${this.sessions.length + 1}`;
      const session: FakeSession = {
        id,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id as string,
        metadata,
        client_secret: `${id}_secret`,
        created: Math.floor(NOW.getTime() / 1000),
      };
      this.sessions.push(session);
      return { status: 200, body: { ...session, url: null } };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) {
      const session = this.sessions.find((s) => s.id === expire[1]);
      if (session?.status !== 'open') return { status: 400, body: { error: { message: 'Only open sessions can be expired' } } };
      session.status = 'expired';
      return { status: 200, body: { ...session } };
    }
    return { status: 404, body: { error: { message: `no fake for ${path}` } } };
  }
  async get(path: string): Answer {
    this.calls.push(`GET ${path}`);
    const url = new URL(path, 'https://stripe.test');
    if (url.pathname === '/v1/checkout/sessions') {
      if (this.listFails) return { status: 500, body: { error: { message: 'Stripe is down' } } };
      const since = Number(url.searchParams.get('created[gte]'));
      // Newest first, as Stripe lists.
      const all = [...this.sessions].reverse().filter((s) => s.created >= since);
      const after = url.searchParams.get('starting_after');
      const start = after === null ? 0 : all.findIndex((s) => s.id === after) + 1;
      const data = all.slice(start, start + this.pageSize);
      return { status: 200, body: { object: 'list', data, has_more: start + this.pageSize < all.length } };
    }
    const session = this.sessions.find((s) => s.id === url.pathname.split('/').at(-1));
    return session ? { status: 200, body: { ...session } } : { status: 404, body: {} };
  }
  byId(id: string): FakeSession | undefined {
    return this.sessions.find((s) => s.id === id);
  }
}

describe.each(legs)('a stale Stripe attempt is reconciled by its Checkout Session (decision 0202), on $name', (leg) => {
  let t: TestApp;
  let stripe: ListingStripe;
  let owner: TestClient;

  const pay = (invoiceId: string, key: string): Promise<{ status: number; body: any }> =>
    owner.post(`/invoices/${invoiceId}/payments`, {}, { headers: { 'Idempotency-Key': key } });
  const rows = async (invoiceId: string) =>
    t.database.db
      .selectFrom('payments')
      .select(['idempotency_key', 'status', 'reference'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('created_at')
      .orderBy('idempotency_key')
      .execute();
  const invoiceStatus = async (invoiceId: string): Promise<string> => (await owner.get(`/invoices/${invoiceId}`)).body.status;

  /**
   * Pays with `key` (Stripe creates its session), then puts the attempt back as a server killed right after Stripe
   * answered would have left it: still processing, its session unrecorded, its lease run out.
   */
  const staleAttempt = async (key: string): Promise<{ invoiceId: string; sessionId: string }> => {
    // One user per case: a user has one unpaid invoice at a time (decision 0112).
    owner = await t.signIn(`${key}@example.com`);
    const invoiceId = (await owner.post('/invoices')).body.id as string;
    const first = await pay(invoiceId, key);
    expect(first.status).toBe(201);
    await t.database.db
      .updateTable('payments')
      .set({ status: 'processing', reference: null, checkout: null, lease_until: sql<Date>`now() - interval '1 minute'` })
      .where('invoice_id', '=', invoiceId)
      .execute();
    return { invoiceId, sessionId: first.body.checkout.id as string };
  };

  beforeAll(async () => {
    stripe = new ListingStripe();
    t = await startStripeTestApp(await leg.open(), stripe, { account: ACCOUNT, webhookSecret: SECRET, now: NOW });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test("a new key finds the stale attempt's open session: it is expired before the new one opens", async () => {
    const { invoiceId, sessionId } = await staleAttempt('rec-open-1');
    const created = stripe.sessions.length;
    const second = await pay(invoiceId, 'rec-open-2');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ status: 'requires_action' });
    expect(second.body.checkout.id).not.toBe(sessionId);
    expect(stripe.sessions.length).toBe(created + 1);
    expect(stripe.byId(sessionId)?.status).toBe('expired');
    expect(await rows(invoiceId)).toEqual([
      { idempotency_key: 'rec-open-1', status: 'superseded', reference: sessionId },
      { idempotency_key: 'rec-open-2', status: 'requires_action', reference: second.body.checkout.id },
    ]);
  });

  test("a new key finds the stale attempt's session paid: the invoice is paid, no new session opens, a late webhook changes nothing", async () => {
    const { invoiceId, sessionId } = await staleAttempt('rec-paid-1');
    const session = stripe.byId(sessionId)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    const created = stripe.sessions.length;
    const second = await pay(invoiceId, 'rec-paid-2');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Invoice is already paid');
    expect(stripe.sessions.length).toBe(created);
    expect(await invoiceStatus(invoiceId)).toBe('paid');
    expect(await rows(invoiceId)).toEqual([{ idempotency_key: 'rec-paid-1', status: 'succeeded', reference: sessionId }]);
    const raw = JSON.stringify({
      id: 'evt_rec_paid',
      type: 'checkout.session.completed',
      account: ACCOUNT,
      data: {
        object: {
          object: 'checkout.session',
          id: sessionId,
          client_reference_id: invoiceId,
          payment_status: 'paid',
          amount_total: 55000,
          payment_intent: 'pi_rec',
        },
      },
    });
    const hook = await fetch(`${t.origin}${t.prefix}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(SECRET, Math.floor(NOW.getTime() / 1000), raw),
      },
      body: raw,
    });
    expect(await hook.json()).toEqual({ received: true, outcome: 'duplicate' });
    // The killed key replays the success.
    const replay = await pay(invoiceId, 'rec-paid-1');
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ status: 'succeeded' });
  });

  test('the same key retried gets its own session back; none is created again', async () => {
    const { invoiceId, sessionId } = await staleAttempt('rec-same-1');
    const created = stripe.sessions.length;
    const again = await pay(invoiceId, 'rec-same-1');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      status: 'requires_action',
      checkout: { id: sessionId, client_secret: `${sessionId}_secret` },
    });
    expect(stripe.sessions.length).toBe(created);
    expect(await rows(invoiceId)).toEqual([{ idempotency_key: 'rec-same-1', status: 'requires_action', reference: sessionId }]);
  });

  test('an attempt whose session Stripe never made (or that expired) is dropped and the new key pays', async () => {
    const { invoiceId, sessionId } = await staleAttempt('rec-none-1');
    stripe.byId(sessionId)!.status = 'expired';
    const second = await pay(invoiceId, 'rec-none-2');
    expect(second.status).toBe(201);
    expect(await rows(invoiceId)).toEqual([
      { idempotency_key: 'rec-none-2', status: 'requires_action', reference: second.body.checkout.id },
    ]);
  });

  test('while Stripe cannot be asked, the stale attempt is kept and no second session opens', async () => {
    const { invoiceId } = await staleAttempt('rec-down-1');
    const created = stripe.sessions.length;
    stripe.listFails = true;
    try {
      const second = await pay(invoiceId, 'rec-down-2');
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('A payment of this invoice is in progress');
      expect(stripe.sessions.length).toBe(created);
      expect(await rows(invoiceId)).toEqual([{ idempotency_key: 'rec-down-1', status: 'processing', reference: null }]);
    } finally {
      stripe.listFails = false;
    }
  });
});

describe('StripePaymentGateway.lookup', () => {
  test('pages through the sessions since shortly before the attempt and matches key, invoice and user', async () => {
    const stripe = new ListingStripe();
    const gateway = new StripePaymentGateway(stripe, {
      accountId: ACCOUNT,
      applicationFeeCents: 0,
      uiMode: 'embedded_page',
      defaultReturnUrl: 'http://127.0.0.1/done',
    });
    const charge = (invoiceId: string, userId: string, key: string) =>
      gateway.charge({ invoiceId, userId, amountCents: 100, lines: [], idempotencyKey: key, now: NOW });
    await charge('inv-a', 'user-1', 'key-a');
    await charge('inv-b', 'user-1', 'key-b');
    await charge('inv-c', 'user-1', 'key-c');
    await charge('inv-d', 'user-2', 'key-a');
    const attempt = { invoiceId: 'inv-a', userId: 'user-1', startedAt: NOW };
    expect(await gateway.lookup('key-a', attempt)).toEqual({
      status: 'requires_action',
      reference: 'cs_rec_1',
      checkout: { id: 'cs_rec_1', client_secret: 'cs_rec_1_secret', url: null },
    });
    const lists = stripe.calls.filter((c) => c.startsWith('GET /v1/checkout/sessions?'));
    expect(lists.length).toBe(2);
    expect(lists[0]).toContain(`created%5Bgte%5D=${Math.floor(NOW.getTime() / 1000) - 300}`);
    expect(lists[1]).toContain('starting_after=cs_rec_3');
    expect(await gateway.lookup('key-a', { ...attempt, invoiceId: 'inv-b' })).toBeUndefined();
    expect(await gateway.lookup('key-a', { ...attempt, userId: 'user-3' })).toBeUndefined();
    expect(await gateway.lookup('key-a')).toBeUndefined();
    stripe.sessions[0]!.status = 'complete';
    stripe.sessions[0]!.payment_status = 'paid';
    expect(await gateway.lookup('key-a', attempt)).toEqual({ status: 'succeeded', reference: 'cs_rec_1' });
    stripe.sessions[0]!.status = 'expired';
    expect(await gateway.lookup('key-a', attempt)).toBeUndefined();
    stripe.listFails = true;
    await expect(gateway.lookup('key-a', attempt)).rejects.toThrow('Stripe is down');
  });
});
