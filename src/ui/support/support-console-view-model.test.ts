import 'reflect-metadata';
import fc from 'fast-check';
import { observable, runInAction } from 'mobx';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { invalid } from '@/adapters/fakes/fake-port-kit';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import type { SupportUserRecord } from '@/domain/support';
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import type { User } from '@/domain/session';
import type { SessionStore } from '@/ui/session/session-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import {
  SUPPORT_FAILED_MESSAGE,
  SupportConsoleViewModel,
  USERS_PER_PAGE,
  searchValueError,
} from '@/ui/support/support-console-view-model';

const ANN: SupportUserRecord = supportUserFixture();

function setup() {
  // The support user (the session's own product user, user-9) and Ann.
  const support = new FakeSupportApi(new FakeClock(new Date('2026-01-02T10:00:00Z')), {
    id: 'user-9',
    email: 'hal@example.com',
  }).seed(ANN);
  const navigation = new MemoryNavigation('/support');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  const identity = new FakeIdentityProvider();
  // The session as SessionStore holds it after sign-in: the support user's own product user (from GET /me then).
  const session = observable<{ session: { user: User | undefined } }>({
    session: { user: { id: 'user-9', user_email: 'hal@example.com' } },
  });
  const vm = new SupportConsoleViewModel(
    support,
    adminMode,
    new FakeAccountSecurity(identity),
    new StepUpPrompt(),
    session as unknown as SessionStore,
  );
  return { support, adminMode, navigation, identity, session, vm };
}

const serverError = (): ApiError => new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);

describe('searchValueError', () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,10}$/);
  test('accepts words of letters and digits and whole e-mail addresses', () => {
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (ws) => searchValueError(ws.join(' ')) === undefined));
    fc.assert(fc.property(fc.emailAddress(), (email) => searchValueError(email) === undefined));
  });
  test('the console asks for a value: a blank one is refused, though the server would list everyone', () => {
    expect(searchValueError('  ')).toBe('Search value must contain at least 2 non-whitespace characters');
  });
  test('refuses other characters, a single character and half addresses with the spec messages', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(';', '$', '%', '*', '(', '-'), (w, bad) => {
        expect(searchValueError(`${w}${bad}`)).toBe('Only letters digits and spaces are allowed');
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]$/),
        (c) => searchValueError(` ${c} `) === 'Search value must contain at least 2 non-whitespace characters',
      ),
    );
    fc.assert(
      fc.property(
        word,
        (w) =>
          searchValueError(`${w}@`) === 'Please type valid email address' &&
          searchValueError(`@${w}`) === 'Please type valid email address',
      ),
    );
  });
});

describe('SupportConsoleViewModel', () => {
  test('sends nothing for an invalid value and shows its message', async () => {
    const s = setup();
    s.vm.setQuery('a;');
    await s.vm.search();
    expect(s.vm.error).toBe('Only letters digits and spaces are allowed');
    expect(s.support.calls).toEqual([]);
    s.vm.setQuery('ann');
    expect(s.vm.error).toBeUndefined();
  });

  test('searches page by page', async () => {
    const s = setup();
    s.support.seed(
      ...Array.from({ length: 24 }, (_, i) => supportUserFixture({ id: `u-${i}`, email: `ann.${i}@example.com`, name: null })),
    );
    const users = vi.spyOn(s.support, 'users');
    s.vm.setQuery(' ann ');
    await s.vm.search();
    expect(users.mock.calls).toEqual([['ann', 1, USERS_PER_PAGE]]);
    expect(s.vm.result).toMatchObject({ total: 25, page: 1, pageSize: USERS_PER_PAGE });
    expect(s.vm.pages).toBe(3);
    s.vm.setQuery('changed but not searched');
    await s.vm.goToPage(2);
    expect(users.mock.lastCall).toEqual(['ann', 2, USERS_PER_PAGE]);
    await s.vm.goToPage(4);
    expect(users.mock.calls).toHaveLength(2);
    // The support user's own row (no disable or reset there) is known from the session: no extra request for it.
    expect(s.support.calls).toEqual(['users', 'users']);
    expect(s.vm.isSelf({ ...ANN, id: 'user-9' })).toBe(true);
    expect(s.vm.isSelf(ANN)).toBe(false);
    // Without the product user (its read failed at sign-in) no row is taken for theirs; the server still refuses.
    runInAction(() => (s.session.session = { user: undefined }));
    expect(s.vm.isSelf({ ...ANN, id: 'user-9' })).toBe(false);
  });

  test("shows the server's field message, or a general one", async () => {
    const s = setup();
    s.support.failNext = invalid({ q: ['Please type valid email address'] });
    s.vm.setQuery('ann');
    await s.vm.search();
    expect(s.vm.error).toBe('Please type valid email address');
    s.support.failNext = serverError();
    await s.vm.search();
    expect(s.vm.error).toBe(SUPPORT_FAILED_MESSAGE);
  });

  test('disables a user after confirmation and re-enables them at once, updating the row and saying what happened', async () => {
    const s = setup();
    s.vm.setQuery('ann');
    await s.vm.search();
    const before = s.support.calls.length;
    await s.vm.requestToggle(ANN);
    expect(s.vm.confirming).toEqual(ANN);
    s.vm.cancelConfirm();
    expect(s.vm.confirming).toBeUndefined();
    expect(s.support.calls).toHaveLength(before);
    await s.vm.requestToggle(ANN);
    await s.vm.confirmDisable();
    expect(s.vm.confirming).toBeUndefined();
    expect(s.support.calls.at(-1)).toBe('setUserStatus:u-ann');
    expect((await s.support.audit({ participant: 'u-ann' }, 1, 25)).items.map((e) => e.action)).toEqual(['disable']);
    expect(s.vm.result?.items[0].status).toBe('disabled');
    expect(s.vm.notice).toEqual({ text: 'Ann Lee is disabled and signed out everywhere.', tone: 'ok' });
    // Re-enabling needs no confirmation.
    await s.vm.requestToggle(s.vm.result?.items[0] as SupportUserRecord);
    expect(s.vm.result?.items[0].status).toBe('enabled');
    expect((await s.support.audit({ participant: 'u-ann' }, 1, 25)).items.map((e) => e.action)).toEqual(['enable', 'disable']);
    expect(s.vm.notice).toEqual({ text: 'Ann Lee can sign in again.', tone: 'ok' });
    expect(s.vm.busyId).toBeUndefined();
  });

  test("resends a sign-in link; a refusal shows the server's message", async () => {
    const s = setup();
    await s.vm.resendLink(ANN);
    expect(s.vm.notice).toEqual({ text: 'A new sign-in link is on its way to a***@example.com.', tone: 'ok' });
    expect(s.support.linksSent).toEqual(['ann@example.com']);
    await s.support.setUserStatus('u-ann', 'disabled');
    await s.vm.resendLink(ANN);
    expect(s.vm.notice).toEqual({ text: 'The user is disabled; enable them first', tone: 'error' });
  });

  test('resets second factors only with a reason: the message shows by the field and nothing is sent; then one call', async () => {
    const s = setup();
    s.vm.requestReset(ANN);
    expect(s.vm.resetting).toEqual(ANN);
    s.vm.setResetReason('   ');
    await s.vm.confirmReset();
    expect(s.vm.resetReasonError).toBe('Enter the reason for the reset');
    expect(s.vm.resetting).toEqual(ANN);
    expect(s.support.calls).toEqual([]);
    s.vm.setResetReason(' Lost phone and codes; checked by video call ');
    expect(s.vm.resetReasonError).toBeUndefined();
    await s.vm.confirmReset();
    expect(s.vm.resetting).toBeUndefined();
    expect(s.support.calls).toEqual(['resetFactors:u-ann']);
    expect((await s.support.audit({ participant: 'u-ann' }, 1, 25)).items[0]).toMatchObject({
      action: 'reset_factors',
      reason: 'Lost phone and codes; checked by video call',
    });
    expect(s.vm.notice).toEqual({
      text: 'Ann Lee has no second factors now and is signed out everywhere. They were told by e-mail.',
      tone: 'ok',
    });
    expect(s.vm.busyId).toBeUndefined();
  });

  test('cancelling a reset sends nothing; reopening starts with an empty reason; a refusal shows the server message', async () => {
    const s = setup();
    s.vm.requestReset(ANN);
    s.vm.setResetReason('typed');
    s.vm.cancelReset();
    expect(s.vm.resetting).toBeUndefined();
    expect(s.support.calls).toEqual([]);
    const self = supportUserFixture({ id: 'user-9', email: 'hal@example.com', name: 'Hal' });
    s.vm.requestReset(self);
    expect(s.vm.resetReason).toBe('');
    s.vm.setResetReason('testing');
    await s.vm.confirmReset();
    expect(s.vm.notice).toEqual({ text: 'You cannot reset your own second factors', tone: 'error' });
  });

  test('acts as the user with a second factor in the session: admin mode on, named after them', async () => {
    const s = setup();
    await s.identity.signIn('help@example.com', ['email', 'totp', 'mfa']);
    await s.vm.actAs(ANN);
    expect(s.vm.needsSecondFactor).toBe(false);
    expect(s.vm.entry.candidate).toEqual({ id: 'u-ann', participantName: 'Ann Lee' });
    s.vm.entry.setReason('Call 7');
    await s.vm.entry.confirm();
    expect(s.support.calls.at(-1)).toBe('enterAdminMode:u-ann');
    expect(s.support.openVisits()).toEqual(['u-ann']);
    expect(s.adminMode.enabled).toBe(true);
    expect(s.adminMode.mode).toMatchObject({ id: 'u-ann', participantName: 'Ann Lee' });
  });

  test('does not act as the user without any second factor: says one is needed', async () => {
    const s = setup();
    await s.identity.signIn('help@example.com');
    await s.vm.actAs(ANN);
    expect(s.vm.needsSecondFactor).toBe(true);
    expect(s.vm.entry.candidate).toBeUndefined();
    expect(s.adminMode.enabled).toBe(false);
  });
});
