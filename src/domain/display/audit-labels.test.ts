import { describe, expect, test } from 'vitest';
import { actionLabel, objectTypeLabel } from './index';

describe('audit actions in words (decision 0297)', () => {
  test('admin mode, support and product actions read as words, never as codes', () => {
    expect(actionLabel('enter_admin_mode')).toBe('Entered admin mode');
    expect(actionLabel('leave_admin_mode')).toBe('Left admin mode');
    expect(actionLabel('view')).toBe('Viewed in admin mode');
    expect(actionLabel('save-draft')).toBe('Saved a draft');
    expect(actionLabel('sign_letter')).toBe('Signed the letter of acceptance');
    expect(actionLabel('reset_factors')).toBe('Reset the second factors');
    expect(actionLabel('reverse_repayment')).toBe('Reversed a repayment recorded by mistake');
  });

  test('a write only the safety net recorded says what kind of write and where; unknown codes get spaces', () => {
    expect(actionLabel('POST /loans/:id/sign')).toBe('Submitted (POST /loans/:id/sign)');
    expect(actionLabel('DELETE /folders/:id')).toBe('Deleted (DELETE /folders/:id)');
    expect(actionLabel('approve_request')).toBe('Approve request');
    expect(actionLabel('mark-paid')).toBe('Mark paid');
    expect(objectTypeLabel('checkout-step')).toBe('checkout step');
    expect(objectTypeLabel('bank_application')).toBe('bank application');
  });
});
