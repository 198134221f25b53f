import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { ApiError } from '@/ports/api-client';
import { PHONE_NOT_SAVED, ProfilePhone } from '@/ui/profile/profile-phone';

/** The profile's settings with `(512) 555-0100` saved. */
function saved(): FakeProfileApi {
  const api = new FakeProfileApi(new FakeClock(new Date('2026-11-23T10:00:00Z')));
  api.savedPhone = { phone: '(512) 555-0100', updatedAt: null };
  return api;
}

describe('ProfilePhone', () => {
  test('shows the saved phone, saves a valid one and shows it back formatted', async () => {
    const api = saved();
    const phone = new ProfilePhone(api);
    await phone.load();
    expect(phone.saved).toBe('(512) 555-0100');
    expect(phone.value).toBe('(512) 555-0100');
    phone.setValue('+1 555-123-4567');
    expect(await phone.save()).toBe(true);
    expect(api.savedPhone.phone).toBe('+1 (555) 123-4567');
    expect(phone.saved).toBe('+1 (555) 123-4567');
    expect(phone.value).toBe('+1 (555) 123-4567');
    expect(phone.notice).toBe('Your phone number is saved.');
    expect(phone.error).toBeUndefined();
  });

  test('the section 5 messages beside the field before any request; the typed value stays', async () => {
    const api = saved();
    const phone = new ProfilePhone(api);
    phone.setValue('');
    expect(await phone.save()).toBe(false);
    expect(phone.error).toBe('Phone is required');
    phone.setValue('5551234567');
    expect(await phone.save()).toBe(false);
    expect(phone.error).toBe('Please type valid phone number');
    expect(phone.value).toBe('5551234567');
    expect(api.calls).toEqual([]);
    phone.setValue('555-123-4567');
    expect(phone.error).toBeUndefined();
  });

  test("the server's message beside the field on a 400, a plain one otherwise; nothing typed is lost", async () => {
    const refusing = saved();
    refusing.failNext = new ApiError('bad', 'ERR_BAD_REQUEST', 400, {
      error: 'validation',
      fields: { phone: ['Please type valid phone number'] },
    });
    const refused = new ProfilePhone(refusing);
    refused.setValue('555-123-4567');
    expect(await refused.save()).toBe(false);
    expect(refused.error).toBe('Please type valid phone number');
    expect(refused.value).toBe('555-123-4567');
    const failing = saved();
    failing.failNext = new ApiError('down', 'ERR_BAD_RESPONSE', 500, { error: 'internal' });
    const down = new ProfilePhone(failing);
    down.setValue('555-123-4567');
    expect(await down.save()).toBe(false);
    expect(down.error).toBe('Your phone number was not saved. Please try again.');
    expect(down.error).toBe(PHONE_NOT_SAVED);
    expect(down.value).toBe('555-123-4567');
    expect(down.busy).toBe(false);
  });
});
