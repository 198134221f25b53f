import { usEnglishInteger } from '@/domain/display/format-count';

/** Options of a money format: the locale that writes it and whether whole amounts drop their cents. */
export interface MoneyFormat {
  /** A BCP 47 locale ('en-US' when not given: the server's documents). */
  locale?: string;
  /** True: $550 for a whole amount, $120.50 otherwise. False (default): always two decimals ($550.00). */
  compact?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, compact: boolean): Intl.NumberFormat {
  const key = `${locale}|${compact}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: compact ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** US dollars as the locale writes them: $23,500.00 (or $550 with `compact` for a whole amount); '' for no number. */
export function formatMoney(dollars: number, options: MoneyFormat = {}): string {
  return formatCents(Math.round(dollars * 100), options);
}

/**
 * US English as Intl writes it (-$1,234.56), without Intl: a page's first Intl format costs tens of milliseconds (the
 * engine loads its locale data), and most people see every amount in en-US (decision 0346). For whole cents only.
 */
function usEnglishCents(cents: number, compact: boolean): string {
  const positive = Math.abs(cents);
  const fraction = positive % 100;
  const dollars = usEnglishInteger((positive - fraction) / 100);
  const decimals = compact && fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${decimals}`;
}

/** An amount in integer cents as the locale writes it: 2350000 -> $23,500.00. */
export function formatCents(cents: number, options: MoneyFormat = {}): string {
  if (!Number.isFinite(cents)) return '';
  const locale = options.locale ?? 'en-US';
  if (locale === 'en-US' && Number.isSafeInteger(cents)) return usEnglishCents(cents, options.compact === true);
  const whole = cents % 100 === 0;
  const format = numberFormat(locale, options.compact === true && whole);
  return format.format(cents / 100);
}

/** Kept for the checkout's fee tables: US dollars with cents ($1,234.50). */
export function formatUsd(dollars: number, locale?: string): string {
  return formatMoney(dollars, { locale });
}
