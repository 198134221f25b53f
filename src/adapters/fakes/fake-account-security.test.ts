import { describe, expect, test } from 'vitest';
import { accountSecurityContract } from '@/adapters/contracts/account-security.contract';
import { FakeAccountSecurity, fakeTotpCode } from './fake-account-security';
import { FakeClock } from './fake-clock';
import { FakeIdentityProvider } from './fake-identity-provider';

accountSecurityContract('FakeAccountSecurity', async () => {
  const clock = new FakeClock();
  const identity = new FakeIdentityProvider(clock);
  return {
    security: new FakeAccountSecurity(identity),
    identity,
    redirectUrl: 'http://app.test/',
    lastLinkToken: async (email) => identity.sentLinks.filter((l) => l.email === email).at(-1)!.token,
    codeFor: fakeTotpCode,
    dispose: async () => undefined,
  };
});

describe('FakeAccountSecurity', () => {
  test('removing a factor needs a sign-in of the last 5 minutes', async () => {
    const clock = new FakeClock();
    const identity = new FakeIdentityProvider(clock);
    const security = new FakeAccountSecurity(identity);
    await identity.signIn('a@example.com');
    await security.addPasskey('a@example.com');
    await identity.signIn('a@example.com', ['email', 'webauthn', 'mfa']);
    clock.advance(5 * 60_000 + 1);
    expect(await security.removePasskeys('a@example.com')).toMatchObject({
      ok: false,
      error: { errorMessage: 'Sign in again to make this change' },
    });
    await identity.signIn('a@example.com', ['email', 'webauthn', 'mfa']);
    expect((await security.removePasskeys('a@example.com')).ok).toBe(true);
  });

  test('removing one passkey needs a sign-in of the last 5 minutes too', async () => {
    const clock = new FakeClock();
    const identity = new FakeIdentityProvider(clock);
    const security = new FakeAccountSecurity(identity);
    await identity.signIn('b@example.com');
    await security.addPasskey('b@example.com');
    const [only] = (await security.listPasskeys('b@example.com')).data!;
    await identity.signIn('b@example.com', ['email', 'webauthn', 'mfa']);
    clock.advance(5 * 60_000 + 1);
    expect(await security.removePasskey('b@example.com', only.id)).toMatchObject({
      ok: false,
      error: { errorMessage: 'Sign in again to make this change' },
    });
    await identity.signIn('b@example.com', ['email', 'webauthn', 'mfa']);
    expect((await security.removePasskey('b@example.com', only.id)).ok).toBe(true);
  });

  test('at an IP address passkeys are offered at localhost and none can be added or used, as in a browser', async () => {
    const identity = new FakeIdentityProvider(new FakeClock());
    const security = new FakeAccountSecurity(identity);
    await identity.signIn('c@example.com');
    expect(security.passkeyPlace()).toEqual({ here: true });
    security.pageOrigin = 'http://127.0.0.1:8080';
    expect(security.passkeyPlace()).toEqual({ here: false, url: 'http://localhost:8080' });
    expect(await security.addPasskey('c@example.com')).toMatchObject({ ok: false, error: { errorCode: 'passkey-not-used' } });
    expect((await security.listPasskeys('c@example.com')).data).toEqual([]);
    const used = await security.signInWithPasskey('c@example.com', { addToSession: true });
    expect(used).toMatchObject({ ok: false, error: { errorCode: 'passkey-not-used' } });
  });
});
