import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { checkoutSetup, type CheckoutSetup, ownerAt } from '@/ui/checkout/checkout-test-kit';
import { IdentityDetailsForm } from '@/ui/checkout/identity-details-form';
import { KEPT_NUMBER_HINT, KeptNumberField } from '@/ui/kit/kept-number-field';
import { StepForm } from '@/ui/kit/step-form';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

const fullIdIn = (s: CheckoutSetup): boolean =>
  JSON.stringify(Object.values(s.vm.forms).map((f) => f?.values)).includes('X1234567');

describe('CheckoutViewModel: the ID number is shown masked and a saved one is kept (decision 0200)', () => {
  test('after the save the form holds only the masked ID number the server answered; the server keeps it in full', async () => {
    const s = await ownerAt('employerDetails');
    expect(s.vm.forms.identityDetails!.values.id_number).toBe('••••4567');
    expect(fullIdIn(s)).toBe(false);
    expect(s.checkout.stored.identityDetails.id_number).toBe('X1234567');
  });

  test('a re-save of the unchanged step from review sends the mask and keeps the stored number', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('identityDetails');
    s.vm.currentForm!.set('id_state', 'CA');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    expect(s.checkout.saves('identityDetails').at(-1)).toMatchObject({ id_number: '••••4567', id_state: 'CA' });
    expect(s.checkout.stored.identityDetails.id_number).toBe('X1234567');
    const shown = s.vm.reviewSections.flatMap((section) => section.rows);
    expect(JSON.stringify(shown)).not.toContain('X1234567');
  });

  test('another browser gets only the mask and can continue without retyping', async () => {
    const first = await ownerAt('employerDetails');
    first.checkout.progress = { currentStep: 'identityDetails', variant: 'planOwner' };
    const other = checkoutSetup({ checkout: first.checkout, storage: new MemoryKeyValueStorage() });
    await other.vm.activate();
    expect(other.vm.currentForm!.values.id_number).toBe('••••4567');
    expect(fullIdIn(other)).toBe(false);
    await other.vm.forward();
    expect(other.vm.currentKey).toBe('employerDetails');
    expect(other.checkout.stored.identityDetails.id_number).toBe('X1234567');
  });
});

describe('KeptNumberField', () => {
  test('a saved number shows as its mask with the hint and a Change button; no input holds it', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('identityDetails');
    await view.render(<IdentityDetailsForm form={s.vm.currentForm!} />);
    expect(view.host.querySelector('[data-testid="id_number-masked"]')?.textContent).toBe('••••4567');
    expect(view.host.textContent).toContain(KEPT_NUMBER_HINT);
    expect([...view.host.querySelectorAll('input')].some((i) => i.value.includes('4567'))).toBe(false);
    const change = view.host.querySelector('button[aria-label="Change ID number"]') as HTMLButtonElement;
    expect(change.textContent).toBe('Change');
  });

  test('Change empties the field and puts the focus in the new, empty input', async () => {
    const form = new StepForm(() => ({}), { id_number: '••••4567' }, undefined, { id_number: 'ID number' });
    await view.render(<KeptNumberField form={form} name="id_number" required />);
    const change = view.host.querySelector('button[aria-label="Change ID number"]') as HTMLButtonElement;
    await act(async () => change.click());
    const input = view.host.querySelector('input') as HTMLInputElement;
    expect(input).not.toBeNull();
    expect(input.value).toBe('');
    await vi.waitFor(() => expect(document.activeElement).toBe(input), { timeout: 5_000 });
    expect(form.values.id_number).toBe('');
    expect(view.host.querySelector('[data-testid="id_number-masked"]')).toBeNull();
  });
});
