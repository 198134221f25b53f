import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CONTRIBUTION_LIMITS, LIMIT_YEARS, limitsFor } from './contribution-limits';
import {
  compensationBasisFor,
  employerContribution,
  MAX_CALCULATOR_CENTS,
  selfEmploymentTaxCents,
} from './employer-contribution';

const y2026 = limitsFor(2026)!;

describe('employer contribution calculator', () => {
  test('corporation: 25% of W-2 compensation, counted up to the $360,000 cap', () => {
    expect(employerContribution('w2', 10_000_000, y2026)).toEqual({
      maximumCents: 2_500_000,
      steps: [
        { label: 'W-2 compensation', cents: 10_000_000 },
        { label: 'Compensation that counts (at most $360,000.00)', cents: 10_000_000 },
        { label: '25% of compensation: the employer contribution limit', cents: 2_500_000 },
      ],
    });
    expect(employerContribution('w2', 40_000_000, y2026).maximumCents).toBe(9_000_000);
  });

  test('sole proprietor, $100,000 net profit in 2026, worked by hand with the steps of IRS Publication 560', () => {
    // 100,000 x 92.35% = 92,350.00; SE tax 92,350 x 15.3% = 14,129.55; half 7,064.78; 92,935.22 x 20% = 18,587.04
    expect(employerContribution('selfEmployment', 10_000_000, y2026)).toEqual({
      maximumCents: 1_858_704,
      steps: [
        { label: 'Net profit from self-employment', cents: 10_000_000 },
        { label: 'Net earnings subject to self-employment tax (92.35%)', cents: 9_235_000 },
        { label: 'Self-employment tax (15.3% up to the Social Security wage base, 2.9% above)', cents: 1_412_955 },
        { label: 'Deduction for half of the self-employment tax', cents: 706_478 },
        { label: 'Net earnings after half the self-employment tax', cents: 9_293_522 },
        { label: '20% of that (the 25% plan rate reduced for the contribution itself)', cents: 1_858_704 },
        { label: '25% of the compensation cap of $360,000.00', cents: 9_000_000 },
        { label: 'The smaller: the employer contribution limit', cents: 1_858_704 },
      ],
    });
  });

  test('sole proprietor above the wage base: Social Security tax stops at $184,500, the result at 25% of the cap', () => {
    // 500,000 x 92.35% = 461,750; 12.4% x 184,500 = 22,878.00; 2.9% x 461,750 = 13,390.75; SE tax 36,268.75
    expect(selfEmploymentTaxCents(50_000_000, y2026)).toBe(3_626_875);
    expect(employerContribution('selfEmployment', 50_000_000, y2026).maximumCents).toBe(9_000_000);
    expect(selfEmploymentTaxCents(43_000, y2026)).toBe(0); // 92.35% of $430 is under $400
    expect(employerContribution('selfEmployment', 0, y2026).maximumCents).toBe(0);
  });

  test('entity types of the employer form: corporations pay W-2 wages, the others have self-employment earnings', () => {
    expect(['sCorporation', 'cCorporation', 'soleProprietorship', 'partnership', 'llc'].map(compensationBasisFor)).toEqual([
      'w2',
      'w2',
      'selfEmployment',
      'selfEmployment',
      'selfEmployment',
    ]);
  });

  test('refuses amounts that are not whole cents within range', () => {
    for (const bad of [-1, 0.5, MAX_CALCULATOR_CENTS + 1, Number.NaN]) {
      expect(() => employerContribution('w2', bad, y2026)).toThrow(RangeError);
    }
  });

  test('property: the self-employed amount is 25% of net earnings less half the SE tax less the contribution itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_YEARS), fc.integer({ min: 0, max: MAX_CALCULATOR_CENTS }), (year, profit) => {
        const limits = CONTRIBUTION_LIMITS[year];
        const { maximumCents, steps } = employerContribution('selfEmployment', profit, limits);
        // Independent: SE tax in dollars with floating point, then X = 25% x (E - X) solved by the definition.
        const earnings = (profit / 100) * 0.9235;
        const seTax =
          earnings < 400 ? 0 : Math.min(earnings, limits.socialSecurityWageBaseCents / 100) * 0.124 + earnings * 0.029;
        expect(Math.abs(steps[2].cents / 100 - seTax)).toBeLessThanOrEqual(0.02);
        const E = profit - steps[3].cents;
        const uncapped = steps[5].cents;
        expect(uncapped).toBeLessThanOrEqual((E - uncapped) / 4);
        expect(uncapped + 1).toBeGreaterThan((E - uncapped - 1) / 4);
        expect(maximumCents).toBe(Math.min(uncapped, limits.compensationCapCents / 4));
      }),
    );
  });

  test('property: W-2 amount is a quarter of the counted compensation, never above a quarter of the cap', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_YEARS), fc.integer({ min: 0, max: MAX_CALCULATOR_CENTS }), (year, wages) => {
        const limits = CONTRIBUTION_LIMITS[year];
        const { maximumCents } = employerContribution('w2', wages, limits);
        const counted = Math.min(wages, limits.compensationCapCents);
        expect(4 * maximumCents).toBeLessThanOrEqual(counted);
        expect(4 * (maximumCents + 1)).toBeGreaterThan(counted);
      }),
    );
  });
});
