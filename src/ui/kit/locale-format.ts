import { type DateFormat, formatCount as formatCountIn, formatDate as formatDateIn } from '@/domain/display';
import { formatCents as formatCentsIn, formatMoney as formatMoneyIn, type MoneyFormat } from '@/domain/money';
import { readLocaleFrom, screenLocale } from '@/ui/shell/screen-locale';

/**
 * The screens' money and dates in the user's locale (decision 0205): the one way every area formats for people.
 * The same functions as src/domain/money (money) and src/domain/display (dates), whose locale, when the caller names
 * none, is the one the app's UserLocale port answers. The port is read from the Inversify container once, where the
 * container is provided to the component tree (ContainerProvider) and by the home page's tile context; with no port (a
 * component rendered alone) en-US.
 */
// The locale's source lives apart (src/ui/shell/screen-locale.ts), so the start-up chunks need not carry these formatters.
export { readLocaleFrom, screenLocale };

/** US dollars as the user's locale writes them ($23,500.00; de-DE 23.500,00 $). */
export function formatMoney(dollars: number, options: MoneyFormat = {}): string {
  return formatMoneyIn(dollars, { ...options, locale: options.locale ?? screenLocale() });
}

/** An amount in integer cents as the user's locale writes it. */
export function formatCents(cents: number, options: MoneyFormat = {}): string {
  return formatCentsIn(cents, { ...options, locale: options.locale ?? screenLocale() });
}

/** A date as the user's locale reads it (Nov 23, 2026; de-DE 23. Nov. 2026). */
export function formatDate(value: unknown, options: DateFormat = {}): string {
  return formatDateIn(value, { ...options, locale: options.locale ?? screenLocale() });
}

/** Options of a time of day: Intl's hour and minute options, and the locale (the user's when not named). */
export interface TimeFormat
  extends Pick<Intl.DateTimeFormatOptions, 'hour' | 'minute' | 'hourCycle' | 'timeZone' | 'timeZoneName'> {
  locale?: string;
}

/** The time of day of an instant as the user's locale writes it (3:05 PM; de-DE 15:05); '' for no valid instant. */
export function formatTime(value: string | Date, options: TimeFormat = {}): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const { locale, ...parts } = options;
  return new Intl.DateTimeFormat(locale ?? screenLocale() ?? 'en-US', { hour: 'numeric', minute: '2-digit', ...parts }).format(
    at,
  );
}

/** A count as the user's locale writes it (1,234; de-DE 1.234). */
export function formatCount(count: number, locale?: string): string {
  return formatCountIn(count, locale ?? screenLocale() ?? 'en-US');
}
