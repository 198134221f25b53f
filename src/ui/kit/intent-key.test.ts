import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { ApiError } from '@/ports/api-client';
import { IntentKey } from '@/ui/kit/intent-key';

function counter(): () => string {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

const keysSent = (api: FakeApiClient): string[] => api.calls.map((c) => c.headers['Idempotency-Key']);

describe('IntentKey (decision 0295)', () => {
  test('a retry after no answer (network, timeout, 5xx, 429, a copy in progress) sends the same key', async () => {
    const api = new FakeApiClient();
    const failures = [
      new ApiError('network', 'ERR_NETWORK'),
      new ApiError('timeout', 'ECONNABORTED'),
      new ApiError('500', 'ERR_BAD_RESPONSE', 500, { error: 'internal' }),
      new ApiError('429', 'ERR_BAD_REQUEST', 429, { error: 'rate_limited' }),
      new ApiError('409', 'ERR_BAD_REQUEST', 409, { error: 'idempotency_in_progress' }),
    ];
    api.respond('POST', '/distributions', () => {
      const next = failures.shift();
      if (next) throw next;
      return { id: 'd1' };
    });
    const intent = new IntentKey(counter());
    for (let i = 0; i < 5; i += 1) await expect(intent.post(api, '/distributions', { amount: 10 })).rejects.toThrow();
    expect(await intent.post(api, '/distributions', { amount: 10 })).toEqual({ id: 'd1' });
    expect(keysSent(api)).toEqual(Array(6).fill('key-0001'));
  });

  test('a success or a refusal ends the intent: the same figures again are a new request with a new key', async () => {
    const api = new FakeApiClient();
    let refuse = true;
    api.respond('POST', '/contributions', () => {
      if (refuse) throw new ApiError('400', 'ERR_BAD_REQUEST', 400, { error: 'validation', fields: {} });
      return { ok: true };
    });
    const intent = new IntentKey(counter());
    await expect(intent.post(api, '/contributions', { amount: 10 })).rejects.toThrow();
    refuse = false;
    await intent.post(api, '/contributions', { amount: 10 });
    await intent.post(api, '/contributions', { amount: 10 });
    expect(keysSent(api)).toEqual(['key-0001', 'key-0002', 'key-0003']);
  });

  test('changed figures after a failure are another intent; other headers are kept', async () => {
    const api = new FakeApiClient();
    api.respond('POST', '/loans', () => {
      throw new ApiError('network', 'ERR_NETWORK');
    });
    const intent = new IntentKey(counter());
    await expect(intent.post(api, '/loans', { amount: 10 }, { headers: { 'X-Other': 'kept' } })).rejects.toThrow();
    await expect(intent.post(api, '/loans', { amount: 11 })).rejects.toThrow();
    await expect(intent.post(api, '/loans', { amount: 11 })).rejects.toThrow();
    expect(keysSent(api)).toEqual(['key-0001', 'key-0002', 'key-0002']);
    expect(api.calls[0].headers['X-Other']).toBe('kept');
  });

  test('by default a key is a random UUID', () => {
    const key = new IntentKey().keyFor('/x', {});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
