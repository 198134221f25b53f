import { describe, expect, test } from 'vitest';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { CheckoutDrafts, MAX_DRAFTED_LENGTH } from '@/ui/checkout/checkout-drafts';
import { clearDrafts } from '@/ui/kit/draft-keys';

describe('CheckoutDrafts', () => {
  test('keeps a step draft per user without the SSN, and reads it back', () => {
    const storage = new MemoryKeyValueStorage();
    const drafts = new CheckoutDrafts(storage, 'u-1');
    drafts.write(
      'personalDetails',
      { first_name: 'Ada', ssn_number: '123-45-6780', ssn: '***-**-6780', ssn_last4: '6780' },
      new Date('2026-01-15T12:00:00Z'),
    );
    expect(drafts.read('personalDetails')).toEqual({ values: { first_name: 'Ada' }, at: '2026-01-15T12:00:00.000Z' });
    expect(new CheckoutDrafts(storage, 'u-2').read('personalDetails')).toBeUndefined();
    expect(JSON.stringify(storage.keys().map((k) => storage.get(k)))).not.toContain('6780');
  });

  test('large images are not drafted, and a full storage never throws', () => {
    const storage = new MemoryKeyValueStorage();
    const drafts = new CheckoutDrafts(storage, 'u-1');
    drafts.write('identityDetails', { id_number: 'X1', id_photo_picture: 'x'.repeat(MAX_DRAFTED_LENGTH + 1) }, new Date(0));
    expect(drafts.read('identityDetails')?.values).toEqual({ id_number: 'X1' });
    storage.set = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => drafts.write('identityDetails', { id_number: 'X2' }, new Date(0))).not.toThrow();
  });

  test('unreadable drafts read as none', () => {
    const storage = new MemoryKeyValueStorage({
      'checkout.draft.u-1.identityDetails': '{not json',
      'checkout.draft.u-1.employerDetails': '{"values":null}',
    });
    const drafts = new CheckoutDrafts(storage, 'u-1');
    expect(drafts.read('identityDetails')).toBeUndefined();
    expect(drafts.read('employerDetails')).toBeUndefined();
  });

  test('remembers the role chosen on first entry; anything else reads as none', () => {
    const storage = new MemoryKeyValueStorage();
    const drafts = new CheckoutDrafts(storage, 'u-1');
    expect(drafts.readRole()).toBeUndefined();
    drafts.writeRole('participant');
    expect(drafts.readRole()).toBe('participant');
    storage.set('checkout.draft.u-1.role', 'admin');
    expect(drafts.readRole()).toBeUndefined();
  });

  test('clearDrafts removes every draft and role, and nothing else', () => {
    const storage = new MemoryKeyValueStorage({ other: 'kept' });
    new CheckoutDrafts(storage, 'u-1').write('planDetails', { plan_name: 'P' }, new Date());
    new CheckoutDrafts(storage, 'u-2').writeRole('planOwner');
    clearDrafts(storage);
    expect(storage.keys()).toEqual(['other']);
  });
});
