import { validateSync } from 'class-validator';
import { describe, expect, test } from 'vitest';
import { ContributionType, defaultContributionTypes } from '@/domain/checkout/contribution-type';

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
