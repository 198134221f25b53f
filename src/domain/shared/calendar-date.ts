/**
 * Calendar dates (proleptic Gregorian, no time, no zone) as date inputs give them: `YYYY-MM-DD`.
 * Pure integer arithmetic, so results never depend on the machine's time zone.
 */

/** A calendar day. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the year is a leap year in the Gregorian calendar. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in the month (1-12) of the year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date of an exact `YYYY-MM-DD` string naming a real day of years 0001-9999, else undefined. */
export function parseIsoDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== 'string' || value.length !== 10) return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Today's date in UTC at the instant `now`, or undefined when `now` is not a valid Date. */
export function utcToday(now: unknown): CalendarDate | undefined {
  const time = now instanceof Date ? now.getTime() : Number.NaN;
  if (!Number.isFinite(time)) return undefined;
  return fromUtcDate(new Date(time));
}

/** The same month and day `years` later (earlier when negative); Feb 29 becomes Feb 28 in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day + days);
  return fromUtcDate(utc);
}

/** Negative when a is before b, zero when the same day, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The `YYYY-MM-DD` form of a date with a four-digit year. */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function fromUtcDate(utc: Date): CalendarDate {
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}
