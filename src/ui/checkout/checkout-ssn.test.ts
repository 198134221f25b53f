import { describe, expect, test } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { checkoutSetup, type CheckoutSetup, ownerAt } from '@/ui/checkout/checkout-test-kit';

const fullSsnIn = (s: CheckoutSetup): boolean =>
  JSON.stringify(Object.values(s.vm.forms).map((f) => f?.values)).includes('123-45-6780');

describe('CheckoutViewModel: the SSN is shown masked and a saved one is kept (decision 0080)', () => {
  test('after the save the form holds only the masked SSN the server answered', async () => {
    const s = await ownerAt('identityDetails');
    expect(s.vm.ssnSaved).toBe(true);
    expect(s.vm.forms.personalDetails!.values.ssn_number).toBe('***-**-6780');
    expect(fullSsnIn(s)).toBe(false);
    expect(s.checkout.stored.personalDetails.ssn_number).toBe('123-45-6780');
  });

  test('a re-save of the unchanged step sends the mask and keeps the stored SSN', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('personalDetails');
    expect(s.vm.currentForm!.messagesOf('ssn_number')).toEqual([]);
    s.vm.currentForm!.set('occupation', 'Mathematician');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    expect(s.checkout.saves('personalDetails').at(-1)).toMatchObject({ ssn_number: '***-**-6780', occupation: 'Mathematician' });
    expect(s.checkout.stored.personalDetails.ssn_number).toBe('123-45-6780');
  });

  test('another browser gets only the mask, shows it as saved and can continue without retyping', async () => {
    const first = await ownerAt('identityDetails');
    first.checkout.progress = { currentStep: 'personalDetails', variant: 'planOwner' };
    const other = checkoutSetup({ checkout: first.checkout, storage: new MemoryKeyValueStorage() });
    await other.vm.activate();
    expect(other.vm.ssnSaved).toBe(true);
    expect(other.vm.currentForm!.values.ssn_number).toBe('***-**-6780');
    expect(fullSsnIn(other)).toBe(false);
    await other.vm.forward();
    expect(other.vm.currentKey).toBe('identityDetails');
    expect(other.checkout.stored.personalDetails.ssn_number).toBe('123-45-6780');
  });

  test('Change SSN: the mask itself and an invalid number are refused; a valid new one replaces the stored SSN', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('personalDetails');
    s.vm.changeSsn();
    expect(s.vm.ssnSaved).toBe(false);
    for (const typed of ['***-**-6780', '666-12-3456']) {
      s.vm.currentForm!.set('ssn_number', typed);
      await s.vm.forward();
      expect(s.vm.currentKey).toBe('personalDetails');
      expect(s.vm.currentForm!.messagesOf('ssn_number')).toEqual(['Should be valid SSN']);
    }
    s.vm.currentForm!.set('ssn_number', '219-45-6781');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    expect(s.checkout.stored.personalDetails.ssn_number).toBe('219-45-6781');
    expect(s.vm.forms.personalDetails!.values.ssn_number).toBe('***-**-6781');
    expect(s.vm.ssnSaved).toBe(true);
  });

  test('Back to review after Change SSN gives the change up and keeps the saved SSN', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('personalDetails');
    s.vm.changeSsn();
    await s.vm.back();
    expect(s.vm.currentKey).toBe('review');
    expect(s.vm.ssnSaved).toBe(true);
    expect(s.vm.forms.personalDetails!.values.ssn_number).toBe('***-**-6780');
    expect(s.vm.forms.personalDetails!.isValid).toBe(true);
  });
});
