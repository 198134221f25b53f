import { afterAll, describe, expect, test } from 'vitest';
import { accountSecurityContract } from '@/adapters/contracts/account-security.contract';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { SoftAuthenticator } from '../../../server/identity/soft-authenticator';
import { totpCode } from '../../../server/identity/totp';
import { startTestApp, type TestApp } from '../../../server/test-support/start-test-app';
import { DescopeAccountSecurity, PASSKEY_NOT_USED } from './descope-account-security';
import { DescopeIdentityProvider } from './descope-identity-provider';
import { ManualVisibility } from './document-visibility';
import type { PasskeyCeremony } from './passkey-ceremony';

// The embedded server (whole app, PGlite) on loopback: the Descope-compatible API under /identity.
let app: Promise<TestApp> | undefined;
const server = (): Promise<TestApp> => (app ??= startTestApp());
afterAll(async () => (await app)?.close());

/**
 * The browser half of a ceremony played by software authenticators (Chromium's virtual one in e2e): each registration
 * makes a new passkey; a sign-in uses the newest one the options allow.
 */
function softCeremony(origin: string): PasskeyCeremony {
  const keys: SoftAuthenticator[] = [];
  return {
    create: async (o) => {
      const key = new SoftAuthenticator();
      keys.push(key);
      return key.register(o, origin);
    },
    get: async (o) => {
      const allowed = (JSON.parse(o).publicKey.allowCredentials ?? []) as Array<{ id: string }>;
      const key = [...keys].reverse().find((k) => allowed.some((a) => a.id === k.credentialId.toString('base64url')));
      return (key ?? new SoftAuthenticator()).assert(o, origin);
    },
  };
}

function adapters(
  t: TestApp,
  ceremony: PasskeyCeremony,
): { identity: DescopeIdentityProvider; security: DescopeAccountSecurity } {
  const identity = new DescopeIdentityProvider(
    { projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity`, sessionTokenViaCookie: false },
    new MemoryKeyValueStorage(),
    new MemoryKeyValueStorage(),
    new FakeClock(new Date()),
    new ManualVisibility(),
  );
  return { identity, security: new DescopeAccountSecurity(identity, ceremony, t.origin) };
}

const lastLinkToken = (t: TestApp, email: string): string =>
  new URL(
    t.outbox
      .list()
      .filter((m) => m.to === email)
      .at(-1)!.link,
  ).searchParams.get('t')!;

accountSecurityContract('DescopeAccountSecurity against the embedded server', async () => {
  const t = await server();
  const { identity, security } = adapters(t, softCeremony(t.origin));
  return {
    security,
    identity,
    redirectUrl: `${t.origin}/`,
    lastLinkToken: async (email) => lastLinkToken(t, email),
    codeFor: (secret) => totpCode(secret, Math.floor(Date.now() / 1000)),
    dispose: async () => undefined,
  };
});

describe('DescopeAccountSecurity', () => {
  test('tells from the app origin whether passkeys work here (decision 0298)', async () => {
    const t = await server();
    const { identity } = adapters(t, softCeremony(t.origin));
    const at = (origin: string) => new DescopeAccountSecurity(identity, softCeremony(origin), origin).passkeyPlace();
    expect(at('http://localhost:8080')).toEqual({ here: true });
    expect(at('http://127.0.0.1:8080')).toEqual({ here: false, url: 'http://localhost:8080' });
    identity.stop();
  });

  test('a cancelled passkey prompt answers "The passkey was not used" and changes nothing', async () => {
    const t = await server();
    const cancelled: PasskeyCeremony = {
      create: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
      get: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
    };
    const { identity, security } = adapters(t, cancelled);
    await identity.sendMagicLink('cancel@example.com', `${t.origin}/`);
    expect((await identity.verifyMagicLink(lastLinkToken(t, 'cancel@example.com'))).ok).toBe(true);
    expect(await security.addPasskey('cancel@example.com')).toEqual({
      ok: false,
      error: { ...PASSKEY_NOT_USED, errorMessage: 'NotAllowedError' },
    });
    expect((await security.factors()).data).toEqual({ totp: false, passkey: false });
  });
});
