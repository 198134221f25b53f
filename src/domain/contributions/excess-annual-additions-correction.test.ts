import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { limitsFor } from './contribution-limits';
import { forms1099ROf } from './distribution-tax-forms';
import {
  annualAdditionsCorrectedMessage,
  excessAnnualAdditionsCents,
  excessAnnualAdditionsCorrection,
  excessAnnualAdditionsForms,
} from './excess-annual-additions-correction';

/**
 * Decision 0300: excess annual additions (IRC 415(c)) corrected under EPCRS (Rev. Proc. 2021-30, Appendix A section
 * .08 and section 6.06(2)). The expectations are written here: the order of the procedure as running totals, the
 * self-correction period as a year count, the 1099-R as the instructions' EPCRS paragraph says (code E; pre-tax money
 * and all income taxable, after-tax and Roth contributions not), and never by calling the production functions.
 */

const nov = { year: 2026, month: 11, day: 23 };
const base = {
  taxYear: 2026,
  overPayCents: 0,
  afterTaxCents: 0,
  preTaxDeferralCents: 0,
  rothDeferralCents: 0,
  profitSharingCents: 0,
  matchCents: 0,
};

describe('correcting excess annual additions (decision 0300)', () => {
  test('deferrals over pay: the deferrals are returned with their income, nothing held', () => {
    // $20,000 deferred on $15,000 of pay: $5,000 over pay, returned with $100.00 of income.
    const outcome = excessAnnualAdditionsCorrection(
      { ...base, excessCents: 500_000, overPayCents: 500_000, preTaxDeferralCents: 2_000_000, afterTaxCents: 900_000 },
      10_000,
      nov,
    );
    expect(outcome).toEqual({
      ok: true,
      plan: {
        taxYear: 2026,
        excessCents: 500_000,
        afterTaxCents: 0,
        preTaxCents: 500_000,
        rothCents: 0,
        returnedCents: 500_000,
        earningsCents: 10_000,
        rothGrossCents: 0,
        afterTaxGrossCents: 0,
        amountCents: 510_000,
        heldProfitSharingCents: 0,
        heldMatchCents: 0,
        deadline: { year: 2029, month: 12, day: 31 },
      },
    });
  });

  test('an excess beyond the deferrals: the employer part is held, the message names both', () => {
    const outcome = excessAnnualAdditionsCorrection(
      { ...base, excessCents: 300_000, rothDeferralCents: 100_000, profitSharingCents: 5_000_000, matchCents: 10_000 },
      -1_000,
      nov,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect([outcome.plan.rothCents, outcome.plan.rothGrossCents, outcome.plan.amountCents]).toEqual([100_000, 99_000, 99_000]);
    expect([outcome.plan.heldProfitSharingCents, outcome.plan.heldMatchCents]).toEqual([200_000, 0]);
    expect(
      annualAdditionsCorrectedMessage(2026, {
        excessCents: 300_000,
        returnedCents: 100_000,
        earningsCents: -1_000,
        amountCents: 99_000,
        heldCents: 200_000,
        requestedOn: '2026-11-23',
      }),
    ).toBe(
      "Corrected on Nov 23, 2026: the 2026 excess annual additions of $3,000.00: a corrective distribution of $990.00 (contributions of $1,000.00 less a loss of $10.00) was requested; $2,000.00 of employer contributions is held in the plan's unallocated account for 2027.",
    );
    // Only employer money over the limit: nothing is paid, the earnings are not asked for.
    const held = excessAnnualAdditionsCorrection({ ...base, excessCents: 50_000, profitSharingCents: 900_000 }, undefined, nov);
    expect(held).toMatchObject({ ok: true, plan: { amountCents: 0, earningsCents: 0, heldProfitSharingCents: 50_000 } });
    expect(
      annualAdditionsCorrectedMessage(2026, {
        excessCents: 50_000,
        returnedCents: 0,
        earningsCents: 0,
        amountCents: 0,
        heldCents: 50_000,
        requestedOn: '2026-11-23',
      }),
    ).toBe(
      "Corrected on Nov 23, 2026: the 2026 excess annual additions of $500.00: $500.00 of employer contributions is held in the plan's unallocated account for 2027.",
    );
  });

  test('refused: no excess, already corrected, after the self-correction period, bad earnings', () => {
    const facts = { ...base, excessCents: 100_000, preTaxDeferralCents: 2_000_000 };
    expect(excessAnnualAdditionsCorrection({ ...facts, excessCents: 0 }, 0, nov)).toEqual({
      ok: false,
      field: 'tax_year',
      message: 'Contributions for 2026 are within the annual additions limit and pay: there is no excess to correct.',
    });
    expect(
      excessAnnualAdditionsCorrection({ ...facts, existing: { excessCents: 100_000, requestedOn: '2026-11-02' } }, 0, nov),
    ).toEqual({
      ok: false,
      field: 'tax_year',
      message: 'The 2026 excess annual additions of $1,000.00 were already corrected on Nov 2, 2026.',
    });
    expect(excessAnnualAdditionsCorrection(facts, 0, { year: 2029, month: 12, day: 31 }).ok).toBe(true);
    expect(excessAnnualAdditionsCorrection(facts, 0, { year: 2030, month: 1, day: 1 })).toEqual({
      ok: false,
      field: 'tax_year',
      message:
        "The self-correction period for the 2026 excess annual additions of $1,000.00 ended on Dec 31, 2029; the correction now needs the IRS's Voluntary Correction Program.",
    });
    expect(excessAnnualAdditionsCorrection(facts, 1.5, nov)).toEqual({
      ok: false,
      field: 'earnings_cents',
      message: 'Earnings must be a whole number of cents',
    });
    expect(excessAnnualAdditionsCorrection(facts, -100_000, nov)).toEqual({
      ok: false,
      field: 'earnings_cents',
      message: 'A loss must be less than the excess of $1,000.00',
    });
    expect(excessAnnualAdditionsCorrection(facts, 100_000_001, nov)).toEqual({
      ok: false,
      field: 'earnings_cents',
      message: 'Earnings must be at most $1,000,000.00',
    });
  });

  test('property: deferrals over pay first, then after-tax, pre-tax, Roth, profit sharing, match; never more than each holds', () => {
    const cents = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 9_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.tuple(cents, cents, cents, cents, cents),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (excessCents, overPaySeed, [afterTax, preTax, roth, profitSharing, match], earningsSeed) => {
          const overPayCents = Math.min(overPaySeed, Math.max(0, excessCents));
          // Running totals: a source gives what is wanted after the sources before it, up to what it holds. The
          // deferrals over pay are wanted first from the deferrals (pre-tax, then Roth), then the rest from all five.
          const running = (holds: number[], wanted: number) =>
            holds.map((h, i) => Math.max(0, Math.min(h, wanted - holds.slice(0, i).reduce((a, b) => a + b, 0))));
          const [p1, r1] = running([preTax, roth], overPayCents);
          const rest = running([afterTax, preTax - p1, roth - r1, profitSharing, match], Math.max(0, excessCents) - p1 - r1);
          const taken = [rest[0], p1 + rest[1], r1 + rest[2], rest[3], rest[4]];
          const total = taken.reduce((a, b) => a + b, 0);
          const returned = taken[0] + taken[1] + taken[2];
          const earnings = returned === 0 ? earningsSeed : Math.max(earningsSeed, 1 - returned);
          const outcome = excessAnnualAdditionsCorrection(
            {
              taxYear: 2026,
              excessCents,
              overPayCents,
              afterTaxCents: afterTax,
              preTaxDeferralCents: preTax,
              rothDeferralCents: roth,
              profitSharingCents: profitSharing,
              matchCents: match,
            },
            earnings,
            nov,
          );
          if (total === 0) {
            expect(outcome).toMatchObject({ ok: false, field: 'tax_year' });
            return;
          }
          if (!outcome.ok) throw new Error(outcome.message);
          const p = outcome.plan;
          expect([p.afterTaxCents, p.preTaxCents, p.rothCents, p.heldProfitSharingCents, p.heldMatchCents]).toEqual(taken);
          expect(p.excessCents).toBe(total);
          expect(p.earningsCents).toBe(returned === 0 ? 0 : earnings);
          expect(p.amountCents).toBe(returned === 0 ? 0 : returned + earnings);
          // The parts' income is shared in proportion: each within a cent of its exact share, never below zero.
          if (returned > 0) {
            expect(
              Math.abs(p.rothGrossCents - (roth === 0 ? 0 : taken[2] + (earnings * taken[2]) / returned)),
            ).toBeLessThanOrEqual(0.5);
            expect(Math.abs(p.afterTaxGrossCents - (taken[0] + (earnings * taken[0]) / returned))).toBeLessThanOrEqual(0.5);
            expect(p.rothGrossCents + p.afterTaxGrossCents).toBeLessThanOrEqual(p.amountCents + 1);
          }
        },
      ),
    );
  });

  test('a catch-up over pay: not an annual addition over the 415(c) limit, but over pay all the same', () => {
    const limits = limitsFor(2026);
    if (limits === undefined) throw new Error('2026 limits are published');
    // Age 55, $25,000 deferred on $20,000 of pay: the catch-up keeps the additions within 100% of pay, yet $5,000 is over pay.
    const year = { bySource: { 'Deferral Pre-Tax': 2_500_000 }, otherEmployerDeferralCents: 0 };
    expect(excessAnnualAdditionsCents(limits, { age: 55, compensationCents: 2_000_000 }, year)).toBe(500_000);
    expect(excessAnnualAdditionsCents(limits, { age: 55 }, year)).toBe(0);
    expect(
      excessAnnualAdditionsCents(
        limits,
        { age: 55, compensationCents: 2_000_000 },
        {
          bySource: { 'Deferral Pre-Tax': 1_000_000, 'Deferral Roth': 1_500_000 },
          otherEmployerDeferralCents: 0,
        },
      ),
    ).toBe(500_000);
  });

  test('earnings must be a number of cents; $1,000,000.00 is the most; only employer money over: no income shares', () => {
    const facts = { ...base, excessCents: 100_000, preTaxDeferralCents: 2_000_000 };
    expect(excessAnnualAdditionsCorrection(facts, '12', nov)).toMatchObject({ ok: false, field: 'earnings_cents' });
    expect(excessAnnualAdditionsCorrection(facts, 100_000_000, nov)).toMatchObject({
      ok: true,
      plan: { earningsCents: 100_000_000 },
    });
    expect(excessAnnualAdditionsCorrection({ ...base, excessCents: 50_000, profitSharingCents: 900_000 }, 0, nov)).toMatchObject({
      ok: true,
      plan: { rothGrossCents: 0, afterTaxGrossCents: 0, amountCents: 0 },
    });
    // Returned only: the message names no held money.
    expect(
      annualAdditionsCorrectedMessage(2026, {
        excessCents: 100_000,
        returnedCents: 100_000,
        earningsCents: 0,
        amountCents: 100_000,
        heldCents: 0,
        requestedOn: '2026-11-23',
      }),
    ).toBe(
      'Corrected on Nov 23, 2026: the 2026 excess annual additions of $1,000.00: a corrective distribution of $1,000.00 (contributions of $1,000.00 plus $0.00 of earnings) was requested.',
    );
  });

  test('property: the self-correction period ends on December 31 of the third year after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2040 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        (year, after, month) => {
          const today = { year: year + after, month, day: month === 2 ? 28 : 30 };
          const outcome = excessAnnualAdditionsCorrection(
            { ...base, taxYear: year, excessCents: 100, preTaxDeferralCents: 100 },
            0,
            today,
          );
          expect(outcome.ok).toBe(after <= 3);
        },
      ),
    );
  });

  test('property: the excess is the larger of the 415(c) excess and the deferrals over pay', () => {
    const limits = limitsFor(2026);
    if (limits === undefined) throw new Error('2026 limits are published');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 40_000_000 }), { nil: undefined }),
        (preTax, roth, profitSharing, pay) => {
          // Age 40: no catch-up. Additions: deferrals and employer money; the limit: the lesser of $72,000 and pay.
          const limit = pay === undefined ? 7_200_000 : Math.min(7_200_000, pay);
          const overLimit = Math.max(0, preTax + roth + profitSharing - limit);
          const overPay = pay === undefined ? 0 : Math.max(0, preTax + roth - pay);
          const year = {
            bySource: { 'Deferral Pre-Tax': preTax, 'Deferral Roth': roth, 'Profit Sharing': profitSharing },
            otherEmployerDeferralCents: 0,
          };
          expect(excessAnnualAdditionsCents(limits, { age: 40, compensationCents: pay }, year)).toBe(
            Math.max(overLimit, overPay),
          );
        },
      ),
    );
  });
});

describe('the 1099-R of a correction under EPCRS: code E (decision 0300)', () => {
  const paid = (grossCents: number, withholdingPercent: number) => ({
    id: 'c',
    kind: 'excess_annual_additions_correction',
    paidOn: '2027-02-01',
    grossCents,
    withholdingPercent,
    sources: ['pre_tax'],
  });

  test('pre-tax and after-tax on one form, Roth on its own; box 2a the pre-tax money and all the income', () => {
    // Returned: $500 after-tax (+$5 income), $1,000 pre-tax (+$10), $300 Roth (+$3); 10% withheld.
    const forms = excessAnnualAdditionsForms(
      paid(181_800, 10),
      { rothGrossCents: 30_300, rothCents: 30_000, afterTaxGrossCents: 50_500, afterTaxCents: 50_000 },
      2024,
    );
    expect(
      forms.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.federalWithheldCents, f.code, f.firstRothYear]),
    ).toEqual([
      [false, 151_500, 101_500, 15_150, 'E', null],
      [true, 30_300, 300, 3_030, 'E', 2024],
    ]);
  });

  test('pre-tax only: one form; parts larger than the gross are held to it', () => {
    expect(
      excessAnnualAdditionsForms(paid(50_000, 10), {
        rothGrossCents: 0,
        rothCents: 0,
        afterTaxGrossCents: 0,
        afterTaxCents: 0,
      }).map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.federalWithheldCents]),
    ).toEqual([[false, 50_000, 50_000, 5_000]]);
    // A Roth part of $300 and an after-tax part said to be $900 of a $1,000 gross: the after-tax part is at most $700.
    expect(
      excessAnnualAdditionsForms(paid(100_000, 0), {
        rothGrossCents: 30_000,
        rothCents: 30_000,
        afterTaxGrossCents: 90_000,
        afterTaxCents: 90_000,
      }).map((f) => [f.designatedRoth, f.grossCents, f.taxableCents]),
    ).toEqual([
      [false, 70_000, 0],
      [true, 30_000, 0],
    ]);
  });

  test('property: the forms add up to the gross and the withholding; taxable = pre-tax part + income; all code E', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(0, 10, 25),
        (preTax, afterTax, roth, afterTaxIncome, rothIncome, percent) => {
          const gross = preTax + afterTax + afterTaxIncome + roth + rothIncome;
          fc.pre(gross > 0);
          const forms = forms1099ROf(
            {
              ...paid(gross, percent),
              correction415: {
                rothGrossCents: roth + rothIncome,
                rothCents: roth,
                afterTaxGrossCents: afterTax + afterTaxIncome,
                afterTaxCents: afterTax,
              },
            },
            new Date('1980-01-01T00:00:00Z'),
          );
          expect(forms.every((f) => f.code === 'E')).toBe(true);
          expect(forms.reduce((s, f) => s + f.grossCents, 0)).toBe(gross);
          expect(forms.reduce((s, f) => s + f.federalWithheldCents, 0)).toBe(Math.round((gross * percent) / 100));
          expect(forms.reduce((s, f) => s + (f.taxableCents ?? 0), 0)).toBe(preTax + afterTaxIncome + rothIncome);
          expect(forms.filter((f) => f.designatedRoth).map((f) => f.grossCents)).toEqual(
            roth + rothIncome > 0 ? [roth + rothIncome] : [],
          );
        },
      ),
    );
  });
});
