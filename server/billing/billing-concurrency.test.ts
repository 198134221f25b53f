import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { LocalPaymentGateway, MemoryChargeLedger } from './local-payment-gateway';

const legs = await databaseLegs();
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };

describe.each(legs)('one unpaid invoice per user and purchase, one charge, on $name', (leg) => {
  let t: TestApp;
  const ledger = new MemoryChargeLedger();

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open(), gateway: new LocalPaymentGateway(ledger) });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('200 concurrent POST /invoices make exactly one invoice; 200 concurrent payments of it charge exactly once', async () => {
    const payer = await t.signIn('racer@example.com');
    const created = await Promise.all(Array.from({ length: 200 }, () => payer.post('/invoices')));
    expect(created.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(created.filter((r) => r.status === 201)).toHaveLength(1);
    const ids = new Set(created.map((r) => r.body.id as string));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.selectFrom('invoices').select('id').where('user_id', '=', payer.userId!).execute();
    expect(rows).toHaveLength(1);

    const [invoiceId] = [...ids];
    const paid = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        payer.post(`/invoices/${invoiceId}/payments`, card, { headers: { 'idempotency-key': `race-key-${i}` } }),
      ),
    );
    expect(paid.filter((r) => r.status === 201)).toHaveLength(1);
    expect(paid.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(ledger.charges.size).toBe(1);
    expect((await payer.get(`/invoices/${invoiceId}`)).body.status).toBe('paid');

    // Paid: the next POST /invoices opens a new one (the index holds only unpaid invoices).
    const next = await payer.post('/invoices');
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(invoiceId);
  });

  test('the database itself refuses a second unpaid invoice of the same purchase', async () => {
    const row = {
      lines: '[]' as never,
      total_cents: 100,
      currency: 'usd',
      terms: 'Net 15',
      issued_at: new Date(),
      due_at: new Date(),
      paid_at: null,
    };
    await t.database.db
      .insertInto('invoices')
      .values({ ...row, id: 'db-a', user_id: 'db-user', status: 'open' })
      .execute();
    await expect(
      t.database.db
        .insertInto('invoices')
        .values({ ...row, id: 'db-b', user_id: 'db-user', status: 'pending' })
        .execute(),
    ).rejects.toThrow(/invoices_one_unpaid_uq/);
    await t.database.db
      .insertInto('invoices')
      .values({ ...row, id: 'db-c', user_id: 'db-user', status: 'paid' })
      .execute();
    await t.database.db
      .insertInto('invoices')
      .values({ ...row, id: 'db-d', user_id: 'db-user', purchase: 'other', status: 'open' })
      .execute();
  });
});
