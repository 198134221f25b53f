import { afterAll, describe, expect, test } from 'vitest';
import { identityProviderContract } from '@/adapters/contracts/identity-provider.contract';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { ManualVisibility } from './document-visibility';
import { DescopeIdentityProvider } from './descope-identity-provider';

// The embedded server (whole app, PGlite) on loopback: the Descope-compatible API under /identity.
let app: Promise<TestApp> | undefined;
const server = (): Promise<TestApp> => (app ??= startTestApp({ supportEmails: ['help@example.com'] }));
afterAll(async () => (await app)?.close());

const provider = (t: TestApp): DescopeIdentityProvider =>
  new DescopeIdentityProvider(
    { projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity`, sessionTokenViaCookie: false },
    new MemoryKeyValueStorage(),
    new MemoryKeyValueStorage(),
    new FakeClock(new Date()),
    new ManualVisibility(),
  );

identityProviderContract('DescopeIdentityProvider against the embedded server', async () => {
  const t = await server();
  return {
    provider: provider(t),
    redirectUrl: `${t.origin}/login`,
    supportEmail: 'help@example.com',
    lastLinkToken: async (email) =>
      new URL(
        t.outbox
          .list()
          .filter((m) => m.to === email)
          .at(-1)!.link,
      ).searchParams.get('t')!,
    dispose: async () => undefined,
  };
});

describe('HttpApiClient with a DescopeIdentityProvider session against the embedded server', () => {
  test('GET /me answers the signed-in user, authenticated by the identity session token', async () => {
    const t = await server();
    const identity = provider(t);
    await identity.sendMagicLink('owner@example.com', `${t.origin}/login`);
    const token = new URL(
      t.outbox
        .list()
        .filter((m) => m.to === 'owner@example.com')
        .at(-1)!.link,
    ).searchParams.get('t')!;
    expect((await identity.verifyMagicLink(token)).ok).toBe(true);
    const api = new HttpApiClient(
      new HttpClient({ baseUrl: `${t.origin}${t.prefix}`, getToken: () => identity.getSessionToken() }),
    );
    const me = await api.getMe();
    expect(me.user_email).toBe('owner@example.com');
    expect(typeof me.id).toBe('string');
  });
});
