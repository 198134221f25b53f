import { describe, expect, test } from 'vitest';
import { validateEmployerDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T08:30:00Z') };
const valid = {
  employer_name: 'Lovelace Analytics LLC',
  address01: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  employer_ein: '12-3456789',
  entity_type: 'LLC',
  employer_incorp_date: '2015-03-01',
  employer_incorporation_state: 'DE',
  employer_fiscal_year_end: 'calendarYear',
  employer_naics_code: '541511',
};

describe('EmployerDetails rules', () => {
  test('complete details have no errors', () => {
    expect(validateEmployerDetails(valid, ctx)).toEqual({});
  });

  test.each([
    ['employer_name', '', 'Employer Name is required'],
    ['address01', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['postal_code', '', 'Postal Code is required'],
    ['state', '', 'State is required'],
    ['employer_ein', '123456789', 'Should be valid EIN'],
    ['employer_email', 'office@', 'Please type valid email address'],
    ['employer_phone', '512 555 0100', 'Please type valid phone number'],
    ['entity_type', '', 'Entity type is required'],
    ['employer_incorporation_state', '', 'Incorporation State is required'],
    ['employer_incorp_date', '', 'Incorporation date is required'],
    ['employer_incorp_date', '2026-11-23', 'Must be in the past'],
    ['employer_incorp_date', '1926-11-21', 'Invalid date'],
    ['employer_fiscal_year_end', '', 'Tax year end date is required'],
    ['employer_naics_code', '', 'Industry code is required'],
  ])('%s = %j gives only %s', (field, value, message) => {
    expect(validateEmployerDetails({ ...valid, [field]: value }, ctx)).toEqual({ [field]: [message] });
  });

  test('incorporated today or exactly 100 years ago is accepted; optional contact fields may stay empty', () => {
    expect(
      validateEmployerDetails({ ...valid, employer_incorp_date: '2026-11-22', employer_email: '', employer_phone: '' }, ctx),
    ).toEqual({});
    expect(
      validateEmployerDetails({ ...valid, employer_incorp_date: '1926-11-22', employer_email: 'office@example.com' }, ctx),
    ).toEqual({});
  });

  test('the fiscal-year-end date is required only when the fiscal year end is fiscalBased', () => {
    expect(validateEmployerDetails({ ...valid, employer_fiscal_year_end: 'fiscalBased' }, ctx)).toEqual({
      employer_fiscal_year_end_date: ['Employer Fiscal Year End Date is required'],
    });
    expect(
      validateEmployerDetails(
        { ...valid, employer_fiscal_year_end: 'fiscalBased', employer_fiscal_year_end_date: '2026-06-30' },
        ctx,
      ),
    ).toEqual({});
    expect(validateEmployerDetails({ ...valid, employer_fiscal_year_end: 'FiscalBased' }, ctx)).toEqual({});
  });

  test('mailing fields are required when the mailing flag is set', () => {
    expect(validateEmployerDetails({ ...valid, different_mailing_address: true, mailing_address01: 'PO Box 9' }, ctx)).toEqual({
      mailing_city: ['Mailing City is required'],
      mailing_postal_code: ['Mailing Postal Code is required'],
      mailing_state: ['Mailing State is required'],
    });
  });
});
