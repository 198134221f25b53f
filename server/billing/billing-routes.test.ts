import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import type { ChargeOutcome, ChargeRequest, PaymentGateway } from './payment-gateway';
import { LocalPaymentGateway } from './local-payment-gateway';

const legs = await databaseLegs();

/** The real local gateway, counting the charges that reach it. */
class CountingGateway implements PaymentGateway {
  readonly name = 'local' as const;
  charges = 0;
  private readonly inner = new LocalPaymentGateway();
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    this.charges += 1;
    return this.inner.charge(request);
  }
}

const card = (number: string): Record<string, unknown> => ({ card: { number, exp_month: 12, exp_year: 2099, cvc: '123' } });

describe.each(legs)('invoices and payments on $name', (leg) => {
  let t: TestApp;
  let gateway: CountingGateway;
  let payer: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    gateway = new CountingGateway();
    t = await startTestApp({ database: await leg.open(), gateway, clock: () => new Date('2026-11-22T10:00:00Z') });
    payer = await t.signIn('payer@example.com');
    other = await t.signIn('other@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('an invoice is made from the fees (300 + 50 + 200), Net 15; asking again answers the same open invoice', async () => {
    const created = await payer.post('/invoices');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lines: [
        // The review page, the invoice and the payment provider's lines name each fee alike (issue 11).
        { code: 'plan_fee', description: 'Plan fee', amount: 300 },
        { code: 'setup_fee', description: 'Setup fee', amount: 50 },
        { code: 'plan_doc_generation', description: 'Plan document generation', amount: 200 },
      ],
      total: 550,
      currency: 'usd',
      terms: 'Net 15',
      issued_at: '2026-11-22T10:00:00.000Z',
      due_at: '2026-12-07T10:00:00.000Z',
      status: 'open',
    });
    const again = await payer.post('/invoices');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    expect((await other.get(`/invoices/${created.body.id}`)).status).toBe(404);
  });

  test('a declined card answers 402 with the message and leaves the invoice open; an insufficient-funds card too', async () => {
    const invoice = (await other.post('/invoices')).body;
    const declined = await other.post(`/invoices/${invoice.id}/payments`, card('4000000000000002'), {
      headers: { 'idempotency-key': 'decline-key-1' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: 'card_declined', message: 'Your card was declined.' });
    const funds = await other.post(`/invoices/${invoice.id}/payments`, card('4000000000009995'), {
      headers: { 'idempotency-key': 'decline-key-2' },
    });
    expect(funds.body.message).toBe('Your card has insufficient funds.');
    expect((await other.get(`/invoices/${invoice.id}`)).body.status).toBe('open');
  });

  test('payment is idempotent: a retried request answers the first result and charges once; a paid invoice is not charged again', async () => {
    const invoice = (await payer.post('/invoices')).body;
    const before = gateway.charges;
    const headers = { 'idempotency-key': 'pay-key-0001' };
    const [first, retried] = await Promise.all([
      payer.post(`/invoices/${invoice.id}/payments`, card('4242424242424242'), { headers }),
      payer.post(`/invoices/${invoice.id}/payments`, card('4242424242424242'), { headers }),
    ]);
    const statuses = [first.status, retried.status].sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const ok = first.status === 201 ? first : retried;
    expect(ok.body).toMatchObject({ invoice_id: invoice.id, status: 'succeeded', amount: 550, card_last4: '4242' });
    const later = await payer.post(`/invoices/${invoice.id}/payments`, card('4242424242424242'), { headers });
    expect(later.status).toBe(201);
    expect(later.body).toEqual(ok.body);
    expect(gateway.charges - before).toBe(1);
    const paid = await payer.get(`/invoices/${invoice.id}`);
    expect(paid.body).toMatchObject({ status: 'paid', paid_at: '2026-11-22T10:00:00.000Z' });
    const otherKey = await payer.post(`/invoices/${invoice.id}/payments`, card('4242424242424242'), {
      headers: { 'idempotency-key': 'pay-key-0002' },
    });
    expect(otherKey.status).toBe(409);
    expect(otherKey.body).toEqual({ error: 'conflict', message: 'Invoice is already paid' });
    expect(gateway.charges - before).toBe(1);
    const reused = await payer.post(`/invoices/${invoice.id}/payments`, card('5555555555554444'), { headers });
    expect(reused.status).toBe(422);
  });

  test('the Idempotency-Key header is required and a card number is checked by the contract', async () => {
    const invoice = (await other.post('/invoices')).body;
    const missing = await other.post(`/invoices/${invoice.id}/payments`, card('4242424242424242'));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toContain('idempotency-key');
    const bad = await other.post(`/invoices/${invoice.id}/payments`, card('42x'), {
      headers: { 'idempotency-key': 'bad-card-1' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('card.number');
  });
});
