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

/** Expiry month and four-digit year from 'MM/YY' or 'MM/YYYY', or undefined when not a real month. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** The card form's messages by field (empty when it can be sent). */
export function cardErrors(card: CardForm): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = card.number.replace(/\s/g, '');
  if (digits === '') errors.number = 'Card number is required';
  else if (!/^\d{12,19}$/.test(digits)) errors.number = 'Card number must be 12 to 19 digits';
  if (card.expiry.trim() === '') errors.expiry = 'Expiry date is required';
  else if (!parseExpiry(card.expiry)) errors.expiry = 'Expiry date must be MM/YY';
  if (card.cvc.trim() === '') errors.cvc = 'Security code is required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Security code must be 3 or 4 digits';
  return errors;
}
