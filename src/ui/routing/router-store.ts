import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Navigation } from '@/ports/navigation';
import { SessionKeyValueStorage, type KeyValueStorage } from '@/ports/key-value-storage';
import { matchRoute, pathnameOf, type RouteMatch } from '@/ui/routing/match-route';
import { PAGE_TABLE } from '@/ui/routing/page-table';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { FULL_LOAD_KEY } from '@/ui/shell/storage-keys';
import { ToastService } from '@/ui/shell/toast-service';

/** Shown when a page's code could not be downloaded. */
export const CHUNK_FAILED_MESSAGE = 'That page could not be loaded. Check your connection and try again.';

/** The current location and the page it resolves to; recovery when a page fails to load. */
@injectable()
export class RouterStore {
  /** Path, query and hash of the current location. */
  path: string;
  /** The last path whose page rendered; the target when a lazily loaded part fails. */
  lastKnownPath: string | undefined = undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SessionKeyValueStorage) private readonly tabStorage: KeyValueStorage,
    @inject(ToastService) private readonly toasts: ToastService,
    @inject(BuildVersionCheck) private readonly buildCheck: BuildVersionCheck,
  ) {
    this.path = navigation.currentPath();
    makeAutoObservable<RouterStore, 'unsubscribe'>(this, { unsubscribe: false }, { autoBind: true });
  }

  /** The pathname (no query or hash). */
  get pathname(): string {
    return pathnameOf(this.path);
  }

  /** The page of the current path, or undefined for the 404 page. */
  get match(): RouteMatch | undefined {
    return matchRoute(PAGE_TABLE, this.path);
  }

  /** Follows location changes (SPA navigation and back/forward). */
  start(): void {
    this.unsubscribe ??= this.navigation.onDidChange((path) => this.setPath(path));
  }

  /** Stops following location changes. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Moves to `path` inside the app, without scrolling. */
  navigate(path: string): void {
    this.navigation.navigate({ path });
  }

  /** Goes one entry back in history. */
  back(): void {
    this.navigation.back();
  }

  /** Records that the page of `path` rendered. */
  rendered(path: string): void {
    this.lastKnownPath = path;
    if (this.tabStorage.get(FULL_LOAD_KEY) === path) this.tabStorage.remove(FULL_LOAD_KEY);
  }

  /**
   * A lazily loaded part of `failedPath` failed. When a newer build is deployed (its old files are gone), the page is
   * loaded afresh once (caches cleared); otherwise back to the last known path with a toast. False when it did neither.
   */
  async chunkFailed(failedPath: string): Promise<boolean> {
    if (await this.buildCheck.check()) return true;
    this.toasts.show({ title: CHUNK_FAILED_MESSAGE, tone: 'error' });
    const target = this.lastKnownPath ?? '/';
    if (target === failedPath) return false;
    this.navigation.navigate({ path: target, replace: true });
    return true;
  }

  /** Resources of the page being opened are missing or failed: load it as a full page (once per target). */
  resourcesFailed(): boolean {
    if (this.tabStorage.get(FULL_LOAD_KEY) === this.path) return false;
    this.tabStorage.set(FULL_LOAD_KEY, this.path);
    this.navigation.load(this.path);
    return true;
  }

  private setPath(path: string): void {
    this.path = path;
  }
}
