import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { participantBalance } from '@/domain/balances/participant-balance';
import { taxAccounts } from '@/domain/balances/tax-accounts';
import {
  firstRothYearWithOpening,
  openingBalanceErrors,
  openingBalancesOf,
  openingDeposits,
  openingTotalCents,
} from '@/domain/plan-takeover/opening-balances';

const ctx = { now: new Date('2026-11-22T12:00:00Z'), effectiveDate: '2015-01-01' };
const FIELDS = [
  'pre_tax_cents',
  'roth_cents',
  'profit_sharing_cents',
  'rollover_cents',
  'after_tax_cents',
  'employer_match_cents',
];
const cents = fc.integer({ min: 0, max: 10_000_000_000 });

/** A valid body built by the test: amounts, bases within their balances, a Roth year when there is Roth money. */
const validBody = fc
  .record({
    amounts: fc.tuple(cents, cents, cents, cents, cents, cents),
    rothShare: fc.double({ min: 0, max: 1, noNaN: true }),
    afterTaxShare: fc.double({ min: 0, max: 1, noNaN: true }),
    year: fc.integer({ min: 2006, max: 2026 }),
    day: fc.integer({ min: 0, max: 4343 }),
  })
  .filter((r) => r.amounts.some((a) => a > 0))
  .map((r) => {
    const body: Record<string, unknown> = Object.fromEntries(FIELDS.map((f, i) => [f, r.amounts[i]]));
    body.roth_basis_cents = Math.floor((r.amounts[1] as number) * r.rothShare);
    body.after_tax_basis_cents = Math.floor((r.amounts[4] as number) * r.afterTaxShare);
    body.as_of = new Date(Date.UTC(2015, 0, 1) + r.day * 86_400_000).toISOString().slice(0, 10);
    // A year from 2006 to the takeover year.
    const takeoverYear = Number((body.as_of as string).slice(0, 4));
    if (r.amounts[1] > 0) body.roth_first_year = 2006 + ((r.year - 2006) % (takeoverYear - 2006 + 1));
    return body;
  });

describe('opening balances (decision 0344)', () => {
  test('property: every valid body is accepted and reads back as deposits by contribution type summing to its total', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        expect(openingBalanceErrors(body, ctx)).toEqual({});
        const balances = openingBalancesOf(body);
        const expectedTotal = FIELDS.reduce((sum, f) => sum + (body[f] as number), 0);
        expect(openingTotalCents(balances)).toBe(expectedTotal);
        const deposits = openingDeposits(balances);
        expect(deposits.reduce((sum, d) => sum + d.amountCents, 0)).toBe(expectedTotal);
        expect(deposits.every((d) => d.amountCents > 0 && d.on === body.as_of)).toBe(true);
      }),
    );
  });

  test('property: a Roth basis above the Roth balance is refused with the balance named', () => {
    fc.assert(
      fc.property(validBody, fc.integer({ min: 1, max: 1_000_000 }), (body, over) => {
        const roth = body.roth_cents as number;
        const errors = openingBalanceErrors({ ...body, roth_basis_cents: roth + over, roth_first_year: 2020 }, ctx);
        const dollars = (roth / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
        expect(errors.roth_basis_cents).toEqual([`Roth basis can not be more than the Roth balance of ${dollars}`]);
      }),
    );
  });

  test('property: an after-tax basis above the After Tax balance is refused', () => {
    fc.assert(
      fc.property(validBody, fc.integer({ min: 1, max: 1_000_000 }), (body, over) => {
        const afterTax = body.after_tax_cents as number;
        const errors = openingBalanceErrors({ ...body, after_tax_basis_cents: afterTax + over }, ctx);
        expect(errors.after_tax_basis_cents?.[0]).toMatch(/^After-tax basis can not be more than the After Tax balance of \$/);
      }),
    );
  });

  test('property: an amount that is not whole cents of 0 or more is refused in its field', () => {
    const bad = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noNaN: false }).filter((d) => !Number.isInteger(d)),
      fc.string(),
      fc.constant(true),
    );
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), bad, (field, value) => {
        const errors = openingBalanceErrors({ as_of: '2026-01-01', pre_tax_cents: 100, [field]: value }, ctx);
        expect(errors[field]).toContain('Amount must be a whole number of cents, $0.00 or more');
      }),
    );
  });

  test('property: the Roth 5-year start is required with Roth money and within 2006 to the takeover year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 2006, max: 2026 }), (year, takeover) => {
        const body = { as_of: `${takeover}-06-30`, roth_cents: 5000, roth_first_year: year };
        const inRange = year >= 2006 && year <= takeover;
        expect(openingBalanceErrors(body, ctx).roth_first_year).toEqual(
          inRange ? undefined : [`The first Roth year must be from 2006 to ${takeover}`],
        );
      }),
    );
    expect(openingBalanceErrors({ as_of: '2026-01-01', roth_cents: 5000 }, ctx).roth_first_year).toEqual([
      'The year of the first Roth contribution is required for Roth money',
    ]);
  });

  test.each([
    [{ pre_tax_cents: 100 }, 'as_of', 'Takeover date is required'],
    [{ as_of: '2026-11-23', pre_tax_cents: 100 }, 'as_of', 'Takeover date can not be in the future'],
    [{ as_of: '2014-12-31', pre_tax_cents: 100 }, 'as_of', 'Takeover date can not be before the original effective date'],
    [{ as_of: '2026-01-01' }, 'pre_tax_cents', 'Enter at least one opening balance'],
  ])('%j: %s says %s', (body, field, message) => {
    expect(openingBalanceErrors(body, ctx)[field]).toEqual([message]);
  });

  test('property: the first Roth year is the earlier of the two (IRC 402A(d)(2)(B))', () => {
    const year = fc.option(fc.integer({ min: 2006, max: 2030 }), { nil: undefined });
    fc.assert(
      fc.property(year, year, (a, b) => {
        const expected = a === undefined ? b : b === undefined ? a : a < b ? a : b;
        expect(firstRothYearWithOpening(a, b)).toBe(expected);
      }),
    );
  });

  test('property: the balance holds each opening amount in its account and the tax accounts its basis', () => {
    // The accounts each source's money is in, as the test reads spec section 3 and decision 0288.
    const ACCOUNT: Record<string, string> = {
      pre_tax_cents: 'pre_tax',
      roth_cents: 'roth',
      profit_sharing_cents: 'profit_sharing',
      rollover_cents: 'rollover_pre_tax',
      after_tax_cents: 'after_tax',
      employer_match_cents: 'employer_match',
    };
    fc.assert(
      fc.property(validBody, (body) => {
        const opening = openingBalancesOf(body);
        const balance = participantBalance({
          hasPlan: true,
          contributions: openingDeposits(opening),
          rolloverRothCents: 0,
          purchasesCents: 0,
          assets: [],
          distributions: [],
          loansOutstandingCents: 0,
        });
        for (const field of FIELDS) expect(balance.bySource[ACCOUNT[field] as 'pre_tax']).toBe(body[field]);
        const accounts = taxAccounts(balance, {
          contributions: [
            { source: 'Deferral Roth', amountCents: body.roth_basis_cents as number },
            { source: 'After Tax', amountCents: body.after_tax_basis_cents as number },
          ],
          conversions: [],
          recovered: { afterTaxCents: 0, rothCents: 0 },
        });
        expect(accounts.roth.basisCents).toBe(body.roth_basis_cents);
        expect(accounts.roth.earningsCents).toBe((body.roth_cents as number) - (body.roth_basis_cents as number));
        expect(accounts.afterTax.earningsCents).toBe((body.after_tax_cents as number) - (body.after_tax_basis_cents as number));
      }),
    );
  });
});
