import { MONTH_NAMES } from '@/domain/display/month-names';
/** Options of a date format. */
export interface DateFormat {
  /** A BCP 47 locale ('en-US' when not given: the server's documents). */
  locale?: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * A date as people read it: "Nov 23, 2026" (or the locale's form). Takes an ISO calendar date (YYYY-MM-DD, the form
 * inputs and the API use), an ISO timestamp or a Date; a timestamp shows its UTC calendar day. Anything else comes back
 * as given (never a made-up date), '' for nothing.
 */
export function formatDate(value: unknown, options: DateFormat = {}): string {
  if (value === undefined || value === null || value === '') return '';
  const date = toDate(value);
  if (date === undefined) return typeof value === 'string' ? value : '';
  const locale = options.locale ?? 'en-US';
  // US English without Intl (a page's first Intl format costs tens of milliseconds; decision 0346), as Intl writes it.
  const year = date.getUTCFullYear();
  if (locale === 'en-US' && year >= 1000 && year <= 9999)
    return `${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${year}`;
  return dateFormat(locale).format(date);
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [y, m, d] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
