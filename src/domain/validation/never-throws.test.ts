import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CheckoutBankDetails, OnboardingBankDetails } from '@/domain/checkout/bank-details';
import { EmployerDetails } from '@/domain/checkout/employer-details';
import { IdentityDetails } from '@/domain/checkout/identity-details';
import { PersonalDetails } from '@/domain/checkout/personal-details';
import { PlanDetails } from '@/domain/checkout/plan-details';
import { SignerDetails } from '@/domain/checkout/signer-details';
import {
  isValidEin,
  isValidPhone,
  isValidSsn,
  validateBankDetails,
  validateEmployerDetails,
  validateIdentityDetails,
  validatePersonalDetails,
  validatePlanDetails,
  validateSearch,
  validateSignerDetails,
  type FieldErrors,
  type RuleContext,
} from '@/domain/validation';
import { declaredFields } from '@/domain/validation/validate-entity';

const validators = [
  validatePersonalDetails,
  validateIdentityDetails,
  validateEmployerDetails,
  validatePlanDetails,
  validateSignerDetails,
  validateBankDetails,
];
const fieldNames = [
  PersonalDetails,
  IdentityDetails,
  EmployerDetails,
  PlanDetails,
  SignerDetails,
  OnboardingBankDetails,
  CheckoutBankDetails,
].flatMap(declaredFields);
const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Objects whose keys are the real field names and hostile ones, with any values at all. */
const formLike = fc.dictionary(
  fc.constantFrom(...fieldNames, ...hostileKeys),
  fc.anything({
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withBoxedValues: true,
  }),
);
const anyInput = fc.oneof(formLike, fc.anything({ withNullPrototype: true, withBigInt: true, withBoxedValues: true }));
const contextRecord = fc.record(
  {
    now: fc.oneof(fc.date(), fc.constant(new Date(Number.NaN)), fc.anything()),
    spouseRule: fc.oneof(fc.constantFrom('anyFilled', 'married'), fc.anything()),
    variant: fc.oneof(fc.constantFrom('onboarding', 'checkout'), fc.anything()),
  },
  { requiredKeys: [] },
);
const anyContext = fc.oneof(contextRecord, fc.anything());

/** Whether the result has the FieldErrors shape: every value a non-empty list of strings. */
const isFieldErrors = (errors: FieldErrors): boolean =>
  Object.values(errors).every(
    (messages) => Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string'),
  );

describe('the validation API never throws', () => {
  test('on any values and any context, every form validator returns field errors', () => {
    fc.assert(
      fc.property(fc.constantFrom(...validators), anyInput, anyContext, (validate, values, ctx) => {
        const errors = validate(values as Record<string, unknown>, ctx as RuleContext);
        expect(isFieldErrors(errors)).toBe(true);
      }),
    );
  });

  test('string checks take any value', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        const text = value as string;
        expect(
          typeof isValidSsn(text) === 'boolean' &&
            typeof isValidEin(text) === 'boolean' &&
            typeof isValidPhone(text) === 'boolean',
        ).toBe(true);
        expect(['string', 'undefined']).toContain(typeof validateSearch(text));
      }),
    );
  });

  test('prototype-pollution keys neither pollute nor break', () => {
    const polluted = JSON.parse(
      '{"__proto__": {"first_name": "Ada", "polluted": true}, "constructor": {"name": "x"}, "first_name": ""}',
    ) as Record<string, unknown>;
    expect(validatePersonalDetails(polluted, { now: new Date('2026-11-22T12:00:00Z') }).first_name).toEqual([
      'First name is required',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('getters are not called and huge strings are handled', () => {
    const trap = Object.defineProperty({}, 'first_name', {
      enumerable: true,
      get: () => {
        throw new Error('getter called');
      },
    });
    expect(validatePersonalDetails(trap, { now: new Date('2026-11-22T12:00:00Z') }).first_name).toEqual([
      'First name is required',
    ]);
    const huge = `${'1'.repeat(1_000_000)}x`;
    const errors = validatePersonalDetails(
      { ssn_number: huge, phone: huge, email: huge, DOB: huge, first_name: huge },
      { now: new Date('2026-11-22T12:00:00Z') },
    );
    expect([errors.ssn_number, errors.phone, errors.email, errors.DOB, errors.first_name]).toEqual([
      ['Should be valid SSN'],
      ['Please type valid phone number'],
      ['Please type valid email address'],
      ['Invalid date'],
      undefined,
    ]);
    expect(validateSearch(`${' '.repeat(1_000_000)}a`)).toBe('Search value must contain at least 2 non-whitespace characters');
  });
});
