import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import type { IdentityResult } from '@/ports/identity-provider';
import { INVALID_EMAIL_MESSAGE, identityErrorMessage, SEND_FAILED_MESSAGE } from '@/ui/sign-in/identity-error-message';
import { EMAIL_INVALID, EMAIL_REQUIRED, PASSKEY_SIGN_IN_FAILED, SignInViewModel } from '@/ui/sign-in/sign-in-view-model';
import type { SessionStore } from '@/ui/session/session-store';

const ORIGIN = 'http://app.test';

function setup(path = '/sign-in', identity = new FakeIdentityProvider()) {
  const navigation = new MemoryNavigation(path);
  const session = { signInError: undefined } as unknown as SessionStore;
  const security = new FakeAccountSecurity(identity);
  return { identity, navigation, security, vm: new SignInViewModel(identity, navigation, session, security) };
}

describe('SignInViewModel', () => {
  test('an empty or malformed e-mail gets the spec message and sends nothing', async () => {
    const s = setup();
    expect(await s.vm.submit(ORIGIN)).toBe(false);
    expect(s.vm.fieldError).toBe(EMAIL_REQUIRED);
    s.vm.setEmail('not-an-email');
    expect(s.vm.fieldError).toBeUndefined();
    await s.vm.submit(ORIGIN);
    expect(s.vm.fieldError).toBe(EMAIL_INVALID);
    expect(s.identity.sentLinks).toEqual([]);
  });

  test('sends a sign-up-or-in magic link back to this site, then shows the check-your-e-mail state', async () => {
    const s = setup('/sign-in');
    s.vm.setEmail(' Owner@Example.com ');
    expect(await s.vm.submit(ORIGIN)).toBe(true);
    expect(s.identity.sentLinks[0]).toMatchObject({ email: 'owner@example.com', redirectUrl: `${ORIGIN}/` });
    expect(s.vm.status).toBe('sent');
    expect(s.vm.sentTo).toBe('o***@example.com');
    s.vm.startOver();
    expect(s.vm.status).toBe('idle');
  });

  test('the link returns to the page being opened, without an old token', () => {
    expect(setup('/library?folder=3&t=old').vm.returnUrl(ORIGIN)).toBe(`${ORIGIN}/library?folder=3`);
  });

  test('prefills the last signed-in login id', async () => {
    const identity = new FakeIdentityProvider();
    await identity.signIn('last@example.com');
    expect(setup('/', identity).vm.email).toBe('last@example.com');
  });

  test('identity-provider failures are shown in words: invalid e-mail, rate limit with the wait', async () => {
    const identity = new FakeIdentityProvider();
    identity.sendMagicLink = async (): Promise<IdentityResult<{ maskedEmail: string }>> => ({
      ok: false,
      code: 429,
      error: { errorCode: 'E130429', errorDescription: 'Too many requests', retryAfter: 42 },
    });
    const s = setup('/sign-in', identity);
    s.vm.setEmail('owner@example.com');
    await s.vm.submit(ORIGIN);
    expect(s.vm.error).toBe('Too many sign-in attempts. Please wait 42 seconds and try again.');
    expect(s.vm.status).toBe('idle');
    expect(
      identityErrorMessage({
        ok: false,
        code: 400,
        error: { errorCode: 'E011003', errorDescription: '"x" is not a valid email' },
      }),
    ).toBe(INVALID_EMAIL_MESSAGE);
    expect(identityErrorMessage({ ok: false, code: 429, error: { errorCode: 'E', errorDescription: 'x', retryAfter: 0 } })).toBe(
      'Too many sign-in attempts. Please wait a moment and try again.',
    );
    expect(
      identityErrorMessage({ ok: false, code: 429, error: { errorCode: 'E', errorDescription: 'x', retryAfter: 300 } }),
    ).toBe('Too many sign-in attempts. Please wait 5 minutes and try again.');
    expect(identityErrorMessage({ ok: false, code: 500 })).toBe(SEND_FAILED_MESSAGE);
  });

  test('signs in with a passkey alone and opens the page being opened; a refused passkey says so', async () => {
    const s = setup('/library?t=old');
    await s.identity.signIn('keys@example.com');
    await s.security.addPasskey('keys@example.com');
    await s.identity.logout();
    s.vm.setEmail('');
    expect(await s.vm.signInWithPasskey(ORIGIN)).toBe(false);
    expect(s.vm.fieldError).toBe(EMAIL_REQUIRED);
    s.vm.setEmail('nokeys@example.com');
    expect(await s.vm.signInWithPasskey(ORIGIN)).toBe(false);
    expect(s.vm.error).toBe(PASSKEY_SIGN_IN_FAILED);
    s.vm.setEmail('keys@example.com');
    expect(await s.vm.signInWithPasskey(ORIGIN)).toBe(true);
    expect(s.navigation.loads).toEqual([`${ORIGIN}/library`]);
    expect(s.security.sessionStrength().methods).toEqual(['webauthn', 'mfa']);
  });
});
