/** Largest amount accepted, in US dollars (keeps cents well inside a safe integer). */
export const MAX_DOLLARS = 1_000_000_000_000;

/**
 * Messages for a dollar amount as the API receives it, a JSON number (`label` e.g. 'Purchase price'); empty when it is a
 * positive amount with at most 2 decimals. Typed text goes through `dollarInputErrors`, whose messages are the form's.
 */
export function dollarErrors(value: unknown, label: string): string[] {
  if (value === undefined || value === null || value === '') return [`${label} is required`];
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${label} must be a number`];
  if (value <= 0) return [`${label} must be greater than 0`];
  if (value > MAX_DOLLARS) return [`${label} must be at most ${MAX_DOLLARS}`];
  if (Math.round(value * 100) / 100 !== value) return [`${label} must have at most 2 decimal places`];
  return [];
}

/**
 * Cents of a dollar amount as the API receives it (a JSON number), for the domain's rules in cents: undefined when
 * absent, NaN when it is not a finite number with at most 2 decimals, which the rules answer as not an amount in
 * dollars and cents. Its sign and size are the rules' to judge.
 */
export function wireDollarsToCents(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.round(value * 100) / 100 !== value) return Number.NaN;
  return Math.round(value * 100);
}
