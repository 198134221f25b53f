import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  distributionCode,
  distributionCodeLabel,
  form1099R,
  forms1099ROf,
  type PaidDistribution,
  taxFormDueDateNotes,
  taxFormObligations,
  taxFormStatutoryDueDates,
  taxFormsYear,
} from './distribution-tax-forms';

const DOB_1970 = new Date('1970-06-15T00:00:00Z');
const on = (day: string): Date => new Date(`${day}T12:00:00Z`);
const paid = (extra: Partial<PaidDistribution> = {}): PaidDistribution => ({
  id: 'd-1',
  kind: 'normal',
  paidOn: '2030-03-01',
  grossCents: 1_000_000,
  withholdingPercent: 20,
  sources: ['pre_tax'],
  ...extra,
});

describe('Form 1099-R distribution codes (decision 0233)', () => {
  test('box 7 by kind and age, against the Guide to Distribution Codes written out here', () => {
    // The Guide, as a table: 7 at 59½ (six months after the 59th birthday) and for an RMD; under 59½, 2 for a
    // separation in or after the year of turning 55 and for the certified SECURE 2.0 exceptions 72(t)(2)(I) and (K);
    // 1 for a qualified birth or adoption distribution (named under code 1) and for anything else; B before it for
    // the designated Roth account.
    const kinds = [
      'normal',
      'separation',
      'hardship',
      'rmd',
      'in_service',
      'emergency_expense',
      'domestic_abuse',
      'birth_adoption',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.record({
          y: fc.integer({ min: 1940, max: 2005 }),
          m: fc.integer({ min: 0, max: 11 }),
          d: fc.integer({ min: 1, max: 28 }),
        }),
        fc.record({
          y: fc.integer({ min: 2024, max: 2070 }),
          m: fc.integer({ min: 0, max: 11 }),
          d: fc.integer({ min: 1, max: 28 }),
        }),
        fc.boolean(),
        (kind, birth, pay, roth) => {
          const dob = new Date(Date.UTC(birth.y, birth.m, birth.d));
          const paidOn = new Date(Date.UTC(pay.y, pay.m, pay.d, 12));
          const monthsOld = (pay.y - birth.y) * 12 + (pay.m - birth.m) - (pay.d < birth.d ? 1 : 0);
          let expected: string;
          if (kind === 'rmd' || monthsOld >= 59 * 12 + 6) expected = '7';
          else if (kind === 'separation' && pay.y - birth.y >= 55) expected = '2';
          else if (kind === 'emergency_expense' || kind === 'domestic_abuse') expected = '2';
          else expected = '1';
          expect(distributionCode(kind, dob, paidOn, [roth ? 'roth' : 'pre_tax'])).toBe(roth ? `B${expected}` : expected);
        },
      ),
    );
  });

  test('7 from 59½ (counted in months) and for an RMD; 1 before; 2 for a separation from the year the participant turns 55', () => {
    expect(distributionCode('normal', DOB_1970, on('2029-12-15'), ['pre_tax'])).toBe('7');
    expect(distributionCode('hardship', DOB_1970, on('2029-12-14'), ['pre_tax'])).toBe('1');
    expect(distributionCode('hardship', DOB_1970, on('2029-12-15'), ['pre_tax'])).toBe('7');
    expect(distributionCode('rmd', undefined, on('2045-01-02'), ['pre_tax'])).toBe('7');
    expect(distributionCode('separation', DOB_1970, on('2025-01-02'), ['pre_tax'])).toBe('2');
    expect(distributionCode('separation', DOB_1970, on('2024-12-31'), ['pre_tax'])).toBe('1');
    expect(distributionCode('hardship', undefined, on('2025-01-02'), ['pre_tax'])).toBe('1');
  });

  test('Roth money only: B with 1, 2 or 7 (the code table lets B go with 7); mixed sources keep the plain code', () => {
    expect(distributionCode('normal', DOB_1970, on('2031-01-01'), ['roth'])).toBe('B7');
    expect(distributionCode('hardship', DOB_1970, on('2020-01-01'), ['roth'])).toBe('B1');
    expect(distributionCode('separation', DOB_1970, on('2026-01-01'), ['roth'])).toBe('B2');
    expect(distributionCode('hardship', DOB_1970, on('2020-01-01'), ['roth', 'pre_tax'])).toBe('1');
  });

  test('the 1099-R: gross, taxable (not determined with Roth or after-tax money), federal tax withheld', () => {
    expect(form1099R(paid(), DOB_1970)).toEqual({
      distributionId: 'd-1',
      paidOn: '2030-03-01',
      kind: 'normal',
      designatedRoth: false,
      grossCents: 1_000_000,
      taxableCents: 1_000_000,
      federalWithheldCents: 200_000,
      code: '7',
      firstRothYear: null,
    });
    expect(form1099R(paid({ sources: ['pre_tax', 'after_tax'] }), DOB_1970).taxableCents).toBeNull();
  });

  test('obligations: 1099-R for each distribution of $10 or more paid in the year; 945 when tax was withheld; their dates', () => {
    const year = taxFormObligations(
      2030,
      [
        paid({ id: 'a', paidOn: '2030-05-01', withholdingPercent: 0 }),
        paid({ id: 'b', paidOn: '2029-12-31' }),
        paid({ id: 'c', paidOn: '2030-02-01', grossCents: 999 }),
        paid({ id: 'd', paidOn: '2030-02-01', grossCents: 1000, withholdingPercent: 10 }),
      ],
      DOB_1970,
    );
    expect(year.forms1099R.map((f) => f.distributionId)).toEqual(['d', 'a']);
    expect(year).toMatchObject({
      form1099RRequired: true,
      recipientDueDate: { year: 2031, month: 1, day: 31 },
      irsPaperDueDate: { year: 2031, month: 2, day: 28 },
      irsElectronicDueDate: { year: 2031, month: 3, day: 31 },
      form945Required: true,
      // d's $1.00 and c's $2.00: c is under $10, so no 1099-R, but its withholding is still on Form 945 (fault 9)
      totalWithheldCents: 300,
      form945DueDate: { year: 2031, month: 1, day: 31 },
      form945DepositsOnTimeDueDate: { year: 2031, month: 2, day: 10 },
    });
    const none = taxFormObligations(2030, [paid({ paidOn: '2030-05-01', withholdingPercent: 0 })], DOB_1970);
    expect(none).toMatchObject({ form1099RRequired: true, form945Required: false, totalWithheldCents: 0 });
    expect(taxFormObligations(2031, [], DOB_1970)).toMatchObject({ form1099RRequired: false, form945Required: false });
  });

  test('due dates on a weekend move to the next business day (IRC 7503), and say why', () => {
    // 2026: January 31 and February 28 are Saturdays. 2027: they are Sundays. 2031: none moves.
    expect(taxFormObligations(2025, [], DOB_1970)).toMatchObject({
      recipientDueDate: { year: 2026, month: 2, day: 2 },
      irsPaperDueDate: { year: 2026, month: 3, day: 2 },
      irsElectronicDueDate: { year: 2026, month: 3, day: 31 },
      form945DueDate: { year: 2026, month: 2, day: 2 },
      form945DepositsOnTimeDueDate: { year: 2026, month: 2, day: 10 },
      dueDateNotes: [
        'Jan 31, 2026 is a Saturday; due the next business day, Feb 2, 2026 (IRC 7503)',
        'Feb 28, 2026 is a Saturday; due the next business day, Mar 2, 2026 (IRC 7503)',
      ],
    });
    expect(taxFormObligations(2026, [], DOB_1970)).toMatchObject({
      recipientDueDate: { year: 2027, month: 2, day: 1 },
      irsPaperDueDate: { year: 2027, month: 3, day: 1 },
      form945DueDate: { year: 2027, month: 2, day: 1 },
      dueDateNotes: [
        'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503)',
        'Feb 28, 2027 is a Sunday; due the next business day, Mar 1, 2027 (IRC 7503)',
      ],
    });
    expect(taxFormObligations(2030, [], DOB_1970).dueDateNotes).toEqual([]);
  });

  test('property: each due date is on or after the rule’s date, never a weekend, and moved only off a weekend or holiday', () => {
    // Independent: weekdays from JavaScript's UTC calendar; the only legal holidays near these dates in any year are
    // none on January 31, February 10, February 28 or March 31 themselves, so a weekday never moves and a weekend date
    // lands on the Monday after it, one or two days later (Washington's Birthday is in the third week of February).
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2199 }), (year) => {
        const o = taxFormObligations(year, [], DOB_1970);
        const check = (statutory: string, due: { year: number; month: number; day: number }): void => {
          const weekday = new Date(`${statutory}T00:00:00Z`).getUTCDay();
          const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
          const expected = new Date(Date.parse(`${statutory}T00:00:00Z`) + shift * 86_400_000);
          expect(due).toEqual({
            year: expected.getUTCFullYear(),
            month: expected.getUTCMonth() + 1,
            day: expected.getUTCDate(),
          });
        };
        check(`${year + 1}-01-31`, o.recipientDueDate);
        check(`${year + 1}-02-28`, o.irsPaperDueDate);
        check(`${year + 1}-03-31`, o.irsElectronicDueDate);
        check(`${year + 1}-01-31`, o.form945DueDate);
        check(`${year + 1}-02-10`, o.form945DepositsOnTimeDueDate);
      }),
    );
  });

  test('property: every form is in the year and at least $10', () => {
    const distribution = fc.record({
      id: fc.uuid(),
      kind: fc.constantFrom('normal', 'separation', 'hardship', 'rmd', 'in_service'),
      paidOn: fc
        .date({ min: new Date('2029-01-01'), max: new Date('2031-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      grossCents: fc.integer({ min: 0, max: 100_000_000 }),
      withholdingPercent: fc.integer({ min: 0, max: 100 }),
      sources: fc.subarray(['pre_tax', 'roth', 'profit_sharing', 'rollover', 'after_tax', 'employer_match']),
    });
    fc.assert(
      fc.property(fc.array(distribution, { maxLength: 12 }), (list) => {
        const year = taxFormObligations(2030, list, DOB_1970);
        for (const f of year.forms1099R) {
          expect(f.paidOn.startsWith('2030-')).toBe(true);
          expect(f.grossCents).toBeGreaterThanOrEqual(1000);
          expect(f.federalWithheldCents).toBeLessThanOrEqual(f.grossCents);
          expect(['1', '2', '7', 'B1', 'B2', 'B7']).toContain(f.code);
        }
        expect(year.form945Required).toBe(year.totalWithheldCents > 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the forms of one distribution', () => {
  test('no date of birth: a separation is code 1 (the age-55 exception cannot be shown); no sources is not Roth', () => {
    expect(distributionCode('separation', undefined, on('2030-01-02'), ['pre_tax'])).toBe('1');
    expect(distributionCode('normal', DOB_1970, on('2031-01-01'), [])).toBe('7');
    expect(distributionCode('normal', DOB_1970, on('2031-01-01'), [], true)).toBe('B7');
  });

  test('one form for money of one kind: no empty Roth form beside a pre-tax one, no empty pre-tax form beside a Roth one', () => {
    expect(forms1099ROf(paid(), DOB_1970).map((f) => [f.designatedRoth, f.grossCents])).toEqual([[false, 1_000_000]]);
    expect(forms1099ROf(paid({ sources: ['roth'] }), DOB_1970).map((f) => [f.designatedRoth, f.grossCents])).toEqual([
      [true, 1_000_000],
    ]);
    // A gross of 0 still has its (empty) form; the obligations leave out forms under $10.
    expect(forms1099ROf(paid({ grossCents: 0 }), DOB_1970).map((f) => [f.designatedRoth, f.grossCents])).toEqual([[false, 0]]);
  });

  test('a distribution of another kind that carries correction figures is an ordinary distribution', () => {
    const correction = { deferralYear: 2029, excessCents: 500_000 };
    const forms = forms1099ROf(paid({ kind: 'hardship', correction }), DOB_1970);
    expect(forms).toEqual([
      {
        distributionId: 'd-1',
        paidOn: '2030-03-01',
        kind: 'hardship',
        designatedRoth: false,
        grossCents: 1_000_000,
        taxableCents: 1_000_000,
        federalWithheldCents: 200_000,
        code: '7',
        firstRothYear: null,
      },
    ]);
    // A corrective distribution without its figures cannot be split into excess and earnings: ordinary as well.
    expect(forms1099ROf(paid({ kind: 'excess_deferral_correction' }), DOB_1970)[0]).toMatchObject({
      grossCents: 1_000_000,
      taxableCents: 1_000_000,
      code: '7',
    });
  });

  test('a corrective distribution of excess deferrals: Roth forms for Roth money only, each with box 11', () => {
    const correction = { deferralYear: 2029, excessCents: 100_000 };
    const corrective = (extra: Partial<PaidDistribution>): PaidDistribution =>
      paid({ kind: 'excess_deferral_correction', grossCents: 120_000, correction, ...extra });
    const roth = { firstYear: 2020 };
    const shape = (d: PaidDistribution) =>
      forms1099ROf(d, DOB_1970, roth).map((f) => ({ roth: f.designatedRoth, gross: f.grossCents, box11: f.firstRothYear }));
    // Pre-tax money only: no Roth form, whatever the split into excess and earnings.
    const preTax = shape(corrective({ sources: ['pre_tax'] }));
    expect(preTax.length).toBeGreaterThan(0);
    expect(preTax.every((f) => !f.roth && f.box11 === null)).toBe(true);
    expect(preTax.reduce((sum, f) => sum + f.gross, 0)).toBe(120_000);
    expect(shape(corrective({ sources: ['roth'] }))).toEqual([{ roth: true, gross: 120_000, box11: 2020 }]);
    expect(shape(corrective({ sources: ['pre_tax', 'roth'], rothCents: 120_000 }))).toEqual([
      { roth: true, gross: 120_000, box11: 2020 },
    ]);
    expect(shape(corrective({ sources: ['pre_tax', 'roth'], rothCents: 50_000 }))).toEqual([
      { roth: false, gross: 70_000, box11: null },
      { roth: true, gross: 50_000, box11: 2020 },
    ]);
    // A gross of 0: the B form only when the sources are Roth only.
    expect(shape(corrective({ grossCents: 0, sources: ['roth'] }))).toEqual([{ roth: true, gross: 0, box11: 2020 }]);
    expect(shape(corrective({ grossCents: 0, sources: ['roth', 'pre_tax'] }))).toEqual([]);
    expect(shape(corrective({ grossCents: 0, sources: [] }))).toEqual([]);
  });
});

describe('tax forms on the page', () => {
  test('every code with its meaning, for people', () => {
    expect(
      ['1', '2', '7', 'B', 'B1', 'B2', 'B7', 'B8', 'BG', 'G', 'H', '8', 'P', 'L1', 'L7'].map((code) =>
        distributionCodeLabel(code),
      ),
    ).toEqual([
      '1 (early distribution, no known exception)',
      '2 (early distribution, exception applies (age 55 separation))',
      '7 (normal distribution)',
      'B (designated Roth account)',
      'B1 (designated Roth account, early, no known exception)',
      'B2 (designated Roth account, early, exception applies)',
      'B7 (designated Roth account, normal distribution)',
      'B8 (designated Roth account, excess deferral corrected, earnings taxable this year)',
      'BG (designated Roth account, direct rollover to another plan)',
      'G (direct rollover)',
      'H (designated Roth account, direct rollover to a Roth IRA)',
      '8 (excess deferral corrected, taxable in the year paid)',
      'P (excess deferral corrected, taxable in the year before)',
      'L1 (loan treated as a deemed distribution, early)',
      'L7 (loan treated as a deemed distribution)',
    ]);
    expect(distributionCodeLabel('G', 'roth_employer_contributions')).toBe(
      'G (Roth employer contributions, taxable in the year deposited)',
    );
    expect(distributionCodeLabel('G', 'separation')).toBe('G (direct rollover)');
  });

  test("a year's Roth employer contributions are one 1099-R (G, boxes 1 and 2a) with the year's distributions, from $10", () => {
    const paid = [
      { id: 'd1', kind: 'normal', paidOn: '2026-05-01', grossCents: 50_000, withholdingPercent: 20, sources: ['pre_tax'] },
    ];
    const dob = new Date('1960-01-01T00:00:00Z');
    const forms = taxFormObligations(2026, paid, dob, { firstYear: 2024 }, [], 1_234_56).forms1099R;
    expect(forms.map((f) => [f.kind, f.code, f.grossCents, f.taxableCents, f.federalWithheldCents, f.firstRothYear])).toEqual([
      ['normal', '7', 50_000, 50_000, 10_000, null],
      ['roth_employer_contributions', 'G', 123_456, 123_456, 0, 2024],
    ]);
    expect(taxFormObligations(2026, [], dob, { firstYear: undefined }, [], 999).forms1099R).toEqual([]);
    expect(taxFormObligations(2026, [], dob, { firstYear: undefined }, [], 1_000)).toMatchObject({
      form1099RRequired: true,
      form945Required: false,
    });
  });

  test('due dates as ISO dates with a four-digit year; the notes of moved dates in date order', () => {
    expect(taxFormStatutoryDueDates(998)).toEqual({
      recipient: '0999-01-31',
      irsPaper: '0999-02-28',
      irsElectronic: '0999-03-31',
      form945: '0999-01-31',
      form945DepositsOnTime: '0999-02-10',
    });
    // 2029: February 10 and March 31 are Saturdays (49 days apart); February 10 comes first.
    expect(taxFormDueDateNotes(2028)).toEqual([
      'Feb 10, 2029 is a Saturday; due the next business day, Feb 12, 2029 (IRC 7503)',
      'Mar 31, 2029 is a Saturday; due the next business day, Apr 2, 2029 (IRC 7503)',
    ]);
  });

  test('code labels; last year until March 31, then this year', () => {
    expect(distributionCodeLabel('7')).toBe('7 (normal distribution)');
    expect(distributionCodeLabel('B1')).toBe('B1 (designated Roth account, early, no known exception)');
    expect(distributionCodeLabel('constructor')).toBe('constructor');
    expect(taxFormsYear({ year: 2027, month: 3, day: 31 })).toBe(2026);
    expect(taxFormsYear({ year: 2027, month: 4, day: 1 })).toBe(2027);
  });
});
