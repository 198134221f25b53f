import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMERS } from '@/domain/constants';
import {
  beginLogout,
  initialSession,
  isSignedIn,
  loggedOut,
  magicLinkToken,
  MAGIC_LINK_TOKEN_PARAM,
  withoutMagicLinkToken,
  resolveSession,
  withCurrentUser,
  type IdentitySessionData,
  type Session,
  type User,
} from '@/domain/session';
import { Analytics } from '@/ports/analytics';
import type { AccountRecord } from '@/domain/account/account-record';
import { AccountApi } from '@/ports/account-api';
import { Clock } from '@/ports/clock';
import { HelpChat } from '@/ports/help-chat';
import { IdentityProvider, type IdentitySession } from '@/ports/identity-provider';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { Monitoring } from '@/ports/monitoring';
import { Navigation } from '@/ports/navigation';
import { CURRENT_USER_QUERY, QueryCache } from '@/ports/query-cache';
import { SupportApi } from '@/ports/support-api';
import { TabChannel } from '@/ports/tab-channel';
import { closeAdminModeVisit } from '@/ui/admin/admin-mode-entry';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { clearDrafts } from '@/ui/kit/draft-keys';
import { AnalyticsIdentity } from '@/ui/session/analytics-identity';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { BANNER_DISMISSED_KEY } from '@/ui/shell/storage-keys';

/** Tab message that logs every other tab out. */
export const LOGOUT_MESSAGE = 'logout';
/** Shown when a magic link cannot be verified (stale, used or forged). */
export const INVALID_LINK_MESSAGE = 'This sign-in link is invalid or has expired. Enter your e-mail to get a new one.';
/** The role that may use admin mode. */
export const SUPPORT_ROLE = 'support';

/** What the shell shows: resolving at start, signed in or out, logging out. */
export type SessionPhase = 'resolving' | 'signedOut' | 'signedIn' | 'loggingOut';

function toDomainSession(data: IdentitySession): IdentitySessionData {
  const user = data.user ? { userId: data.user.userId, loginIds: data.user.loginIds, name: data.user.name } : undefined;
  return { sessionJwt: data.sessionJwt, refreshJwt: data.refreshJwt, user, authInfo: undefined };
}

/** The signed-in session of this tab: magic-link return, restore, logout, and logout from other tabs. */
@injectable()
export class SessionStore {
  /** The session entity (status, token, users). */
  session: Session = initialSession();
  /** Roles read from the session token. */
  roles: string[] = [];
  /** E-mail of the signed-in user as the identity provider knows it. */
  identityEmail: string | undefined = undefined;
  /** A sign-in problem to show on the sign-in page (e.g. an invalid magic link). */
  signInError: string | undefined = undefined;
  private readonly disposers: Array<() => void> = [];
  private resolving: Promise<void> | undefined = undefined;
  private readonly analyticsIdentity: AnalyticsIdentity;

  constructor(
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(TabChannel) private readonly tabs: TabChannel,
    @inject(KeyValueStorage) private readonly local: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(HelpChat) private readonly helpChat: HelpChat,
    @inject(Monitoring) private readonly monitoring: Monitoring,
    @inject(StoreRegistry) private readonly stores: StoreRegistry,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(Analytics) analytics: Analytics,
    @inject(SupportApi) private readonly support: SupportApi,
  ) {
    this.analyticsIdentity = new AnalyticsIdentity(analytics);
    makeAutoObservable<SessionStore, 'disposers' | 'resolving' | 'analyticsIdentity'>(
      this,
      { disposers: false, resolving: false, analyticsIdentity: false },
      { autoBind: true },
    );
  }

  /** Where the session is, for the shell. */
  get phase(): SessionPhase {
    if (this.session.status === 'resolving') return 'resolving';
    if (this.session.status === 'loggingOut') return 'loggingOut';
    return isSignedIn(this.session) ? 'signedIn' : 'signedOut';
  }

  /** True when the signed-in user has the support role. */
  get isSupport(): boolean {
    return this.phase === 'signedIn' && this.hasSupportRole;
  }

  /**
   * True when the session's token carries the support role, whatever the phase (the page outlet pairs it with the
   * phase it shows).
   */
  get hasSupportRole(): boolean {
    return this.roles.includes(SUPPORT_ROLE);
  }

  /** The signed-in user's e-mail address. */
  get email(): string | undefined {
    return this.session.user?.user_email ?? this.identityEmail ?? this.session.authUser?.loginIds[0];
  }

  /** The signed-in user's display name, falling back to the e-mail. */
  get displayName(): string | undefined {
    return this.session.authUser?.name ?? this.email;
  }

  /**
   * Resolves the session at start: verifies a magic-link token in the address, or restores the stored session.
   * Runs once per store: later calls share the first (a token must never be verified twice, since the failing
   * second attempt would end the session the first one started).
   */
  resolve(): Promise<void> {
    this.resolving ??= this.resolveOnce();
    return this.resolving;
  }

  private async resolveOnce(): Promise<void> {
    this.listen();
    await this.identity.start();
    const token = magicLinkToken(this.query());
    if (token) {
      await this.verifyMagicLink(token);
      return;
    }
    let data: IdentitySession | undefined;
    const stored = this.identity.getSessionToken();
    if (stored && !this.identity.isExpired(stored)) data = { sessionJwt: stored, refreshJwt: this.identity.getRefreshToken() };
    else if (this.identity.getRefreshToken()) {
      const refreshed = await this.identity.refresh();
      if (refreshed.ok && refreshed.data) data = refreshed.data;
    }
    await this.establish(data);
  }

  /** Logs out: clears caches, stores and admin mode, tells other tabs, then goes to the root. */
  async logout(options: { fromOtherTab?: boolean } = {}): Promise<void> {
    if (this.session.status === 'loggingOut') return;
    this.session = beginLogout(this.session);
    // A tab in admin mode closes its visit first, while the session still holds (audited; decision 0297).
    await closeAdminModeVisit(this.support, this.adminMode.mode);
    await this.identity.logout().catch(() => undefined);
    this.clearUserData();
    if (!options.fromOtherTab) this.tabs.post({ type: LOGOUT_MESSAGE });
    this.monitoring.anonymize();
    this.clock.setTimeout(() => {
      this.local.remove(BANNER_DISMISSED_KEY);
      this.helpChat.stop();
    }, TIMERS.logoutFollowUpMs);
    this.navigation.navigate({ path: '/' });
    runInAction(() => {
      this.session = loggedOut();
      this.roles = [];
      this.identityEmail = undefined;
    });
  }

  /** Stops listening to other tabs and the identity provider. */
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private async verifyMagicLink(token: string): Promise<void> {
    if (this.identity.getSessionToken()) {
      await this.identity.logout().catch(() => undefined);
      this.clearUserData();
    }
    const result = await this.identity.verifyMagicLink(token);
    if (!result.ok || !result.data) {
      this.navigation.removeQueryParams([MAGIC_LINK_TOKEN_PARAM]);
      runInAction(() => (this.signInError = INVALID_LINK_MESSAGE));
      await this.establish(undefined);
      return;
    }
    // One replacement of the history entry takes the token out of the address and turns a sign-in address into home:
    // each replacement is a synchronous call into the browser and a route change the app renders.
    const here = new URL(this.navigation.currentPath(), 'http://app.invalid');
    const path = here.pathname.startsWith('/sign-in') ? '/' : `${here.pathname}${withoutMagicLinkToken(here.search)}${here.hash}`;
    this.navigation.navigate({ path, replace: true });
    await this.establish(result.data);
  }

  private async establish(data: IdentitySession | undefined): Promise<void> {
    if (!data) {
      runInAction(() => (this.session = resolveSession(initialSession(), undefined)));
      return;
    }
    const email = data.user?.email ?? data.user?.loginIds.find((id) => id.includes('@'));
    let user: User | undefined;
    try {
      const account = await this.accounts.account();
      user = { id: account.userId, user_email: account.email };
      // The current user is the person signed in: a tab reloaded in admin mode reads the account with the participant
      // acted for, whom the current-user query (kept when admin mode ends) must not keep.
      this.queries.set<AccountRecord>([CURRENT_USER_QUERY], { ...account, actingAs: null });
    } catch {
      // The home page still works from the identity data; the current-user query retries later.
    }
    runInAction(() => {
      this.roles = this.identity.getRoles();
      this.identityEmail = email;
      this.signInError = undefined;
      const resolved = resolveSession(this.session, toDomainSession(data));
      this.session = user ? withCurrentUser(resolved, user) : resolved;
    });
    const id = user?.id ?? data.user?.userId;
    if (id) {
      this.monitoring.identify({ id, email: this.email });
      void this.monitoring.start({ id, email: this.email }).catch(() => undefined);
      this.analyticsIdentity.signedIn(id, this.email);
    }
    void this.helpChat.start({ name: this.session.authUser?.name, email: this.email }).catch(() => undefined);
  }

  /** Forgets everything of the user who leaves, including checkout drafts kept for a reload (a shared computer). */
  private clearUserData(): void {
    this.analyticsIdentity.signedOut();
    this.queries.clear();
    this.stores.clearAll();
    this.adminMode.clearMarker();
    clearDrafts(this.local);
  }

  private listen(): void {
    if (this.disposers.length > 0) return;
    this.disposers.push(
      this.tabs.onDidReceive((message) => {
        if (message.type === LOGOUT_MESSAGE && this.phase === 'signedIn') void this.logout({ fromOtherTab: true });
      }),
      this.identity.onDidChangeSession((token) => {
        if (token === undefined && this.phase === 'signedIn') void this.logout({ fromOtherTab: true });
        else if (token !== undefined && this.phase === 'signedIn') runInAction(() => (this.roles = this.identity.getRoles()));
      }),
    );
  }

  private query(): string {
    const path = this.navigation.currentPath();
    const at = path.indexOf('?');
    return at < 0 ? '' : path.slice(at + 1).split('#')[0];
  }
}
