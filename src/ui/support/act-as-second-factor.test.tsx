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
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { AccountSecurity } from '@/ports/account-security';
import { SupportApi } from '@/ports/support-api';
import AdminPage from '@/ui/admin/admin-page';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import SupportConsolePage from '@/ui/support/support-console-page';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const SUPPORT = 'help@example.com';
const ANN = supportUserFixture();

const view = reactRootPerTest();

async function world() {
  const identity = new FakeIdentityProvider(new FakeClock());
  const security = new FakeAccountSecurity(identity);
  await identity.signIn(SUPPORT);
  const support = new FakeSupportApi(new FakeClock(), { id: 'user-1', email: SUPPORT }).seed(ANN);
  const adminMode = new AdminModeStore(
    new MemoryKeyValueStorage(),
    new FakeQueryCache(),
    new StoreRegistry(),
    new MemoryNavigation('/support'),
  );
  const stepUp = new StepUpPrompt();
  const navigate = vi.fn();
  const container = new Container({ autobind: true });
  container.bind(SupportApi).toConstantValue(support);
  container.bind(AccountSecurity).toConstantValue(security);
  container.bind(AdminModeStore).toConstantValue(adminMode);
  container.bind(StepUpPrompt).toConstantValue(stepUp);
  // The session as it stands after the support user signed in (their product user from GET /me then).
  container
    .bind(SessionStore)
    .toConstantValue({ session: { user: { id: 'user-1', user_email: SUPPORT } } } as unknown as SessionStore);
  container.bind(RouterStore).toConstantValue({ navigate, pathname: '/support' } as unknown as RouterStore);
  return { identity, security, adminMode, stepUp, navigate, container, support };
}

async function render(w: Awaited<ReturnType<typeof world>>, page: 'console' | 'admin'): Promise<void> {
  await act(async () =>
    view.root.render(
      <ContainerProvider container={w.container}>
        {page === 'console' ? <SupportConsolePage /> : <AdminPage />}
      </ContainerProvider>,
    ),
  );
}

/** Types into the labelled field as a person would (React reads the native value on input). */
async function type(label: string, value: string): Promise<void> {
  const field = Array.from(view.host.querySelectorAll('label')).find((l) => l.textContent === label);
  const input = (field?.htmlFor ? document.getElementById(field.htmlFor) : undefined) as HTMLInputElement | null;
  if (!input) throw new Error(`no field labelled ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (name: string): HTMLButtonElement => {
  const b = Array.from(view.host.querySelectorAll('button')).find(
    (e) => (e.getAttribute('aria-label') ?? e.textContent) === name,
  );
  if (!b) throw new Error(`no button ${name}`);
  return b as HTMLButtonElement;
};
const click = async (el: HTMLElement): Promise<void> => {
  await act(async () => el.click());
};

async function actAsAnn(page: 'console' | 'admin', stepUp?: StepUpPrompt): Promise<void> {
  if (page === 'console') {
    await type('Find users', 'ann@example.com');
    await click(button('Find'));
    // The console's own powers need the second factor too (decision 0269): with a factor the prompt asks first.
    if (stepUp) {
      await vi.waitFor(() => expect(stepUp.message).toBe('Support users need a second factor before using the support console.'));
      await act(async () => stepUp.finish(true));
    }
  } else {
    await type('Search participants', 'Ann');
    await click(button('Search'));
  }
  await vi.waitFor(() => button('Act as Ann Lee'));
  await click(button('Act as Ann Lee'));
}

/**
 * Gives the reason in the dialog "Act as" opens (decision 0297; portalled to the body): the field has the focus, the
 * reason is typed and Enter submits the form.
 */
async function giveReason(reason: string): Promise<void> {
  const input = await vi.waitFor(() => {
    const dialog = document.querySelector('dialog');
    const label = Array.from(dialog?.querySelectorAll('label') ?? []).find((l) =>
      l.textContent?.startsWith('Reason for acting as this participant'),
    );
    const el = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!(el instanceof HTMLInputElement)) throw new Error('no reason field');
    return el;
  });
  expect(document.querySelector('dialog h2')?.textContent).toBe('Act as Ann Lee?');
  expect(document.activeElement).toBe(input);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, reason);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.form!.requestSubmit());
}

/** The alert shown when the support user has no second factor to give, once it appears. */
const alertShown = (): Promise<HTMLElement> =>
  vi.waitFor(() => {
    const a = view.host.querySelector('[role="alert"]');
    if (!a) throw new Error('no alert');
    return a as HTMLElement;
  });

describe('the support console needs a second factor (decision 0269)', () => {
  test('a support user without any factor gets no search but the alert with the way to the profile', async () => {
    const w = await world();
    await render(w, 'console');
    await type('Find users', 'ann@example.com');
    await click(button('Find'));
    const alert = await alertShown();
    expect(alert.querySelector('p')?.textContent).toBe(
      'The support console needs a second factor. Add an authenticator app or a passkey on your profile, then try again.',
    );
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/profile');
    expect(view.host.querySelector('[aria-label="Users found"]')).toBeNull();
    expect(w.stepUp.open).toBe(false);
  });

  test('with a factor but a magic-link session the prompt asks first; cancelled, nothing is searched', async () => {
    const w = await world();
    const enrolment = await w.security.startTotpEnrolment(SUPPORT);
    await w.security.verifyTotp(SUPPORT, fakeTotpCode(enrolment.data!.secret), { addToSession: true });
    await w.identity.signIn(SUPPORT);
    await render(w, 'console');
    await type('Find users', 'ann@example.com');
    await click(button('Find'));
    await vi.waitFor(() => expect(w.stepUp.message).toBe('Support users need a second factor before using the support console.'));
    await act(async () => w.stepUp.finish(false));
    await vi.waitFor(() =>
      expect(view.host.querySelector('.alert[role="status"]')?.textContent).toBe(
        'Support users need a second factor before using the support console.',
      ),
    );
    expect(view.host.querySelector('[aria-label="Users found"]')).toBeNull();
    await click(button('Find'));
    await vi.waitFor(() => expect(w.stepUp.open).toBe(true));
    await act(async () => w.stepUp.finish(true));
    await vi.waitFor(() =>
      expect(view.host.querySelector('[aria-label="Users found"]')?.textContent).toContain('ann@example.com'),
    );
  });
});

describe.each(['console', 'admin'] as const)('Act as on the %s page needs a second factor', (page) => {
  test('a support user without a second factor is told to add one on the profile, with a link; admin mode stays off', async () => {
    const w = await world();
    // On the console the search itself needs the factor: this one reads no factors (the API decides), as in an outage.
    if (page === 'console') vi.spyOn(w.security, 'factors').mockResolvedValueOnce({ ok: false });
    await render(w, page);
    await actAsAnn(page);
    const alert = await vi.waitFor(() => {
      const a = view.host.querySelector('[role="alert"]');
      if (!a) throw new Error('no alert');
      return a as HTMLElement;
    });
    expect(alert.querySelector('p')?.textContent).toBe(
      'Admin mode needs a second factor. Add an authenticator app or a passkey on your profile, then act as the participant.',
    );
    const link = alert.querySelector('a')!;
    expect(link.textContent).toBe('Add a second factor on your profile');
    expect(link.getAttribute('href')).toBe('/profile');
    await click(link);
    expect(w.navigate).toHaveBeenCalledWith('/profile');
    expect(w.adminMode.enabled).toBe(false);
    expect(w.stepUp.open).toBe(false);
  });

  test('with a factor but a magic-link session the step-up prompt asks first; admin mode opens once it is given', async () => {
    const w = await world();
    const enrolment = await w.security.startTotpEnrolment(SUPPORT);
    await w.security.verifyTotp(SUPPORT, fakeTotpCode(enrolment.data!.secret), { addToSession: true });
    await w.identity.signIn(SUPPORT);
    await render(w, page);
    await actAsAnn(page, w.stepUp);
    await vi.waitFor(() => expect(w.stepUp.message).toBe('Support users need a second factor before acting for a participant.'));
    expect(w.adminMode.enabled).toBe(false);
    expect(view.host.querySelector('[role="alert"]')).toBeNull();
    await act(async () => w.stepUp.finish(true));
    await giveReason('Ticket 9');
    await vi.waitFor(() => expect(w.adminMode.mode).toMatchObject({ enabled: true, id: 'u-ann', participantName: 'Ann Lee' }));
  });

  test('a session with a second factor enters admin mode at once', async () => {
    const w = await world();
    const enrolment = await w.security.startTotpEnrolment(SUPPORT);
    await w.security.verifyTotp(SUPPORT, fakeTotpCode(enrolment.data!.secret), { addToSession: true });
    expect(w.security.sessionStrength().hasSecondFactor).toBe(true);
    await render(w, page);
    await actAsAnn(page);
    // The reason first (decision 0297): an empty one is refused next to the field, admin mode stays off.
    await giveReason('   ');
    await vi.waitFor(() =>
      expect(document.querySelector('dialog')?.textContent).toContain('Enter the reason for acting as this participant'),
    );
    expect(w.adminMode.enabled).toBe(false);
    await giveReason('Ticket 9');
    await vi.waitFor(() => expect(w.adminMode.enabled).toBe(true));
    expect(w.support.calls.filter((c) => c.startsWith('enterAdminMode'))).toEqual(['enterAdminMode:u-ann']);
    expect((await w.support.audit({ participant: 'u-ann' }, 1, 25)).items[0]).toMatchObject({
      action: 'enter_admin_mode',
      reason: 'Ticket 9',
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(w.stepUp.open).toBe(false);
  });
});
