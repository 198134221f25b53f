import { describe, expect, test, vi } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { invoiceRecordFixture } from '@/domain/checkout/checkout-record-fixtures';
import { ApiError } from '@/ports/api-client';
import type { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { checkoutSetup, fill, ownerAt } from '@/ui/checkout/checkout-test-kit';

describe('CheckoutViewModel: no lost work (drafts and resume)', () => {
  test('typing keeps a draft per user and step, without the SSN; a reload returns to the same step with every field', async () => {
    const storage = new MemoryKeyValueStorage();
    const first = await ownerAt('employerDetails', checkoutSetup({ storage }));
    fill(first.vm, { employer_name: 'Half Typed Inc', city: 'Peoria' });
    expect([...storage.keys()].some((k) => k.includes('user-1') && k.endsWith('employerDetails'))).toBe(true);
    expect(JSON.stringify([...storage.keys()].map((k) => storage.get(k)))).not.toContain('123-45-6780');

    const reloaded = checkoutSetup({ storage, checkout: first.checkout });
    await reloaded.vm.activate();
    expect(reloaded.vm.phase).toBe('steps');
    expect(reloaded.vm.currentKey).toBe('employerDetails');
    expect(reloaded.vm.currentForm!.values).toMatchObject({ employer_name: 'Half Typed Inc', city: 'Peoria' });
  });

  test('an SSN typed but not saved is not kept; a saved one shows masked only', async () => {
    const storage = new MemoryKeyValueStorage();
    const s = checkoutSetup({ storage });
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, { first_name: 'Ada', ssn_number: '123-45-6780' });
    const reloaded = checkoutSetup({ storage, checkout: s.checkout });
    await reloaded.vm.activate();
    expect(reloaded.vm.currentForm!.values.first_name).toBe('Ada');
    expect(reloaded.vm.currentForm!.values.ssn_number).toBeUndefined();
    expect(reloaded.vm.ssnSaved).toBe(false);
  });

  test('another browser resumes at the last saved step with the saved values', async () => {
    const s = await ownerAt('planDetails');
    const other = checkoutSetup({ checkout: s.checkout, storage: new MemoryKeyValueStorage() });
    await other.vm.activate();
    expect(other.vm.role).toBe('planOwner');
    expect(other.vm.currentKey).toBe('planDetails');
    expect(other.vm.forms.employerDetails!.values.employer_name).toBe('Analytical Engines LLC');
    expect(other.vm.ssnSaved).toBe(true);
    other.vm.changeSsn();
    expect(other.vm.forms.personalDetails!.values.ssn_number).toBe('');
  });

  test('a draft older than the server copy does not override it', async () => {
    const storage = new MemoryKeyValueStorage();
    const s = await ownerAt('identityDetails', checkoutSetup({ storage }));
    storage.set(
      'checkout.draft.user-1.personalDetails',
      JSON.stringify({ values: { first_name: 'Stale' }, at: '2000-01-01T00:00:00.000Z' }),
    );
    const reloaded = checkoutSetup({ storage, checkout: s.checkout });
    await reloaded.vm.activate();
    expect(reloaded.vm.forms.personalDetails!.values.first_name).toBe('Ada');
  });

  test('drafts are kept per user', async () => {
    const storage = new MemoryKeyValueStorage();
    const s = checkoutSetup({ storage });
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, { first_name: 'Ada' });
    const other = checkoutSetup({ storage, userId: 'user-2' });
    await other.vm.activate();
    expect(other.vm.phase).toBe('chooseRole');
    await other.vm.chooseRole('planOwner');
    expect(other.vm.currentForm!.values.first_name).toBeUndefined();
  });

  test('a paid checkout opens on the confirmation page', async () => {
    const s = checkoutSetup();
    s.checkout.progress = { currentStep: 'payment', variant: 'planOwner' };
    s.checkout.invoice = invoiceRecordFixture({ status: 'paid', paidAt: '2026-01-15T12:00:00.000Z' });
    await s.vm.activate();
    expect(s.vm.phase).toBe('paid');
  });

  test('a checkout that cannot be loaded is tried again, then says so; Try again loads it', async () => {
    const s = checkoutSetup();
    s.checkout.failing.set('checkout', new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500));
    await s.vm.activate();
    expect(s.vm.phase).toBe('loading');
    for (let i = 0; i < 2; i++) {
      // The next retry is due once the failed attempt has scheduled it.
      await vi.waitFor(() => expect(s.clock.pendingTimers()).toBeGreaterThan(0));
      s.clock.advance(1_000);
    }
    await vi.waitFor(() => expect(s.vm.phase).toBe('failed'));
    expect(s.checkout.calls.filter((c) => c === 'checkout')).toHaveLength(3);
    s.checkout.progress = { currentStep: 'identityDetails', variant: 'planOwner' };
    s.checkout.seed('personalDetails', {});
    s.checkout.failing.clear();
    await s.vm.retry();
    expect([s.vm.phase, s.vm.currentKey]).toEqual(['steps', 'identityDetails']);
  });

  test('a load that fails once recovers by itself', async () => {
    const s = checkoutSetup();
    s.checkout.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await s.vm.activate();
    await vi.waitFor(() => expect(s.clock.pendingTimers()).toBeGreaterThan(0));
    s.clock.advance(1_000);
    await vi.waitFor(() => expect(s.vm.phase).toBe('chooseRole'));
  });

  test("in admin mode the checkout is the participant's: their e-mail is prefilled and drafts are kept under their id", async () => {
    const storage = new MemoryKeyValueStorage();
    const s = checkoutSetup({ storage });
    s.accounts.user = { ...s.accounts.user, userId: 'support-1', email: 'help@example.com' };
    s.accounts.actFor({ id: 'participant-9', email: 'pat@example.com', name: null });
    (s.vm as unknown as { adminMode: AdminModeStore }).adminMode.enter({ id: 'participant-9' });
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    expect(s.vm.currentForm!.values.email).toBe('pat@example.com');
    fill(s.vm, { first_name: 'Pat' });
    expect([...storage.keys()].some((k) => k.includes('participant-9'))).toBe(true);
    expect([...storage.keys()].some((k) => k.includes('support-1'))).toBe(false);
  });
});
