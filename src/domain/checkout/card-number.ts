/**
 * Card number and expiry checks made before a card is sent (ISO/IEC 7812-1 Annex B, the Luhn check digit; a card is
 * valid through the last day of its expiry month, as the card networks read "MM/YY").
 */

/**
 * Whether a card number's digits carry a valid Luhn check digit (ISO/IEC 7812-1 Annex B): from the rightmost digit,
 * every second digit is doubled (less 9 when over 9) and the sum of all digits is a multiple of 10.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of `month` (1-12) of `year` has expired on `today` (its own year and month). */
export function cardExpired(expiry: { month: number; year: number }, today: { year: number; month: number }): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}
