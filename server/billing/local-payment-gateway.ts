import { randomUUID } from 'node:crypto';
import type { ChargeOutcome, ChargeRequest, PaymentGateway } from './payment-gateway';

/** The documented test cards of the local gateway: number -> outcome (undefined message = success). */
export const TEST_CARDS: Readonly<Record<string, { label: string; decline?: string }>> = {
  '4242424242424242': { label: 'Visa, succeeds' },
  '5555555555554444': { label: 'Mastercard, succeeds' },
  '378282246310005': { label: 'American Express, succeeds' },
  '4000000000000002': { label: 'declined', decline: 'Your card was declined.' },
  '4000000000009995': { label: 'insufficient funds', decline: 'Your card has insufficient funds.' },
  '4000000000000069': { label: 'expired card', decline: 'Your card has expired.' },
  '4000000000000127': { label: 'incorrect CVC', decline: "Your card's security code is incorrect." },
};

/** Message for a number that fails the Luhn check. */
export const INCORRECT_NUMBER = 'Your card number is incorrect.';
/** Message for any other card: the local gateway accepts only the documented test cards. */
export const GENERIC_DECLINE = 'Your card was declined.';

/** The Luhn checksum of a card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The local stand-in for card payments: the documented test cards succeed or decline; every other card declines. */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local' as const;

  /** Charges a test card synchronously. */
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const card = request.card;
    if (card === undefined) return { status: 'invalid', message: 'Card details are required' };
    const digits = card.number.replace(/\s+/g, '');
    const cardLast4 = digits.slice(-4);
    if (!luhnValid(digits)) return { status: 'declined', message: INCORRECT_NUMBER, cardLast4 };
    const endOfExpiryMonth = Date.UTC(card.exp_year, card.exp_month, 1);
    if (endOfExpiryMonth <= request.now.getTime()) return { status: 'declined', message: 'Your card has expired.', cardLast4 };
    const known = TEST_CARDS[digits];
    if (known === undefined) return { status: 'declined', message: GENERIC_DECLINE, cardLast4 };
    if (known.decline !== undefined) return { status: 'declined', message: known.decline, cardLast4 };
    return { status: 'succeeded', reference: `local_ch_${randomUUID()}`, cardLast4 };
  }
}
