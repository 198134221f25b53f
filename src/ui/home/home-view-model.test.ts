import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { FakeRolloversApi } from '@/adapters/fakes/fake-rollovers-api';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { FakeBeneficiariesApi } from '@/adapters/fakes/fake-beneficiaries-api';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { ACCOUNT_QUERY, HomeViewModel, NOT_BUILT, TILE_FAILED } from '@/ui/home/home-view-model';
import { AREAS } from '@/ui/areas';
import { isAreaBuilt } from '@/ui/routing/page-table';
import type { SessionStore } from '@/ui/session/session-store';
import { BannerStore } from '@/ui/shell/banner-store';
import { OptInStore } from '@/ui/shell/opt-in-store';
import { ToastService } from '@/ui/shell/toast-service';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { BANNER_DISMISSED_KEY } from '@/ui/shell/storage-keys';

function setup(cookies = new MemoryKeyValueStorage(), local = new MemoryKeyValueStorage(), locale?: string) {
  const tabStorage = new MemoryKeyValueStorage();
  const api = new FakeApiClient({ id: 'support-1', user_email: 'help@example.com' });
  api.respond('GET', '/me', (call: { headers?: Record<string, string> }) => ({
    id: 'support-1',
    user_email: 'help@example.com',
    ...call,
  }));
  const queries = new FakeQueryCache();
  const adminMode = new AdminModeStore(tabStorage, queries, new StoreRegistry(), new MemoryNavigation('/admin'));
  const session = { email: 'help@example.com' } as unknown as SessionStore;
  const toasts = new ToastService();
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const vm = new HomeViewModel(
    session,
    adminMode,
    api,
    queries,
    new BannerStore(local),
    new OptInStore(cookies, local, api, toasts),
    clock,
    new FixedUserLocale(locale),
    new FakeLoansApi(clock),
    new FakeRolloversApi(clock),
    // The plan holds an asset: the assets tile is done and gives no advice.
    new FakeAssetsApi(clock).seed(planAssetFixture()),
    new FakeBeneficiariesApi(clock),
    new FakeDistributionsApi(clock),
    new FakeContributionsApi(clock),
  );
  return { api, queries, adminMode, vm, local, cookies, toasts };
}

describe('HomeViewModel', () => {
  test('shows who is signed in and every area; the placeholder ones say plainly that they are not built yet', async () => {
    const s = setup();
    s.vm.activate();
    await Promise.resolve();
    expect(s.vm.signedInAs).toBe('help@example.com');
    expect(s.vm.areas.map((a) => a.path)).toEqual(AREAS.map((a) => a.path));
    const status = Object.fromEntries(s.vm.areas.map((a) => [a.path, a.status]));
    expect(status['/distributions']).toBeUndefined();
    for (const a of s.vm.areas) expect(a.status).toBe(isAreaBuilt(a.path) ? undefined : NOT_BUILT);
    expect(status['/checkout']).toBeUndefined();
    s.vm.dispose();
  });

  test("every area (src/ui/areas.ts) is a tile in the list's order, and each built area with a tile source is asked", async () => {
    const s = setup();
    await s.vm.loadTiles();
    expect(s.vm.areas.map((a) => [a.key, a.path, a.title])).toEqual(AREAS.map((a) => [a.key, a.path, a.title]));
    for (const area of AREAS.filter((a) => a.tile && a.load)) {
      const tile = s.vm.areas.find((a) => a.key === area.key);
      // The fake API answers none of the areas' GETs here: a source that was asked either reported or failed.
      expect(tile?.state !== undefined || tile?.failed, area.key).toBe(true);
    }
  });

  test('in admin mode the account comes from GET /me with X-Act-As and names the participant', async () => {
    const s = setup();
    s.api.respond('GET', '/me', {
      id: 'support-1',
      user_email: 'help@example.com',
      acting_as: { id: 'p-1', user_email: 'pat@example.com' },
    });
    s.adminMode.enter({ id: 'p-1', participantName: 'Pat Smith' });
    s.vm.activate();
    await vi.waitFor(() => expect([s.vm.actingAs, s.vm.accountEmail]).toEqual(['Pat Smith', 'pat@example.com']));
    expect(s.queries.get([ACCOUNT_QUERY])).toMatchObject({ acting_as: { id: 'p-1' } });
    s.vm.dispose();
  });

  test('offers the opt-in modal at most once per browser session (a session cookie), never in admin mode', () => {
    const first = setup();
    first.vm.activate();
    expect(first.vm.optIn.open).toBe(true);
    first.vm.optIn.close();
    first.vm.dispose();
    const again = setup(first.cookies);
    again.vm.activate();
    expect(again.vm.optIn.open).toBe(false);
    const acting = setup();
    acting.adminMode.enter({ id: 'p-1' });
    acting.vm.activate();
    expect(acting.vm.optIn.open).toBe(false);
  });

  test('the banner stays dismissed until the flag is reset', () => {
    const s = setup();
    s.vm.activate();
    expect(s.vm.banner.dismissed).toBe(false);
    s.vm.banner.dismiss();
    expect(s.local.get(BANNER_DISMISSED_KEY)).toBe('true');
    s.local.remove(BANNER_DISMISSED_KEY);
    s.vm.activate();
    expect(s.vm.banner.dismissed).toBe(false);
  });

  test('a new user: the checkout tile says not started, the advice is to start it; unbuilt areas are no links', async () => {
    const s = setup();
    s.api.respond('GET', '/checkout', { current_step: 'personalDetails', variant: 'planOwner', steps: {} });
    s.api.respond('GET', '/invoices', []);
    await s.vm.loadTiles();
    const checkout = s.vm.areas.find((a) => a.key === 'checkout');
    expect(checkout?.state).toMatchObject({ status: 'Not started', tone: 'notStarted', action: 'Start checkout' });
    expect(s.vm.advice).toEqual({
      text: 'Set up your employer and plan: the checkout takes about 15 minutes.',
      path: '/checkout',
      action: 'Start checkout',
    });
    for (const a of s.vm.areas)
      expect(a).toMatchObject({ built: isAreaBuilt(a.path), status: a.built ? undefined : 'Not built yet' });
  });

  test('mid-checkout: the step and its number, the open invoice with a formatted amount and due date', async () => {
    const s = setup();
    s.api.respond('GET', '/checkout', {
      current_step: 'employerDetails',
      variant: 'planOwner',
      steps: { personalDetails: { step_key: 'personalDetails', values: {}, complete: true, updated_at: null } },
    });
    s.api.respond('GET', '/invoices', [
      {
        id: 'i1',
        lines: [],
        total: 23500,
        currency: 'usd',
        terms: 'Net 15',
        issued_at: '2026-11-20T10:00:00Z',
        due_at: '2026-12-05T10:00:00Z',
        status: 'open',
      },
    ]);
    await s.vm.loadTiles();
    const state = s.vm.areas.find((a) => a.key === 'checkout')?.state;
    expect(state?.status).toBe('Step 3 of 5: Employer Details');
    expect(state?.facts).toEqual([
      { label: 'Role', value: 'Plan owner' },
      { label: 'Invoice', value: '$23,500.00, not paid' },
      { label: 'Invoice due', value: 'Dec 5, 2026' },
    ]);
    expect(s.vm.advice?.action).toBe('Pay invoice');
  });

  test('the tiles write money and dates in the locale the UserLocale port answers (decision 0205)', async () => {
    for (const [locale, invoice, due] of [
      ['de-DE', '23.500,00\u00a0$, not paid', '5. Dez. 2026'],
      ['en-US', '$23,500.00, not paid', 'Dec 5, 2026'],
    ] as const) {
      const s = setup(undefined, undefined, locale);
      s.api.respond('GET', '/checkout', {
        current_step: 'employerDetails',
        variant: 'planOwner',
        steps: { personalDetails: { step_key: 'personalDetails', values: {}, complete: true, updated_at: null } },
      });
      s.api.respond('GET', '/invoices', [
        {
          id: 'i1',
          lines: [],
          total: 23500,
          currency: 'usd',
          terms: 'Net 15',
          issued_at: '2026-11-20T10:00:00Z',
          due_at: '2026-12-05T10:00:00Z',
          status: 'open',
        },
      ]);
      await s.vm.loadTiles();
      const facts = s.vm.areas.find((a) => a.key === 'checkout')?.state?.facts;
      expect(facts).toContainEqual({ label: 'Invoice', value: invoice });
      expect(facts).toContainEqual({ label: 'Invoice due', value: due });
    }
  });

  test('paid: done, paid amount and day, documents filed, and no advice left for the checkout', async () => {
    const s = setup();
    s.api.respond('GET', '/checkout', { current_step: 'payment', variant: 'planOwner', steps: { a: {} } });
    s.api.respond('GET', '/invoices', [
      {
        id: 'i1',
        lines: [],
        total: 550,
        currency: 'usd',
        terms: 'Net 15',
        issued_at: '2026-11-20T10:00:00Z',
        due_at: '2026-12-05T10:00:00Z',
        status: 'paid',
        paid_at: '2026-11-23T09:00:00Z',
      },
    ]);
    s.api.respond('GET', '/checkout/documents', [{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }]);
    await s.vm.loadTiles();
    const state = s.vm.areas.find((a) => a.key === 'checkout')?.state;
    expect(state).toMatchObject({ status: 'Plan set up and paid', tone: 'done' });
    expect(state?.facts).toEqual([
      { label: 'Paid', value: '$550.00 on Nov 23, 2026' },
      { label: 'Plan documents filed', value: '3' },
    ]);
    expect(state?.next).toBeUndefined();
    // The advice comes from another area now (contributions, through its port), not from the checkout.
    const checkoutPath = s.vm.areas.find((a) => a.key === 'checkout')?.path;
    expect(s.vm.advice?.path).not.toBe(checkoutPath);
  });

  test('the page is ready (skeleton replaced) only once every tile source answered, also when one failed', async () => {
    const s = setup();
    s.api.failWith('GET', '/checkout', 503);
    expect(s.vm.tilesReady).toBe(false);
    const loading = s.vm.loadTiles();
    expect(s.vm.tilesLoading).toBe(true);
    expect(s.vm.tilesReady).toBe(false);
    await loading;
    expect(s.vm.tilesReady).toBe(true);
    expect(s.vm.areas.find((a) => a.key === 'checkout')?.failed).toBe(true);
  });

  test('a tile source that fails marks only its own tile', async () => {
    const s = setup();
    s.api.failWith('GET', '/checkout', 503);
    await s.vm.loadTiles();
    const checkout = s.vm.areas.find((a) => a.key === 'checkout');
    expect(checkout?.failed).toBe(true);
    expect(TILE_FAILED).toBe('Could not load the state of this area. Try again later.');
    expect(s.vm.tilesLoading).toBe(false);
  });

  test('"Yes, keep me posted" records the preference on the server, closes the dialog and confirms with a toast', async () => {
    const s = setup();
    s.api.respond('PUT', '/me/notification-preference', (call: { body?: unknown }) => ({
      ...(call.body as object),
      updated_at: 'x',
    }));
    s.vm.activate();
    expect(s.vm.optIn.open).toBe(true);
    await s.vm.optIn.answer(true);
    const put = s.api.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/me/notification-preference', body: { email_updates: true } });
    expect(s.vm.optIn.open).toBe(false);
    expect(s.toasts.pending.map((t) => t.title)).toEqual(['Thanks! We will e-mail you when your plan needs your attention.']);
  });

  test('"No, thanks" is recorded too; a failed save keeps the dialog open with a message and can be retried', async () => {
    const s = setup();
    s.api.failWith('PUT', '/me/notification-preference', 503);
    s.vm.activate();
    await s.vm.optIn.answer(false);
    expect(s.vm.optIn.open).toBe(true);
    expect(s.vm.optIn.error).toBe('Your answer could not be saved. Check your connection and try again.');
    expect(s.toasts.pending).toEqual([]);
    s.api.respond('PUT', '/me/notification-preference', { email_updates: false, updated_at: 'x' });
    await s.vm.optIn.answer(false);
    expect(s.vm.optIn.open).toBe(false);
    expect(s.toasts.pending.map((t) => t.title)).toEqual(['Got it: we will not e-mail you about your plan.']);
  });
});
