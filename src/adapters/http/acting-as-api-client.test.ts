import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import type { ActingSession } from '@/ports/acting-session';
import type { ApiRequestOptions } from '@/ports/api-client';
import { ActingAsApiClient } from './acting-as-api-client';

class HeaderRecordingApi extends FakeApiClient {
  readonly headers: Array<Record<string, string> | undefined> = [];
  override get<T>(path: string, options?: ApiRequestOptions): Promise<T> {
    this.headers.push(options?.headers);
    return super.get<T>(path, options);
  }
}

/** A tab's session the test switches: acting as `acting` (admin mode) or as no one. */
function tab(): ActingSession & { acting: string | undefined } {
  return {
    acting: undefined,
    actingAs() {
      return this.acting;
    },
    stepUp: async () => false,
  };
}

describe('ActingAsApiClient', () => {
  test('X-Act-As only while the tab acts for a participant; a request naming its own keeps it', async () => {
    const api = new HeaderRecordingApi();
    api.respond('GET', '/me', { id: 'u', user_email: 'u@example.com' });
    const session = tab();
    const client = new ActingAsApiClient(api, () => session);
    await client.get('/me');
    session.acting = 'p-7';
    await client.getMe();
    await client.get('/me', { headers: { 'X-Act-As': 'p-8' } });
    session.acting = undefined;
    await client.get('/me');
    expect(api.headers).toEqual([undefined, { 'X-Act-As': 'p-7' }, { 'X-Act-As': 'p-8' }, undefined]);
  });

  test('requests without product authentication never carry it; no session yet means acting for no one', async () => {
    const api = new HeaderRecordingApi();
    api.respond('GET', '/me', {});
    const session = tab();
    session.acting = 'p-1';
    await new ActingAsApiClient(api, () => session).get('/me', { skipAuth: true });
    await new ActingAsApiClient(api, () => undefined).get('/me');
    expect(api.headers).toEqual([undefined, undefined]);
  });
});
