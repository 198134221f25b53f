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

/** Where the local gateway keeps the charges it made, by idempotency key (its processor-side ledger). */
export interface LocalChargeLedger {
  /** Records a charge unless one exists for the key; answers the charge recorded for the key. */
  record(charge: LocalCharge): Promise<LocalCharge>;
  /** The charge made for the key, if any. */
  find(idempotencyKey: string): Promise<LocalCharge | undefined>;
}

/** One charge of the local gateway. */
export interface LocalCharge {
  idempotencyKey: string;
  invoiceId: string;
  amountCents: number;
  reference: string;
  cardLast4: string;
}

/** The ledger in memory (tests, and when no database is given). */
export class MemoryChargeLedger implements LocalChargeLedger {
  readonly charges = new Map<string, LocalCharge>();
  async record(charge: LocalCharge): Promise<LocalCharge> {
    if (!this.charges.has(charge.idempotencyKey)) this.charges.set(charge.idempotencyKey, charge);
    return this.charges.get(charge.idempotencyKey) as LocalCharge;
  }
  async find(idempotencyKey: string): Promise<LocalCharge | undefined> {
    return this.charges.get(idempotencyKey);
  }
}

/** Test hook (env LOCAL_GATEWAY_TEST_DELAY_MS): after a charge is recorded, wait before answering, to be killed mid-payment. */
export interface LocalGatewayOptions {
  afterChargeDelayMs?: number;
}

/**
 * The local stand-in for card payments: the documented test cards succeed or decline; every other card declines.
 * Like a real processor it is idempotent by key: a second charge with the same key answers the first (decision 0113).
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local' as const;

  constructor(
    private readonly ledger: LocalChargeLedger = new MemoryChargeLedger(),
    private readonly opts: LocalGatewayOptions = {},
  ) {}

  /** Charges a test card. */
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const card = request.card;
    if (card === undefined) return { status: 'invalid', message: 'Card details are required' };
    const earlier = await this.ledger.find(request.idempotencyKey);
    if (earlier !== undefined) return { status: 'succeeded', reference: earlier.reference, cardLast4: earlier.cardLast4 };
    const digits = card.number.replace(/\s+/g, '');
    const cardLast4 = digits.slice(-4);
    if (!luhnValid(digits)) return { status: 'declined', message: INCORRECT_NUMBER, cardLast4 };
    const endOfExpiryMonth = Date.UTC(card.exp_year, card.exp_month, 1);
    if (endOfExpiryMonth <= request.now.getTime()) return { status: 'declined', message: 'Your card has expired.', cardLast4 };
    const known = TEST_CARDS[digits];
    if (known === undefined) return { status: 'declined', message: GENERIC_DECLINE, cardLast4 };
    if (known.decline !== undefined) return { status: 'declined', message: known.decline, cardLast4 };
    const charged = await this.ledger.record({
      idempotencyKey: request.idempotencyKey,
      invoiceId: request.invoiceId,
      amountCents: request.amountCents,
      reference: `local_ch_${randomUUID()}`,
      cardLast4,
    });
    const delay = this.opts.afterChargeDelayMs ?? 0;
    if (delay > 0) {
      console.error(`[local gateway] test delay: charged ${charged.reference}, answering in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    return { status: 'succeeded', reference: charged.reference, cardLast4: charged.cardLast4 };
  }

  /** The outcome of an earlier charge with this key, if it went through. */
  async lookup(idempotencyKey: string): Promise<ChargeOutcome | undefined> {
    const charge = await this.ledger.find(idempotencyKey);
    return charge && { status: 'succeeded', reference: charge.reference, cardLast4: charge.cardLast4 };
  }
}
