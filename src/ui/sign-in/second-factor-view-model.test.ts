import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity, fakeTotpCode } from '@/adapters/fakes/fake-account-security';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import type { SessionStore } from '@/ui/session/session-store';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';
import { CODE_REQUIRED, PASSKEY_FAILED_MESSAGE, SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';

const EMAIL = 'owner@example.com';

async function setup(enrol: { totp?: boolean; passkey?: boolean }) {
  const identity = new FakeIdentityProvider();
  const security = new FakeAccountSecurity(identity);
  await identity.signIn(EMAIL);
  let secret = '';
  let recoveryCodes: string[] = [];
  if (enrol.totp) {
    ({ secret, recoveryCodes } = (await security.startTotpEnrolment(EMAIL)).data!);
    await security.verifyTotp(EMAIL, fakeTotpCode(secret), { addToSession: true });
  }
  if (enrol.passkey) await security.addPasskey(EMAIL);
  await identity.logout();
  const gate = new SecondFactorGate(identity, security);
  const session = { email: EMAIL, logout: vi.fn(async () => undefined) } as unknown as SessionStore;
  return { identity, security, gate, session, recoveryCodes, vm: new SecondFactorViewModel(security, session, gate) };
}

describe('SecondFactorGate', () => {
  test('asks a user with an authenticator app for it after a magic-link sign-in, and lets them on once given', async () => {
    const s = await setup({ totp: true });
    expect(s.gate.pending).toBe(false);
    await s.identity.signIn(EMAIL); // the magic link: amr email
    await vi.waitFor(() => expect(s.gate.asking).toEqual({ totp: true, passkey: false }));
    expect(s.vm.offersCode).toBe(true);
    expect(s.vm.offersPasskey).toBe(false);
    s.vm.setCode('');
    expect(await s.vm.submitCode()).toBe(false);
    expect(s.vm.error).toBe(CODE_REQUIRED);
    s.vm.setCode('000000');
    expect(await s.vm.submitCode()).toBe(false);
    expect(s.vm.error).toBe('Failed to verify TOTP code. Check the code and try again.');
    s.vm.setCode(` ${s.recoveryCodes[0]} `);
    expect(await s.vm.submitCode()).toBe(true);
    await vi.waitFor(() => expect(s.gate.pending).toBe(false));
    expect(s.security.sessionStrength().methods).toEqual(['email', 'totp', 'mfa']);
  });

  test('a user without a second factor is never asked', async () => {
    const s = await setup({});
    await s.identity.signIn(EMAIL);
    await vi.waitFor(() => expect(s.gate.checking).toBe(false));
    expect(s.gate.asking).toBeUndefined();
  });

  test('a passkey answers the question too; a failed passkey says so', async () => {
    const s = await setup({ passkey: true });
    await s.identity.signIn(EMAIL);
    await vi.waitFor(() => expect(s.gate.asking).toEqual({ totp: false, passkey: true }));
    s.security.passkeyAvailable = false;
    expect(await s.vm.usePasskey()).toBe(false);
    expect(s.vm.error).toBe(PASSKEY_FAILED_MESSAGE);
    s.security.passkeyAvailable = true;
    expect(await s.vm.usePasskey()).toBe(true);
    await vi.waitFor(() => expect(s.gate.pending).toBe(false));
  });

  test('signing out instead ends the session', async () => {
    const s = await setup({ totp: true });
    await s.vm.signOut();
    expect(s.session.logout).toHaveBeenCalled();
  });
});
