import { MAX_CENTS } from '@/domain/money/cents';
import { daysInMonth, formatIsoDate } from '@/domain/shared/calendar-date';

/**
 * A bank's amount text in cents: optional sign (or parentheses for a negative), optional `$`, whole dollars plain or
 * grouped by commas, at most two decimals ('1,234.56', '-12', '(45.00)', '+3.5', '$7'). A decimal comma is read when
 * the text has no point and one or two digits after its only comma ('12,5'). Undefined when it is not such a number or
 * is beyond MAX_CENTS.
 */
export function parseStatementAmount(text: string): number | undefined {
  let s = text.trim();
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) negative = !negative;
    s = s.slice(1).trim();
  }
  if (s.startsWith('$')) s = s.slice(1).trim();
  if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(s);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const cents = Number((match[1] ?? '0').replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

const validDay = (year: number, month: number, day: number): boolean =>
  year >= 1900 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/**
 * A bank's date text as YYYY-MM-DD: 2026-03-14, 2026/03/14, 20260314, 03/14/2026, 3/14/2026 or 03/14/26 (US order,
 * years 20xx); the first eight digits of an OFX date-time (20260314120000[-5:EST]) when `ofx`. Undefined otherwise.
 */
export function parseStatementDate(text: string, ofx = false): string | undefined {
  const s = text.trim();
  let parts: [number, number, number] | undefined;
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  m = (ofx ? /^(\d{4})(\d{2})(\d{2})(?:\d{4,6}(?:\.\d{1,3})?)?(?:\[[^\]]*\])?$/ : /^(\d{4})(\d{2})(\d{2})$/).exec(s);
  if (!parts && m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(s);
  if (!parts && m) parts = [m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[1]), Number(m[2])];
  if (!parts || !validDay(...parts)) return undefined;
  return formatIsoDate({ year: parts[0], month: parts[1], day: parts[2] });
}

/** The last four letters or digits of an account number (what is stored of it), or undefined when it has none. */
export function lastFour(accountNumber: string): string | undefined {
  const kept = accountNumber.replace(/[^\p{L}\p{N}]/gu, '');
  return kept === '' ? undefined : kept.slice(-4);
}

/** Dollars and cents of a cents amount for a message: 1234567 -> '12,345.67', -5 -> '-0.05'. */
export function formatCentsPlain(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A text for a message: at most 40 characters, without control characters. */
export function quoted(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return `"${[...clean].length > 40 ? `${[...clean].slice(0, 40).join('')}...` : clean}"`;
}
