import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ContributionType,
  contributionAmountErrors,
  contributionPercentErrors,
  contributionTypeErrors,
  defaultContributionTypes,
} from '@/domain/checkout/contribution-type';

describe('ContributionType', () => {
  test('the default list holds the six types in order, disabled, at zero', () => {
    expect(defaultContributionTypes().map((type) => ({ ...type }))).toEqual(
      ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'].map((name) => ({
        name,
        enabled: false,
        percent: 0,
        amount: 0,
      })),
    );
    expect(defaultContributionTypes()).not.toBe(defaultContributionTypes());
  });

  test('a known name, a boolean flag and non-negative percent and amount are required', () => {
    expect(validateSync(new ContributionType('Roll Overs', true, 10, 5000))).toEqual([]);
    const bad = Object.assign(new ContributionType(), { name: 'Bonus', enabled: 'yes', percent: -1, amount: -2 });
    expect(
      validateSync(bad)
        .map((error) => error.property)
        .sort(),
    ).toEqual(['amount', 'enabled', 'name', 'percent']);
  });
});

describe('contribution percent and amount', () => {
  const percentOk = fc.oneof(
    fc.integer({ min: 0, max: 100 }).map(String),
    fc.integer({ min: 0, max: 9999 }).map((n) => (n / 100).toFixed(2)),
    fc.integer({ min: 0, max: 100 }),
  );
  const percentTooBig = fc.oneof(
    fc.integer({ min: 101, max: 999 }).map(String),
    fc.integer({ min: 10001, max: 99999 }).map((n) => (n / 100).toFixed(2)),
    fc.integer({ min: 101, max: 1_000_000 }),
  );
  const negative = fc.integer({ min: 1, max: 1_000_000 }).map((n) => `-${n}`);
  const junk = fc.string().filter((s) => s.trim() !== '' && !/^\s*\$?-?[\d.,]+\s*$/.test(s));

  test('a percent from 0 to 100 is accepted', () => {
    fc.assert(
      fc.property(percentOk, (p) => {
        expect(contributionPercentErrors(p)).toEqual([]);
      }),
    );
    expect(contributionPercentErrors('')).toEqual([]);
  });

  test('a percent above 100 or below 0 says the range; 150 is refused', () => {
    expect(contributionPercentErrors('150')).toEqual(['The percent must be from 0 to 100.']);
    fc.assert(
      fc.property(fc.oneof(percentTooBig, negative), (p) => {
        expect(contributionPercentErrors(p)).toEqual(['The percent must be from 0 to 100.']);
      }),
    );
  });

  test('a percent that is not a number says how to write it', () => {
    fc.assert(
      fc.property(junk, (p) => {
        expect(contributionPercentErrors(p)).toEqual(['Enter the percent as a number from 0 to 100, e.g. 6 or 6.5.']);
      }),
    );
  });

  test('an amount of whole dollars or dollars and cents is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.boolean(), (cents, withCents) => {
        const text = withCents ? (cents / 100).toFixed(2) : String(Math.floor(cents / 100));
        expect(contributionAmountErrors(text)).toEqual([]);
      }),
    );
    expect(contributionAmountErrors('23,500.5')).toEqual([]);
  });

  test('a negative amount, more than two decimals, or no number each get their own message', () => {
    fc.assert(
      fc.property(negative, (a) => {
        expect(contributionAmountErrors(a)).toEqual(['The amount cannot be negative.']);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), (whole, last) => {
        expect(contributionAmountErrors(`${whole}.12${last}`)).toEqual(['The amount can have at most two decimals (cents).']);
      }),
    );
    fc.assert(
      fc.property(junk, (a) => {
        expect(contributionAmountErrors(a)).toEqual(['Enter the amount in dollars, e.g. 6500 or 6500.50.']);
      }),
    );
    expect(contributionAmountErrors('1.999')).toEqual(['The amount can have at most two decimals (cents).']);
  });

  test('only an enabled type is checked', () => {
    expect(contributionTypeErrors({ enabled: false, percent: '150', amount: '-1' })).toEqual({ percent: [], amount: [] });
    expect(contributionTypeErrors({ enabled: true, percent: '150', amount: '-1' })).toEqual({
      percent: ['The percent must be from 0 to 100.'],
      amount: ['The amount cannot be negative.'],
    });
  });

  test('the entity refuses a percent above 100 and an amount with more than two decimals', () => {
    expect(validateSync(new ContributionType('Roll Overs', true, 100, 0.5))).toEqual([]);
    const props = (t: ContributionType): string[] => validateSync(t).map((e) => e.property);
    expect(props(new ContributionType('Roll Overs', true, 150, 1))).toEqual(['percent']);
    expect(props(new ContributionType('Roll Overs', true, 10, 1.234))).toEqual(['amount']);
  });
});
