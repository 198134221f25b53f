import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { CURRENT_USER_QUERY } from '@/ports/query-cache';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeIdentityProvider } from '@/adapters/fakes/fake-identity-provider';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { FakeTabBus, FakeTabChannel } from '@/adapters/fakes/fake-tab-channel';
import { FakeSupportApi } from '@/adapters/fakes/fake-support-api';
import { supportUserFixture } from '@/domain/support/support-record-fixtures';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import type { Analytics } from '@/ports/analytics';
import type { HelpChat, HelpChatUser } from '@/ports/help-chat';
import type { Monitoring, MonitoringUser } from '@/ports/monitoring';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { INVALID_LINK_MESSAGE, LOGOUT_MESSAGE, SessionStore } from '@/ui/session/session-store';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ADMIN_MODE_KEY, BANNER_DISMISSED_KEY } from '@/ui/shell/storage-keys';
import { CheckoutDrafts } from '@/ui/checkout/checkout-drafts';

class RecordingHelpChat implements HelpChat {
  started: HelpChatUser[] = [];
  running = false;
  async start(user: HelpChatUser): Promise<void> {
    this.started.push(user);
    this.running = true;
  }
  stop(): void {
    this.running = false;
  }
  isRunning(): boolean {
    return this.running;
  }
}

class RecordingMonitoring implements Monitoring {
  identified: MonitoringUser[] = [];
  anonymized = 0;
  async start(): Promise<void> {}
  isStarted(): boolean {
    return false;
  }
  captureError(): void {}
  identify(user: MonitoringUser): void {
    this.identified.push(user);
  }
  anonymize(): void {
    this.anonymized += 1;
  }
}

/** Analytics that records its calls; `start` resolves when the test says (the tools load asynchronously). */
class RecordingAnalytics implements Analytics {
  calls: string[] = [];
  private release: Array<() => void> = [];
  holdStart = false;
  start(): Promise<void> {
    this.calls.push('start');
    if (!this.holdStart) return Promise.resolve();
    return new Promise((resolve) => this.release.push(resolve));
  }
  /** Lets held starts finish. */
  finishStart(): void {
    for (const resolve of this.release.splice(0)) resolve();
  }
  track(): void {}
  page(): void {}
  identify(userId: string, traits?: { email?: string; name?: string }): void {
    this.calls.push(`identify ${userId} ${JSON.stringify(traits)}`);
  }
  reset(): void {
    this.calls.push('reset');
  }
}

function tab(path = '/', options: { identity?: FakeIdentityProvider; bus?: FakeTabBus; local?: MemoryKeyValueStorage } = {}) {
  const clock = new FakeClock();
  const identity = options.identity ?? new FakeIdentityProvider(clock);
  const accounts = new FakeAccountApi();
  accounts.user = { ...accounts.user, userId: 'u-1', email: 'owner@example.com' };
  const queries = new FakeQueryCache();
  const navigation = new MemoryNavigation(path);
  const channel = new FakeTabChannel(options.bus);
  const local = options.local ?? new MemoryKeyValueStorage();
  const tabStorage = new MemoryKeyValueStorage();
  const helpChat = new RecordingHelpChat();
  const monitoring = new RecordingMonitoring();
  const analytics = new RecordingAnalytics();
  const stores = new StoreRegistry();
  const adminMode = new AdminModeStore(tabStorage, queries, stores, navigation);
  const support = new FakeSupportApi(clock);
  const session = new SessionStore(
    identity,
    accounts,
    queries,
    navigation,
    channel,
    local,
    clock,
    helpChat,
    monitoring,
    stores,
    adminMode,
    analytics,
    support,
  );
  return {
    analytics,
    clock,
    identity,
    accounts,
    queries,
    navigation,
    channel,
    local,
    tabStorage,
    helpChat,
    monitoring,
    stores,
    adminMode,
    support,
    session,
  };
}

describe('SessionStore', () => {
  test('starts resolving and resolves signed out without a stored session', async () => {
    const t = tab('/');
    expect(t.session.phase).toBe('resolving');
    await t.session.resolve();
    expect(t.session.phase).toBe('signedOut');
  });

  test('magic-link return: logs out the existing session, verifies, removes the token, navigates, then resolves', async () => {
    const t = tab('/sign-in?t=placeholder&x=1');
    await t.identity.signIn('old@example.com');
    await t.identity.sendMagicLink('owner@example.com', 'http://app/');
    const token = t.identity.sentLinks.at(-1)!.token;
    t.navigation.navigate({ path: `/sign-in?t=${token}&x=1`, replace: true });
    t.queries.set(['account'], { id: 'old' });
    const pending = t.session.resolve();
    expect(t.session.phase).toBe('resolving');
    await pending;
    expect(t.session.phase).toBe('signedIn');
    expect(t.session.email).toBe('owner@example.com');
    expect(t.queries.get(['account'])).toBeUndefined();
    expect(t.navigation.currentPath()).toBe('/');
    expect(t.navigation.entries.some((e) => e.includes('t='))).toBe(false);
    expect(t.helpChat.started).toEqual([{ name: undefined, email: 'owner@example.com' }]);
    expect(t.monitoring.identified[0]).toEqual({ id: 'u-1', email: 'owner@example.com' });
  });

  test('magic-link return to a page: the token leaves the address in one replacement, the rest of the address stays', async () => {
    const t = tab('/');
    await t.identity.sendMagicLink('owner@example.com', 'http://app/');
    t.navigation.navigate({ path: `/checkout?t=${t.identity.sentLinks[0].token}&step=2#plan`, replace: true });
    const seen: string[] = [];
    t.navigation.onDidChange((path) => seen.push(path));
    await t.session.resolve();
    expect(t.session.phase).toBe('signedIn');
    expect(t.navigation.currentPath()).toBe('/checkout?step=2#plan');
    expect(seen).toEqual(['/checkout?step=2#plan']);
    expect(t.navigation.entries).toEqual(['/checkout?step=2#plan']);
  });

  test('an invalid magic link: the token leaves the address too, and the sign-in page says why', async () => {
    const t = tab('/checkout?t=not-a-token&step=2');
    await t.session.resolve();
    expect(t.session.phase).toBe('signedOut');
    expect(t.navigation.currentPath()).toBe('/checkout?step=2');
    expect(t.session.signInError).toBe('This sign-in link is invalid or has expired. Enter your e-mail to get a new one.');
  });

  test('resolving twice (e.g. an effect run twice) verifies the magic link once', async () => {
    const t = tab('/');
    await t.identity.sendMagicLink('owner@example.com', 'http://app/');
    t.navigation.navigate({ path: `/?t=${t.identity.sentLinks[0].token}`, replace: true });
    let verifications = 0;
    const verify = t.identity.verifyMagicLink.bind(t.identity);
    t.identity.verifyMagicLink = (token) => {
      verifications += 1;
      return verify(token);
    };
    await Promise.all([t.session.resolve(), t.session.resolve()]);
    await t.session.resolve();
    expect(verifications).toBe(1);
    expect(t.session.phase).toBe('signedIn');
  });

  test('a token with the flow parameter is left to the flow', async () => {
    const t = tab('/?t=abc&descope-login-flow=sign-in');
    await t.session.resolve();
    expect(t.session.phase).toBe('signedOut');
    expect(t.session.signInError).toBeUndefined();
    expect(t.navigation.currentPath()).toContain('t=abc');
  });

  test('a forged or used token gives an error, no session, and leaves the address without it', async () => {
    const t = tab('/library?t=forged');
    await t.session.resolve();
    expect(t.session.phase).toBe('signedOut');
    expect(t.session.signInError).toBe(INVALID_LINK_MESSAGE);
    expect(t.identity.getSessionToken()).toBeUndefined();
    expect(t.navigation.currentPath()).toBe('/library');
  });

  test('restores a stored session and reads the support role from the token', async () => {
    const identity = new FakeIdentityProvider();
    identity.claimsByEmail.set('help@example.com', { roles: ['support'] });
    await identity.signIn('help@example.com');
    const t = tab('/', { identity });
    await t.session.resolve();
    expect(t.session.phase).toBe('signedIn');
    expect(t.session.isSupport).toBe(true);
  });

  test('a tab reloaded in admin mode keeps the person signed in as the current user, not the participant', async () => {
    const identity = new FakeIdentityProvider();
    identity.claimsByEmail.set('help@example.com', { roles: ['support'] });
    await identity.signIn('help@example.com');
    const t = tab('/', { identity });
    t.accounts.user = { ...t.accounts.user, userId: 'support-1', email: 'help@example.com' };
    t.accounts.actFor({ id: 'p-1', email: 'pat@example.com', name: 'Pat Smith' });
    await t.session.resolve();
    expect(t.queries.get([CURRENT_USER_QUERY])).toMatchObject({ userId: 'support-1', email: 'help@example.com', actingAs: null });
  });

  test('reads the roles again when the session token changes (refresh)', async () => {
    const identity = new FakeIdentityProvider();
    await identity.signIn('help@example.com');
    const t = tab('/', { identity });
    await t.session.resolve();
    expect(t.session.isSupport).toBe(false);
    identity.claimsByEmail.set('help@example.com', { roles: ['support'] });
    await identity.refresh();
    expect(t.session.isSupport).toBe(true);
  });

  test('logout forgets the checkout drafts kept in local storage, and nothing else of the browser', async () => {
    const t = tab('/checkout');
    await t.identity.signIn('owner@example.com');
    await t.session.resolve();
    const userId = t.session.session.user?.id ?? 'u';
    new CheckoutDrafts(t.local, userId).write('employerDetails', { employer_name: 'Acme' }, new Date('2026-11-22T12:00:00Z'));
    t.local.set('unrelated', 'kept');
    expect(t.local.keys().some((k) => k.startsWith('checkout.draft.'))).toBe(true);
    await t.session.logout();
    expect(t.local.keys().filter((k) => k.startsWith('checkout.draft.'))).toEqual([]);
    expect(t.local.get('unrelated')).toBe('kept');
  });

  test('logout in admin mode closes the visit on the server first (decision 0297), then clears the marker', async () => {
    const t = tab('/library');
    await t.identity.signIn('owner@example.com');
    await t.session.resolve();
    t.support.seed(supportUserFixture({ id: 'p-1', name: 'Pat' }));
    await t.support.enterAdminMode('p-1', 'Ticket 12');
    t.adminMode.enter({ id: 'p-1', participantName: 'Pat' });
    await t.session.logout();
    expect(t.support.calls.at(-1)).toBe('leaveAdminMode:p-1');
    expect(t.support.openVisits()).toEqual([]);
    expect(t.adminMode.enabled).toBe(false);
    expect(t.session.phase).toBe('signedOut');
  });

  test('logout: logging-out state, clears caches, stores and admin mode, tells other tabs, follow-up after 500 ms, root', async () => {
    const t = tab('/library');
    await t.identity.signIn('owner@example.com');
    await t.session.resolve();
    t.queries.set(['account'], { id: 'u-1' });
    let cleared = 0;
    t.stores.register({ clear: () => (cleared += 1) });
    t.tabStorage.set(ADMIN_MODE_KEY, JSON.stringify({ enabled: true, id: 'p-1' }));
    t.local.set(BANNER_DISMISSED_KEY, 'true');
    const done = t.session.logout();
    expect(t.session.phase).toBe('loggingOut');
    await done;
    expect(t.session.phase).toBe('signedOut');
    expect(t.queries.get(['account'])).toBeUndefined();
    expect(cleared).toBe(1);
    expect(t.tabStorage.get(ADMIN_MODE_KEY)).toBeUndefined();
    expect(t.channel.posted).toEqual([{ type: LOGOUT_MESSAGE }]);
    expect(t.navigation.currentPath()).toBe('/');
    expect(t.monitoring.anonymized).toBe(1);
    expect(t.local.get(BANNER_DISMISSED_KEY)).toBe('true');
    expect(t.helpChat.isRunning()).toBe(true);
    t.clock.advance(499);
    expect(t.local.get(BANNER_DISMISSED_KEY)).toBe('true');
    t.clock.advance(1);
    expect(t.local.get(BANNER_DISMISSED_KEY)).toBeUndefined();
    expect(t.helpChat.isRunning()).toBe(false);
  });

  test('a logout message from another tab logs this tab out without echoing it', async () => {
    const bus = new FakeTabBus();
    const identity = new FakeIdentityProvider();
    await identity.signIn('owner@example.com');
    const first = tab('/', { bus, identity });
    const second = tab('/library', { bus, identity });
    await first.session.resolve();
    await second.session.resolve();
    await first.session.logout();
    await vi.waitFor(() => expect(second.session.phase).toBe('signedOut'), { timeout: 5_000 });
    expect(second.navigation.currentPath()).toBe('/');
    expect(second.channel.posted).toEqual([]);
  });

  describe('product analytics identity', () => {
    const identified = (id: string, email: string): string => `identify ${id} ${JSON.stringify({ email })}`;

    test('a magic-link sign-in starts analytics and identifies the user by id and e-mail', async () => {
      const t = tab('/');
      await t.identity.sendMagicLink('owner@example.com', 'http://app/');
      t.navigation.navigate({ path: `/?t=${t.identity.sentLinks[0].token}`, replace: true });
      await t.session.resolve();
      await vi.waitFor(() => expect(t.analytics.calls).toEqual(['start', identified('u-1', 'owner@example.com')]));
    });

    test('a restored session identifies the user too; a signed-out start identifies no one', async () => {
      const t = tab('/');
      await t.identity.signIn('owner@example.com');
      await t.session.resolve();
      await vi.waitFor(() => expect(t.analytics.calls).toEqual(['start', identified('u-1', 'owner@example.com')]));
      const anonymous = tab('/');
      await anonymous.session.resolve();
      expect(anonymous.session.phase).toBe('signedOut');
      expect(anonymous.analytics.calls.filter((c) => c.startsWith('identify'))).toEqual([]);
    });

    test('logout resets analytics, also a logout from another tab', async () => {
      const bus = new FakeTabBus();
      const identity = new FakeIdentityProvider();
      await identity.signIn('owner@example.com');
      const first = tab('/', { bus, identity });
      const second = tab('/library', { bus, identity });
      await first.session.resolve();
      await second.session.resolve();
      await vi.waitFor(() => expect(second.analytics.calls).toEqual(['start', identified('u-1', 'owner@example.com')]));
      await first.session.logout();
      expect(first.analytics.calls.at(-1)).toBe('reset');
      await vi.waitFor(() => expect(second.session.phase).toBe('signedOut'));
      expect(second.analytics.calls).toEqual(['start', identified('u-1', 'owner@example.com'), 'reset']);
    });

    test('a user switch (a magic link for someone else in a signed-in tab) resets, then identifies the new user', async () => {
      const t = tab('/');
      await t.identity.signIn('old@example.com');
      await t.identity.sendMagicLink('new@example.com', 'http://app/');
      t.accounts.user = { ...t.accounts.user, userId: 'u-new', email: 'new@example.com' };
      t.navigation.navigate({ path: `/?t=${t.identity.sentLinks.at(-1)!.token}`, replace: true });
      await t.session.resolve();
      await vi.waitFor(() => expect(t.analytics.calls).toEqual(['reset', 'start', identified('u-new', 'new@example.com')]));
    });

    test('a logout while the analytics tools still load never identifies the user who left', async () => {
      const t = tab('/');
      t.analytics.holdStart = true;
      await t.identity.signIn('owner@example.com');
      await t.session.resolve();
      expect(t.analytics.calls).toEqual(['start']);
      await t.session.logout();
      t.analytics.finishStart();
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
      expect(t.analytics.calls).toEqual(['start', 'reset']);
    });
  });
});
