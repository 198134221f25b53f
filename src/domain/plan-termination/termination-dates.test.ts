import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  depositAfterTerminationMessage,
  distributionDeadline,
  isAfterTermination,
  terminationDateErrors,
} from './termination-dates';

/**
 * Decision 0339: the resolution's and the termination's dates. The expectations are written here by day numbers of
 * JavaScript's own UTC calendar (not the domain's calendar arithmetic): a day is valid when it is within the windows
 * the decision states.
 */

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
const TODAY = '2026-11-23';
const today = { year: 2026, month: 11, day: 23 };
const T = dayNumber(TODAY);

/** The rules as the decision words them, on day numbers. */
function expected(resolution: number, termination: number, effective?: number, deposit?: number): { r: boolean; t: boolean } {
  const r = resolution <= T && resolution >= T - 30 && (effective === undefined || resolution >= effective);
  const t =
    termination >= resolution &&
    termination <= resolution + 90 &&
    (effective === undefined || termination >= effective) &&
    (deposit === undefined || termination >= deposit);
  return { r, t };
}

describe('terminationDateErrors (decision 0339)', () => {
  test('a resolution and a termination date within their windows are valid, any other is refused (property)', () => {
    const near = fc.integer({ min: T - 120, max: T + 120 });
    fc.assert(
      fc.property(near, near, fc.option(near, { nil: undefined }), fc.option(near, { nil: undefined }), (r, t, e, d) => {
        const errors = terminationDateErrors(
          { resolution_date: isoOf(r), termination_date: isoOf(t) },
          {
            today,
            effectiveDate: e === undefined ? undefined : isoOf(e),
            latestDepositDate: d === undefined ? undefined : isoOf(d),
          },
        );
        const want = expected(r, t, e, d);
        expect(errors.resolution_date.length === 0).toBe(want.r);
        expect(errors.termination_date.length === 0).toBe(want.t);
      }),
    );
  });

  test('missing or malformed dates are refused with their messages (property over invalid strings)', () => {
    const invalid = fc.oneof(
      fc.constantFrom('2026-02-30', '2026-13-01', '23/11/2026', '2026-1-5', 'tomorrow'),
      fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) && s !== ''),
    );
    fc.assert(
      fc.property(invalid, (value) => {
        const errors = terminationDateErrors({ resolution_date: value, termination_date: value }, { today });
        expect(errors.resolution_date).toEqual(['Resolution date must be a date (YYYY-MM-DD)']);
        expect(errors.termination_date).toEqual(['Termination date must be a date (YYYY-MM-DD)']);
      }),
    );
    expect(terminationDateErrors({}, { today })).toEqual({
      resolution_date: ['Resolution date is required'],
      termination_date: ['Termination date is required'],
    });
  });

  test('each refusal says why, in words', () => {
    const errors = (r: string, t: string, e?: string, d?: string): unknown =>
      terminationDateErrors({ resolution_date: r, termination_date: t }, { today, effectiveDate: e, latestDepositDate: d });
    expect(errors('2026-11-24', '2026-11-24')).toEqual({
      resolution_date: ['The resolution date cannot be after today'],
      termination_date: [],
    });
    expect(errors('2026-10-23', '2026-11-01')).toEqual({
      resolution_date: ['The resolution date cannot be more than 30 days ago'],
      termination_date: [],
    });
    expect(errors('2026-11-20', '2026-11-19')).toEqual({
      resolution_date: [],
      termination_date: ['The termination date cannot be before the resolution date'],
    });
    expect(errors('2026-11-20', '2027-02-19')).toEqual({
      resolution_date: [],
      termination_date: ['The termination date must be within 90 days of the resolution date'],
    });
    expect(errors('2026-11-20', '2026-11-21', '2026-11-21')).toEqual({
      resolution_date: ["The resolution date cannot be before the plan's effective date (Nov 21, 2026)"],
      termination_date: [],
    });
    expect(errors('2026-11-20', '2026-11-21', undefined, '2026-11-22')).toEqual({
      resolution_date: [],
      termination_date: ['The termination date cannot be before your latest deposit (Nov 22, 2026)'],
    });
  });
});

describe('deposits after the termination date (decision 0339)', () => {
  test('a deposit is after the termination exactly when its day number is larger (property)', () => {
    const day = fc.integer({ min: T - 400, max: T + 400 });
    fc.assert(
      fc.property(day, day, (d, t) => {
        expect(isAfterTermination(isoOf(d), isoOf(t))).toBe(d > t);
      }),
    );
  });

  test('the message names the termination date for people', () => {
    expect(depositAfterTerminationMessage('2026-11-18')).toBe(
      "No deposit can be dated after the plan's termination date (Nov 18, 2026)",
    );
  });

  test('accounts are to be distributed within 12 months: the same day a year later (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2099-12-31') }), (n) => {
        const d = new Date(n * DAY_MS);
        const next = new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), 1));
        const lastDay = new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth() + 1, 0)).getUTCDate();
        next.setUTCDate(Math.min(d.getUTCDate(), lastDay));
        const got = distributionDeadline({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
        expect(`${got.year}-${String(got.month).padStart(2, '0')}-${String(got.day).padStart(2, '0')}`).toBe(
          next.toISOString().slice(0, 10),
        );
      }),
    );
  });
});
