import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contributionEntryErrors } from './contribution-entry';
import {
  depositAccountOf,
  isRothEmployerSource,
  rothDesignationErrors,
  rothEmployerCentsOf,
  rothEmployerForm,
  rothEmployerTaxNote,
} from './roth-employer';

// Written out here (SECURE 2.0 Act section 604: matching and nonelective contributions may be designated Roth).
const EMPLOYER = ['Profit Sharing', 'Employer Match'];
const OTHERS = ['Deferral Pre-Tax', 'Deferral Roth', 'Roll Overs', 'After Tax'];
const ACCOUNT: Record<string, string> = {
  'Deferral Pre-Tax': 'pre_tax',
  'Deferral Roth': 'roth',
  'Profit Sharing': 'profit_sharing',
  'Roll Overs': 'rollover',
  'After Tax': 'after_tax',
  'Employer Match': 'employer_match',
};

const NOT_YES_OR_NO = 'Roth must be yes or no';
const NOT_EMPLOYER = 'Only Profit Sharing and Employer Match can be designated Roth';
const NOT_ELECTED = 'The plan does not allow Roth employer contributions; allow them in the plan details first';

const source = fc.constantFrom(...EMPLOYER, ...OTHERS);
const deposit = fc.record({
  source,
  roth: fc.boolean(),
  amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
  depositDate: fc
    .record({
      year: fc.integer({ min: 2023, max: 2030 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
});

describe('Roth employer contributions (SECURE 2.0 section 604, Notice 2024-2)', () => {
  test('property: only an employer source, in a plan that allows it, can be designated Roth', () => {
    fc.assert(
      fc.property(source, fc.constantFrom(true, false, undefined), (s, allowed) => {
        const expected = !EMPLOYER.includes(s) ? [NOT_EMPLOYER] : allowed === false ? [NOT_ELECTED] : [];
        expect(rothDesignationErrors(s, true, allowed)).toEqual(expected);
        expect(rothDesignationErrors(s, false, allowed)).toEqual([]);
        expect(rothDesignationErrors(s, undefined, allowed)).toEqual([]);
        expect(isRothEmployerSource(s)).toBe(EMPLOYER.includes(s));
      }),
    );
  });

  test('property: a designation that is not yes or no says so', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constantFrom('true', 1, 0, {}, [])), fc.boolean(), (roth, allowed) => {
        expect(rothDesignationErrors('Profit Sharing', roth, allowed)).toEqual([NOT_YES_OR_NO]);
      }),
    );
  });

  test('the entry rule puts the designation message beside the roth field', () => {
    const entry = { source: 'Deferral Pre-Tax', amount: 100, deposit_date: '2026-03-02', tax_year: 2026, roth: true };
    const today = { year: 2026, month: 11, day: 30 };
    expect(contributionEntryErrors(entry, today).roth).toEqual([NOT_EMPLOYER]);
    expect(contributionEntryErrors({ ...entry, source: 'Employer Match' }, today, { rothEmployerAllowed: false }).roth).toEqual([
      NOT_ELECTED,
    ]);
    expect(contributionEntryErrors({ ...entry, source: 'Employer Match' }, today, { rothEmployerAllowed: true }).roth).toEqual(
      [],
    );
  });

  test("property: a deposit's money is in the Roth account when designated Roth, else in its type's account", () => {
    fc.assert(
      fc.property(source, fc.boolean(), (s, roth) => {
        expect(depositAccountOf({ source: s, roth })).toBe(roth && EMPLOYER.includes(s) ? 'roth' : ACCOUNT[s]);
      }),
    );
  });

  test('property: the year reports the Roth-designated employer deposits made in it, whatever tax year they count for', () => {
    fc.assert(
      fc.property(fc.array(deposit, { maxLength: 30 }), fc.integer({ min: 2023, max: 2030 }), (deposits, year) => {
        const expected = deposits
          .filter((d) => d.roth && EMPLOYER.includes(d.source) && d.depositDate.startsWith(`${year}-`))
          .reduce((sum, d) => sum + d.amountCents, 0);
        expect(rothEmployerCentsOf(deposits, year)).toBe(expected);
      }),
    );
  });

  test('property: the form reports the year total in boxes 1 and 2a with code G and nothing withheld', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2023, max: 2030 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.option(fc.integer({ min: 2006, max: 2030 }), { nil: undefined }),
        (year, cents, first) => {
          expect(rothEmployerForm(year, cents, first)).toEqual({
            distributionId: `roth_employer_contributions-${year}`,
            paidOn: `${year}-12-31`,
            kind: 'roth_employer_contributions',
            designatedRoth: true,
            grossCents: cents,
            taxableCents: cents,
            federalWithheldCents: 0,
            code: 'G',
            firstRothYear: first ?? year,
          });
        },
      ),
    );
    expect(rothEmployerForm(2026, 0, 2020)).toBeUndefined();
  });

  test('the tax note says when they are taxed, on which form, and that nothing is withheld', () => {
    expect(rothEmployerTaxNote(2026, '$10,000.00')).toBe(
      'Roth employer contributions deposited in 2026: $10,000.00. They are taxable income to you for 2026, reported on ' +
        'Form 1099-R with code G (not on your W-2). No tax is withheld from them, so you may need to pay estimated tax; ' +
        'later, qualified distributions of them and their earnings are tax-free.',
    );
  });
});
