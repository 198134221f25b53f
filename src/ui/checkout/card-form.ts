import { cardExpired, luhnValid } from '@/domain/checkout/card-number';

/** The card form of the local gateway: what the user typed. */
export interface CardForm {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
  name: string;
}

/** A field of the card form. */
export type CardField = keyof CardForm;

/** The month and four-digit year typed as 'MM/YY' or 'MM/YYYY' (the month may be out of range), else undefined. */
function expiryParts(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month: Number(match[1]), year };
}

/** Expiry month and four-digit year from 'MM/YY' or 'MM/YYYY', or undefined when not a real month. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const parts = expiryParts(text);
  return parts && parts.month >= 1 && parts.month <= 12 ? parts : undefined;
}

/** Card number message when the digits fail the Luhn check (a digit typed wrong). */
export const CARD_NUMBER_INVALID = 'Card number is not valid: check the digits';
/** Expiry message for a month that does not exist. */
export const EXPIRY_MONTH_INVALID = 'Expiry month must be 01 to 12';
/** Expiry message for a card whose month has passed. */
export const CARD_EXPIRED = 'This card has expired';

/** The card form's messages by field (empty when it can be sent), on `today` (the expiry must not have passed). */
export function cardErrors(card: CardForm, today: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'Card number is required';
  else if (!/^\d{12,19}$/.test(digits)) errors.number = 'Card number must be 12 to 19 digits';
  else if (!luhnValid(digits)) errors.number = CARD_NUMBER_INVALID;
  const expiry = expiryParts(card.expiry);
  if (card.expiry.trim() === '') errors.expiry = 'Expiry date is required';
  else if (!expiry) errors.expiry = 'Expiry date must be MM/YY';
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = EXPIRY_MONTH_INVALID;
  else if (cardExpired(expiry, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 })) errors.expiry = CARD_EXPIRED;
  if (card.cvc.trim() === '') errors.cvc = 'Security code is required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Security code must be 3 or 4 digits';
  return errors;
}

/**
 * The card field a gateway's decline names, from the card processor's standard decline messages (Stripe's
 * `expired_card`, `incorrect_cvc`, `incorrect_number`, as the local gateway answers them too); undefined when the decline
 * is about the card as a whole (declined, insufficient funds).
 */
export function declinedField(message: string): CardField | undefined {
  const text = message.toLowerCase();
  if (/expired|expiration|expiry/.test(text)) return 'expiry';
  if (/security code|cvc/.test(text)) return 'cvc';
  if (/card number/.test(text)) return 'number';
  return undefined;
}
