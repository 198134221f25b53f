import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareDates } from '@/domain/shared/calendar-date';
import { contributionDeadlines, returnDueDates } from './contribution-deadlines';
import { planYearBounds } from './plan-year';

describe('contribution deadlines', () => {
  test('sole proprietor: deferral election by December 31; employer contributions by April 15, extended to October 15', () => {
    expect(contributionDeadlines('soleProprietorship', 2026)).toEqual([
      { label: 'Elect your 2026 salary deferrals (pre-tax and Roth)', date: { year: 2026, month: 12, day: 31 } },
      {
        label: "Deposit 2026 employer contributions by the business's tax return (Form 1040 (Schedule C))",
        date: { year: 2027, month: 4, day: 15 },
        extendedDate: { year: 2027, month: 10, day: 15 },
      },
    ]);
  });

  test('partnership and S corporation: March 15, extended to September 15; C corporation April 15 / October 15', () => {
    for (const entity of ['partnership', 'sCorporation']) {
      expect(contributionDeadlines(entity, 2026)[1]).toMatchObject({
        date: { year: 2027, month: 3, day: 15 },
        extendedDate: { year: 2027, month: 9, day: 15 },
      });
    }
    expect(contributionDeadlines('cCorporation', 2026)[1]).toMatchObject({
      date: { year: 2027, month: 4, day: 15 },
      extendedDate: { year: 2027, month: 10, day: 15 },
    });
    expect(contributionDeadlines(undefined, 2026)).toHaveLength(1);
    expect(contributionDeadlines('trust', 2026)).toHaveLength(1);
  });

  test('property: every deadline falls after the year ends or on its last day, the extension after the due date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('soleProprietorship', 'llc', 'partnership', 'sCorporation', 'cCorporation'),
        fc.integer({ min: 1990, max: 2200 }),
        (entity, year) => {
          for (const d of contributionDeadlines(entity, year)) {
            expect(compareDates(d.date, { year, month: 12, day: 31 })).toBeGreaterThanOrEqual(0);
            if (d.extendedDate) expect(compareDates(d.extendedDate, d.date)).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('contribution deadlines of a fiscal plan year (decision 0230)', () => {
  const june = { month: 6, day: 30 };
  test('June 30 plan year of an S corporation: election by June 30, employer contributions by September 15, March 15 extended', () => {
    expect(contributionDeadlines('sCorporation', 2026, june)).toEqual([
      { label: 'Elect your 2026-27 plan-year salary deferrals (pre-tax and Roth)', date: { year: 2027, month: 6, day: 30 } },
      {
        label: "Deposit 2026-27 plan-year employer contributions by the business's tax return (Form 1120-S)",
        date: { year: 2027, month: 9, day: 15 },
        extendedDate: { year: 2028, month: 3, day: 15 },
      },
    ]);
  });

  test('C corporation: 15th of the fourth month; a June 30 year that began before 2026 keeps the old 3 + 7 months', () => {
    expect(returnDueDates('cCorporation', { year: 2027, month: 6, day: 30 })).toEqual({
      date: { year: 2027, month: 10, day: 15 },
      extendedDate: { year: 2028, month: 4, day: 15 },
    });
    expect(returnDueDates('cCorporation', { year: 2026, month: 6, day: 30 })).toEqual({
      date: { year: 2026, month: 9, day: 15 },
      extendedDate: { year: 2027, month: 4, day: 15 },
    });
    expect(returnDueDates('cCorporation', { year: 2027, month: 3, day: 31 })).toEqual({
      date: { year: 2027, month: 7, day: 15 },
      extendedDate: { year: 2028, month: 1, day: 15 },
    });
    expect(returnDueDates('constructor', { year: 2027, month: 3, day: 31 })).toBeUndefined();
  });

  test('property: for any year end, deadlines fall on or after the plan year end, the extension after the due date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('soleProprietorship', 'llc', 'partnership', 'sCorporation', 'cCorporation'),
        fc.integer({ min: 1990, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (entity, year, month, day) => {
          const end = planYearBounds(year, { month, day }).end;
          for (const d of contributionDeadlines(entity, year, { month, day })) {
            expect(compareDates(d.date, end)).toBeGreaterThanOrEqual(0);
            if (d.extendedDate) expect(compareDates(d.extendedDate, d.date)).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('contribution deadlines: the return each entity files', () => {
  test('each label names the business’s return form', () => {
    const label = (entity: string): string | undefined => contributionDeadlines(entity, 2026)[1]?.label;
    expect(label('llc')).toBe(
      "Deposit 2026 employer contributions by the business's tax return (Form 1040 (Schedule C, a single-member LLC))",
    );
    expect(label('partnership')).toBe("Deposit 2026 employer contributions by the business's tax return (Form 1065)");
    expect(label('sCorporation')).toBe("Deposit 2026 employer contributions by the business's tax return (Form 1120-S)");
    expect(label('cCorporation')).toBe("Deposit 2026 employer contributions by the business's tax return (Form 1120)");
  });

  test('the June 30 rule is for C corporations only: an S corporation, an LLC or a partnership keeps its own dates', () => {
    const june2026 = { year: 2026, month: 6, day: 30 };
    expect(returnDueDates('sCorporation', june2026)).toEqual({
      date: { year: 2026, month: 9, day: 15 },
      extendedDate: { year: 2027, month: 3, day: 15 },
    });
    expect(returnDueDates('llc', june2026)).toEqual({
      date: { year: 2026, month: 10, day: 15 },
      extendedDate: { year: 2027, month: 4, day: 15 },
    });
    // A C corporation with a June 30, 2026 year end: September 15, extended 7 months to April 15.
    expect(returnDueDates('cCorporation', june2026)).toEqual({
      date: { year: 2026, month: 9, day: 15 },
      extendedDate: { year: 2027, month: 4, day: 15 },
    });
  });
});
