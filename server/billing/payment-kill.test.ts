import { describe, expect, test } from 'vitest';
import { openDatabase } from '../db/database';
import { serversOfThisFile } from '../test-support/server-process';

const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };

describe('a payment interrupted by a killed server (real process, SIGKILL)', () => {
  const servers = serversOfThisFile();

  test('after a restart the same key and a new key both settle on the one charge the gateway made; nothing charges twice', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await servers.dataDir('payment-kill-');
    // The local gateway records the charge, then stalls: the kill lands after the charge and before our database knew.
    const first = await servers.spawn(dataDir, { LOCAL_GATEWAY_TEST_DELAY_MS: '600000', PAYMENT_LEASE_MS: '1500' });
    const payer = await first.signIn('killed@example.com');
    const invoice = (await payer.post('/invoices')).body as { id: string };
    const inFlight = payer
      .post(`/invoices/${invoice.id}/payments`, card, { headers: { 'idempotency-key': 'kill-key-1' } })
      .catch((error: unknown) => error);
    await first.waitForOutput(/\[local gateway\] test delay: charged local_ch_/);
    await first.stop('SIGKILL');
    expect(await inFlight).toBeInstanceOf(Error);

    const second = await servers.spawn(dataDir, { PAYMENT_LEASE_MS: '1500' });
    const again = await second.signIn('killed@example.com');
    expect(again.userId).toBe(payer.userId);
    // A new key: refused while the dead attempt's lease runs, then the reconciled invoice is paid (never charged again).
    await expect
      .poll(
        async () => {
          const res = await again.post(`/invoices/${invoice.id}/payments`, card, {
            headers: { 'idempotency-key': 'kill-key-2' },
          });
          return `${res.status} ${res.body.message}`;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('409 Invoice is already paid');
    // The killed request's own key replays the reconciled success.
    const retried = await again.post(`/invoices/${invoice.id}/payments`, card, { headers: { 'idempotency-key': 'kill-key-1' } });
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: 'succeeded', card_last4: '4242', amount: 550 });
    expect((await again.get(`/invoices/${invoice.id}`)).body.status).toBe('paid');
    await second.stop('SIGTERM');

    const database = await openDatabase({ dataDir });
    try {
      const charges = await database.db.selectFrom('local_gateway_charges').selectAll().execute();
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ idempotency_key: 'kill-key-1', invoice_id: invoice.id, amount_cents: 55000 });
      const payments = await database.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoice.id).execute();
      expect(payments.map((p) => [p.idempotency_key, p.status, p.reference])).toEqual([
        ['kill-key-1', 'succeeded', charges[0]?.reference],
      ]);
    } finally {
      await database.close();
    }
  });
});
