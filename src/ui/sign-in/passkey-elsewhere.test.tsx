import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { ProfileApi } from '@/ports/profile-api';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { AccountSecurity } from '@/ports/account-security';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import ProfilePage from '@/ui/profile/profile-page';
import { SessionStore } from '@/ui/session/session-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import { SecondFactorForm } from '@/ui/sign-in/second-factor-form';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';
import { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';
import { SignInViewModel } from '@/ui/sign-in/sign-in-view-model';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

const EMAIL = 'ann@example.com';
const AT_LOCALHOST =
  'Passkeys cannot be used at an IP address. To use one, open the app at http://localhost:8080 and sign in there.';
const AT_ANOTHER_IP = 'Passkeys cannot be used at an IP address. To use one, open the app at its name instead of its IP address.';

const view = reactRootPerTest();

async function world(pageOrigin: string) {
  const identity = new FakeIdentityProvider(new FakeClock(new Date('2026-11-23T10:00:00Z')));
  const security = new FakeAccountSecurity(identity);
  security.pageOrigin = pageOrigin;
  await identity.signIn(EMAIL);
  const session = { email: EMAIL, displayName: 'Ann Lee', logout: vi.fn() } as unknown as SessionStore;
  return { identity, security, session };
}

const buttons = (): string[] => Array.from(view.host.querySelectorAll('button')).map((b) => b.textContent ?? '');
const note = (): HTMLElement | null => view.host.querySelector('[data-testid="passkey-elsewhere"]');

describe('at an IP address the passkey options say where passkeys work (decision 0298)', () => {
  test('the second-factor check: "Use a passkey" gives way to the note and its link to localhost', async () => {
    const w = await world('http://127.0.0.1:8080');
    const vm = new SecondFactorViewModel(w.security, w.session, new SecondFactorGate(w.identity, w.security));
    await act(async () => view.root.render(<SecondFactorForm vm={vm} />));
    expect(buttons()).toEqual(['Verify code']);
    expect(note()?.textContent).toBe(AT_LOCALHOST);
    const link = note()?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('http://localhost:8080');
    expect(link?.textContent).toBe('http://localhost:8080');
  });

  test('the second-factor check at localhost offers "Use a passkey" and no note', async () => {
    const w = await world('http://localhost:8080');
    const vm = new SecondFactorViewModel(w.security, w.session, new SecondFactorGate(w.identity, w.security));
    await act(async () => view.root.render(<SecondFactorForm vm={vm} />));
    expect(buttons()).toEqual(['Verify code', 'Use a passkey']);
    expect(note()).toBeNull();
  });

  test('the profile: "Add a passkey" gives way to the note; at a LAN address it names no link', async () => {
    for (const [origin, text] of [
      ['http://127.0.0.1:8080', AT_LOCALHOST],
      ['http://192.168.1.5:8080', AT_ANOTHER_IP],
    ] as const) {
      const w = await world(origin);
      const container = new Container({ autobind: true });
      container.bind(ProfileApi).toConstantValue(new FakeProfileApi(new FakeClock()));
      container.bind(AccountSecurity).toConstantValue(w.security);
      container.bind(StepUpPrompt).toConstantValue(new StepUpPrompt());
      container.bind(SessionStore).toConstantValue(w.session);
      await act(async () =>
        view.root.render(
          <ContainerProvider container={container}>
            <ProfilePage />
          </ContainerProvider>,
        ),
      );
      await vi.waitFor(() => expect(buttons()).toContain('Add authenticator app'));
      expect(buttons()).not.toContain('Add a passkey');
      expect(note()?.textContent).toBe(text);
      expect(note()?.querySelector('a')?.getAttribute('href') ?? undefined).toBe(
        origin === 'http://127.0.0.1:8080' ? 'http://localhost:8080' : undefined,
      );
      await act(async () => view.root.render(<span />));
    }
  });

  test('the sign-in page: "Sign in with a passkey" starts no ceremony and shows the note', async () => {
    const identity = new FakeIdentityProvider();
    const security = new FakeAccountSecurity(identity);
    security.pageOrigin = 'http://127.0.0.1:8080';
    const used = vi.spyOn(security, 'signInWithPasskey');
    const vm = new SignInViewModel(identity, new MemoryNavigation('/sign-in'), {} as SessionStore, security);
    vm.setEmail(EMAIL);
    expect(await vm.signInWithPasskey('http://127.0.0.1:8080')).toBe(false);
    expect(vm.passkeyElsewhereShown).toBe(true);
    expect(vm.passkeyPlace).toEqual({ here: false, url: 'http://localhost:8080' });
    expect(used).not.toHaveBeenCalled();
    expect(vm.error).toBeUndefined();
  });
});
