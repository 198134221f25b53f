import { describe, expect, test } from 'vitest';
import { isMaskedSsn, maskedStepValues, maskSsn, valuesToStore } from './ssn-mask';

describe('SSN masking (decision 0080)', () => {
  test('the masked form keeps only the last four digits', () => {
    expect(maskSsn('123-45-6780')).toBe('***-**-6780');
    expect(maskSsn('123456780')).toBe('***-**-6780');
    expect(maskSsn('12')).toBe('***-**-****');
    expect(maskSsn(undefined)).toBe('***-**-****');
    expect(isMaskedSsn('***-**-6780')).toBe(true);
    expect(isMaskedSsn('***-**-****')).toBe(true);
    expect(isMaskedSsn('123-45-6780')).toBe(false);
  });

  test('answered values mask ssn_number and ssn and add ssn_last4; values without an SSN are unchanged', () => {
    expect(maskedStepValues({ first_name: 'Ada', ssn_number: '123-45-6780', ssn: '123-45-6780' })).toEqual({
      first_name: 'Ada',
      ssn_number: '***-**-6780',
      ssn: '***-**-6780',
      ssn_last4: '6780',
    });
    expect(maskedStepValues({ ssn_number: '12' })).toEqual({ ssn_number: '***-**-****' });
    const plain = { first_name: 'Ada' };
    expect(maskedStepValues(plain)).toBe(plain);
  });

  test('an unchanged masked value keeps the stored SSN; a mask that does not match never becomes the SSN', () => {
    const stored = { ssn_number: '123-45-6780' };
    expect(valuesToStore({ ssn_number: '***-**-6780', ssn_last4: '6780' }, stored, false)).toEqual({
      ssn_number: '123-45-6780',
      ssn: '***-**-6780',
    });
    expect(valuesToStore({ ssn_number: '***-**-1111' }, stored, false).ssn_number).toBe('***-**-1111');
    expect(valuesToStore({ ssn_number: '***-**-6780' }, undefined, false).ssn_number).toBe('***-**-6780');
    expect(valuesToStore({ ssn_number: '***-**-6780' }, { ssn_number: '***-**-6780' }, false).ssn_number).toBe('***-**-6780');
    expect(valuesToStore({ ssn_number: '***-**-1111' }, stored, true)).not.toHaveProperty('ssn_number');
  });

  test('a newly typed SSN is stored as typed, with ssn recomputed as its masked twin (never the full number)', () => {
    expect(valuesToStore({ ssn_number: '219-45-6781', ssn: '219-45-6781' }, { ssn_number: '123-45-6780' }, false)).toEqual({
      ssn_number: '219-45-6781',
      ssn: '***-**-6781',
    });
    const none = { first_name: 'Ada' };
    expect(valuesToStore(none, undefined, false)).toBe(none);
  });
});
