import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { DbChargeLedger } from './db-charge-ledger';
import {
  GENERIC_DECLINE,
  INCORRECT_NUMBER,
  type LocalChargeLedger,
  LocalPaymentGateway,
  luhnValid,
  MemoryChargeLedger,
  TEST_CARDS,
} from './local-payment-gateway';
import type { ChargeRequest } from './payment-gateway';

const now = new Date('2026-11-22T12:00:00Z');
const request = (number: string, exp_month = 12, exp_year = 2030): ChargeRequest => ({
  invoiceId: 'inv',
  userId: 'u',
  amountCents: 55000,
  lines: [],
  idempotencyKey: randomUUID(),
  now,
  card: { number, exp_month, exp_year, cvc: '123' },
});

describe('LocalPaymentGateway', () => {
  const gateway = new LocalPaymentGateway();

  test.each(Object.entries(TEST_CARDS))('test card %s: %s', async (number, card) => {
    const outcome = await gateway.charge(request(number));
    if (card.decline === undefined) expect(outcome).toMatchObject({ status: 'succeeded', cardLast4: number.slice(-4) });
    else expect(outcome).toEqual({ status: 'declined', message: card.decline, cardLast4: number.slice(-4) });
  });

  test('every documented test card passes the Luhn check', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });

  test('a number failing the Luhn check is incorrect; any other valid number is declined', async () => {
    expect(await gateway.charge(request('4242424242424241'))).toMatchObject({ status: 'declined', message: INCORRECT_NUMBER });
    expect(await gateway.charge(request('4111111111111111'))).toMatchObject({ status: 'declined', message: GENERIC_DECLINE });
  });

  test('an expired card is declined; the expiry month itself is still valid', async () => {
    expect(await gateway.charge(request('4242424242424242', 10, 2026))).toMatchObject({
      status: 'declined',
      message: 'Your card has expired.',
    });
    expect(await gateway.charge(request('4242424242424242', 11, 2026))).toMatchObject({ status: 'succeeded' });
  });

  test('no card: invalid request', async () => {
    expect(await gateway.charge({ ...request('4242424242424242'), card: undefined })).toEqual({
      status: 'invalid',
      message: 'Card details are required',
    });
  });
});

const legs = await databaseLegs();

describe.each([
  { name: 'memory', open: async () => ({ ledger: new MemoryChargeLedger() as LocalChargeLedger, close: async () => undefined }) },
  ...legs.map((leg) => ({
    name: leg.name,
    open: async () => {
      const database = await leg.open();
      return { ledger: new DbChargeLedger(database.db) as LocalChargeLedger, close: () => database.close() };
    },
  })),
])('LocalPaymentGateway is idempotent by key, ledger $name', ({ open }) => {
  test('a second charge with the same key answers the first charge; lookup finds it; another key charges anew', async () => {
    const { ledger, close } = await open();
    try {
      const gateway = new LocalPaymentGateway(ledger);
      const first = request('4242424242424242');
      expect(await gateway.lookup(first.idempotencyKey)).toBeUndefined();
      const charged = await gateway.charge(first);
      expect(charged).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
      const [a, b] = await Promise.all([
        gateway.charge(first),
        gateway.charge({ ...first, card: { ...first.card!, number: '5555555555554444' } }),
      ]);
      expect(a).toEqual(charged);
      expect(b).toEqual(charged);
      expect(await gateway.lookup(first.idempotencyKey)).toEqual(charged);
      const other = await gateway.charge(request('4242424242424242'));
      expect(other).toMatchObject({ status: 'succeeded' });
      expect((other as { reference: string }).reference).not.toBe((charged as { reference: string }).reference);
      const declined = request('4000000000000002');
      await gateway.charge(declined);
      expect(await gateway.lookup(declined.idempotencyKey)).toBeUndefined();
    } finally {
      await close();
    }
  });
});
