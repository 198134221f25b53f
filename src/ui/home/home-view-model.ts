import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ApiClient, type ApiUser } from '@/ports/api-client';

/** GET /me: the signed-in user, with the participant under `acting_as` in admin mode. */
interface Me extends ApiUser {
  acting_as?: { id: string; user_email: string; name?: string | null };
}
import { QueryCache, type QueryState } from '@/ports/query-cache';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { AREAS, isAreaBuilt } from '@/ui/routing/page-table';
import { SessionStore } from '@/ui/session/session-store';
import { BannerStore } from '@/ui/shell/banner-store';
import { OptInStore } from '@/ui/shell/opt-in-store';

/** Query key of the account the home page shows (the participant's in admin mode). */
export const ACCOUNT_QUERY = 'account';

/** The badge of an area that is not built yet. */
export const NOT_BUILT = 'Not built yet';

/** One area link of the home page. */
export interface AreaLink {
  path: string;
  title: string;
  /** Plain words when the area is not built yet; undefined when it is. */
  status: string | undefined;
}

/** The signed-in home page: who is signed in, whose account is shown, links to every area. */
@injectable()
export class HomeViewModel {
  private accountQuery: QueryState<Me> | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(BannerStore) readonly banner: BannerStore,
    @inject(OptInStore) readonly optIn: OptInStore,
  ) {
    makeAutoObservable<HomeViewModel, 'accountQuery'>(this, { accountQuery: true }, { autoBind: true });
  }

  /** E-mail of the person signed in. */
  get signedInAs(): string | undefined {
    return this.session.email;
  }

  /** The participant's name while in admin mode. */
  get actingAs(): string | undefined {
    return this.adminMode.enabled ? (this.adminMode.mode.participantName ?? this.adminMode.mode.id) : undefined;
  }

  /** E-mail of the account shown (the participant's in admin mode, from `acting_as`), once loaded. */
  get accountEmail(): string | undefined {
    const me = this.accountQuery?.data;
    return me?.acting_as?.user_email ?? me?.user_email;
  }

  /** True when the account could not be loaded. */
  get accountFailed(): boolean {
    return this.accountQuery?.status === 'error';
  }

  /** Every product area, with its state. */
  get areas(): AreaLink[] {
    return AREAS.map((a) => ({ path: a.path, title: a.title, status: isAreaBuilt(a.path) ? undefined : NOT_BUILT }));
  }

  /** Starts loading the account and offers the opt-in modal (once per session, not in admin mode). */
  activate(): void {
    this.banner.reload();
    const headers: Record<string, string> = this.adminMode.mode.id ? { 'X-Act-As': this.adminMode.mode.id } : {};
    this.accountQuery = this.queries.observe<Me>({ key: [ACCOUNT_QUERY], fetch: () => this.api.get<Me>('/me', { headers }) });
    if (!this.adminMode.enabled) this.optIn.offer();
  }

  /** Stops observing the account. */
  dispose(): void {
    this.accountQuery?.dispose();
    this.accountQuery = undefined;
  }
}
