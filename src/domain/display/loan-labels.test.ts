import { describe, expect, test } from 'vitest';
import { codedLabel, isCodedField } from '@/domain/display/coded-labels';
import { MAX_TERM_MONTHS, MONTHS_PER_PAYMENT } from '@/domain/loans';

describe('loan labels (no raw codes on the loans page, its tile or the note)', () => {
  test('every purpose and frequency the domain knows has words', () => {
    for (const field of ['loan_purpose', 'payment_frequency', 'loan_status']) expect(isCodedField(field)).toBe(true);
    for (const purpose of Object.keys(MAX_TERM_MONTHS)) expect(codedLabel('loan_purpose', purpose)).not.toBe(purpose);
    for (const frequency of Object.keys(MONTHS_PER_PAYMENT))
      expect(codedLabel('payment_frequency', frequency)).not.toBe(frequency);
  });

  test('the words', () => {
    expect(codedLabel('loan_purpose', 'general')).toBe('General purpose');
    expect(codedLabel('loan_purpose', 'principal_residence')).toBe('Buying my principal residence');
    expect(codedLabel('payment_frequency', 'quarterly')).toBe('Quarterly');
    expect(codedLabel('loan_status', 'pending_signature')).toBe('Waiting for your signature');
    expect(codedLabel('loan_status', 'deemed_distribution')).toBe('Deemed distribution');
  });
});
