import 'reflect-metadata';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { readLocaleFrom } from '@/ui/kit/locale-format';
import { PasskeyList } from '@/ui/profile/passkey-list';
import {
  PASSKEY_NAME_REQUIRED,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  ProfileViewModel,
  SESSION_ENDED,
  SIGN_IN_AGAIN_MESSAGE,
} from '@/ui/profile/profile-view-model';
import { SessionList } from '@/ui/profile/session-list';
import type { SessionStore } from '@/ui/session/session-store';
import type { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

// jsdom has no CSS.escape, which react-aria's modal reads a meta tag with; browsers do.
const css = ((globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ??= {});
css.escape ??= (s: string): string => s.replace(/[^\w-]/g, (c) => `\\${c}`);

const EMAIL = 'ann@example.com';
// Registered before the root's hooks, so it runs after the root is unmounted.
afterEach(() => {
  readLocaleFrom(undefined);
});
const view = reactRootPerTest();

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
  return { clock, identity, security, session, vm, stepUp, asked };
}

const buttons = (name: string | RegExp): HTMLButtonElement[] =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const cells = (host: HTMLElement): string[][] =>
  [...host.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent ?? ''));

describe('PasskeyList', () => {
  test('lists each passkey with its name, added and last-used dates in the user locale; Remove asks first, then removes it', async () => {
    readLocaleFrom(new FixedUserLocale('de-DE'));
    const s = await setup();
    await s.security.addPasskey(EMAIL);
    s.clock.advance(24 * 3600_000);
    // A second passkey and the removal need the first in the session (decision 0269); fresh again, for the removal.
    await s.identity.signIn(EMAIL, ['email', 'webauthn', 'mfa']);
    await s.security.addPasskey(EMAIL);
    await s.vm.load();
    const host = await view.render(<PasskeyList vm={s.vm} />);
    expect(host.querySelector('caption')?.textContent).toBe('Your passkeys');
    expect(cells(host)).toEqual([
      ['Passkey', '23. Nov. 2026', 'Never', 'Rename Remove'],
      ['Passkey (2)', '24. Nov. 2026', 'Never', 'Rename Remove'],
    ]);
    const remove = buttons('Remove passkey Passkey, added 23. Nov. 2026');
    expect(remove).toHaveLength(1);

    // Keep it: nothing is removed.
    await act(async () => remove[0].click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.querySelector('h2, [slot="title"]')?.textContent).toBe('Remove this passkey?');
    expect(dialog?.textContent).toContain('Passkey, added 23. Nov. 2026, will no longer sign you in.');
    await act(async () => buttons('Keep it')[0].click());
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(cells(host)).toHaveLength(2);

    // Remove it.
    await act(async () => buttons('Remove passkey Passkey, added 23. Nov. 2026')[0].click());
    await act(async () => buttons('Remove passkey')[0].click());
    await vi.waitFor(() => expect(cells(host)).toEqual([['Passkey', '24. Nov. 2026', 'Never', 'Rename Remove']]));
    expect(buttons('Remove passkey Passkey, added 24. Nov. 2026')).toHaveLength(1);
    expect(s.vm.notice).toBe(PASSKEY_REMOVED);
    expect(s.vm.factors).toEqual({ totp: false, passkey: true });
  });

  test('Rename turns the name into a labelled field; an empty name is refused beside it; Save names it', async () => {
    const s = await setup();
    await s.security.addPasskey(EMAIL);
    await s.vm.load();
    const host = await view.render(<PasskeyList vm={s.vm} />);
    await act(async () => buttons(/^Rename passkey Passkey, added /)[0].click());
    const input = host.querySelector<HTMLInputElement>('#passkey-name')!;
    expect(host.querySelector('label[for="passkey-name"]')?.textContent).toBe('New name for Passkey');
    expect(input.value).toBe('Passkey');
    await act(async () => s.vm.setRenameValue('   '));
    await act(async () => host.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click());
    expect(host.querySelector('#passkey-name-error')?.textContent).toBe(PASSKEY_NAME_REQUIRED);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('passkey-name-error');
    await act(async () => s.vm.setRenameValue(' Work laptop '));
    await act(async () => host.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click());
    await vi.waitFor(() => expect(cells(host)[0][0]).toBe('Work laptop'));
    expect(host.querySelector('#passkey-name')).toBeNull();
    expect(s.vm.notice).toBe(PASSKEY_RENAMED);
    // Cancel leaves it as it was.
    await act(async () => buttons(/^Rename passkey Work laptop, added /)[0].click());
    await act(async () => s.vm.setRenameValue('Other'));
    await act(async () => buttons('Cancel')[0].click());
    expect(cells(host)[0][0]).toBe('Work laptop');
  });

  test('removing a passkey long after signing in asks to sign in again and keeps it', async () => {
    const s = await setup();
    await s.security.addPasskey(EMAIL);
    await s.identity.signIn(EMAIL, ['email', 'webauthn', 'mfa']);
    s.clock.advance(10 * 60_000);
    await s.vm.load();
    const host = await view.render(<PasskeyList vm={s.vm} />);
    await act(async () => buttons(/^Remove passkey Passkey, added /)[0].click());
    await act(async () => buttons('Remove passkey')[0].click());
    await vi.waitFor(() => expect(s.vm.error).toBe(SIGN_IN_AGAIN_MESSAGE));
    expect(cells(host)).toHaveLength(1);
  });
});

describe('SessionList', () => {
  test('this device keeps Sign out; another device has Sign out this device, which ends that session only', async () => {
    const s = await setup();
    await s.identity.signIn(EMAIL);
    await s.vm.load();
    const host = await view.render(<SessionList vm={s.vm} />);
    const rows = [...host.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('This device');
    expect(rows[0].querySelector('button')?.textContent).toBe('Sign out');
    expect(rows[0].querySelector('button')?.getAttribute('aria-label')).toBe('Sign out here (this device)');
    expect(rows[1].textContent).toContain('Another device or browser');
    const end = rows[1].querySelector('button')!;
    expect(end.textContent).toBe('Sign out this device');
    expect(end.getAttribute('aria-label')).toMatch(/^Sign out this device \(another device or browser, last used /);
    expect(buttons('Sign out this device')).toHaveLength(0); // named with its last use, never ambiguous
    await act(async () => end.click());
    await vi.waitFor(() => expect(host.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(host.querySelector('tbody tr')?.textContent).toContain('This device');
    expect(s.vm.notice).toBe(SESSION_ENDED);
    await act(async () => host.querySelector<HTMLButtonElement>('tbody button')!.click());
    expect(s.session.logout).toHaveBeenCalledTimes(1);
  });
});
