import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, addYears, compareDates, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';

const DAY_MS = 86_400_000;
/** Instants of years 0001-9999, where `toISOString` prints a four-digit year. */
const instant = fc
  .integer({ min: Date.parse('0001-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') })
  .map((ms) => new Date(ms));
const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

describe('calendar dates', () => {
  test('parses every real day as JavaScript prints it, and formats it back', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const iso = isoOf(date);
        const parsed = parseIsoDate(iso);
        expect(parsed).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
        expect(formatIsoDate(parsed!)).toBe(iso);
      }),
    );
  });

  test('rejects days that do not exist and other shapes', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '2024-1-01',
      '24-01-01',
      ' 2024-01-01',
      '2024-01-01T00:00',
      '２０２４-01-01',
      '',
      20240101,
      undefined,
      null,
      {},
    ]) {
      expect(parseIsoDate(value)).toBeUndefined();
    }
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  test('today is the UTC calendar date of now, whatever the hour', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(formatIsoDate(utcToday(now)!)).toBe(isoOf(now));
      }),
    );
    expect(utcToday(new Date(Number.NaN))).toBeUndefined();
    expect(utcToday('2024-01-01')).toBeUndefined();
  });

  test('adds days as the UTC clock does', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const shifted = new Date(date.getTime() + days * DAY_MS);
        fc.pre(shifted.getUTCFullYear() >= 1 && shifted.getUTCFullYear() <= 9999);
        expect(formatIsoDate(addDays(parseIsoDate(isoOf(date))!, days))).toBe(isoOf(shifted));
      }),
    );
  });

  test('adds years keeping month and day, Feb 29 becomes Feb 28 in a common year', () => {
    expect(addYears({ year: 2000, month: 2, day: 29 }, -100)).toEqual({ year: 1900, month: 2, day: 28 });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 100)).toEqual({ year: 2124, month: 2, day: 29 });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addYears({ year: 2026, month: 11, day: 22 }, -100)).toEqual({ year: 1926, month: 11, day: 22 });
  });

  test('compares dates by year, then month, then day', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const order = compareDates(parseIsoDate(isoOf(a))!, parseIsoDate(isoOf(b))!);
        expect(Math.sign(order)).toBe(Math.sign(isoOf(a).localeCompare(isoOf(b))));
      }),
    );
  });
});
