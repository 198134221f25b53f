import { describe, expect, test } from 'vitest';
import { validateBankDetails } from '@/domain/validation';

const now = new Date('2026-11-22T12:00:00Z');
const shared = {
  bank_account_monthly_activity_domestic: '0-10',
  bank_account_monthly_activity_international: '0',
  bank_assets_type: 'cash',
  bank_income: '50000-100000',
  bank_source_of_funds: 'rollover',
  bank_terms_agree: true,
};
const onboarding = { ...shared, bank_account_monthly_wire_activity: '0-5', bank_account_monthly_ach_activity: '0-5' };
const checkout = {
  ...shared,
  bank_account_monthly_wire_activity_international: '0',
  bank_account_monthly_ach_activity_international: '0',
};

describe('BankDetails rules', () => {
  test('complete details of each variant have no errors; onboarding is the default', () => {
    expect(validateBankDetails(onboarding, { now })).toEqual({});
    expect(validateBankDetails(onboarding, { now, variant: 'onboarding' })).toEqual({});
    expect(validateBankDetails(checkout, { now, variant: 'checkout' })).toEqual({});
  });

  test.each([
    ['bank_account_monthly_activity_domestic', 'Account Monthly Domestic Activity is required'],
    ['bank_account_monthly_activity_international', 'Account Monthly International Activity is required'],
    ['bank_account_monthly_wire_activity', 'Account Monthly Wire Activity is required'],
    ['bank_account_monthly_ach_activity', 'Account Monthly ACH Activity is required'],
    ['bank_assets_type', 'Assets Type is required'],
    ['bank_income', 'Income is required'],
    ['bank_source_of_funds', 'Source of Funds is required'],
  ])('onboarding: empty %s gives only %s', (field, message) => {
    expect(validateBankDetails({ ...onboarding, [field]: '' }, { now })).toEqual({ [field]: [message] });
  });

  test.each([
    ['bank_account_monthly_wire_activity_international', 'Account Monthly International Wire Activity is required'],
    ['bank_account_monthly_ach_activity_international', 'Account Monthly International ACH Activity is required'],
  ])('checkout: empty %s gives only %s', (field, message) => {
    expect(validateBankDetails({ ...checkout, [field]: '' }, { now, variant: 'checkout' })).toEqual({ [field]: [message] });
  });

  test('each variant asks for its own wire and ACH fields', () => {
    expect(Object.keys(validateBankDetails(checkout, { now }))).toEqual([
      'bank_account_monthly_wire_activity',
      'bank_account_monthly_ach_activity',
    ]);
    expect(Object.keys(validateBankDetails(onboarding, { now, variant: 'checkout' }))).toEqual([
      'bank_account_monthly_wire_activity_international',
      'bank_account_monthly_ach_activity_international',
    ]);
  });

  test('the terms must be accepted', () => {
    for (const value of [false, undefined, 'yes', 1]) {
      expect(validateBankDetails({ ...onboarding, bank_terms_agree: value }, { now })).toEqual({
        bank_terms_agree: ['The terms and conditions must be accepted.'],
      });
    }
    expect(validateBankDetails({ ...onboarding, bank_terms_agree: 'true' }, { now })).toEqual({});
  });

  test('"other" assets type and source of funds ask for the other text', () => {
    expect(validateBankDetails({ ...onboarding, bank_assets_type: 'Other', bank_source_of_funds: 'other' }, { now })).toEqual({
      bank_assets_type_other: ['Other Assets Type is required'],
      bank_source_of_funds_other: ['Other Source of Funds is required'],
    });
    expect(validateBankDetails({ ...onboarding, bank_assets_type: 'other', bank_assets_type_other: 'art' }, { now })).toEqual({});
  });
});
