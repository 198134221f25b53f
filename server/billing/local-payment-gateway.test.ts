import { describe, expect, test } from 'vitest';
import { GENERIC_DECLINE, INCORRECT_NUMBER, LocalPaymentGateway, luhnValid, TEST_CARDS } from './local-payment-gateway';
import type { ChargeRequest } from './payment-gateway';

const now = new Date('2026-11-22T12:00:00Z');
const request = (number: string, exp_month = 12, exp_year = 2030): ChargeRequest => ({
  invoiceId: 'inv',
  userId: 'u',
  amountCents: 55000,
  lines: [],
  idempotencyKey: 'k',
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
