import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dueDateMoveText, dueDay, isBusinessDay, legalHolidays, nextBusinessDay } from './business-days';

// Independent formulation: JavaScript's UTC calendar for weekdays, and each holiday described by the days it can fall
// on (a "third Monday" is a Monday on day 15-21, a "last Monday" a Monday on day 25 or later, ...), observed days found
// by looking at the neighbouring day, not by shifting the holiday.
const utc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date): string => d.toISOString().slice(0, 10);
const plusDays = (value: string, days: number): string => iso(new Date(utc(value).getTime() + days * 86_400_000));

function fixedHolidays(year: number): string[] {
  const list = ['01-01', '07-04', '12-25', year >= 1978 ? '11-11' : ''];
  if (year >= 2021) list.push('06-19');
  if (year >= 2005) list.push('04-16');
  return list.filter((md) => md !== '');
}

function isFixedHoliday(value: string): boolean {
  return fixedHolidays(Number(value.slice(0, 4))).includes(value.slice(5));
}

function isFloatingHoliday(value: string): boolean {
  const d = utc(value);
  const [year, month, day, weekday] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay()];
  if (weekday === 4) return month === 11 && day >= 22 && day <= 28; // Thanksgiving
  if (weekday !== 1) return false;
  if (month === 1) return year >= 1986 && day >= 15 && day <= 21; // MLK
  if (month === 2) return day >= 15 && day <= 21;
  if (month === 5) return day >= 25;
  if (month === 9) return day <= 7;
  if (month === 10) return (day >= 8 && day <= 14) || (year < 1978 && day >= 22 && day <= 28);
  return false;
}

function isInauguration(value: string): boolean {
  const d = utc(value);
  const year = d.getUTCFullYear();
  if (year < 1965 || year % 4 !== 1 || d.getUTCMonth() !== 0) return false;
  if (d.getUTCDate() === 20) return d.getUTCDay() !== 0;
  return d.getUTCDate() === 21 && d.getUTCDay() === 1;
}

function isHolidayByNeighbours(value: string): boolean {
  const weekday = utc(value).getUTCDay();
  if (weekday === 0 || weekday === 6) return isFixedHoliday(value) || isFloatingHoliday(value);
  if (isFixedHoliday(value) || isFloatingHoliday(value) || isInauguration(value)) return true;
  if (weekday === 5 && isFixedHoliday(plusDays(value, 1))) return true; // Saturday holiday, observed Friday
  return weekday === 1 && isFixedHoliday(plusDays(value, -1)); // Sunday holiday, observed Monday
}

function isBusinessDayIndependent(value: string): boolean {
  const weekday = utc(value).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHolidayByNeighbours(value);
}

const anyDate = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map(iso);
/** Dates around the fixed holidays and the ends of months and years, where the observed rule and deadlines meet. */
const boundaryDate = fc
  .tuple(
    fc.integer({ min: 1971, max: 2199 }),
    fc.constantFrom('01-01', '12-31', '04-15', '04-16', '07-04', '06-19', '11-11', '12-25', '01-20', '07-31', '10-15'),
    fc.integer({ min: -3, max: 3 }),
  )
  .map(([year, md, shift]) => plusDays(`${year}-${md}`, shift));

describe('business days (IRC 7503)', () => {
  test('property: a date moves exactly when it is a weekend or DC legal holiday, to the first business day after it', () => {
    fc.assert(
      fc.property(fc.oneof(anyDate, boundaryDate), (value) => {
        const result = nextBusinessDay(value);
        let expected = value;
        while (!isBusinessDayIndependent(expected)) expected = plusDays(expected, 1);
        expect(result.date).toBe(expected);
        expect(result.moved).toBe(expected !== value);
        expect(isBusinessDay(value)).toBe(expected === value);
        expect(result.reason === undefined).toBe(!result.moved);
      }),
    );
  });

  // Every year of the domain (229 of them), not a sample: the same check 10,000 random years repeated 44 times each.
  test('every year from 1971 to 2199 has its holidays on weekdays, one per holiday of the law (plus Inauguration Day)', () => {
    for (let year = 1971; year <= 2199; year += 1) {
      const holidays = legalHolidays(year).map((h) => h.date);
      const byNeighbours: string[] = [];
      for (let day = `${year}-01-01`; day.startsWith(String(year)); day = plusDays(day, 1)) {
        const weekday = utc(day).getUTCDay();
        if (weekday !== 0 && weekday !== 6 && isHolidayByNeighbours(day)) byNeighbours.push(day);
      }
      expect(holidays, String(year)).toEqual(byNeighbours);
    }
  });

  test('property: anything that is not a real YYYY-MM-DD date is refused', () => {
    const invalid = fc.oneof(
      fc.string(),
      fc.constantFrom('2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '27-07-31', '2027-7-31', ''),
    );
    fc.assert(
      fc.property(invalid, (value) => {
        fc.pre(!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(utc(value).getTime()) || iso(utc(value)) !== value);
        expect(() => nextBusinessDay(value)).toThrow(RangeError);
      }),
    );
  });

  test('OPM holiday tables: 2021 (Juneteenth observed Friday June 18; New Year 2022 observed December 31)', () => {
    expect(legalHolidays(2021).map((h) => h.date)).toEqual([
      '2021-01-01',
      '2021-01-18',
      '2021-01-20',
      '2021-02-15',
      '2021-04-16',
      '2021-05-31',
      '2021-06-18',
      '2021-07-05',
      '2021-09-06',
      '2021-10-11',
      '2021-11-11',
      '2021-11-25',
      '2021-12-24',
      '2021-12-31',
    ]);
    expect(legalHolidays(2022).some((h) => h.date.startsWith('2022-01-0'))).toBe(false);
  });

  test('Inauguration Day (5 U.S.C. 6103(c)): from 1965 only; a Sunday January 20 is observed Monday the 21st', () => {
    const inauguration = (year: number) => legalHolidays(year).filter((h) => h.name === 'Inauguration Day');
    // 1965: January 20 was a Wednesday, the first inauguration the law names.
    expect(inauguration(1965)).toEqual([{ name: 'Inauguration Day', date: '1965-01-20', observed: false }]);
    // 1985: January 20 was a Sunday and Dr. King's birthday was not yet a holiday, so the 21st is its own holiday.
    expect(inauguration(1985)).toEqual([{ name: 'Inauguration Day', date: '1985-01-21', observed: true }]);
    expect(isBusinessDay('1985-01-21')).toBe(false);
    // Before 1965 and in the years between, none (1961 is four years before 1965).
    expect(inauguration(1961)).toEqual([]);
    expect(inauguration(1966)).toEqual([]);
    expect(isBusinessDay('1961-01-20')).toBe(true);
  });

  test("OPM's 2026 table: every holiday's name and day, Independence Day observed Friday July 3", () => {
    const h = (name: string, date: string, observed = false) => ({ name, date, observed });
    expect(legalHolidays(2026)).toEqual([
      h("New Year's Day", '2026-01-01'),
      h('Birthday of Martin Luther King, Jr.', '2026-01-19'),
      h("Washington's Birthday", '2026-02-16'),
      h('DC Emancipation Day', '2026-04-16'),
      h('Memorial Day', '2026-05-25'),
      h('Juneteenth National Independence Day', '2026-06-19'),
      h('Independence Day', '2026-07-03', true),
      h('Labor Day', '2026-09-07'),
      h('Columbus Day', '2026-10-12'),
      h('Veterans Day', '2026-11-11'),
      h('Thanksgiving Day', '2026-11-26'),
      h('Christmas Day', '2026-12-25'),
    ]);
  });

  test('first years: Dr. King’s birthday from 1986, DC Emancipation Day from 2005, Veterans Day in October before 1978', () => {
    const named = (year: number, name: string) => legalHolidays(year).filter((h) => h.name === name);
    expect(named(1986, 'Birthday of Martin Luther King, Jr.')).toEqual([
      { name: 'Birthday of Martin Luther King, Jr.', date: '1986-01-20', observed: false },
    ]);
    expect(named(1985, 'Birthday of Martin Luther King, Jr.')).toEqual([]);
    // April 16, 2005 was a Saturday: observed Friday April 15.
    expect(named(2005, 'DC Emancipation Day')).toEqual([{ name: 'DC Emancipation Day', date: '2005-04-15', observed: true }]);
    expect(named(2004, 'DC Emancipation Day')).toEqual([]);
    expect(named(1975, 'Veterans Day')).toEqual([{ name: 'Veterans Day', date: '1975-10-27', observed: false }]);
    expect(() => isBusinessDay('2026-02-30')).toThrow('Not a calendar date (YYYY-MM-DD): 2026-02-30');
    expect(nextBusinessDay('2026-12-25').reason).toEqual({ kind: 'holiday', holiday: 'Christmas Day', observed: false });
  });

  test('IRS filing deadlines of April 15 moved by weekends and DC Emancipation Day', () => {
    expect(nextBusinessDay('2016-04-15')).toEqual({
      date: '2016-04-18',
      moved: true,
      reason: { kind: 'holiday', holiday: 'DC Emancipation Day', observed: true },
    });
    expect(nextBusinessDay('2017-04-15').date).toBe('2017-04-18');
    expect(nextBusinessDay('2018-04-15').date).toBe('2018-04-17');
    expect(nextBusinessDay('2022-04-15').date).toBe('2022-04-18');
    expect(nextBusinessDay('2023-04-15').date).toBe('2023-04-18');
    expect(nextBusinessDay('2025-04-15')).toEqual({ date: '2025-04-15', moved: false });
  });

  test('Form 5500-EZ and 1099-R deadlines: the wording people read when a date moved', () => {
    expect(dueDateMoveText('2027-07-31')).toBe('Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)');
    expect(dueDateMoveText('2027-10-15')).toBeUndefined();
    expect(dueDateMoveText('2028-01-31')).toBeUndefined();
    expect(dueDateMoveText('2026-01-31')).toBe('Jan 31, 2026 is a Saturday; due the next business day, Feb 2, 2026 (IRC 7503)');
    expect(dueDateMoveText('2028-07-31')).toBeUndefined();
    expect(dueDateMoveText('2026-07-03')).toBe(
      'Jul 3, 2026 is a legal holiday (Independence Day, observed); due the next business day, Jul 6, 2026 (IRC 7503)',
    );
    // April 16, 2027 is a Friday: the holiday itself, not an observed day.
    expect(dueDateMoveText('2027-04-16')).toBe(
      'Apr 16, 2027 is a legal holiday (DC Emancipation Day); due the next business day, Apr 19, 2027 (IRC 7503)',
    );
    expect(dueDateMoveText('2032-10-31')).toBe('Oct 31, 2032 is a Sunday; due the next business day, Nov 1, 2032 (IRC 7503)');
  });
});

describe('due days', () => {
  test('a due date on a business day stays; one on a weekend names the rule', () => {
    expect(dueDay('2027-10-15')).toEqual({ statutory: '2027-10-15', date: '2027-10-15', moved: false, note: null });
    expect(dueDay('2027-07-31')).toEqual({
      statutory: '2027-07-31',
      date: '2027-08-02',
      moved: true,
      note: 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)',
    });
  });
});
