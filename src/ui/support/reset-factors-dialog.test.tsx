import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity, fakeTotpCode } from '@/adapters/fakes/fake-account-security';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import type { SupportUserRecord } from '@/domain/support';
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { AccountSecurity } from '@/ports/account-security';
import { SupportApi } from '@/ports/support-api';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import SupportConsolePage from '@/ui/support/support-console-page';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

// jsdom has no CSS.escape, which react-aria's modal reads a meta tag with; browsers do.
const css = ((globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ??= {});
css.escape ??= (s: string): string => s.replace(/[^\w-]/g, (c) => `\\${c}`);

const SUPPORT = 'help@example.com';
const ANN = supportUserFixture();

const view = reactRootPerTest();

/** The support user's own row as the search answers it (the session's product user is `user-1`). */
const SELF = supportUserFixture({ id: 'user-1', email: SUPPORT, name: 'Hal Help', createdAt: '2026-01-01T10:00:00.000Z' });

/** The console with Ann (and `also`, when `query` finds them) found, for a support user whose session has a second factor. */
async function consoleWithAnn(also: SupportUserRecord[] = [], query = 'ann@example.com') {
  const identity = new FakeIdentityProvider(new FakeClock());
  const security = new FakeAccountSecurity(identity);
  await identity.signIn(SUPPORT);
  const enrolment = await security.startTotpEnrolment(SUPPORT);
  await security.verifyTotp(SUPPORT, fakeTotpCode(enrolment.data!.secret), { addToSession: true });
  const support = new FakeSupportApi(new FakeClock(), { id: 'user-1', email: SUPPORT }).seed(ANN, ...also);
  const container = new Container({ autobind: true });
  container.bind(SupportApi).toConstantValue(support);
  container.bind(AccountSecurity).toConstantValue(security);
  container
    .bind(AdminModeStore)
    .toConstantValue(
      new AdminModeStore(
        new MemoryKeyValueStorage(),
        new FakeQueryCache(),
        new StoreRegistry(),
        new MemoryNavigation('/support'),
      ),
    );
  container.bind(StepUpPrompt).toConstantValue(new StepUpPrompt());
  // The session as it stands after the support user signed in (their product user from GET /me then).
  container
    .bind(SessionStore)
    .toConstantValue({ session: { user: { id: 'user-1', user_email: SUPPORT } } } as unknown as SessionStore);
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn(), pathname: '/support' } as unknown as RouterStore);
  await act(async () =>
    view.root.render(
      <ContainerProvider container={container}>
        <SupportConsolePage />
      </ContainerProvider>,
    ),
  );
  await type(view.host, 'Find users', query);
  await click(button(view.host, 'Find'));
  await vi.waitFor(() => button(view.host, 'Reset second factors of Ann Lee'));
  return { support };
}

/** Types into the labelled field inside `scope` as a person would (React reads the native value on input). */
async function type(scope: ParentNode, label: string, value: string): Promise<HTMLInputElement> {
  const field = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
  const input = (field?.htmlFor ? document.getElementById(field.htmlFor) : undefined) as HTMLInputElement | null;
  if (!input) throw new Error(`no field labelled ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

const button = (scope: ParentNode, name: string): HTMLButtonElement => {
  const b = Array.from(scope.querySelectorAll('button')).find((e) => (e.getAttribute('aria-label') ?? e.textContent) === name);
  if (!b) throw new Error(`no button ${name}`);
  return b as HTMLButtonElement;
};
const click = async (el: HTMLElement): Promise<void> => {
  await act(async () => el.click());
};
const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

describe('Reset second factors in the support console (decision 0273)', () => {
  test('opens a labelled dialog that says what happens, with the focus on the reason', async () => {
    await consoleWithAnn();
    await click(button(view.host, 'Reset second factors of Ann Lee'));
    const d = await vi.waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
    const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Reset second factors of Ann Lee?');
    expect(d.textContent).toContain(
      'This removes their authenticator app, passkeys and unused recovery codes and signs them out everywhere.',
    );
    expect(d.textContent).toContain('They get an e-mail saying that support reset their second factors.');
    const reason = d.querySelector('input') as HTMLInputElement;
    expect(reason.getAttribute('aria-required')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(reason));
  });

  test('without a reason it says so next to the field and sends nothing; with one it resets and says so', async () => {
    const { support } = await consoleWithAnn();
    await click(button(view.host, 'Reset second factors of Ann Lee'));
    const d = await vi.waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
    await click(button(d, 'Reset second factors'));
    const reason = d.querySelector('input') as HTMLInputElement;
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const described = (reason.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter the reason for the reset');
    expect(support.calls).toEqual(['users']);
    await type(d, 'Reason', 'Lost phone and codes; checked by video call');
    await click(button(d, 'Reset second factors'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(support.calls).toEqual(['users', 'resetFactors:u-ann']);
    expect((await support.audit({ participant: 'u-ann' }, 1, 25)).items[0]).toMatchObject({
      action: 'reset_factors',
      reason: 'Lost phone and codes; checked by video call',
    });
    await vi.waitFor(() =>
      expect(view.host.querySelector('[role="status"]')?.textContent).toBe(
        'Ann Lee has no second factors now and is signed out everywhere. They were told by e-mail.',
      ),
    );
  });

  test('Escape closes the dialog without a reset', async () => {
    const { support } = await consoleWithAnn();
    await click(button(view.host, 'Reset second factors of Ann Lee'));
    const d = await vi.waitFor(() => dialog() ?? Promise.reject(new Error('no dialog')));
    await act(async () => {
      d.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(support.calls).toEqual(['users']);
  });

  test("the support user's own row offers no reset and no disabling (the server refuses both) and says it is theirs", async () => {
    // Both are found by the domain's words.
    await consoleWithAnn([SELF], 'example');
    await vi.waitFor(() => expect(view.host.querySelectorAll('li.result')).toHaveLength(2));
    const own = [...view.host.querySelectorAll('li.result')].find((li) => li.textContent?.includes('Hal Help'))!;
    expect(own.textContent).toContain('(you)');
    const names = [...own.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Resend a sign-in link to Hal Help', 'Act as Hal Help']);
    expect(button(view.host, 'Reset second factors of Ann Lee')).toBeTruthy();
    expect(button(view.host, 'Disable Ann Lee')).toBeTruthy();
  });
});
