import { parseDollars } from '@/domain/money';
import type { FormValues } from '@/ui/kit/step-form';

/** A form value as trimmed text ('' when absent or not text). */
export const valueText = (v: FormValues, k: string): string => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');

/**
 * A typed dollar amount as cents: undefined when nothing is typed, NaN when it is not an amount (so the rules answer
 * "must be an amount in dollars and cents" rather than "required").
 */
export const valueCents = (v: FormValues, k: string): number | undefined => {
  const t = valueText(v, k);
  return t === '' ? undefined : (parseDollars(t) ?? Number.NaN);
};
