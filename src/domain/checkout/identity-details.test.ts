import { describe, expect, test } from 'vitest';
import { validateIdentityDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T00:00:00.000Z') };
const valid = { id_type: 'drivers_license', id_number: 'D1234567', id_state: 'TX', id_expiry_date: '2030-06-30' };

describe('IdentityDetails rules', () => {
  test('complete details have no errors', () => {
    expect(validateIdentityDetails(valid, ctx)).toEqual({});
  });

  test.each([
    ['id_type', '', 'ID Type is required'],
    ['id_state', '', 'State Issued name is required'],
    ['id_number', ' ', 'ID Number is required'],
    ['id_expiry_date', '', 'Expiration date is required'],
    ['id_expiry_date', '2026-11-21', 'Expiration date can not be in the past'],
    ['id_expiry_date', '2126-11-23', 'Invalid date'],
    ['id_expiry_date', '30/06/2030', 'Invalid date'],
  ])('%s = %j gives only %s', (field, value, message) => {
    expect(validateIdentityDetails({ ...valid, [field]: value }, ctx)).toEqual({ [field]: [message] });
  });

  test('an ID expiring today or in exactly 100 years is accepted', () => {
    expect(validateIdentityDetails({ ...valid, id_expiry_date: '2026-11-22' }, ctx)).toEqual({});
    expect(validateIdentityDetails({ ...valid, id_expiry_date: '2126-11-22' }, ctx)).toEqual({});
  });
});
