import { describe, expect, test, vi } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { checkoutSetup, fill, ownerAt } from '@/ui/checkout/checkout-test-kit';

describe('CheckoutViewModel: no lost work (drafts and resume)', () => {
  test('typing keeps a draft per user and step, without the SSN; a reload returns to the same step with every field', async () => {
    const storage = new MemoryKeyValueStorage();
    const first = await ownerAt('employerDetails', checkoutSetup({ storage }));
    fill(first.vm, { employer_name: 'Half Typed Inc', city: 'Peoria' });
    expect([...storage.keys()].some((k) => k.includes('user-1') && k.endsWith('employerDetails'))).toBe(true);
    expect(JSON.stringify([...storage.keys()].map((k) => storage.get(k)))).not.toContain('123-45-6780');

    const reloaded = checkoutSetup({ storage, server: first.server });
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
    const reloaded = checkoutSetup({ storage, server: s.server });
    await reloaded.vm.activate();
    expect(reloaded.vm.currentForm!.values.first_name).toBe('Ada');
    expect(reloaded.vm.currentForm!.values.ssn_number).toBeUndefined();
    expect(reloaded.vm.ssnSaved).toBe(false);
  });

  test('another browser resumes at the last saved step with the saved values', async () => {
    const s = await ownerAt('planDetails');
    const other = checkoutSetup({ server: s.server, storage: new MemoryKeyValueStorage() });
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
    const reloaded = checkoutSetup({ storage, server: s.server });
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
    s.server.progress = { current_step: 'payment', variant: 'planOwner' };
    s.server.invoice = {
      id: 'inv-1',
      lines: [],
      total: 550,
      currency: 'usd',
      terms: 'Net 15',
      issued_at: '',
      due_at: '',
      status: 'paid',
    };
    await s.vm.activate();
    expect(s.vm.phase).toBe('paid');
  });

  test('a checkout that cannot be loaded is tried again, then says so; Try again loads it', async () => {
    const s = checkoutSetup();
    s.api.failWith('GET', '/checkout', 500);
    await s.vm.activate();
    expect(s.vm.phase).toBe('loading');
    for (let i = 0; i < 2; i++) {
      // The next retry is due once the failed attempt has scheduled it.
      await vi.waitFor(() => expect(s.clock.pendingTimers()).toBeGreaterThan(0));
      s.clock.advance(1_000);
    }
    await vi.waitFor(() => expect(s.vm.phase).toBe('failed'));
    expect(s.api.calls.filter((c) => c.path === '/checkout')).toHaveLength(3);
    s.server.progress = { current_step: 'identityDetails', variant: 'planOwner' };
    s.api.respond('GET', '/checkout', {
      current_step: 'identityDetails',
      variant: 'planOwner',
      steps: { personalDetails: { step_key: 'personalDetails', values: {}, complete: true, updated_at: null } },
    });
    await s.vm.retry();
    expect([s.vm.phase, s.vm.currentKey]).toEqual(['steps', 'identityDetails']);
  });

  test('a load that fails once recovers by itself', async () => {
    const s = checkoutSetup();
    let failures = 1;
    const answer = { current_step: 'personalDetails', variant: 'planOwner', steps: {} };
    s.api.respond('GET', '/checkout', () => {
      if (failures-- > 0) throw new Error('Network Error');
      return answer;
    });
    await s.vm.activate();
    await vi.waitFor(() => expect(s.clock.pendingTimers()).toBeGreaterThan(0));
    s.clock.advance(1_000);
    await vi.waitFor(() => expect(s.vm.phase).toBe('chooseRole'));
  });
});
