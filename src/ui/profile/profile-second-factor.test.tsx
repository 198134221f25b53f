import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity, fakeTotpCode } from '@/adapters/fakes/fake-account-security';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { AccountSecurity } from '@/ports/account-security';
import { ProfileApi } from '@/ports/profile-api';
import ProfilePage from '@/ui/profile/profile-page';
import { SessionStore } from '@/ui/session/session-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const EMAIL = 'ann@example.com';
const PROMPT = 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods.';

const view = reactRootPerTest();

async function world() {
  const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
  const identity = new FakeIdentityProvider(clock);
  const security = new FakeAccountSecurity(identity);
  await identity.signIn(EMAIL);
  const stepUp = new StepUpPrompt();
  const container = new Container({ autobind: true });
  container.bind(ProfileApi).toConstantValue(new FakeProfileApi(clock));
  container.bind(AccountSecurity).toConstantValue(security);
  container.bind(StepUpPrompt).toConstantValue(stepUp);
  container
    .bind(SessionStore)
    .toConstantValue({ email: EMAIL, displayName: 'Ann Lee', logout: vi.fn() } as unknown as SessionStore);
  return { identity, security, stepUp, container };
}

const button = (name: string): HTMLButtonElement => {
  const b = Array.from(view.host.querySelectorAll('button')).find((e) => e.textContent === name);
  if (!b) throw new Error(`no button ${name}`);
  return b as HTMLButtonElement;
};

async function open(w: Awaited<ReturnType<typeof world>>): Promise<void> {
  await act(async () =>
    view.root.render(
      <ContainerProvider container={w.container}>
        <ProfilePage />
      </ContainerProvider>,
    ),
  );
  await vi.waitFor(() => expect(button('Add a passkey').disabled).toBe(false));
}

describe('the profile asks for the second factor before adding one (decision 0269)', () => {
  test('a user with an authenticator app in an e-mail-link session: Add a passkey opens "Confirm it is you", then adds it', async () => {
    const w = await world();
    const enrolment = await w.security.startTotpEnrolment(EMAIL);
    await w.security.verifyTotp(EMAIL, fakeTotpCode(enrolment.data!.secret), { addToSession: true });
    // A session made before the app was set up (e.g. on another device): the e-mail link only.
    await w.identity.signIn(EMAIL);
    await open(w);
    await act(async () => button('Add a passkey').click());
    await vi.waitFor(() => expect(w.stepUp.message).toBe(PROMPT));
    expect((await w.security.listPasskeys(EMAIL)).data).toEqual([]);
    // The user gives a code in the prompt (here a recovery code, which counts as the factor): the session gets mfa and the prompt closes; the passkey is then added.
    await act(async () => {
      expect((await w.security.verifyTotp(EMAIL, enrolment.data!.recoveryCodes[0], { addToSession: true })).ok).toBe(true);
      w.stepUp.finish(true);
    });
    await vi.waitFor(() =>
      expect(view.host.querySelector('[role="status"]')?.textContent).toBe(
        'Your passkey is added. You can now sign in with it alone.',
      ),
    );
    expect((await w.security.listPasskeys(EMAIL)).data).toHaveLength(1);
  });

  test('a user with a passkey: Add authenticator app asks first; cancelled, nothing changes and the message says why', async () => {
    const w = await world();
    await w.security.addPasskey(EMAIL);
    await w.identity.signIn(EMAIL);
    await open(w);
    await act(async () => button('Add authenticator app').click());
    await vi.waitFor(() => expect(w.stepUp.message).toBe(PROMPT));
    await act(async () => w.stepUp.finish(false));
    await vi.waitFor(() =>
      expect(view.host.querySelector('[role="alert"] p')?.textContent).toBe(
        'Nothing was changed. Confirm it is you with your authenticator app or passkey to change your sign-in methods.',
      ),
    );
    expect(view.host.querySelector('[role="dialog"]')).toBeNull();
    expect((await w.security.factors()).data).toEqual({ totp: false, passkey: true });
  });

  test('a user without any factor adds the first one at once, without the prompt', async () => {
    const w = await world();
    await open(w);
    await act(async () => button('Add a passkey').click());
    await vi.waitFor(() =>
      expect(view.host.querySelector('[role="status"]')?.textContent).toBe(
        'Your passkey is added. You can now sign in with it alone.',
      ),
    );
    expect(w.stepUp.open).toBe(false);
  });

  test('a user with a passkey in an e-mail-link session: Change e-mail asks first, then sends the link to what was typed (0272)', async () => {
    const w = await world();
    await w.security.addPasskey(EMAIL);
    await w.identity.signIn(EMAIL);
    await open(w);
    const field = view.host.querySelector<HTMLInputElement>('#new-email')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'moved@example.com');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Change e-mail').click());
    await vi.waitFor(() =>
      expect(w.stepUp.message).toBe(
        'Confirm it is you with your authenticator app or passkey before changing your e-mail address.',
      ),
    );
    expect(w.identity.sentLinks.some((l) => l.email === 'moved@example.com')).toBe(false);
    expect(field.value).toBe('moved@example.com');
    // The user gives their passkey in the prompt: the session gets mfa, the prompt closes and the link is sent.
    await act(async () => {
      expect((await w.security.signInWithPasskey(EMAIL, { addToSession: true })).ok).toBe(true);
      w.stepUp.finish(true);
    });
    await vi.waitFor(() =>
      expect(view.host.querySelector('[role="status"]')?.textContent).toBe(
        'We sent a link to m***@example.com. Open it to confirm your new address; until then your current address stays.',
      ),
    );
    expect(w.identity.sentLinks.at(-1)).toMatchObject({ email: 'moved@example.com' });
  });
});
