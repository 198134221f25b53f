import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity, fakeTotpCode } from '@/adapters/fakes/fake-account-security';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { profileHomeTile } from '@/ui/profile/profile-home-tile';
import {
  EMAIL_STEP_UP_CANCELLED,
  EMAIL_STEP_UP_MESSAGE,
  FACTOR_STEP_UP_CANCELLED,
  FACTOR_STEP_UP_MESSAGE,
  PASSKEY_NOT_ADDED,
  ProfileViewModel,
  SESSIONS_FAILED,
  SIGN_IN_AGAIN_MESSAGE,
} from '@/ui/profile/profile-view-model';
import { methodWords } from '@/ui/profile/session-rows';
import type { CheckoutApi } from '@/ports/checkout-api';
import type { SessionStore } from '@/ui/session/session-store';
import type { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

const EMAIL = 'ann@example.com';

async function setup() {
  const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
  const identity = new FakeIdentityProvider(clock);
  const security = new FakeAccountSecurity(identity);
  await identity.signIn(EMAIL);
  const session = { email: EMAIL, displayName: 'Ann Lee', logout: vi.fn(async () => undefined) } as unknown as SessionStore;
  const api = new FakeProfileApi(clock);
  // The step-up prompt (decision 0269): the user gives their passkey, and the session gets mfa.
  const asked = vi.fn(async (_message: string) => {
    await identity.signIn(EMAIL, ['email', 'webauthn', 'mfa']);
    return true;
  });
  const stepUp = { ask: asked } as unknown as StepUpPrompt;
  const vm = new ProfileViewModel(security, session, api, stepUp);
  await vm.load();
  return { clock, identity, security, session, vm, api, stepUp, asked };
}

describe('ProfileViewModel', () => {
  test('adds an authenticator app: QR URI and key, the first code confirms it, then the recovery codes show once', async () => {
    const s = await setup();
    expect(s.vm.factors).toEqual({ totp: false, passkey: false });
    await s.vm.startTotp();
    const secret = s.vm.enrolment!.secret;
    expect(s.vm.enrolment!.provisioningUrl).toContain(`secret=${secret}`);
    s.vm.setCode('12');
    expect(await s.vm.confirmTotp()).toBe(false);
    expect(s.vm.error).toBe('Enter the 6-digit code your authenticator app shows.');
    s.vm.setCode(fakeTotpCode(secret) === '000000' ? '111111' : '000000');
    expect(await s.vm.confirmTotp()).toBe(false);
    expect(s.vm.error).toBe('Failed to verify TOTP code. Check the code and try again.');
    s.vm.setCode(fakeTotpCode(secret));
    expect(await s.vm.confirmTotp()).toBe(true);
    expect(s.vm.recoveryCodes).toHaveLength(10);
    expect(s.vm.factors).toEqual({ totp: true, passkey: false });
    s.vm.closeEnrolment();
    expect(s.vm.recoveryCodes).toBeUndefined();
    expect(s.vm.notice).toBe('Your authenticator app is set up.');
  });

  test('adds a passkey; removing it later needs a fresh sign-in', async () => {
    const s = await setup();
    s.security.passkeyAvailable = false;
    await s.vm.addPasskey();
    expect(s.vm.error).toBe(PASSKEY_NOT_ADDED);
    s.security.passkeyAvailable = true;
    await s.vm.addPasskey();
    expect(s.vm.factors).toEqual({ totp: false, passkey: true });
    // The first factor needed no prompt (a magic-link session may enrol it).
    expect(s.asked).not.toHaveBeenCalled();
    await s.identity.signIn(EMAIL, ['email', 'webauthn', 'mfa']);
    s.clock.advance(10 * 60_000);
    await s.vm.removePasskeys();
    expect(s.vm.error).toBe(SIGN_IN_AGAIN_MESSAGE);
    expect(s.vm.factors?.passkey).toBe(true);
    await s.vm.signInAgain();
    expect(s.session.logout).toHaveBeenCalledTimes(1);
    // Signed in again by e-mail link alone: the passkey is asked for first (decision 0269), then it goes.
    await s.identity.signIn(EMAIL);
    await s.vm.removePasskeys();
    expect(s.asked).toHaveBeenCalledWith(FACTOR_STEP_UP_MESSAGE);
    expect(s.vm.notice).toBe('Your passkeys are removed.');
    expect(s.vm.factors?.passkey).toBe(false);
  });

  test('a session without a second factor of a user who has one is asked for it before adding or replacing a factor (0269)', async () => {
    const s = await setup();
    await s.vm.addPasskey();
    // A session made before the factor was added (e.g. on another device): only the e-mail link.
    await s.identity.signIn(EMAIL);
    await s.vm.load();
    expect(s.security.sessionStrength().hasSecondFactor).toBe(false);
    // Cancelled: nothing changes, and the words say why.
    s.asked.mockResolvedValueOnce(false);
    await s.vm.startTotp();
    expect(s.asked).toHaveBeenLastCalledWith(FACTOR_STEP_UP_MESSAGE);
    expect(s.vm.enrolment).toBeUndefined();
    expect(s.vm.error).toBe(FACTOR_STEP_UP_CANCELLED);
    // Given: the enrolment goes on and is confirmed in the session with mfa.
    await s.vm.startTotp();
    expect(s.asked).toHaveBeenCalledTimes(2);
    s.vm.setCode(fakeTotpCode(s.vm.enrolment!.secret));
    expect(await s.vm.confirmTotp()).toBe(true);
    expect(s.vm.factors).toEqual({ totp: true, passkey: true });
    // A second passkey from a new e-mail-link session: asked again, then added.
    await s.identity.signIn(EMAIL);
    await s.vm.addPasskey();
    expect(s.asked).toHaveBeenCalledTimes(3);
    expect(s.vm.notice).toBe('Your passkey is added. You can now sign in with it alone.');
    expect((await s.security.listPasskeys(EMAIL)).data).toHaveLength(2);
  });

  test('when the factors were not known yet, the identity service refusal opens the prompt and the change goes on', async () => {
    const s = await setup();
    await s.security.addPasskey(EMAIL);
    await s.identity.signIn(EMAIL);
    // The page still believes there is no factor (loaded before it was added elsewhere).
    await s.vm.addPasskey();
    expect(s.asked).toHaveBeenCalledWith(FACTOR_STEP_UP_MESSAGE);
    expect(s.vm.notice).toBe('Your passkey is added. You can now sign in with it alone.');
  });

  test('lists recent sign-ins with date and time; sign out everywhere ends the session', async () => {
    const s = await setup();
    expect(s.vm.history).toEqual([{ when: 'Nov 23, 2026, 10:00 AM UTC', ip: '127.0.0.1' }]);
    expect(s.vm.name).toBe('Ann Lee');
    await s.vm.signOutEverywhere();
    expect(s.identity.getSessionToken()).toBeUndefined();
    expect(s.session.logout).toHaveBeenCalled();
  });

  test('lists the active sessions in words: this device first, when started and last used, how it signed in', async () => {
    const s = await setup();
    expect(s.vm.sessions).toEqual([
      {
        id: expect.any(String),
        started: 'Nov 23, 2026, 10:00 AM UTC',
        lastUsed: 'Nov 23, 2026, 10:00 AM UTC',
        methods: 'E-mail link',
        thisDevice: true,
      },
    ]);
    s.clock.advance(90 * 60_000);
    await s.identity.signIn(EMAIL, ['email', 'totp', 'mfa']);
    await s.vm.load();
    expect(s.vm.sessions.map((r) => [r.thisDevice, r.started, r.methods])).toEqual([
      [true, 'Nov 23, 2026, 11:30 AM UTC', 'E-mail link, Authenticator app'],
      [false, 'Nov 23, 2026, 10:00 AM UTC', 'E-mail link'],
    ]);
    expect(s.vm.sessionsError).toBeUndefined();
  });

  test('says so beside the list when the sessions cannot be listed', async () => {
    const s = await setup();
    s.security.sessions = async () => ({ ok: false, code: 500, error: { errorCode: 'E', errorDescription: 'down' } });
    await s.vm.load();
    expect(s.vm.sessions).toEqual([]);
    expect(s.vm.sessionsError).toBe('Your sessions could not be listed. Reload the page to try again.');
    expect(SESSIONS_FAILED).toBe(s.vm.sessionsError);
  });

  test('names every sign-in factor in words, never the raw code', () => {
    expect(methodWords(['email', 'webauthn', 'mfa'])).toBe('E-mail link, Passkey');
    expect(methodWords(['x-unknown'])).toBe('Other method');
    expect(methodWords([])).toBe('Not recorded');
    expect(methodWords(['mfa'])).toBe('Not recorded');
  });

  test('changes the e-mail by a link to the new address; the field rules are the spec messages', async () => {
    const s = await setup();
    expect(await s.vm.changeEmail('http://app.test')).toBe(false);
    expect(s.vm.newEmailError).toBe('Email is required');
    s.vm.setNewEmail('nope');
    expect(await s.vm.changeEmail('http://app.test')).toBe(false);
    expect(s.vm.newEmailError).toBe('Please type valid email address');
    s.vm.setNewEmail(' New@Example.com ');
    expect(await s.vm.changeEmail('http://app.test')).toBe(true);
    expect(s.identity.sentLinks.at(-1)).toMatchObject({ email: 'new@example.com', redirectUrl: 'http://app.test/profile' });
    expect(s.vm.notice).toBe(
      'We sent a link to n***@example.com. Open it to confirm your new address; until then your current address stays.',
    );
    expect(s.vm.newEmail).toBe('');
  });

  test('a user with a factor in a session without one is asked for it before the e-mail change; the typed address stays (0272)', async () => {
    const s = await setup();
    await s.vm.addPasskey();
    // Signed in by the e-mail link only.
    await s.identity.signIn(EMAIL);
    await s.vm.load();
    s.vm.setNewEmail('moved@example.com');
    // Cancelled: no link is sent, the words say why, and what was typed is kept.
    s.asked.mockResolvedValueOnce(false);
    const sent = s.identity.sentLinks.length;
    expect(await s.vm.changeEmail('http://app.test')).toBe(false);
    expect(s.asked).toHaveBeenLastCalledWith(EMAIL_STEP_UP_MESSAGE);
    expect(EMAIL_STEP_UP_MESSAGE).toBe(
      'Confirm it is you with your authenticator app or passkey before changing your e-mail address.',
    );
    expect(s.vm.error).toBe(
      'Nothing was changed. Confirm it is you with your authenticator app or passkey to change your e-mail address.',
    );
    expect(EMAIL_STEP_UP_CANCELLED).toBe(s.vm.error);
    expect(s.identity.sentLinks).toHaveLength(sent);
    expect(s.vm.newEmail).toBe('moved@example.com');
    // Given: the link goes to the typed address.
    expect(await s.vm.changeEmail('http://app.test')).toBe(true);
    expect(s.asked).toHaveBeenCalledTimes(2);
    expect(s.vm.error).toBeUndefined();
    expect(s.identity.sentLinks.at(-1)).toMatchObject({ email: 'moved@example.com', redirectUrl: 'http://app.test/profile' });
    expect(s.vm.notice).toBe(
      'We sent a link to m***@example.com. Open it to confirm your new address; until then your current address stays.',
    );
  });

  test("when the factors were not known yet, the service's refusal of the e-mail change opens the prompt, then it is sent", async () => {
    const s = await setup();
    await s.security.addPasskey(EMAIL);
    await s.identity.signIn(EMAIL);
    // The page still believes there is no factor (loaded before it was added elsewhere).
    s.vm.setNewEmail('later@example.com');
    expect(await s.vm.changeEmail('http://app.test')).toBe(true);
    expect(s.asked).toHaveBeenCalledWith(EMAIL_STEP_UP_MESSAGE);
    expect(s.identity.sentLinks.at(-1)).toMatchObject({ email: 'later@example.com' });
  });

  test('records the notification preference', async () => {
    const s = await setup();
    expect(s.vm.emailUpdates).toBeUndefined();
    await s.vm.setEmailUpdates(true);
    expect(s.api.preference.emailUpdates).toBe(true);
    expect(s.vm.emailUpdates).toBe(true);
    expect(s.vm.notice).toBe('You will get e-mail updates.');
    s.api.failNext = new Error('offline');
    await s.vm.setEmailUpdates(false);
    expect(s.vm.emailUpdates).toBe(true);
    expect(s.vm.error).toBe('That did not work. Please try again.');
  });

  test('the home tile leads to the profile', async () => {
    expect(await profileHomeTile.load(fakeTilePorts(), { now: new Date() })).toMatchObject({
      action: 'Open profile and security',
    });
  });
});

describe('your details', () => {
  async function withCheckout(values: Record<string, unknown> | undefined, displayName: string) {
    const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
    const identity = new FakeIdentityProvider(clock);
    await identity.signIn(EMAIL);
    const session = { email: EMAIL, displayName, logout: vi.fn() } as unknown as SessionStore;
    const checkout = {
      step: async (stepKey: string) => {
        if (!values) throw new Error('not found');
        return { stepKey, values, complete: true, updatedAt: null };
      },
    } as unknown as CheckoutApi;
    const vm = new ProfileViewModel(
      new FakeAccountSecurity(identity),
      session,
      new FakeProfileApi(clock),
      { ask: vi.fn() } as unknown as StepUpPrompt,
      checkout,
    );
    await vm.load();
    return vm;
  }

  test("the person's name and phone from the plan setup, not the e-mail address", async () => {
    const vm = await withCheckout({ first_name: 'Ann', middle_name: '', last_name: 'Lee', phone: '555-123-4567' }, EMAIL);
    expect([vm.name, vm.shownPhone]).toEqual(['Ann Lee', '555-123-4567']);
  });

  test('without a plan setup the e-mail is never shown as the name', async () => {
    const vm = await withCheckout(undefined, EMAIL);
    expect([vm.name, vm.shownPhone]).toEqual([undefined, undefined]);
  });
});
