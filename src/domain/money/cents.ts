/** Largest amount accepted, in cents (one trillion dollars; well inside a safe integer). */
export const MAX_CENTS = 100_000_000_000_000;

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a typed dollar amount ('1,234.5', '$20', '0.07'); undefined when it is not such an amount. */
export function parseDollars(input: string): number | undefined {
  const match = DOLLARS.exec(input.trim());
  if (!match) return undefined;
  const whole = Number(match[1].replaceAll(',', ''));
  const fraction = match[2] === undefined ? 0 : Number(match[2].padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Messages for a typed positive dollar amount (`label` e.g. 'Purchase price'); empty when valid. */
export function dollarInputErrors(input: string, label: string): string[] {
  if (input.trim() === '') return [`${label} is required`];
  const cents = parseDollars(input);
  if (cents === undefined) return [`${label} must be an amount in dollars, like 1,250.00`];
  if (cents <= 0) return [`${label} must be greater than $0.00`];
  if (cents > MAX_CENTS) return [`${label} must be at most $1,000,000,000,000.00`];
  return [];
}

/** Cents of an API dollar amount (a number with at most 2 decimals). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** API dollars of a cents amount, also of a cents column as the database drivers return it (string or bigint). */
export function centsToDollars(cents: number | string | bigint): number {
  return Number(cents) / 100;
}

/** The total of amounts in cents (0 for none). */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) total += cents;
  return total;
}

/** Orders two amounts in cents for `sort`: negative when `a` is less, 0 when equal, positive when more. */
export function compareCents(a: number, b: number): number {
  return a - b;
}
