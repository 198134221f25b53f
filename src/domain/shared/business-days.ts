import { formatDate } from '@/domain/display/format-date';
import { addDays, type CalendarDate, daysInMonth, formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/**
 * Business days for tax deadlines (IRC 7503, Treas. Reg. 301.7503-1): when the last day for an act falls on a
 * Saturday, Sunday or legal holiday, the act is timely on the next day that is none of these. A legal holiday is a
 * legal holiday in the District of Columbia: the federal legal public holidays of 5 U.S.C. 6103(a) (with the
 * observed-day rule: a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after), Inauguration
 * Day (5 U.S.C. 6103(c)) and DC Emancipation Day (April 16, D.C. Code 1-612.02, observed by the same rule).
 * Dates are `YYYY-MM-DD`; pure integer arithmetic, no clock, no time zone.
 */

/** Why a day is not a business day. */
export type NonBusinessDayReason =
  | { kind: 'saturday' }
  | { kind: 'sunday' }
  | { kind: 'holiday'; holiday: string; observed: boolean };

/** The business day an act is due on: the date itself or, when it is not a business day, the next one. */
export interface BusinessDay {
  /** The business day (`YYYY-MM-DD`). */
  date: string;
  /** True when the given date was not a business day. */
  moved: boolean;
  /** Why the given date was not a business day (only when moved). */
  reason?: NonBusinessDayReason;
}

/** One legal holiday of a year: its name, the day it falls on or is observed, and whether it is the observed day. */
export interface LegalHoliday {
  name: string;
  date: string;
  observed: boolean;
}

/** 0 Sunday ... 6 Saturday, by the day count of the proleptic Gregorian calendar (no Date object). */
export function dayOfWeek(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  const days = era * 146_097 + doe - 719_468; // days since 1970-01-01, a Thursday
  return (((days + 4) % 7) + 7) % 7;
}

/** The `n`th (1-based) `weekday` of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n === -1) {
    const last = daysInMonth(year, month);
    const back = (dayOfWeek({ year, month, day: last }) - weekday + 7) % 7;
    return { year, month, day: last - back };
  }
  const first = (weekday - dayOfWeek({ year, month, day: 1 }) + 7) % 7;
  return { year, month, day: 1 + first + 7 * (n - 1) };
}

const MONDAY = 1;
const THURSDAY = 4;

/** The fixed-date and floating holidays of a year as the law names them, before the observed-day rule. */
function statutoryHolidays(year: number): { name: string; date: CalendarDate; fixed: boolean }[] {
  const fixed = (name: string, month: number, day: number) => ({ name, date: { year, month, day }, fixed: true });
  const floating = (name: string, month: number, n: number, weekday = MONDAY) => ({
    name,
    date: nthWeekday(year, month, weekday, n),
    fixed: false,
  });
  const list = [
    fixed("New Year's Day", 1, 1),
    floating("Washington's Birthday", 2, 3),
    floating('Memorial Day', 5, -1),
    fixed('Independence Day', 7, 4),
    floating('Labor Day', 9, 1),
    floating('Columbus Day', 10, 2),
    floating('Thanksgiving Day', 11, 4, THURSDAY),
    fixed('Christmas Day', 12, 25),
  ];
  // Birthday of Martin Luther King, Jr.: third Monday in January since 1986 (Pub. L. 98-144).
  if (year >= 1986) list.push(floating('Birthday of Martin Luther King, Jr.', 1, 3));
  // Veterans Day: November 11 since 1978; the fourth Monday in October 1971-1977 (Pub. L. 94-97).
  list.push(year >= 1978 ? fixed('Veterans Day', 11, 11) : floating('Veterans Day', 10, 4));
  // Juneteenth National Independence Day: June 19 since 2021 (Pub. L. 117-17).
  if (year >= 2021) list.push(fixed('Juneteenth National Independence Day', 6, 19));
  // DC Emancipation Day: April 16 since 2005 (D.C. Code 1-612.02(a)(4)); a DC legal holiday for IRC 7503.
  if (year >= 2005) list.push(fixed('DC Emancipation Day', 4, 16));
  return list;
}

/**
 * Inauguration Day (5 U.S.C. 6103(c)): January 20 every fourth year from 1965; January 21 when the 20th is a Sunday;
 * on a Saturday it has no other day (listed nowhere: a Saturday is not a business day anyway).
 */
function inaugurationDay(year: number): LegalHoliday | undefined {
  if (year < 1965 || (year - 1965) % 4 !== 0) return undefined;
  const weekday = dayOfWeek({ year, month: 1, day: 20 });
  if (weekday === 6) return undefined;
  const day = weekday === 0 ? 21 : 20;
  return { name: 'Inauguration Day', date: formatIsoDate({ year, month: 1, day }), observed: day === 21 };
}

/**
 * The legal holidays (in the District of Columbia) that fall in `year`, in date order. A fixed-date holiday on a
 * Saturday is observed the Friday before and on a Sunday the Monday after (5 U.S.C. 6103(b), Executive Order 11582);
 * New Year's Day of the next year on a Saturday puts its observed day on December 31 of this year.
 */
export function legalHolidays(year: number): LegalHoliday[] {
  const result: LegalHoliday[] = [];
  for (const y of [year, year + 1]) {
    for (const holiday of statutoryHolidays(y)) {
      const weekday = dayOfWeek(holiday.date);
      const shift = holiday.fixed && weekday === 6 ? -1 : holiday.fixed && weekday === 0 ? 1 : 0;
      const date = addDays(holiday.date, shift);
      if (date.year !== year) continue;
      result.push({ name: holiday.name, date: formatIsoDate(date), observed: shift !== 0 });
    }
  }
  const inauguration = inaugurationDay(year);
  // In 2013 (and whenever January 20 is a Sunday) Inauguration Day shares January 21 with Dr. King's birthday.
  if (inauguration && !result.some((h) => h.date === inauguration.date)) result.push(inauguration);
  return result.sort((a, b) => compareCodeUnits(a.date, b.date));
}

const holidayCache = new Map<number, Map<string, LegalHoliday>>();

function holidayOn(date: CalendarDate): LegalHoliday | undefined {
  let byDate = holidayCache.get(date.year);
  if (byDate === undefined) {
    byDate = new Map(legalHolidays(date.year).map((h) => [h.date, h]));
    holidayCache.set(date.year, byDate);
  }
  return byDate.get(formatIsoDate(date));
}

function reasonFor(date: CalendarDate): NonBusinessDayReason | undefined {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return { kind: 'saturday' };
  if (weekday === 0) return { kind: 'sunday' };
  const holiday = holidayOn(date);
  return holiday ? { kind: 'holiday', holiday: holiday.name, observed: holiday.observed } : undefined;
}

function parseOrThrow(isoDate: string): CalendarDate {
  const date = parseIsoDate(isoDate);
  if (date === undefined) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(isoDate)}`);
  return date;
}

/** Whether a `YYYY-MM-DD` date is a business day: not a Saturday, Sunday or legal holiday. Throws on a non-date. */
export function isBusinessDay(isoDate: string): boolean {
  return reasonFor(parseOrThrow(isoDate)) === undefined;
}

/**
 * The day an act due on `isoDate` is timely (IRC 7503): the date itself when it is a business day, else the next
 * business day, with why the date moved. Throws a RangeError when `isoDate` is not a real `YYYY-MM-DD` date.
 */
export function nextBusinessDay(isoDate: string): BusinessDay {
  let date = parseOrThrow(isoDate);
  const reason = reasonFor(date);
  if (reason === undefined) return { date: isoDate, moved: false };
  do date = addDays(date, 1);
  while (reasonFor(date) !== undefined);
  return { date: formatIsoDate(date), moved: true, reason };
}

function describeReason(reason: NonBusinessDayReason): string {
  if (reason.kind === 'saturday') return 'a Saturday';
  if (reason.kind === 'sunday') return 'a Sunday';
  return `a legal holiday (${reason.holiday}${reason.observed ? ', observed' : ''})`;
}

/**
 * What people read about a due date that moved: "Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027
 * (IRC 7503)". Undefined when the date is a business day (nothing moved).
 */
export function dueDateMoveText(isoDate: string, options: { locale?: string } = {}): string | undefined {
  const next = nextBusinessDay(isoDate);
  if (!next.moved || next.reason === undefined) return undefined;
  const from = formatDate(isoDate, options);
  const to = formatDate(next.date, options);
  return `${from} is ${describeReason(next.reason)}; due the next business day, ${to} (IRC 7503)`;
}

/** A due date as the rule sets it and the day it falls due (IRC 7503), with what people read when it moved. */
export interface DueDay {
  /** The date the rule names (`YYYY-MM-DD`). */
  statutory: string;
  /** The day the act is timely on: the statutory date, or the next business day. */
  date: string;
  moved: boolean;
  /** `dueDateMoveText` of the statutory date; null when it did not move. */
  note: string | null;
}

/** The due day of a statutory due date (IRC 7503), the note in the server's en-US unless a locale is named. */
export function dueDay(statutory: string, options: { locale?: string } = {}): DueDay {
  const next = nextBusinessDay(statutory);
  return { statutory, date: next.date, moved: next.moved, note: dueDateMoveText(statutory, options) ?? null };
}
