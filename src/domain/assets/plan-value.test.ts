import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { allocationByType, planValueOn, type ValuedAsset, valueOn, yearEndValue } from './plan-value';

const gold: ValuedAsset = {
  type: 'precious_metals',
  purchaseCents: 250000,
  acquiredOn: '2025-03-01',
  valuations: [
    { valueCents: 300000, asOf: '2025-12-31' },
    { valueCents: 280000, asOf: '2025-06-30' },
    { valueCents: 320000, asOf: '2026-02-01' },
  ],
};
const land: ValuedAsset = { type: 'real_estate', purchaseCents: 10000000, acquiredOn: '2026-01-15', valuations: [] };

describe('plan value', () => {
  test("an asset is worth its newest valuation by the date, its purchase price before any, and nothing before it's held", () => {
    expect(valueOn(gold, '2025-01-01')).toBe(0);
    expect(valueOn(gold, '2025-04-01')).toBe(250000);
    expect(valueOn(gold, '2025-07-01')).toBe(280000);
    expect(valueOn(gold, '2026-03-01')).toBe(320000);
  });

  test('an asset counts from the day it enters the plan, at its purchase price', () => {
    expect(valueOn(land, '2026-01-14')).toBe(0);
    expect(valueOn(land, '2026-01-15')).toBe(10000000);
    // Year 999 is 0999-12-31, long before the land was bought.
    expect(yearEndValue([land], 999)).toBe(0);
  });

  test('the year-end value sums every asset held on December 31', () => {
    expect(yearEndValue([gold, land], 2025)).toBe(300000);
    expect(yearEndValue([gold, land], 2026)).toBe(320000 + 10000000);
  });

  test('allocation by type: shares of the total, largest first, empty types left out', () => {
    const slices = allocationByType([
      { type: 'precious_metals', valueCents: 100 },
      { type: 'real_estate', valueCents: 300 },
      { type: 'precious_metals', valueCents: 100 },
      { type: 'crypto', valueCents: 0 },
    ]);
    expect(slices).toEqual([
      { type: 'real_estate', label: 'Real estate', valueCents: 300, share: 0.6 },
      { type: 'precious_metals', label: 'Precious metals', valueCents: 200, share: 0.4 },
    ]);
  });

  const valued = fc.record({
    type: fc.constantFrom('cash', 'precious_metals', 'crypto', 'other'),
    purchaseCents: fc.integer({ min: 1, max: 10 ** 12 }),
    acquiredOn: fc.constantFrom('2024-01-01', '2025-06-15', '2026-12-31'),
    valuations: fc.array(
      fc.record({
        valueCents: fc.integer({ min: 0, max: 10 ** 12 }),
        asOf: fc.constantFrom('2024-12-31', '2025-07-01', '2026-01-01'),
      }),
      { maxLength: 4 },
    ),
  });

  test('property: the plan value is the sum of its assets and the allocation shares add up to 1', () => {
    fc.assert(
      fc.property(fc.array(valued, { maxLength: 8 }), fc.constantFrom('2025-12-31', '2026-12-31'), (assets, date) => {
        const total = planValueOn(assets, date);
        expect(total).toBe(assets.reduce((s, a) => s + valueOn(a, date), 0));
        const slices = allocationByType(assets.map((a) => ({ type: a.type, valueCents: valueOn(a, date) })));
        expect(slices.reduce((s, x) => s + x.valueCents, 0)).toBe(total);
        if (total > 0) expect(slices.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1, 9);
      }),
    );
  });
});
