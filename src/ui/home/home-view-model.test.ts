import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import 'reflect-metadata';
import { reaction } from 'mobx';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { ApiError } from '@/ports/api-client';
import { CURRENT_USER_QUERY } from '@/ports/query-cache';
import { FakeBankApi } from '@/adapters/fakes/fake-bank-api';
import type { BankApplicationRecord } from '@/domain/bank/bank-records';
import { FakeProfileApi } from '@/adapters/fakes/fake-profile-api';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';
import type { TilePorts } from '@/ui/home/home-tile';
import { FakeInvitationsApi } from '@/adapters/fakes/fake-invitations-api';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { planMembershipFixture } from '@/domain/invitations/invitation-record-fixtures';
import { loanRecordFixture } from '@/domain/loans/loan-record-fixtures';
import { contributionSummaryFixture, deferralWarningFixture } from '@/domain/contributions/contribution-record-fixtures';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { invoiceRecordFixture } from '@/domain/checkout/checkout-record-fixtures';
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

function setup(
  cookies = new MemoryKeyValueStorage(),
  local = new MemoryKeyValueStorage(),
  locale?: string,
  ports: (clock: FakeClock) => Partial<TilePorts> = () => ({}),
) {
  const tabStorage = new MemoryKeyValueStorage();
  const accounts = new FakeAccountApi();
  accounts.user = { ...accounts.user, userId: 'support-1', email: 'help@example.com', roles: ['support'] };
  const queries = new FakeQueryCache();
  const adminMode = new AdminModeStore(tabStorage, queries, new StoreRegistry(), new MemoryNavigation('/admin'));
  const session = { email: 'help@example.com' } as unknown as SessionStore;
  const toasts = new ToastService();
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const profile = new FakeProfileApi(clock);
  const checkout = new FakeCheckoutApi(clock);
  const vm = new HomeViewModel(
    session,
    adminMode,
    accounts,
    queries,
    new BannerStore(local),
    new OptInStore(cookies, local, profile, toasts),
    clock,
    new FixedUserLocale(locale),
    // The plan holds an asset: the assets tile is done and gives no advice.
    // The bank's status cannot be read: its two tiles fail and give no advice, so the checkout's advice shows.
    {
      ...fakeTilePorts(clock),
      assets: new FakeAssetsApi(clock).seed(planAssetFixture()),
      bank: new UnreachableBank(clock),
      checkout,
      ...ports(clock),
    },
  );
  return { accounts, profile, queries, adminMode, vm, local, cookies, toasts, checkout };
}

/** A checkout at its third step (employer details) with the open $23,500.00 invoice due Dec 5, 2026. */
function midCheckout(checkout: FakeCheckoutApi): void {
  checkout.progress = { currentStep: 'employerDetails', variant: 'planOwner' };
  checkout.seed('personalDetails', {});
  checkout.invoice = invoiceRecordFixture({
    id: 'i1',
    lines: [],
    totalCents: 2_350_000,
    issuedAt: '2026-11-20T10:00:00Z',
    dueAt: '2026-12-05T10:00:00Z',
  });
}

/** A bank application whose status cannot be read (the network is down). */
class UnreachableBank extends FakeBankApi {
  override async status(): Promise<BankApplicationRecord> {
    throw new ApiError('Network Error', 'ERR_NETWORK');
  }
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

  test('in admin mode the account names the participant acted for', async () => {
    const s = setup();
    s.accounts.actFor({ id: 'p-1', email: 'pat@example.com', name: 'Pat Smith' });
    s.adminMode.enter({ id: 'p-1', participantName: 'Pat Smith' });
    s.vm.activate();
    await vi.waitFor(() => expect([s.vm.actingAs, s.vm.accountEmail]).toEqual(['Pat Smith', 'pat@example.com']));
    expect(s.queries.get([ACCOUNT_QUERY, 'p-1'])).toMatchObject({ actingAs: { id: 'p-1' } });
    s.vm.dispose();
  });

  test('signed in as oneself, home shows the account the session read at sign-in and does not read it again', async () => {
    const s = setup();
    s.queries.set([CURRENT_USER_QUERY], await s.accounts.account());
    const before = s.accounts.calls.length;
    s.vm.activate();
    await vi.waitFor(() => expect(s.vm.accountEmail).toBe('help@example.com'));
    expect(s.accounts.calls.length).toBe(before);
    s.vm.dispose();
    s.vm.activate();
    expect(s.vm.accountEmail).toBe('help@example.com');
    expect(s.accounts.calls.length).toBe(before);
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
    midCheckout(s.checkout);
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
      midCheckout(s.checkout);
      await s.vm.loadTiles();
      const facts = s.vm.areas.find((a) => a.key === 'checkout')?.state?.facts;
      expect(facts).toContainEqual({ label: 'Invoice', value: invoice });
      expect(facts).toContainEqual({ label: 'Invoice due', value: due });
    }
  });

  test('paid: done, paid amount and day, documents filed, and no advice left for the checkout', async () => {
    const s = setup();
    s.checkout.progress = { currentStep: 'payment', variant: 'planOwner' };
    s.checkout.seed('personalDetails', {});
    s.checkout.invoice = invoiceRecordFixture({ id: 'i1', status: 'paid', paidAt: '2026-11-23T09:00:00Z' });
    s.checkout.planDocuments = ['d1', 'd2', 'd3'].map((id) => ({ id, name: id, versionId: undefined, fileName: `${id}.pdf` }));
    await s.vm.loadTiles();
    const state = s.vm.areas.find((a) => a.key === 'checkout')?.state;
    expect(state).toMatchObject({ status: 'Plan set up and paid', tone: 'done' });
    expect(state?.facts).toEqual([
      { label: 'Paid', value: '$550.00 on Nov 23, 2026' },
      { label: 'Plan documents filed', value: '3' },
    ]);
    expect(state?.next).toBeUndefined();
    // The advice comes from another area, not from the checkout.
    expect(s.vm.advice?.path).not.toBe('/checkout');
  });

  test('the page is ready (skeleton replaced) only once every tile source answered, also when one failed', async () => {
    const s = setup();
    s.checkout.failNext = new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503);
    expect(s.vm.tilesReady).toBe(false);
    const loading = s.vm.loadTiles();
    expect(s.vm.tilesLoading).toBe(true);
    expect(s.vm.tilesReady).toBe(false);
    await loading;
    expect(s.vm.tilesReady).toBe(true);
    expect(s.vm.areas.find((a) => a.key === 'checkout')?.failed).toBe(true);
  });

  test('every answer shows at once: the areas change once per load, not once per tile (home re-renders once)', async () => {
    const s = setup();
    s.checkout.failNext = new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503);
    const seen: boolean[] = [];
    const stop = reaction(
      () => s.vm.areas,
      () => seen.push(s.vm.tilesReady),
    );
    try {
      await s.vm.loadTiles();
    } finally {
      stop();
    }
    expect(seen).toEqual([true]);
    expect(s.vm.areas.filter((a) => a.state !== undefined).length).toBeGreaterThan(5);
  });

  test('a tile source that fails marks only its own tile', async () => {
    const s = setup();
    s.checkout.failNext = new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503);
    await s.vm.loadTiles();
    const checkout = s.vm.areas.find((a) => a.key === 'checkout');
    expect(checkout?.failed).toBe(true);
    expect(TILE_FAILED).toBe('Could not load the state of this area. Try again later.');
    expect(s.vm.tilesLoading).toBe(false);
  });

  test('"Yes, keep me posted" records the preference on the server, closes the dialog and confirms with a toast', async () => {
    const s = setup();
    s.vm.activate();
    expect(s.vm.optIn.open).toBe(true);
    await s.vm.optIn.answer(true);
    expect(s.profile.preference.emailUpdates).toBe(true);
    expect(s.vm.optIn.open).toBe(false);
    expect(s.toasts.pending.map((t) => t.title)).toEqual(['Thanks! We will e-mail you when your plan needs your attention.']);
  });

  test('"No, thanks" is recorded too; a failed save keeps the dialog open with a message and can be retried', async () => {
    const s = setup();
    s.profile.failNext = new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503);
    s.vm.activate();
    await s.vm.optIn.answer(false);
    expect(s.vm.optIn.open).toBe(true);
    expect(s.vm.optIn.error).toBe('Your answer could not be saved. Check your connection and try again.');
    expect(s.toasts.pending).toEqual([]);
    await s.vm.optIn.answer(false);
    expect(s.profile.preference.emailUpdates).toBe(false);
    expect(s.vm.optIn.open).toBe(false);
    expect(s.toasts.pending.map((t) => t.title)).toEqual(['Got it: we will not e-mail you about your plan.']);
  });

  test('"What to do next" puts what is urgent first: over a limit, a missed loan payment with its cure date, then set-up', async () => {
    const s = setup(undefined, undefined, undefined, (clock) => ({
      loans: Object.assign(new FakeLoansApi(clock), {
        loans: async () => [
          loanRecordFixture({
            status: 'active',
            missedPayment: { number: 1, dueDate: '2026-10-23', cureDeadline: '2026-12-31', state: 'curable' },
          }),
        ],
      }),
      contributions: Object.assign(new FakeContributionsApi(clock), {
        summary: async () => contributionSummaryFixture({ warnings: [deferralWarningFixture()] }),
      }),
    }));
    await s.vm.loadTiles();
    expect(s.vm.nextSteps).toEqual([
      {
        text: 'Elective deferrals for 2026 (all employers together) are $1,000.00 over the limit of $24,500.00.',
        path: '/contributions',
        action: 'Review your contributions',
        urgent: true,
      },
      {
        text: 'A loan payment was missed: pay it by Dec 31, 2026, its cure date, or the balance becomes a taxable distribution.',
        path: '/loans',
        action: 'See your loans',
        urgent: true,
      },
      {
        text: 'Set up your employer and plan: the checkout takes about 15 minutes.',
        path: '/checkout',
        action: 'Start checkout',
      },
    ]);
  });

  test('set-up order: the plan (checkout) leads home, before the bank account and identity verification', () => {
    expect(AREAS.slice(0, 3).map((a) => a.key)).toEqual(['checkout', 'onboarding', 'identity-verification']);
  });

  test('a participant (joined by invitation) gets participant tasks only: no trust account to open, no invitations, no fees', async () => {
    const s = setup(undefined, undefined, undefined, (clock) => {
      const bank = new FakeBankApi(clock);
      const checkout = new FakeCheckoutApi(clock);
      checkout.invoice = invoiceRecordFixture({ id: 'i1', lines: [], totalCents: 55_000, dueAt: '2026-12-05T10:00:00Z' });
      return {
        bank,
        checkout,
        invitations: Object.assign(new FakeInvitationsApi(clock), {
          membership: async () => planMembershipFixture({ planName: 'Quinn Plan', ownerName: 'Avery Quinn' }),
        }),
      };
    });
    await s.vm.loadTiles();
    expect(s.vm.role).toBe('participant');
    const words = JSON.stringify(s.vm.areas.map((a) => a.state)) + JSON.stringify(s.vm.nextSteps);
    expect(words).not.toContain('trust bank account');
    expect(words).not.toContain('Invite a participant');
    expect(words).not.toMatch(/invoice|\$550/i);
    expect(s.vm.areas.find((a) => a.key === 'invitations')?.state).toEqual({
      status: 'Participant of Quinn Plan',
      tone: 'done',
      facts: [{ label: 'Plan sponsor', value: 'Avery Quinn' }],
      action: 'See your plan',
    });
    expect(s.vm.advice).toEqual({
      text: 'Give your participant details and sign the joinder to join the plan (no fee).',
      path: '/checkout',
      action: 'Start joining the plan',
    });
  });

  test('the plan owner is asked to open the plan’s trust account only once the plan is adopted', async () => {
    const bankOf = (adopted: boolean) => (clock: FakeClock) => {
      const bank = new FakeBankApi(clock);
      bank.planAdopted = adopted;
      return { bank };
    };
    const before = setup(undefined, undefined, undefined, bankOf(false));
    await before.vm.loadTiles();
    expect(before.vm.areas.find((a) => a.key === 'onboarding')?.state).toEqual({
      status: 'Opens once your plan is adopted',
      tone: 'notStarted',
      action: 'See what the bank asks',
    });
    const after = setup(undefined, undefined, undefined, bankOf(true));
    await after.vm.loadTiles();
    expect(after.vm.areas.find((a) => a.key === 'onboarding')?.state?.next).toBe(
      'Open the plan’s trust bank account, in the plan’s name: the application takes about 10 minutes.',
    );
  });
});
