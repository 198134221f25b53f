/**
 * ABA routing transit numbers: nine digits, a Federal Reserve prefix, and a check digit
 * (3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10).
 */

/** Weights of the nine digits in the ABA checksum. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Valid first-two-digit ranges: Federal Reserve districts 01-12, thrifts 21-32, electronic 61-72, traveler's cheques 80. */
const PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 12],
  [21, 32],
  [61, 72],
  [80, 80],
];

/** True when the string is exactly nine ASCII digits. */
export function isNineDigits(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]{9}$/.test(value);
}

/** The check digit (ninth digit) that completes eight digits. */
export function abaCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += WEIGHTS[i] * Number(firstEight[i]);
  return (10 - (sum % 10)) % 10;
}

/** True when the first two digits name a routing-number range in use. */
export function hasRoutingPrefix(value: string): boolean {
  const prefix = Number(value.slice(0, 2));
  return PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}

/** True for a valid ABA routing number: nine digits, a prefix in use and a matching check digit. */
export function isValidRoutingNumber(value: unknown): boolean {
  if (!isNineDigits(value)) return false;
  return hasRoutingPrefix(value) && abaCheckDigit(value.slice(0, 8)) === Number(value[8]);
}
