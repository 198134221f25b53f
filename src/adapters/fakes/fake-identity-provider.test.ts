import { describe, expect, test } from 'vitest';
import { identityProviderContract } from '@/adapters/contracts/identity-provider.contract';
import { FakeClock } from './fake-clock';
import { FakeIdentityProvider } from './fake-identity-provider';

identityProviderContract('FakeIdentityProvider', async () => {
  const provider = new FakeIdentityProvider();
  provider.claimsByEmail.set('help@example.com', { roles: ['support'] });
  return {
    provider,
    redirectUrl: 'http://app.test/login',
    supportEmail: 'help@example.com',
    lastLinkToken: async (email) => provider.sentLinks.filter((l) => l.email === email).at(-1)!.token,
    dispose: async () => undefined,
  };
});

describe('FakeIdentityProvider', () => {
  test('a pending sign-in resolves once approved, polling at no less than 1000 ms', async () => {
    const clock = new FakeClock();
    const fake = new FakeIdentityProvider(clock);
    const { data } = await fake.sendEnchantedLink('a@b.co', 'http://app.test');
    const result = fake.waitForSession(data!.pendingRef, { pollingIntervalMs: 10 });
    clock.advance(999);
    fake.approve(data!.pendingRef);
    clock.advance(1);
    expect(await result).toMatchObject({ ok: true });
  });

  test('polling times out with the spec result, the timeout capped at 600000 ms', async () => {
    const clock = new FakeClock();
    const fake = new FakeIdentityProvider(clock);
    const result = fake.waitForSession('pending-x', { timeoutMs: 10_000_000 });
    clock.advance(600_000);
    expect(await result).toEqual({
      ok: false,
      error: { errorCode: '0', errorDescription: 'Session polling timeout exceeded: 600000ms' },
    });
  });

  test('tenant roles and permissions are read per tenant', async () => {
    const fake = new FakeIdentityProvider();
    fake.claimsByEmail.set('t@x.co', { roles: ['owner'], tenants: { T1: { roles: ['admin'], permissions: ['read'] } } });
    await fake.signIn('t@x.co');
    expect(fake.getRoles()).toEqual(['owner']);
    expect(fake.getRoles('T1')).toEqual(['admin']);
    expect(fake.getPermissions('T1')).toEqual(['read']);
    expect(fake.getTenants()).toEqual(['T1']);
  });
});
