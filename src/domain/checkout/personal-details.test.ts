import { describe, expect, test } from 'vitest';
import { validatePersonalDetails, type RuleContext } from '@/domain/validation';

const ctx: RuleContext = { now: new Date('2026-11-22T23:59:59.999Z') };
const valid = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  DOB: '1980-12-10',
  gender: 'female',
  address01: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  email: 'ada@example.com',
  phone: '512-555-0100',
  ssn_number: '123-45-6780',
  occupation: 'Engineer',
};
const errorsWith = (changes: Record<string, unknown>, context: RuleContext = ctx): ReturnType<typeof validatePersonalDetails> =>
  validatePersonalDetails({ ...valid, ...changes }, context);

describe('PersonalDetails rules', () => {
  test('complete details have no errors', () => {
    expect(validatePersonalDetails(valid, ctx)).toEqual({});
  });

  test.each([
    ['first_name', '', 'First name is required'],
    ['last_name', '   ', 'Last name is required'],
    ['DOB', '', 'Date of birth is required'],
    ['DOB', '2026-11-23', 'Date Must be in the past'],
    ['DOB', '1899-12-31', 'Invalid date'],
    ['DOB', '1980-02-30', 'Invalid date'],
    ['address01', '', 'Address is required'],
    ['city', undefined, 'City is required'],
    ['postal_code', '', 'Postal Code is required'],
    ['state', null, 'State is required'],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Please type valid email address'],
    ['phone', '', 'Phone is required'],
    ['phone', '5125550100', 'Please type valid phone number'],
    ['occupation', '', 'Occupation is required'],
    ['gender', '', 'Gender is required'],
    ['ssn_number', '', 'Should be valid SSN'],
    ['ssn_number', '078-05-1120', 'Should be valid SSN'],
  ])('%s = %j gives only %s', (field, value, message) => {
    expect(errorsWith({ [field]: value })).toEqual({ [field]: [message] });
  });

  test('DOB today and on 1900-01-01 is accepted', () => {
    expect(errorsWith({ DOB: '2026-11-22' })).toEqual({});
    expect(errorsWith({ DOB: '1900-01-01' })).toEqual({});
  });

  test('mailing fields are required when the mailing flag is set, and only then', () => {
    expect(errorsWith({ different_mailing_address: true })).toEqual({
      mailing_address01: ['Mailing Street is required'],
      mailing_city: ['Mailing City is required'],
      mailing_postal_code: ['Mailing Postal Code is required'],
      mailing_state: ['Mailing State is required'],
    });
    expect(
      errorsWith({
        different_mailing_address: 'true',
        mailing_address01: 'PO Box 1',
        mailing_city: 'Austin',
        mailing_state: 'TX',
      }),
    ).toEqual({
      mailing_postal_code: ['Mailing Postal Code is required'],
    });
    expect(errorsWith({ different_mailing_address: false })).toEqual({});
  });

  test("'anyFilled' (default): one spouse field filled makes all three required", () => {
    expect(errorsWith({ spouse_first_name: 'Bob' })).toEqual({
      spouse_last_name: ["Spouse's Last Name is required"],
      spouse_email: ["Spouse's email is required"],
    });
    expect(errorsWith({ spouse_email: 'bob@example.com' })).toEqual({
      spouse_first_name: ["Spouse's First Name is required"],
      spouse_last_name: ["Spouse's Last Name is required"],
    });
    expect(errorsWith({ married: true })).toEqual({});
    expect(errorsWith({ spouse_first_name: 'Bob', spouse_last_name: 'B', spouse_email: 'bob@' })).toEqual({
      spouse_email: ['Please type valid email address'],
    });
  });

  test("'married': the spouse fields are required when married is set", () => {
    const married: RuleContext = { ...ctx, spouseRule: 'married' };
    expect(errorsWith({ married: true }, married)).toEqual({
      spouse_first_name: ["Spouse's First Name is required"],
      spouse_last_name: ["Spouse's Last Name is required"],
      spouse_email: ["Spouse's email is required"],
    });
    expect(errorsWith({ married: false, spouse_first_name: 'Bob' }, married)).toEqual({});
    expect(
      errorsWith({ married: true, spouse_first_name: 'Bob', spouse_last_name: 'B', spouse_email: 'bob@example.com' }, married),
    ).toEqual({});
  });

  test('an empty form shows one required message per required field', () => {
    const errors = validatePersonalDetails({}, ctx);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'DOB',
        'address01',
        'city',
        'email',
        'first_name',
        'gender',
        'last_name',
        'occupation',
        'phone',
        'postal_code',
        'ssn_number',
        'state',
      ].sort(),
    );
    expect(Object.values(errors).every((messages) => messages?.length === 1)).toBe(true);
  });
});
