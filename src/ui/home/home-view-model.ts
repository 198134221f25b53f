import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountRecord } from '@/domain/account/account-record';
import { AccountApi } from '@/ports/account-api';
import { Clock } from '@/ports/clock';
import { CURRENT_USER_QUERY, QueryCache, type QueryState } from '@/ports/query-cache';
import { UserLocale } from '@/ports/user-locale';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { AREAS } from '@/ui/areas';
import { TilePorts, URGENCY_ORDER, type TileContext, type TileState } from '@/ui/home/home-tile';
import { isAreaBuilt } from '@/ui/routing/page-table';
import { SessionStore } from '@/ui/session/session-store';
import { BannerStore } from '@/ui/shell/banner-store';
import { OptInStore } from '@/ui/shell/opt-in-store';

/** Query key of the account the home page shows in admin mode (the participant's), with the participant's id. */
export const ACCOUNT_QUERY = 'account';

/** The badge of an area that is not built yet. */
export const NOT_BUILT = 'Not built yet';

/** Shown on a tile whose area could not tell its state. */
export const TILE_FAILED = 'Could not load the state of this area. Try again later.';

/** One area of the home page: a link only once the area is built, with the state the area reports. */
export interface AreaLink {
  key: string;
  path: string;
  title: string;
  /** True when the area has its own page (only then is it a link). */
  built: boolean;
  /** Plain words when the area is not built yet; undefined when it is. */
  status: string | undefined;
  /** The state the area reported (undefined while loading, when it failed, or when it has no tile source). */
  state: TileState | undefined;
  /** True when the area's tile source failed. */
  failed: boolean;
}

/** One step of "What to do next", with its link; `urgent` when it cannot wait (a limit, a cure date, a due date). */
export interface HomeAdvice {
  text: string;
  path: string;
  action: string;
  urgent?: boolean;
}

/** The signed-in home page: who is signed in, whose account is shown, links to every area. */
@injectable()
export class HomeViewModel {
  private accountQuery: QueryState<AccountRecord> | undefined = undefined;
  /** Each area's reported state by area key, and the keys whose source failed. */
  private tileStates = new Map<string, TileState>();
  private failedTiles = new Set<string>();
  /** True until every area's tile source answered (or failed). */
  tilesLoading = false;
  /**
   * False until the first load of every tile source ended: until then the page shows a skeleton in place of the
   * banner, the next step and the tiles, and replaces it whole (nothing that was painted moves: no layout shift).
   */
  tilesReady = false;
  /** Whose home it is (a participant joined a plan by invitation); the plan owner's until known. */
  role: TileContext['role'] = 'planOwner';

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(BannerStore) readonly banner: BannerStore,
    @inject(OptInStore) readonly optIn: OptInStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(UserLocale) private readonly userLocale: UserLocale,
    @inject(TilePorts) private readonly ports: TilePorts,
  ) {
    makeAutoObservable<HomeViewModel, 'accountQuery' | 'clock' | 'userLocale' | 'ports'>(
      this,
      { accountQuery: true, clock: false, userLocale: false, ports: false },
      { autoBind: true },
    );
  }

  /** E-mail of the person signed in. */
  get signedInAs(): string | undefined {
    return this.session.email;
  }

  /** The participant's name while in admin mode. */
  get actingAs(): string | undefined {
    return this.adminMode.enabled ? (this.adminMode.mode.participantName ?? this.adminMode.mode.id) : undefined;
  }

  /** E-mail of the account shown (the participant's in admin mode), once loaded. */
  get accountEmail(): string | undefined {
    const me = this.accountQuery?.data;
    return this.adminMode.enabled ? (me?.actingAs?.email ?? me?.email) : me?.email;
  }

  /** True when the account could not be loaded. */
  get accountFailed(): boolean {
    return this.accountQuery?.status === 'error';
  }

  /** Every product area, with its state; an area not built yet is no link. */
  get areas(): AreaLink[] {
    return AREAS.map((a) => {
      const built = isAreaBuilt(a.path);
      return {
        key: a.key,
        path: a.path,
        title: a.title,
        built,
        status: built ? undefined : NOT_BUILT,
        state: this.tileStates.get(a.key),
        failed: this.failedTiles.has(a.key),
      };
    });
  }

  /**
   * What to do next, urgent first: every area's step that cannot wait (URGENCY_ORDER: a deadline passed, a contribution
   * over a limit, a missed loan payment and its cure date, a Form 5500-EZ due within 60 days, a distribution waiting
   * for the owner), then the first built area (in home order, the set-up order) whose state names a next step.
   */
  get nextSteps(): HomeAdvice[] {
    const built = this.areas.filter((a) => a.built && a.state?.next);
    const rank = (a: AreaLink): number => URGENCY_ORDER.indexOf(a.state?.urgency ?? ('' as never));
    const urgent = built.filter((a) => rank(a) >= 0).sort((a, b) => rank(a) - rank(b));
    const setUp = built.find((a) => rank(a) < 0);
    const step = (a: AreaLink, isUrgent: boolean): HomeAdvice => ({
      text: a.state?.next ?? '',
      path: a.path,
      action: a.state?.action ?? a.title,
      ...(isUrgent ? { urgent: true } : {}),
    });
    return [...urgent.map((a) => step(a, true)), ...(setUp ? [step(setUp, false)] : [])];
  }

  /** The first step of "What to do next". */
  get advice(): HomeAdvice | undefined {
    return this.nextSteps[0];
  }

  /** Whose home it is: a participant when the user joined a plan by invitation (read once per load). */
  private async roleOf(): Promise<TileContext['role']> {
    try {
      return (await this.ports.invitations.membership()) === null ? 'planOwner' : 'participant';
    } catch {
      return 'planOwner';
    }
  }

  /** Asks every built area with a tile source (src/ui/areas.ts) for its state. */
  async loadTiles(): Promise<void> {
    this.tilesLoading = true;
    const role = await this.roleOf();
    runInAction(() => {
      this.role = role;
    });
    const context: TileContext = { now: this.clock.now(), locale: this.userLocale.preferred(), role };
    // The answers are gathered here and shown together: the page replaces its skeleton only once every area answered,
    // so an update per answer would re-render the page sixteen times for nothing (home's main-thread time).
    const states = new Map<string, TileState>();
    const failed = new Set<string>();
    await Promise.all(
      AREAS.filter((area) => isAreaBuilt(area.path)).map(async ({ key, tile }) => {
        if (!tile) return;
        try {
          const source = await tile();
          states.set(key, await source.load(this.ports, context));
        } catch {
          failed.add(key);
        }
      }),
    );
    runInAction(() => {
      for (const [key, state] of states) {
        this.tileStates.set(key, state);
        this.failedTiles.delete(key);
      }
      for (const key of failed) this.failedTiles.add(key);
      this.tilesLoading = false;
      this.tilesReady = true;
    });
  }

  /** Starts loading the account and offers the opt-in modal (once per session, not in admin mode). */
  activate(): void {
    this.banner.reload();
    // Signed in as oneself, the account is the one the session store read at sign-in (kept in the current-user query):
    // home reads it from there, not again. In admin mode the bound ApiClient sends X-Act-As, so the account names the
    // participant acted for; its query is keyed by the participant (and dropped on entering and leaving admin mode).
    const acting = this.adminMode.enabled;
    this.accountQuery = this.queries.observe<AccountRecord>({
      key: acting ? [ACCOUNT_QUERY, this.adminMode.mode.id] : [CURRENT_USER_QUERY],
      fetch: () => this.accounts.account(),
      refetchOnMount: acting,
    });
    if (!this.adminMode.enabled) this.optIn.offer();
    void this.loadTiles();
  }

  /** Stops observing the account. */
  dispose(): void {
    this.accountQuery?.dispose();
    this.accountQuery = undefined;
  }
}
