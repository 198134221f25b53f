import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { limitsFor } from './contribution-limits';
import { deemedLoanDistributionCode, excessDeferralCorrectionCodes } from './correction-tax-forms';
import { forms1099ROf, taxFormObligations } from './distribution-tax-forms';
import { alreadyCorrectedMessage, excessDeferralCorrection, noExcessDeferralMessage } from './excess-deferral-correction';

/**
 * Decision 0299. The expected codes are written here from the 1099-R instructions' code table (REFERENCE.md: code 8
 * when taxable in the year of distribution, P when taxable in the prior year, B for designated Roth; L with 1 or 7 for a
 * deemed loan) and never by calling the production functions for the expectation.
 */

/** Days since 1970-01-01 of a calendar date, by arithmetic (no Date): the independent date order. */
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthLength = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** A date within `spread` days of April 15 of `year` (both sides), or of December 31 / January 1. */
const dateNear = (year: number, spread: number) =>
  fc
    .record({
      anchor: fc.constantFrom([year, 4, 15], [year - 1, 12, 31], [year, 1, 1]),
      offset: fc.integer({ min: -spread, max: spread }),
    })
    .map(({ anchor, offset }) => {
      let [y, m, d] = anchor as [number, number, number];
      d += offset;
      while (d < 1) {
        m -= 1;
        if (m < 1) {
          m = 12;
          y -= 1;
        }
        d += monthLength(y, m);
      }
      while (d > monthLength(y, m)) {
        d -= monthLength(y, m);
        m += 1;
        if (m > 12) {
          m = 1;
          y += 1;
        }
      }
      return { year: y, month: m, day: d };
    });

/** The expected codes, from the table: [excess, earnings]. */
function expectedCodes(deferralYear: number, paid: { year: number; month: number; day: number }, roth: boolean, age: string) {
  const afterDeadline = dayNumber(paid.year, paid.month, paid.day) > dayNumber(deferralYear + 1, 4, 15);
  if (afterDeadline) return roth ? [`B${age}`, `B${age}`] : [age, age];
  if (roth) return ['B8', 'B8'];
  if (paid.year === deferralYear) return ['8', '8'];
  return ['P', '8'];
}

describe('the 1099-R codes of an excess deferral correction (decision 0299)', () => {
  test('property: the codes follow the table around December 31 and April 15, for pre-tax and Roth', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2020, max: 2030 })
          .chain((deferralYear) => fc.tuple(fc.constant(deferralYear), dateNear(deferralYear + 1, 20))),
        fc.boolean(),
        fc.constantFrom('1', '2', '7'),
        ([deferralYear, paid], roth, age) => {
          // A correction is paid no earlier than the deferral year.
          fc.pre(paid.year >= deferralYear);
          const codes = excessDeferralCorrectionCodes(deferralYear, paid, roth, age);
          expect([codes.excess, codes.earnings]).toEqual(expectedCodes(deferralYear, paid, roth, age));
        },
      ),
    );
  });

  test('April 15 itself is in time, April 16 is not; December 31 is the same year, January 1 the next', () => {
    const at = (year: number, month: number, day: number) =>
      excessDeferralCorrectionCodes(2026, { year, month, day }, false, '1');
    expect([at(2027, 4, 15).excess, at(2027, 4, 16).excess]).toEqual(['P', '1']);
    expect([at(2026, 12, 31).excess, at(2027, 1, 1).excess]).toEqual(['8', 'P']);
  });

  test('property: the forms carry the table codes and add up to the gross; the excess is taxed once while timely', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: -5_000_000, max: 500_000 }),
        fc.constantFrom(0, 10, 20),
        dateNear(2027, 3),
        fc.boolean(),
        (excess, earningsSeed, percent, paid, roth) => {
          fc.pre(paid.year >= 2026);
          // Earnings or a loss (1099-R instructions, "Losses": the gross is the excess less the loss), never all of it.
          const earnings = Math.max(earningsSeed, 1 - excess);
          const paidOn = `${paid.year}-${String(paid.month).padStart(2, '0')}-${String(paid.day).padStart(2, '0')}`;
          const forms = forms1099ROf(
            {
              id: 'c',
              kind: 'excess_deferral_correction',
              paidOn,
              grossCents: excess + earnings,
              withholdingPercent: percent,
              sources: [roth ? 'roth' : 'pre_tax'],
              correction: { deferralYear: 2026, excessCents: excess },
            },
            new Date('1980-01-01T00:00:00Z'),
          );
          const [excessCode, earningsCode] = expectedCodes(2026, paid, roth, '1');
          const late = dayNumber(paid.year, paid.month, paid.day) > dayNumber(2027, 4, 15);
          const expected =
            late || roth || excessCode === earningsCode
              ? [excessCode]
              : [excessCode, earningsCode].filter((_, i) => (i === 0 ? excess : earnings) > 0);
          expect(forms.map((f) => f.code)).toEqual(expected);
          expect(forms.reduce((s, f) => s + f.grossCents, 0)).toBe(excess + earnings);
          expect(forms.reduce((s, f) => s + f.federalWithheldCents, 0)).toBe(Math.round(((excess + earnings) * percent) / 100));
          const taxable = forms.reduce((s, f) => s + (f.taxableCents ?? 0), 0);
          expect(taxable).toBe(late || !roth ? excess + earnings : Math.max(0, earnings));
        },
      ),
    );
  });

  test('a correction taking pre-tax and Roth deferrals: a pre-tax form and a B8 form, adding up to the whole', () => {
    const forms = forms1099ROf(
      {
        id: 'c',
        kind: 'excess_deferral_correction',
        paidOn: '2026-12-01',
        grossCents: 110_000,
        withholdingPercent: 10,
        sources: ['pre_tax', 'roth'],
        rothCents: 55_000,
        correction: { deferralYear: 2026, excessCents: 100_000, rothExcessCents: 50_000 },
      },
      undefined,
      { firstYear: 2024 },
    );
    expect(forms.map((f) => [f.designatedRoth, f.grossCents, f.taxableCents, f.federalWithheldCents, f.code])).toEqual([
      [false, 55_000, 55_000, 5_500, '8'],
      [true, 55_000, 5_000, 5_500, 'B8'],
    ]);
  });
});

describe('requesting the correction (decision 0299)', () => {
  const facts = { taxYear: 2026, excessCents: 100_000, preTaxDeferralCents: 2_000_000, rothDeferralCents: 550_000 };
  const nov = { year: 2026, month: 11, day: 23 };

  test('the excess plus earnings, pre-tax first; refused with no excess, when already corrected, after April 15', () => {
    expect(excessDeferralCorrection(facts, 1_234, nov)).toEqual({
      ok: true,
      plan: {
        taxYear: 2026,
        excessCents: 100_000,
        preTaxExcessCents: 100_000,
        rothExcessCents: 0,
        earningsCents: 1_234,
        rothCents: 0,
        amountCents: 101_234,
        deadline: { year: 2027, month: 4, day: 15 },
      },
    });
    expect(excessDeferralCorrection({ ...facts, excessCents: 0 }, 0, nov)).toEqual({
      ok: false,
      field: 'tax_year',
      message: 'Elective deferrals for 2026 are not over the limit: there is no excess to correct.',
    });
    expect(noExcessDeferralMessage(2026)).toBe(
      'Elective deferrals for 2026 are not over the limit: there is no excess to correct.',
    );
    const existing = { amountCents: 101_234, excessCents: 100_000, requestedOn: '2026-11-23' };
    expect(excessDeferralCorrection({ ...facts, existing }, 0, nov)).toEqual({
      ok: false,
      field: 'tax_year',
      message:
        'The 2026 excess deferrals of $1,000.00 were already corrected: a corrective distribution of $1,012.34 was requested on Nov 23, 2026.',
    });
    expect(alreadyCorrectedMessage(2026, existing)).toContain('$1,000.00');
    expect(excessDeferralCorrection(facts, 0, { year: 2027, month: 4, day: 15 }).ok).toBe(true);
    expect(excessDeferralCorrection(facts, 0, { year: 2027, month: 4, day: 16 })).toEqual({
      ok: false,
      field: 'tax_year',
      message: 'The deadline to correct the 2026 excess deferrals of $1,000.00 by a corrective distribution was Apr 15, 2027.',
    });
    expect(excessDeferralCorrection(facts, 1.5, nov)).toMatchObject({ ok: false, field: 'earnings_cents' });
    expect(excessDeferralCorrection(facts, -100_000, nov)).toEqual({
      ok: false,
      field: 'earnings_cents',
      message: 'A loss must be less than the excess of $1,000.00',
    });
  });

  test('a loss reduces what is distributed (Treas. Reg. 1.402(g)-1(e)(5)): $1,000.00 excess, $120.50 loss pays $879.50', () => {
    const outcome = excessDeferralCorrection(facts, -12_050, nov);
    if (!outcome.ok) throw new Error(outcome.message);
    expect([outcome.plan.excessCents, outcome.plan.earningsCents, outcome.plan.amountCents]).toEqual([100_000, -12_050, 87_950]);
    expect(excessDeferralCorrection(facts, -99_999, nov)).toMatchObject({ ok: true, plan: { amountCents: 1 } });
  });

  test('property: a loss of less than the excess pays the excess less the loss, the Roth part never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (excessOverLimit, preTax, roth, lossSeed) => {
          const correctable = Math.min(excessOverLimit, preTax + roth);
          fc.pre(correctable > 0);
          // Losses generated on both sides of the boundary: up to the whole excess and beyond.
          const loss = lossSeed % (correctable + 2);
          const outcome = excessDeferralCorrection(
            { taxYear: 2026, excessCents: excessOverLimit, preTaxDeferralCents: preTax, rothDeferralCents: roth },
            -loss,
            nov,
          );
          if (loss >= correctable) {
            expect(outcome).toMatchObject({ ok: false, field: 'earnings_cents' });
            return;
          }
          if (!outcome.ok) throw new Error(outcome.message);
          expect(outcome.plan.amountCents).toBe(correctable - loss);
          expect(outcome.plan.rothCents).toBeGreaterThanOrEqual(0);
          expect(outcome.plan.rothCents).toBeLessThanOrEqual(outcome.plan.rothExcessCents);
          expect(outcome.plan.rothCents).toBeLessThanOrEqual(outcome.plan.amountCents);
        },
      ),
    );
  });

  test('property: around the 402(g) limit, only deferrals over it are corrected, never more than this plan holds', () => {
    const limits = limitsFor(2026);
    if (limits === undefined) throw new Error('2026 limits are published');
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (offset, preTax, roth, earnings) => {
          // Deferrals `offset` cents from the limit, all employers together: the excess is the part over it.
          const total = limits.deferralCents + offset;
          const excessOverLimit = Math.max(0, total - limits.deferralCents);
          const outcome = excessDeferralCorrection(
            { taxYear: 2026, excessCents: excessOverLimit, preTaxDeferralCents: preTax, rothDeferralCents: roth },
            earnings,
            { year: 2026, month: 12, day: 31 },
          );
          const correctable = Math.min(excessOverLimit, preTax + roth);
          if (correctable === 0) {
            expect(outcome.ok).toBe(false);
            return;
          }
          if (!outcome.ok) throw new Error(outcome.message);
          expect(outcome.plan.excessCents).toBe(correctable);
          expect(outcome.plan.preTaxExcessCents).toBe(Math.min(correctable, preTax));
          expect(outcome.plan.preTaxExcessCents + outcome.plan.rothExcessCents).toBe(correctable);
          expect(outcome.plan.amountCents).toBe(correctable + earnings);
          expect(outcome.plan.rothCents).toBeGreaterThanOrEqual(outcome.plan.rothExcessCents);
          expect(outcome.plan.rothCents).toBeLessThanOrEqual(outcome.plan.rothExcessCents + earnings);
        },
      ),
    );
  });
});

describe('a deemed loan distribution on the 1099-R: L1 before 59½, L7 from it (IRC 72(p); decision 0299)', () => {
  /** 59½ by counting months, written here: born Y-M-D is 59½ on the day 714 months later (or the month's last day). */
  function expectedLoanCode(dob: { year: number; month: number; day: number }, on: { year: number; month: number; day: number }) {
    const months = (on.year - dob.year) * 12 + (on.month - dob.month) - (on.day < dob.day ? 1 : 0);
    // A birthday on a day the month lacks (the 31st) is reached on the month's last day.
    const reachedAtMonthEnd = on.day < dob.day && on.day === monthLength(on.year, on.month);
    return months >= 714 || (months === 713 && reachedAtMonthEnd) ? 'L7' : 'L1';
  }

  test('property: the code of a deemed loan by the age on the day it was deemed, around the 59½ day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 1975 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -40, max: 40 }),
        (y, m, d, offset) => {
          // The deemed day: `offset` days around the 59½ day (a quarter end would do as well; any day is checked).
          const sixMonths = m + 6 > 12 ? { year: y + 60, month: m - 6 } : { year: y + 59, month: m + 6 };
          const base = dayNumber(sixMonths.year, sixMonths.month, d) + offset;
          const date = new Date(base * 86_400_000);
          const on = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
          const iso = `${on.year}-${String(on.month).padStart(2, '0')}-${String(on.day).padStart(2, '0')}`;
          const dob = new Date(Date.UTC(y, m - 1, d));
          const year = taxFormObligations(on.year, [], dob, undefined, [
            { loanId: 'l', year: on.year, amountCents: 500_000, date: iso },
          ]);
          expect(year.forms1099R.map((f) => [f.code, f.paidOn, f.taxableCents, f.federalWithheldCents])).toEqual([
            [expectedLoanCode({ year: y, month: m, day: d }, on), iso, 500_000, 0],
          ]);
        },
      ),
    );
  });

  test('L7 and L1 by whether the participant is 59½', () => {
    expect([deemedLoanDistributionCode(true), deemedLoanDistributionCode(false)]).toEqual(['L7', 'L1']);
  });
});
