import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CONTRIBUTION_LIMITS, LIMIT_YEARS, limitsFor } from './contribution-limits';
import type { YearContributions } from './contribution-usage';
import { contributionWarnings, yearWarnings } from './contribution-warnings';

const y2025 = limitsFor(2025)!;
const y2026 = limitsFor(2026)!;
const year = (bySource: YearContributions['bySource'], otherEmployerDeferralCents = 0): YearContributions => ({
  bySource,
  otherEmployerDeferralCents,
});
const only = (limit: string) => (w: { limit: string }) => w.limit === limit;

describe('deferrals above pay (IRC 414(v)(2)(A)(ii), 402(g)) and 415(c)(1)(B)', () => {
  test('fault 4: $23,000 deferred at 55 on $15,000 of pay is $8,000 over pay, though the catch-up would cover 415(c)', () => {
    const warnings = contributionWarnings(
      y2026,
      { age: 55, compensationCents: 1_500_000 },
      year({ 'Deferral Pre-Tax': 2_300_000 }),
    );
    expect(warnings).toEqual([
      {
        limit: 'compensation',
        excessCents: 800_000,
        message:
          'Elective deferrals to this plan for 2026 would be $8,000.00 more than your compensation of $15,000.00; ' +
          'deferrals and catch-up cannot exceed pay.',
      },
    ]);
  });

  test('deferrals equal to pay are fine; annual additions above 100% of pay are warned with the excess', () => {
    const pay = { age: 40, compensationCents: 2_000_000 };
    expect(contributionWarnings(y2026, pay, year({ 'Deferral Roth': 2_000_000 }))).toEqual([]);
    expect(contributionWarnings(y2026, pay, year({ 'Deferral Roth': 1_500_000, 'After Tax': 600_000 }))).toEqual([
      {
        limit: 'annualAdditions',
        excessCents: 100_000,
        message: 'Contributions to this plan for 2026 would be $1,000.00 over 100% of compensation ($20,000.00).',
      },
    ]);
  });

  test('property: a pay warning exactly when this plan’s deferrals exceed pay, by the difference', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIMIT_YEARS),
        fc.integer({ min: 18, max: 90 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        fc.oneof(fc.integer({ min: 0, max: 8_000_000 }), fc.constantFrom(0, 1, 2_300_000, 2_450_000, 3_250_000)),
        (taxYear, age, preTax, roth, pay) => {
          const warnings = contributionWarnings(
            CONTRIBUTION_LIMITS[taxYear],
            { age, compensationCents: pay },
            year({ 'Deferral Pre-Tax': preTax, 'Deferral Roth': roth }),
          ).filter(only('compensation'));
          const over = preTax + roth - pay;
          expect(warnings.map((w) => w.excessCents)).toEqual(over > 0 ? [over] : []);
        },
      ),
    );
  });
});

describe('employer contributions above the deduction limit (IRC 404(a)(3)) owe the 10% excise tax (IRC 4972)', () => {
  test('fault 6: W-2 pay of $100,000 and $30,000 of profit sharing: $25,000 deductible, $5,000 not, excise $500', () => {
    const warnings = contributionWarnings(
      y2026,
      { age: 40, compensationCents: 10_000_000, compensationBasis: 'w2' },
      year({ 'Profit Sharing': 2_000_000, 'Employer Match': 1_000_000 }),
    );
    expect(warnings).toEqual([
      {
        limit: 'deduction',
        excessCents: 500_000,
        message:
          'Employer contributions for 2026 of $30,000.00 would be $5,000.00 over the deduction limit of $25,000.00 ' +
          '(IRC 404(a)(3)): $25,000.00 is deductible, and the $5,000.00 not deductible owes a 10% excise tax of $500.00 ' +
          '(IRC 4972, Form 5330).',
      },
    ]);
  });

  test('sole proprietor, $100,000 of net profit: 20% after half the SE tax ($18,587.04) is deductible', () => {
    const participant = { age: 40, compensationCents: 10_000_000, compensationBasis: 'selfEmployment' as const };
    expect(contributionWarnings(y2026, participant, year({ 'Profit Sharing': 1_858_704 }))).toEqual([]);
    expect(contributionWarnings(y2026, participant, year({ 'Profit Sharing': 2_000_000 }))).toEqual([
      {
        limit: 'deduction',
        excessCents: 141_296,
        message:
          'Employer contributions for 2026 of $20,000.00 would be $1,412.96 over the deduction limit of $18,587.04 ' +
          '(IRC 404(a)(3)): $18,587.04 is deductible, and the $1,412.96 not deductible owes a 10% excise tax of $141.30 ' +
          '(IRC 4972, Form 5330).',
      },
    ]);
    // Unknown pay or unknown basis: no deduction check.
    expect(contributionWarnings(y2026, { age: 40, compensationBasis: 'w2' }, year({ 'Profit Sharing': 9_000_000 }))).toEqual([
      expect.objectContaining({ limit: 'annualAdditions' }),
    ]);
  });

  test('property: W-2, nondeductible = employer contributions above a quarter of pay up to the cap; excise a tenth', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIMIT_YEARS),
        fc.oneof(fc.integer({ min: 0, max: 50_000_000 }), fc.constantFrom(0, 34_500_000, 36_000_000, 40_000_000)),
        fc.integer({ min: 0, max: 9_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (taxYear, pay, profitSharing, match) => {
          const limits = CONTRIBUTION_LIMITS[taxYear];
          const warnings = contributionWarnings(
            limits,
            { age: 30, compensationCents: pay, compensationBasis: 'w2' },
            year({ 'Profit Sharing': profitSharing, 'Employer Match': match }),
          ).filter(only('deduction'));
          const quarter = Math.floor(Math.min(pay, limits.compensationCapCents) / 4);
          const nondeductible = profitSharing + match - quarter;
          if (nondeductible <= 0) expect(warnings).toEqual([]);
          else {
            expect(warnings).toHaveLength(1);
            expect(warnings[0].excessCents).toBe(nondeductible);
            const excise = (Math.round(nondeductible / 10) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
            expect(warnings[0].message).toContain(`10% excise tax of $${excise} (IRC 4972`);
          }
        },
      ),
    );
  });
});

describe('Roth catch-up for high earners from 2026 (IRC 414(v)(7), SECURE 2.0 section 603)', () => {
  const highEarner = { age: 55, compensationBasis: 'w2' as const, priorYearFicaWagesCents: 15_000_001 };

  test('fault 15: $8,000 of pre-tax catch-up after $150,000.01 of 2025 FICA wages is warned; Roth catch-up is fine', () => {
    expect(contributionWarnings(y2026, highEarner, year({ 'Deferral Pre-Tax': 3_250_000 }))).toEqual([
      {
        limit: 'rothCatchUp',
        excessCents: 800_000,
        message:
          'Catch-up contributions for 2026 must be Roth: your 2025 FICA wages from the business were over $150,000.00 ' +
          '(IRC 414(v)(7)); $8,000.00 of the catch-up is pre-tax.',
      },
    ]);
    expect(contributionWarnings(y2026, highEarner, year({ 'Deferral Pre-Tax': 2_450_000, 'Deferral Roth': 800_000 }))).toEqual(
      [],
    );
  });

  test('no Roth in the plan: no catch-up at all; wages of exactly $150,000, self-employment or 2025: no warning', () => {
    expect(contributionWarnings(y2026, { ...highEarner, planHasRoth: false }, year({ 'Deferral Pre-Tax': 2_500_000 }))).toEqual([
      {
        limit: 'rothCatchUp',
        excessCents: 50_000,
        message:
          'Catch-up contributions for 2026 of $500.00 are not allowed: your 2025 FICA wages from the business were over ' +
          '$150,000.00 (IRC 414(v)(7)), so catch-ups must be Roth, and the plan has no Roth deferrals.',
      },
    ]);
    const deferred = year({ 'Deferral Pre-Tax': 3_250_000 });
    expect(contributionWarnings(y2026, { ...highEarner, priorYearFicaWagesCents: 15_000_000 }, deferred)).toEqual([]);
    expect(contributionWarnings(y2026, { ...highEarner, compensationBasis: 'selfEmployment' }, deferred)).toEqual([]);
    expect(contributionWarnings(y2026, { ...highEarner, priorYearFicaWagesCents: undefined }, deferred)).toEqual([]);
    expect(contributionWarnings(y2025, highEarner, year({ 'Deferral Pre-Tax': 3_100_000 }))).toEqual([]);
  });

  test('property: the pre-tax part of the catch-up (deferrals beyond 402(g), Roth counted first) is warned', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIMIT_YEARS),
        fc.integer({ min: 45, max: 70 }),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 1_500_000 }),
        fc.constantFrom(14_999_999, 15_000_000, 15_000_001, 30_000_000),
        fc.boolean(),
        (taxYear, age, preTax, roth, wages, hasRoth) => {
          const limits = CONTRIBUTION_LIMITS[taxYear];
          const participant = { age, compensationBasis: 'w2' as const, priorYearFicaWagesCents: wages, planHasRoth: hasRoth };
          const warnings = contributionWarnings(
            limits,
            participant,
            year({ 'Deferral Pre-Tax': preTax, 'Deferral Roth': roth }),
          ).filter(only('rothCatchUp'));
          // Independent: the catch-up band by age, the catch-up as deferrals beyond the deferral limit.
          const band =
            age < 50 ? 0 : age >= 60 && age <= 63 && taxYear >= 2025 ? 1_125_000 : taxYear === 2026 ? 800_000 : 750_000;
          const catchUp = Math.min(Math.max(preTax + roth - limits.deferralCents, 0), band);
          const applies = taxYear >= 2026 && wages > 15_000_000;
          const expected = !applies ? 0 : hasRoth ? Math.max(catchUp - roth, 0) : catchUp;
          expect(warnings.map((w) => w.excessCents)).toEqual(expected > 0 ? [expected] : []);
        },
      ),
    );
  });
});

describe('limits not yet published', () => {
  test('a year after the table answers one warning with that wording, never another year’s figures', () => {
    expect(yearWarnings(2027, { age: 55 }, year({ 'Deferral Pre-Tax': 99_900_000 }))).toEqual([
      { limit: 'limitsNotPublished', excessCents: 0, message: 'Limits for 2027 are not yet published' },
    ]);
    expect(yearWarnings(2026, { age: 40 }, year({ 'Deferral Pre-Tax': 2_450_100 }))).toEqual([
      expect.objectContaining({ limit: 'deferrals', excessCents: 100 }),
    ]);
  });
});
