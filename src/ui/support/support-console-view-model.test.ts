import 'reflect-metadata';
import fc from 'fast-check';
import { observable, runInAction } from 'mobx';
import { describe, expect, test } from 'vitest';
import { FakeAccountSecurity } from '@/adapters/fakes/fake-account-security';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import type { User } from '@/domain/session';
import type { SessionStore } from '@/ui/session/session-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import type { ApiSupportUser } from '@/ui/support/support-api';
import {
  RESET_REASON_MESSAGE,
  SEARCH_EMAIL_MESSAGE,
  SUPPORT_FAILED_MESSAGE,
  SupportConsoleViewModel,
  USERS_PER_PAGE,
  searchValueError,
} from '@/ui/support/support-console-view-model';

const ANN: ApiSupportUser = {
  id: 'u-ann',
  user_email: 'ann@example.com',
  name: 'Ann Lee',
  status: 'enabled',
  created_at: '2026-01-02T10:00:00.000Z',
};

function setup() {
  const api = new FakeApiClient();
  const navigation = new MemoryNavigation('/support');
  const adminMode = new AdminModeStore(new MemoryKeyValueStorage(), new FakeQueryCache(), new StoreRegistry(), navigation);
  const identity = new FakeIdentityProvider();
  // The session as SessionStore holds it after sign-in: the support user's own product user (from GET /me then).
  const session = observable<{ session: { user: User | undefined } }>({
    session: { user: { id: 'user-9', user_email: 'hal@example.com' } },
  });
  const vm = new SupportConsoleViewModel(
    api,
    adminMode,
    new FakeAccountSecurity(identity),
    new StepUpPrompt(),
    session as unknown as SessionStore,
  );
  return { api, adminMode, navigation, identity, session, vm };
}

const page = (items: ApiSupportUser[], total = items.length, p = 1) => ({ items, total, page: p, page_size: USERS_PER_PAGE });

describe('searchValueError', () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,10}$/);
  test('accepts words of letters and digits and whole e-mail addresses', () => {
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (ws) => searchValueError(ws.join(' ')) === undefined));
    fc.assert(fc.property(fc.emailAddress(), (email) => searchValueError(email) === undefined));
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
        (w) => searchValueError(`${w}@`) === SEARCH_EMAIL_MESSAGE && searchValueError(`@${w}`) === SEARCH_EMAIL_MESSAGE,
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
    expect(s.api.calls).toEqual([]);
    s.vm.setQuery('ann');
    expect(s.vm.error).toBeUndefined();
  });

  test('searches page by page', async () => {
    const s = setup();
    s.api.respond('GET', '/support/users', (c: { query: Record<string, string> }) => page([ANN], 25, Number(c.query.page)));
    const searches = (): Array<Record<string, string>> =>
      s.api.calls.filter((c) => c.path === '/support/users').map((c) => c.query);
    s.vm.setQuery(' ann ');
    await s.vm.search();
    expect(searches()).toEqual([{ q: 'ann', page: '1', page_size: String(USERS_PER_PAGE) }]);
    expect(s.vm.pages).toBe(3);
    s.vm.setQuery('changed but not searched');
    await s.vm.goToPage(2);
    expect(searches().at(-1)).toMatchObject({ q: 'ann', page: '2' });
    await s.vm.goToPage(4);
    expect(searches()).toHaveLength(2);
    // The support user's own row (no disable or reset there) is known from the session: no extra request for it.
    expect(s.api.calls.filter((c) => c.path === '/me')).toHaveLength(0);
    expect(s.vm.isSelf({ ...ANN, id: 'user-9' })).toBe(true);
    expect(s.vm.isSelf(ANN)).toBe(false);
    // Without the product user (its read failed at sign-in) no row is taken for theirs; the server still refuses.
    runInAction(() => (s.session.session = { user: undefined }));
    expect(s.vm.isSelf({ ...ANN, id: 'user-9' })).toBe(false);
  });

  test("shows the server's field message, or a general one", async () => {
    const s = setup();
    s.api.failWith('GET', '/support/users', 400, { error: 'validation', fields: { q: ['Please type valid email address'] } });
    s.vm.setQuery('ann');
    await s.vm.search();
    expect(s.vm.error).toBe('Please type valid email address');
    s.api.failWith('GET', '/support/users', 500);
    await s.vm.search();
    expect(s.vm.error).toBe(SUPPORT_FAILED_MESSAGE);
  });

  test('disables a user after confirmation and re-enables them at once, updating the row and saying what happened', async () => {
    const s = setup();
    s.api.respond('GET', '/support/users', page([ANN]));
    s.api.respond('POST', '/support/users/:id/status', (c: { body: unknown }) => ({ ...ANN, ...(c.body as object) }));
    s.vm.setQuery('ann');
    await s.vm.search();
    const before = s.api.calls.length;
    await s.vm.requestToggle(ANN);
    expect(s.vm.confirming).toEqual(ANN);
    s.vm.cancelConfirm();
    expect(s.vm.confirming).toBeUndefined();
    expect(s.api.calls).toHaveLength(before);
    await s.vm.requestToggle(ANN);
    await s.vm.confirmDisable();
    expect(s.vm.confirming).toBeUndefined();
    expect(s.api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/support/users/u-ann/status',
      body: { status: 'disabled' },
    });
    expect(s.vm.result?.items[0].status).toBe('disabled');
    expect(s.vm.notice).toEqual({ text: 'Ann Lee is disabled and signed out everywhere.', tone: 'ok' });
    // Re-enabling needs no confirmation.
    await s.vm.requestToggle(s.vm.result?.items[0] as ApiSupportUser);
    expect(s.api.calls.at(-1)?.body).toEqual({ status: 'enabled' });
    expect(s.vm.notice).toEqual({ text: 'Ann Lee can sign in again.', tone: 'ok' });
    expect(s.vm.busyId).toBeUndefined();
  });

  test("resends a sign-in link; a refusal shows the server's message", async () => {
    const s = setup();
    s.api.respond('POST', '/support/users/:id/sign-in-link', {
      masked_email: 'a***@example.com',
      sent_at: '2026-01-02T10:00:00Z',
    });
    await s.vm.resendLink(ANN);
    expect(s.vm.notice).toEqual({ text: 'A new sign-in link is on its way to a***@example.com.', tone: 'ok' });
    s.api.failWith('POST', '/support/users/:id/sign-in-link', 409, {
      error: 'conflict',
      message: 'The user is disabled; enable them first',
    });
    await s.vm.resendLink(ANN);
    expect(s.vm.notice).toEqual({ text: 'The user is disabled; enable them first', tone: 'error' });
  });

  test('resets second factors only with a reason: the message shows by the field and nothing is sent; then one call', async () => {
    const s = setup();
    s.api.respond('POST', '/support/users/:id/factors/reset', { user_id: 'u-ann', reset_at: '2026-01-02T10:00:00.000Z' });
    s.vm.requestReset(ANN);
    expect(s.vm.resetting).toEqual(ANN);
    s.vm.setResetReason('   ');
    await s.vm.confirmReset();
    expect(s.vm.resetReasonError).toBe('Enter the reason for the reset');
    expect(RESET_REASON_MESSAGE).toBe('Enter the reason for the reset');
    expect(s.vm.resetting).toEqual(ANN);
    expect(s.api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    s.vm.setResetReason(' Lost phone and codes; checked by video call ');
    expect(s.vm.resetReasonError).toBeUndefined();
    await s.vm.confirmReset();
    expect(s.vm.resetting).toBeUndefined();
    expect(s.api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/support/users/u-ann/factors/reset',
      body: { reason: 'Lost phone and codes; checked by video call' },
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
    expect(s.api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    s.vm.requestReset(ANN);
    expect(s.vm.resetReason).toBe('');
    s.api.failWith('POST', '/support/users/:id/factors/reset', 409, {
      error: 'conflict',
      message: 'You cannot reset your own second factors',
    });
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
    s.api.respond('POST', '/support/admin-mode', {
      id: '1',
      user_id: 'u-ann',
      reason: 'Call 7',
      entered_at: '2026-01-01T00:00:00Z',
    });
    s.vm.entry.setReason('Call 7');
    await s.vm.entry.confirm();
    expect(s.api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/support/admin-mode',
      body: { user_id: 'u-ann', reason: 'Call 7' },
    });
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
