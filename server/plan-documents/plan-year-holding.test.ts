import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planYearHolding } from './plan-year';

const iso = (d: Date): string => d.toISOString().slice(0, 10);

describe('planYearHolding (a plan taken over: decision 0343)', () => {
  test('a calendar plan year taken over mid-year runs January 1 to December 31 of the takeover year', () => {
    expect(planYearHolding('2026-04-15', '2015-03-01', 'calendarBased', '')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(planYearHolding('2026-04-15', '2015-03-01', 'fiscalBased', '2020-06-30')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
  });

  test('property: a calendar-year plan year holds the day and is its calendar year, never before the original date', () => {
    const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (taken, original) => {
        const takeover = iso(taken);
        const effective = iso(original);
        const year = planYearHolding(takeover, effective, 'calendarBased', '');
        const y = takeover.slice(0, 4);
        const start = effective > `${y}-01-01` ? effective : `${y}-01-01`;
        expect(year).toEqual({ start, end: `${y}-12-31` });
      }),
    );
  });
});
