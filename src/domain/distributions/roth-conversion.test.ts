import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distributionCodeLabel, forms1099ROf, taxFormObligations } from '@/domain/contributions/distribution-tax-forms';
import {
  conversionOverBalanceMessage,
  conversionTaxParts,
  firstRothYearWith,
  recaptureEndDate,
  rothConversionAllowed,
  rothConversionErrors,
} from './roth-conversion';

const ACCOUNTS = ['after_tax', 'pre_tax', 'profit_sharing', 'employer_match'];

/**
 * The pro-rata rule written out (IRC 72(e)(8)(B)): the basis recovered is the amount times the basis over the value,
 * to the nearest cent with halves up, computed here with exact rationals in bigint; never more than the amount or the
 * basis; with the value at or below the basis, all of the amount is basis up to the basis.
 */
function expectedBasis(amount: number, basis: number, value: number): number {
  if (basis <= 0 || amount <= 0) return 0;
  if (value <= basis) return Math.min(amount, basis);
  const numerator = BigInt(amount) * BigInt(basis);
  const whole = numerator / BigInt(value);
  const twiceRest = 2n * (numerator - whole * BigInt(value));
  const rounded = twiceRest >= BigInt(value) ? whole + 1n : whole;
  return Math.min(Number(rounded), amount, basis);
}

describe('in-plan Roth conversion', () => {
  test('converting $10,500 of after-tax money holding $10,000 of basis: $10,000 basis (box 5), $500 taxable (box 2a)', () => {
    expect(conversionTaxParts(1_050_000, 1_000_000, 1_050_000)).toEqual({ basisCents: 1_000_000, taxableCents: 50_000 });
  });

  test('half of an account with 10% earnings carries half the basis: $5,000 of $11,000 with $10,000 basis', () => {
    // 500,000 x 1,000,000 / 1,100,000 = 454,545.45... -> $4,545.45 basis, $454.55 taxable.
    expect(conversionTaxParts(500_000, 1_000_000, 1_100_000)).toEqual({ basisCents: 454_545, taxableCents: 45_455 });
  });

  test('pre-tax money has no basis: all of it is taxable', () => {
    expect(conversionTaxParts(250_000, 0, 900_000)).toEqual({ basisCents: 0, taxableCents: 250_000 });
  });

  test('property: the basis share is the pro-rata share, and basis plus taxable is the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        (amount, basis, value) => {
          const parts = conversionTaxParts(amount, basis, value);
          expect(parts.basisCents).toBe(expectedBasis(amount, basis, value));
          expect(parts.basisCents + parts.taxableCents).toBe(amount);
          expect(parts.taxableCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  test('the plan allows conversions with Roth contributions and in-plan Roth rollovers on (each on unless set off)', () => {
    expect(rothConversionAllowed({})).toBe(true);
    expect(rothConversionAllowed({ plan_roth: true, plan_roth_roll: true })).toBe(true);
    expect(rothConversionAllowed({ plan_roth: false })).toBe(false);
    expect(rothConversionAllowed({ plan_roth_roll: false })).toBe(false);
    expect(rothConversionAllowed(undefined)).toBe(false);
  });

  test('messages: account, amount, the plan and the balance', () => {
    expect(rothConversionErrors({ account: undefined, amountCents: undefined }, true)).toEqual({
      account: ['Choose the account to convert'],
      amount: ['Amount is required'],
    });
    expect(rothConversionErrors({ account: 'roth', amountCents: 0 }, true)).toEqual({
      account: ['Choose an account from the list'],
      amount: ['Amount must be greater than $0.00'],
    });
    expect(rothConversionErrors({ account: 'after_tax', amountCents: 100.5 }, false)).toEqual({
      account: [
        'The plan does not allow in-plan Roth conversions; allow Roth contributions and in-plan Roth rollovers in the plan details first',
      ],
      amount: ['Amount must be an amount in dollars and cents'],
    });
    expect(rothConversionErrors({ account: 'after_tax', amountCents: 1_000_001 }, true, 1_000_000).amount).toEqual([
      'The most you can convert from this account is $10,000.00',
    ]);
    expect(conversionOverBalanceMessage(123_456)).toBe('The most you can convert from this account is $1,234.56');
  });

  test('property: a listed account and whole cents within the balance pass; anything else names its field', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...ACCOUNTS), fc.string(), fc.constant(undefined)),
        fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.double({ noNaN: true }), fc.constant(undefined)),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (account, amount, available, allowed) => {
          const errors = rothConversionErrors({ account, amountCents: amount }, allowed, available);
          const accountOk = ACCOUNTS.includes(account as string) && allowed;
          const amountOk = amount !== undefined && Number.isSafeInteger(amount) && amount > 0 && amount <= available;
          expect(errors.account?.length === 0).toBe(accountOk);
          expect(errors.amount?.length === 0).toBe(amountOk);
        },
      ),
    );
  });

  test('the recapture period ends December 31 of the fourth year after the conversion (5 taxable years)', () => {
    expect(recaptureEndDate('2026-11-30')).toBe('2030-12-31');
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9990 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const day = `${year}-${String(month).padStart(2, '0')}-15`;
        // January 1 of the conversion year plus five years, less one day.
        expect(recaptureEndDate(day)).toBe(new Date(Date.UTC(year + 5, 0, 0)).toISOString().slice(0, 10));
      }),
    );
  });

  test('a conversion before any Roth contribution starts the 5-taxable-year period', () => {
    expect(firstRothYearWith(undefined, [])).toBeUndefined();
    expect(firstRothYearWith(2027, [2025, 2026])).toBe(2025);
    expect(firstRothYearWith(2024, [2026])).toBe(2024);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1990, max: 2100 }), { nil: undefined }),
        fc.array(fc.integer({ min: 1990, max: 2100 })),
        (first, years) => {
          const all = [first, ...years].filter((y): y is number => y !== undefined).sort((a, b) => a - b);
          expect(firstRothYearWith(first, years)).toBe(all[0]);
        },
      ),
    );
  });

  test('property: each conversion of the year, $10 or more, has its own 1099-R: box 1 the amount, 2a taxable, 5 basis, code G, nothing withheld', () => {
    const conversion = fc
      .record({
        id: fc.uuid(),
        year: fc.integer({ min: 2024, max: 2027 }),
        month: fc.integer({ min: 1, max: 12 }),
        amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
        basisShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map((c) => {
        const basisCents = Math.floor(c.amountCents * c.basisShare);
        return {
          id: c.id,
          convertedOn: `${c.year}-${String(c.month).padStart(2, '0')}-10`,
          amountCents: c.amountCents,
          basisCents,
          taxableCents: c.amountCents - basisCents,
        };
      });
    fc.assert(
      fc.property(
        fc.uniqueArray(conversion, { selector: (c) => c.id, maxLength: 6 }),
        fc.integer({ min: 2024, max: 2027 }),
        (conversions, year) => {
          const forms = taxFormObligations(year, [], undefined, undefined, [], 0, conversions).forms1099R;
          const expected = conversions.filter((c) => Number(c.convertedOn.slice(0, 4)) === year && c.amountCents >= 1_000);
          expect(forms.map((f) => f.distributionId).sort()).toEqual(expected.map((c) => c.id).sort());
          for (const c of expected) {
            const f = forms.find((x) => x.distributionId === c.id);
            expect(f).toMatchObject({
              paidOn: c.convertedOn,
              kind: 'in_plan_roth_rollover',
              grossCents: c.amountCents,
              taxableCents: c.taxableCents,
              basisCents: c.basisCents,
              federalWithheldCents: 0,
              code: 'G',
              designatedRoth: false,
            });
          }
        },
      ),
    );
    expect(distributionCodeLabel('G', 'in_plan_roth_rollover')).toBe('G (in-plan Roth rollover to the designated Roth account)');
  });

  test('property: a distribution with its recorded basis: box 5 the basis, box 2a the rest (0 for a qualified Roth part)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.boolean(),
        (other, rothPart, afterTaxBasis, rothBasis, old) => {
          const gross = other + rothPart;
          const forms = forms1099ROf(
            {
              id: 'd',
              kind: 'separation',
              paidOn: '2026-06-01',
              grossCents: gross,
              withholdingPercent: 20,
              sources: ['after_tax', 'roth'],
              rothCents: rothPart,
              basisRecovered: { afterTaxCents: afterTaxBasis, rothCents: rothBasis },
            },
            // Born 1950 with Roth money since 2010: qualified; born 1990: not.
            old ? new Date(Date.UTC(1950, 0, 1)) : new Date(Date.UTC(1990, 0, 1)),
            { firstYear: 2010 },
          );
          const plain = forms.find((f) => !f.designatedRoth);
          const roth = forms.find((f) => f.designatedRoth);
          const otherBasis = Math.min(afterTaxBasis, other);
          expect(plain?.taxableCents).toBe(other - otherBasis);
          expect(plain?.basisCents).toBe(otherBasis === 0 ? undefined : otherBasis);
          if (rothPart === 0) expect(roth).toBeUndefined();
          else {
            const basis = Math.min(rothBasis, rothPart);
            expect(roth?.taxableCents).toBe(old ? 0 : rothPart - basis);
            expect(roth?.basisCents).toBe(basis === 0 ? undefined : basis);
          }
        },
      ),
    );
  });
});
