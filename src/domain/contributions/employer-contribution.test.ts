import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CONTRIBUTION_LIMITS, LIMIT_YEARS, limitsFor } from './contribution-limits';
import {
  compensationBasisFor,
  employerContribution,
  MAX_CALCULATOR_CENTS,
  selfEmploymentTaxCents,
} from './employer-contribution';

const y2024 = limitsFor(2024)!;
const y2026 = limitsFor(2026)!;

describe('employer contribution calculator', () => {
  test('corporation: 25% of W-2 compensation, counted up to the $360,000 cap, within 415(c) after deferrals', () => {
    expect(employerContribution('w2', 10_000_000, y2026)).toEqual({
      maximumCents: 2_500_000,
      deductionLimitCents: 2_500_000,
      steps: [
        { label: 'W-2 compensation', cents: 10_000_000 },
        { label: 'Compensation that counts (at most $360,000.00)', cents: 10_000_000 },
        { label: '25% of compensation: the deduction limit (IRC 404(a)(3))', cents: 2_500_000 },
        { label: 'Annual additions limit (415(c)): the smaller of $72,000.00 and 100% of compensation', cents: 7_200_000 },
        { label: 'Elective deferrals this year, catch-up excluded', cents: 0 },
        { label: 'Annual additions left for employer contributions', cents: 7_200_000 },
        { label: 'The smaller: the employer contribution limit', cents: 2_500_000 },
      ],
    });
  });

  test('fault 7: the answer never passes 415(c) less the deferrals, nor 100% of pay', () => {
    // $400,000 of wages: 25% of the $360,000 cap is $90,000, but 415(c) allows $72,000 in all.
    expect(employerContribution('w2', 40_000_000, y2026)).toMatchObject({
      maximumCents: 7_200_000,
      deductionLimitCents: 9_000_000,
    });
    // $300,000 of wages and $24,500 deferred: 72,000 - 24,500 = 47,500 (the 25% is 75,000).
    expect(employerContribution('w2', 30_000_000, y2026, 2_450_000).maximumCents).toBe(4_750_000);
    // $30,000 of wages and $24,500 deferred: 100% of pay leaves 5,500 (the 25% is 7,500).
    expect(employerContribution('w2', 3_000_000, y2026, 2_450_000).maximumCents).toBe(550_000);
    // Sole proprietor, $400,000 of profit, $24,500 deferred: 47,500, not the deduction limit.
    expect(employerContribution('selfEmployment', 40_000_000, y2026, 2_450_000).maximumCents).toBe(4_750_000);
  });

  test('sole proprietor, $100,000 net profit in 2026, worked by hand with the steps of IRS Publication 560', () => {
    // 100,000 x 92.35% = 92,350.00; SE tax 92,350 x 15.3% = 14,129.55; half 7,064.78; 92,935.22 x 20% = 18,587.04
    expect(employerContribution('selfEmployment', 10_000_000, y2026)).toEqual({
      maximumCents: 1_858_704,
      deductionLimitCents: 1_858_704,
      steps: [
        { label: 'Net profit from self-employment', cents: 10_000_000 },
        { label: 'Net earnings subject to self-employment tax (92.35%)', cents: 9_235_000 },
        { label: 'Self-employment tax (15.3% up to the Social Security wage base, 2.9% above)', cents: 1_412_955 },
        { label: 'Deduction for half of the self-employment tax', cents: 706_478 },
        { label: 'Net earnings after half the self-employment tax', cents: 9_293_522 },
        { label: '20% of that (the 25% plan rate reduced for the contribution itself)', cents: 1_858_704 },
        { label: '25% of the compensation cap of $360,000.00', cents: 9_000_000 },
        { label: 'The smaller: the deduction limit (IRC 404(a)(3))', cents: 1_858_704 },
        { label: 'Elective deferrals this year, catch-up excluded', cents: 0 },
        { label: 'Annual additions limit (415(c)) of $72,000.00 less the deferrals', cents: 7_200_000 },
        { label: 'Half of net earnings less the deferrals (contributions cannot exceed earned income)', cents: 4_646_761 },
        { label: 'The smallest: the employer contribution limit', cents: 1_858_704 },
      ],
    });
  });

  test("Publication 560's Deduction Worksheet for Self-Employed, 2024, $200,000 net profit and $23,000 deferred", () => {
    // Step 1 200,000; SE tax 26,262.70 (12.4% of the 168,600 wage base + 2.9% of 184,700); step 2 13,131.35;
    // step 3 186,868.65; step 4 rate 0.20 (Rate Table: 25% plan rate); step 6 37,373.73; step 7 25% of 345,000 =
    // 86,250; step 8 37,373.73; step 9 69,000; step 10 23,000; step 11 46,000; step 12 163,868.65; step 13 81,934.32;
    // step 14 the smallest of 8, 11, 13: 37,373.73.
    const result = employerContribution('selfEmployment', 20_000_000, y2024, 2_300_000);
    expect(result.steps.map((s) => s.cents)).toEqual([
      20_000_000, 18_470_000, 2_626_270, 1_313_135, 18_686_865, 3_737_373, 8_625_000, 3_737_373, 2_300_000, 4_600_000, 8_193_432,
      3_737_373,
    ]);
    expect(result.maximumCents).toBe(3_737_373);
  });

  test("Publication 560's Rate Table for Self-Employed: a 25% plan rate is 20% of net earnings after half the SE tax", () => {
    // The table's column B for a 25% plan rate is 0.200000 (= 0.25 / 1.25; its 10% row is 0.090909 = 0.10 / 1.10).
    const profit = 5_382_585;
    const { steps } = employerContribution('selfEmployment', profit, y2026);
    expect(steps[5].cents).toBe(Math.floor(steps[4].cents * 0.2));
    expect(Math.abs(steps[5].cents - (steps[4].cents * 0.25) / 1.25)).toBeLessThan(1);
  });

  test('sole proprietor above the wage base: Social Security tax stops at $184,500, the result at 415(c)', () => {
    // 500,000 x 92.35% = 461,750; 12.4% x 184,500 = 22,878.00; 2.9% x 461,750 = 13,390.75; SE tax 36,268.75
    expect(selfEmploymentTaxCents(50_000_000, y2026)).toBe(3_626_875);
    expect(employerContribution('selfEmployment', 50_000_000, y2026)).toMatchObject({
      maximumCents: 7_200_000,
      deductionLimitCents: 9_000_000,
    });
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
      expect(() => employerContribution('w2', 100, y2026, bad)).toThrow(RangeError);
    }
    expect(() => employerContribution('w2', -1, y2026)).toThrow(
      new RangeError('compensation must be whole cents from 0 to 100000000000'),
    );
    expect(() => employerContribution('selfEmployment', 100, y2026, 0.5)).toThrow(
      new RangeError('deferrals must be whole cents from 0 to 100000000000'),
    );
  });

  test('takes the largest amount, $1,000,000,000, for compensation and deferrals alike', () => {
    // W-2: compensation counts up to $360,000, 25% is $90,000, and 415(c) allows $72,000.
    expect(employerContribution('w2', 100_000_000_000, y2026).maximumCents).toBe(7_200_000);
    // Deferrals of the whole 415(c) limit and more leave nothing for the employer.
    expect(employerContribution('w2', 30_000_000, y2026, 100_000_000_000).maximumCents).toBe(0);
  });

  test('self-employment tax starts at $400 of net earnings: 92.35% of $433.13 rounds to $400.00', () => {
    // $433.13 x 92.35% = $399.9956, $400.00 to the cent: 12.4% is $49.60 and 2.9% is $11.60, $61.20 in all.
    expect(selfEmploymentTaxCents(43_313, y2026)).toBe(6_120);
    // $433.12 x 92.35% = $399.9863, $399.99: under $400, no tax.
    expect(selfEmploymentTaxCents(43_312, y2026)).toBe(0);
  });

  const deferrals = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 4_000_000 }),
    fc.constantFrom(2_300_000, 2_450_000, 7_200_000),
  );
  const pay = fc.oneof(
    fc.integer({ min: 0, max: MAX_CALCULATOR_CENTS }),
    fc.integer({ min: 0, max: 50_000_000 }),
    fc.constantFrom(0, 1, 28_800_000, 34_500_000, 35_000_000, 36_000_000, 36_000_001),
  );

  test('property: self-employed, the largest X with X <= 25% of (E - X), the cap, 415(c) less D, and D + X <= E - X', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_YEARS), pay, deferrals, (year, profit, deferred) => {
        const limits = CONTRIBUTION_LIMITS[year];
        const { maximumCents, steps } = employerContribution('selfEmployment', profit, limits, deferred);
        // Independent: SE tax in dollars with floating point, then the limits as inequalities on X.
        const earnings = (profit / 100) * 0.9235;
        const seTax =
          earnings < 400 ? 0 : Math.min(earnings, limits.socialSecurityWageBaseCents / 100) * 0.124 + earnings * 0.029;
        expect(Math.abs(steps[2].cents / 100 - seTax)).toBeLessThanOrEqual(0.02);
        const E = profit - steps[3].cents;
        const fits = (x: number): boolean =>
          x <= (E - x) / 4 &&
          4 * x <= limits.compensationCapCents &&
          x + deferred <= limits.annualAdditionsCents &&
          deferred + x <= E - x;
        if (maximumCents > 0) expect(fits(maximumCents)).toBe(true);
        expect(fits(maximumCents + 1)).toBe(false);
        // The deduction limit alone (404(a)(3)): the largest X with X <= 25% of (E - X) and 4X <= the cap.
        const deductible = (x: number): boolean => x <= (E - x) / 4 && 4 * x <= limits.compensationCapCents;
        const { deductionLimitCents } = employerContribution('selfEmployment', profit, limits, deferred);
        if (deductionLimitCents > 0) expect(deductible(deductionLimitCents)).toBe(true);
        expect(deductible(deductionLimitCents + 1)).toBe(false);
      }),
    );
  });

  test('property: W-2, the largest X with 4X <= counted pay, X + D <= the smaller of 415(c) and counted pay', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_YEARS), pay, deferrals, (year, wages, deferred) => {
        const limits = CONTRIBUTION_LIMITS[year];
        const { maximumCents, deductionLimitCents } = employerContribution('w2', wages, limits, deferred);
        const counted = Math.min(wages, limits.compensationCapCents);
        const fits = (x: number): boolean => 4 * x <= counted && x + deferred <= Math.min(limits.annualAdditionsCents, counted);
        expect(4 * deductionLimitCents).toBeLessThanOrEqual(counted);
        expect(4 * (deductionLimitCents + 1)).toBeGreaterThan(counted);
        if (maximumCents > 0) expect(fits(maximumCents)).toBe(true);
        expect(fits(maximumCents + 1)).toBe(false);
      }),
    );
  });
});
