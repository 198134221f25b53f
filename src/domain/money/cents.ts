/** Largest amount accepted, in cents (one trillion dollars; well inside a safe integer). */
export const MAX_CENTS = 100_000_000_000_000;

/**
 * A typed dollar amount: optional `$`, optional minus, whole dollars (plain or grouped by three with commas) and/or a
 * decimal part of any length.
 */
const TYPED_DOLLARS = /^\$?\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/** What a typed dollar amount says, before any rule judges it: its sign, whole dollars and decimal digits as typed. */
export interface DollarReading {
  negative: boolean;
  /** The whole dollars' digits without grouping commas; '' when the text starts at the decimal point ('.5'). */
  whole: string;
  /** The digits after the decimal point as typed ('' when none), so a rule can tell how many there are. */
  decimals: string;
}

/**
 * Reads typed dollar text ('$1,234.5', '-20', '.75', '1.999'); undefined when it is not a number of dollars at all. The
 * one reading of typed amounts: `parseDollars` and the contribution amount's messages (decision 0302) judge what it
 * read, each by its own rule.
 */
export function readDollars(input: string): DollarReading | undefined {
  const match = TYPED_DOLLARS.exec(input.trim());
  if (!match || (match[2] === undefined && match[3] === undefined)) return undefined;
  return { negative: match[1] !== undefined, whole: (match[2] ?? '').replaceAll(',', ''), decimals: match[3] ?? '' };
}

/** Whether a reading is zero whatever its sign ('-0', '-0.00', '.0'). */
export function isZeroReading(reading: DollarReading): boolean {
  return /^0*$/.test(reading.whole) && /^0*$/.test(reading.decimals);
}

/** Cents of a typed dollar amount ('1,234.5', '$20', '0.07'); undefined when it is not such an amount. */
export function parseDollars(input: string): number | undefined {
  const reading = readDollars(input);
  if (reading === undefined || reading.negative || reading.whole === '' || reading.decimals.length > 2) return undefined;
  const cents = Number(reading.whole) * 100 + Number(reading.decimals.padEnd(2, '0'));
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
