import { describe, expect, test } from 'vitest';
import { ApiError, type ApiClient } from '@/ports/api-client';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { PHONE_NOT_SAVED, ProfilePhone } from '@/ui/profile/profile-phone';

/** An ApiClient whose /profile/phone answers like the server: the saved phone, or its 400 / 500. */
function server(answer: 'ok' | 'invalid' | 'down'): { api: ApiClient; puts: unknown[] } {
  const api = new FakeApiClient();
  const puts: unknown[] = [];
  let saved: string | null = '(512) 555-0100';
  api.get = async <T>(): Promise<T> => ({ phone: saved, updated_at: null }) as T;
  api.put = async <T>(_path: string, body?: unknown): Promise<T> => {
    puts.push(body);
    if (answer === 'invalid')
      throw new ApiError('bad', 'ERR_BAD_REQUEST', 400, {
        error: 'validation',
        fields: { phone: ['Please type valid phone number'] },
      });
    if (answer === 'down') throw new ApiError('down', 'ERR_BAD_RESPONSE', 500, { error: 'internal' });
    saved = '+1 (555) 123-4567';
    return { phone: saved, updated_at: '2026-11-23T10:00:00.000Z' } as T;
  };
  return { api, puts };
}

describe('ProfilePhone', () => {
  test('shows the saved phone, saves a valid one and shows it back formatted', async () => {
    const s = server('ok');
    const phone = new ProfilePhone(s.api);
    await phone.load();
    expect(phone.saved).toBe('(512) 555-0100');
    expect(phone.value).toBe('(512) 555-0100');
    phone.setValue('+1 555-123-4567');
    expect(await phone.save()).toBe(true);
    expect(s.puts).toEqual([{ phone: '+1 555-123-4567' }]);
    expect(phone.saved).toBe('+1 (555) 123-4567');
    expect(phone.value).toBe('+1 (555) 123-4567');
    expect(phone.notice).toBe('Your phone number is saved.');
    expect(phone.error).toBeUndefined();
  });

  test('the section 5 messages beside the field before any request; the typed value stays', async () => {
    const s = server('ok');
    const phone = new ProfilePhone(s.api);
    phone.setValue('');
    expect(await phone.save()).toBe(false);
    expect(phone.error).toBe('Phone is required');
    phone.setValue('5551234567');
    expect(await phone.save()).toBe(false);
    expect(phone.error).toBe('Please type valid phone number');
    expect(phone.value).toBe('5551234567');
    expect(s.puts).toEqual([]);
    phone.setValue('555-123-4567');
    expect(phone.error).toBeUndefined();
  });

  test("the server's message beside the field on a 400, a plain one otherwise; nothing typed is lost", async () => {
    const refused = new ProfilePhone(server('invalid').api);
    refused.setValue('555-123-4567');
    expect(await refused.save()).toBe(false);
    expect(refused.error).toBe('Please type valid phone number');
    expect(refused.value).toBe('555-123-4567');
    const down = new ProfilePhone(server('down').api);
    down.setValue('555-123-4567');
    expect(await down.save()).toBe(false);
    expect(down.error).toBe(PHONE_NOT_SAVED);
    expect(down.error).toBe('Your phone number was not saved. Please try again.');
    expect(down.value).toBe('555-123-4567');
    expect(down.busy).toBe(false);
  });
});
