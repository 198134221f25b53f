import { describe, expect, test } from 'vitest';
import { validateSignerDetails } from '@/domain/validation';

const ctx = { now: new Date('2026-11-22T12:00:00Z') };
const valid = {
  participant_signer_first_name: 'Grace',
  participant_signer_last_name: 'Hopper',
  participant_signer_title: 'Participant',
  participant_signature: 'data:image/png;base64,iVBORw0KGgo=',
  participant_sign_date: '2026-11-23',
};

describe('SignerDetails rules (the plan signer rules on participant_* fields)', () => {
  test('complete details have no errors; signing tomorrow is allowed', () => {
    expect(validateSignerDetails(valid, ctx)).toEqual({});
  });

  test.each([
    ['participant_signer_first_name', '', 'Signer First Name is required'],
    ['participant_signer_last_name', '', 'Signer Last Name is required'],
    ['participant_signer_title', '', 'Signer Title is required'],
    ['participant_signature', '', 'Signature is required'],
    ['participant_signature', 'data:image/gif;base64,R0lGODlh', 'Signature must be png'],
    ['participant_sign_date', '', 'Signed on Date is required'],
    ['participant_sign_date', '2026-11-24', 'Signed on Date can not be later than tomorrow'],
    ['participant_sign_date', '1926-11-21', 'Invalid date'],
  ])('%s = %j gives only %s', (field, value, message) => {
    expect(validateSignerDetails({ ...valid, [field]: value }, ctx)).toEqual({ [field]: [message] });
  });

  test('a chosen saved signature replaces the drawn one', () => {
    expect(validateSignerDetails({ ...valid, participant_signature: undefined, isSelectedSignature: true }, ctx)).toEqual({});
  });
});
