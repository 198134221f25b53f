import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { actionLabel, auditEntryText, objectTypeLabel } from './index';

describe('audit actions in words (decision 0297)', () => {
  test('admin mode, support and product actions read as words, never as codes', () => {
    expect(actionLabel('enter_admin_mode')).toBe('Entered admin mode');
    expect(actionLabel('leave_admin_mode')).toBe('Left admin mode');
    expect(actionLabel('view')).toBe('Viewed in admin mode');
    expect(actionLabel('save-draft')).toBe('Saved a draft');
    expect(actionLabel('sign_letter')).toBe('Signed the letter of acceptance');
    expect(actionLabel('reset_factors')).toBe('Reset the second factors');
    expect(actionLabel('reverse_repayment')).toBe('Reversed a repayment recorded by mistake');
    expect(actionLabel('adopt_termination')).toBe('Adopted the resolution to terminate the plan');
    expect(actionLabel('offset_termination')).toBe("Offset the loan on the plan's termination");
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

describe('audit entries as sentences (issue 28)', () => {
  test('what happened to which object, in words', () => {
    expect(auditEntryText('status:approved', 'distribution', 'd-1')).toBe('Distribution approved');
    expect(auditEntryText('status:paid', 'distribution', 'd-1')).toBe('Distribution paid');
    expect(auditEntryText('status:received', 'rollover', 'r-1')).toBe('Rollover received');
    expect(auditEntryText('adopt_termination', 'plan_termination', 'u-1')).toBe("Plan's termination resolution adopted");
    expect(auditEntryText('offset_termination', 'loan', 'l-1')).toBe("Loan offset on the plan's termination");
    expect(auditEntryText('repay', 'loan', 'l-1')).toBe('Loan repayment recorded');
    expect(auditEntryText('reverse_repayment', 'loan', 'l-1')).toBe('Loan repayment reversed (recorded by mistake)');
    expect(auditEntryText('spouse_consent', 'beneficiary_designation', 'b-1')).toBe(
      'Beneficiary designation spouse consent recorded',
    );
    expect(auditEntryText('save-draft', 'checkout-step', 'planDetails')).toBe('Checkout step saved as a draft');
    expect(auditEntryText('enter_admin_mode', 'user', 'u-1')).toBe('Entered admin mode');
    expect(auditEntryText('reset_factors', 'user', 'u-1')).toBe('Reset the second factors');
    expect(auditEntryText('view', 'page', '/checkout')).toBe('Viewed /checkout in admin mode');
    expect(auditEntryText('upload-proof_of_address', 'bank-application', 'u-1')).toBe(
      'Bank document uploaded (proof of address)',
    );
    expect(auditEntryText('verify-deposits-wrong', 'bank-application', 'u-1')).toBe('Micro-deposits checked: wrong');
    expect(auditEntryText('connect-account', 'bank-application', 'u-1')).toBe('Primary bank account connected');
    expect(auditEntryText('POST /solo401k/profile/phone', 'route', '/solo401k/profile/phone')).toBe('Submitted: profile phone');
    expect(auditEntryText('DELETE /solo401k/passkeys/:id', 'route', 'pk-1')).toBe('Deleted: passkeys');
  });

  const ACTIONS = ['create', 'edit', 'remove', 'rename', 'move', 'upload', 'save', 'request', 'sign', 'withdraw', 'pay', 'send'];
  const OBJECTS = [
    'asset',
    'asset_transaction',
    'document',
    'folder',
    'contribution',
    'loan',
    'distribution',
    'invoice',
    'invitation',
  ];

  test('never a code, an underscore or the object id, whatever the id (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIONS, 'status:in_review', 'status:approved'),
        fc.constantFrom(...OBJECTS),
        fc.stringMatching(/^[a-z]{2}[0-9][a-z0-9-]{3,33}$/),
        (action, objectType, id) => {
          const text = auditEntryText(action, objectType, id);
          expect(text).not.toContain(id);
          expect(text).not.toMatch(/[_:/]/);
          expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
        },
      ),
    );
  });
});
