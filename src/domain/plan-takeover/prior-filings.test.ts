import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { priorFilingErrors } from '@/domain/plan-takeover/prior-filings';
import { takeoverProgress, takeoverSummary } from '@/domain/plan-takeover/takeover-progress';

const ctx = { now: new Date('2026-11-22T12:00:00Z'), effectiveYear: 2015, takeoverYear: 2026 };

describe('prior 5500-EZ filings (decision 0344)', () => {
  test('property: a plan year from the effective year to the year before the takeover, filed after it, is accepted', () => {
    const valid = fc
      .record({ year: fc.integer({ min: 2015, max: 2025 }), month: fc.integer({ min: 1, max: 12 }), assets: fc.nat() })
      .map((r) => ({
        plan_year: r.year,
        filed_on: `${r.year + 1}-${String(r.month).padStart(2, '0')}-15`,
        year_end_assets_cents: r.assets,
      }))
      .filter((b) => b.filed_on <= '2026-11-22');
    fc.assert(
      fc.property(valid, (body) => {
        expect(priorFilingErrors(body, ctx)).toEqual({});
      }),
    );
  });

  test('property: a plan year outside the range names the range', () => {
    const outside = fc.integer({ min: 1900, max: 2100 }).filter((y) => y < 2015 || y > 2025);
    fc.assert(
      fc.property(outside, (year) => {
        expect(priorFilingErrors({ plan_year: year, filed_on: '2026-01-10', year_end_assets_cents: 0 }, ctx).plan_year).toEqual([
          'Plan year must be from 2015 to 2025',
        ]);
      }),
    );
  });

  test('property: a filed date in or before the plan year is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2015, max: 2025 }), fc.integer({ min: 0, max: 5 }), (year, back) => {
        const body = { plan_year: year, filed_on: `${year - back}-12-31`, year_end_assets_cents: 0 };
        expect(priorFilingErrors(body, ctx).filed_on).toEqual(['Filed date must be after the plan year']);
      }),
    );
  });

  test.each([
    [{ filed_on: '2025-05-01', year_end_assets_cents: 0 }, 'plan_year', 'Plan year is required'],
    [{ plan_year: 2024, year_end_assets_cents: 0 }, 'filed_on', 'Filed date is required'],
    [{ plan_year: 2025, filed_on: '2026-11-23', year_end_assets_cents: 0 }, 'filed_on', 'Filed date can not be in the future'],
    [
      { plan_year: 2024, filed_on: '2025-05-01', year_end_assets_cents: -1 },
      'year_end_assets_cents',
      'Year-end assets must be a whole number of cents, $0.00 or more',
    ],
    [
      { plan_year: 2024, filed_on: '2025-05-01', year_end_assets_cents: 1.5 },
      'year_end_assets_cents',
      'Year-end assets must be a whole number of cents, $0.00 or more',
    ],
  ])('%j: %s says %s', (body, field, message) => {
    expect(priorFilingErrors(body, ctx)[field]).toEqual([message]);
  });

  test('property: progress counts the three documents present and the opening balances', () => {
    const kinds = ['adoption_agreement', 'trust_document', 'ein_letter'];
    fc.assert(
      fc.property(fc.subarray(kinds), fc.boolean(), (documents, openingBalances) => {
        const done = documents.length + (openingBalances ? 1 : 0);
        expect(takeoverProgress({ documents, openingBalances })).toEqual({ done, total: 4 });
        expect(takeoverSummary({ documents, openingBalances })).toBe(
          done === 4 ? 'Bring your plan: all done' : `Bring your plan: ${done} of 4 done`,
        );
      }),
    );
  });
});
