import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSignerDetails,
  type FieldErrors,
  type RuleContext,
} from '@/domain/validation';

const DAY_MS = 86_400_000;

/** `now` anywhere from 1901 to 2199, often at the very start or end of its UTC day. */
const nowArb = fc
  .tuple(
    fc.integer({ min: Date.parse('1901-01-01T00:00:00Z') / DAY_MS, max: Date.parse('2199-12-31T00:00:00Z') / DAY_MS }),
    fc.oneof(fc.constant(0), fc.constant(DAY_MS - 1), fc.integer({ min: 0, max: DAY_MS - 1 })),
  )
  .map(([day, ms]) => new Date(day * DAY_MS + ms));

/** Test oracle, independent of the domain's calendar code: JavaScript's UTC clock. */
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const todayOf = (now: Date): string => isoOf(now.getTime());
const shiftDays = (iso: string, days: number): string => isoOf(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS);
const isLeap = (year: number): boolean => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
/** Same month and day `years` later; Feb 29 of a common year becomes Feb 28. */
const shiftYears = (iso: string, years: number): string => {
  const year = Number(iso.slice(0, 4)) + years;
  const monthDay = iso.slice(5) === '02-29' && !isLeap(year) ? '02-28' : iso.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
};
const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

interface DateWindow {
  field: string;
  validate: (values: Record<string, unknown>, ctx: RuleContext) => FieldErrors;
  /** First allowed day, from today. */
  from: (today: string) => string;
  /** Last allowed day, from today. */
  to: (today: string) => string;
  tooEarly: string;
  tooLate: string;
  malformed: string;
}

const windows: DateWindow[] = [
  {
    field: 'DOB',
    validate: validatePersonalDetails,
    from: () => '1900-01-01',
    to: (t) => t,
    tooEarly: 'Invalid date',
    tooLate: 'Date Must be in the past',
    malformed: 'Invalid date',
  },
  {
    field: 'employer_incorp_date',
    validate: validateEmployerDetails,
    from: (t) => shiftYears(t, -100),
    to: (t) => t,
    tooEarly: 'Invalid date',
    tooLate: 'Must be in the past',
    malformed: 'Invalid date',
  },
  {
    field: 'id_expiry_date',
    validate: validateIdentityDetails,
    from: (t) => t,
    to: (t) => shiftYears(t, 100),
    tooEarly: 'Expiration date can not be in the past',
    tooLate: 'Invalid date',
    malformed: 'Invalid date',
  },
  {
    field: 'plan_establish_date',
    validate: validatePlanDetails,
    from: (t) => shiftYears(t, -100),
    to: (t) => t,
    tooEarly: 'Tax Year Plan is Established is required',
    tooLate: 'Tax Year Plan is Established is required',
    malformed: 'Tax Year Plan is Established is required',
  },
  {
    field: 'plan_sign_date',
    validate: validatePlanDetails,
    from: (t) => shiftYears(t, -100),
    to: (t) => shiftDays(t, 1),
    tooEarly: 'Invalid date',
    tooLate: 'Signed on Date can not be later than tomorrow',
    malformed: 'Invalid date',
  },
  {
    field: 'participant_sign_date',
    validate: validateSignerDetails,
    from: (t) => shiftYears(t, -100),
    to: (t) => shiftDays(t, 1),
    tooEarly: 'Invalid date',
    tooLate: 'Signed on Date can not be later than tomorrow',
    malformed: 'Invalid date',
  },
];

const offset = fc.integer({ min: 0, max: 40_000 });
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
/** `YYYY-MM-DD`-shaped strings naming no real day, and strings of other shapes. */
const malformedDate = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc
    .integer({ min: 1, max: 9999 })
    .filter((y) => !isLeap(y))
    .map((y) => `${pad(y, 4)}-02-29`),
  fc.constantFrom(
    '0000-01-01',
    '2024-00-10',
    '2024-01-00',
    '2024-04-31',
    '2024-1-1',
    '01/02/2024',
    '2024-01-01T00:00:00Z',
    ' 2024-01-01',
  ),
  fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(s)),
);

describe.each(windows)('date window of $field', (window) => {
  const fieldErrors = (value: string, now: Date): string[] | undefined =>
    window.validate({ [window.field]: value }, { now })[window.field];

  test('accepts every day of the window, both bounds included', () => {
    fc.assert(
      fc.property(nowArb, fc.boolean(), offset, (now, fromStart, k) => {
        const today = todayOf(now);
        const [from, to] = [window.from(today), window.to(today)];
        const step = Math.min(k, daysBetween(from, to));
        const date = fromStart ? shiftDays(from, step) : shiftDays(to, -step);
        expect(fieldErrors(date, now)).toBeUndefined();
      }),
    );
  });

  test(`a day before the window: '${window.tooEarly}'`, () => {
    fc.assert(
      fc.property(nowArb, offset, (now, k) => {
        const date = shiftDays(window.from(todayOf(now)), -(k + 1));
        expect(fieldErrors(date, now)).toEqual([window.tooEarly]);
      }),
    );
  });

  test(`a day after the window: '${window.tooLate}'`, () => {
    fc.assert(
      fc.property(nowArb, offset, (now, k) => {
        const date = shiftDays(window.to(todayOf(now)), k + 1);
        expect(fieldErrors(date, now)).toEqual([window.tooLate]);
      }),
    );
  });

  test(`a value that is not a real YYYY-MM-DD day: '${window.malformed}'`, () => {
    fc.assert(
      fc.property(nowArb, malformedDate, (now, value) => {
        expect(fieldErrors(value, now)).toEqual([window.malformed]);
      }),
    );
  });

  test('without a valid now, no date passes: each window rule reports', () => {
    const messages = window.validate({ [window.field]: '2000-01-01' }, { now: new Date(Number.NaN) })[window.field];
    expect(new Set(messages)).toEqual(new Set([window.tooLate, window.tooEarly]));
  });
});
