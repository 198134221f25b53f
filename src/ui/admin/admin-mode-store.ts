import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ADMIN_MODE_OFF, enterAdminMode, exitAdminMode, parseAdminMode, type AdminMode } from '@/domain/session';
import { SessionKeyValueStorage, type KeyValueStorage } from '@/ports/key-value-storage';
import { Navigation } from '@/ports/navigation';
import { QueryCache } from '@/ports/query-cache';
import { StoreRegistry } from '@/ui/shell/store-registry';
import { ADMIN_MODE_KEY } from '@/ui/shell/storage-keys';

function read(storage: KeyValueStorage): AdminMode {
  const raw = storage.get(ADMIN_MODE_KEY);
  if (raw === undefined) return ADMIN_MODE_OFF;
  try {
    return parseAdminMode(JSON.parse(raw));
  } catch {
    return ADMIN_MODE_OFF;
  }
}

/** Admin mode of this browser tab: a support user acting as a participant (kept in session storage). */
@injectable()
export class AdminModeStore {
  /** The current mode, read from this tab's storage at start. */
  mode: AdminMode;

  constructor(
    @inject(SessionKeyValueStorage) private readonly tabStorage: KeyValueStorage,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(StoreRegistry) private readonly stores: StoreRegistry,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.mode = read(tabStorage);
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** True while acting as a participant. */
  get enabled(): boolean {
    return this.mode.enabled;
  }

  /** Acts as `participant`: remembers the current path, drops cached data and clears the stores. */
  enter(participant: { id: string; participantName?: string }): void {
    const transition = enterAdminMode(this.mode, participant, this.navigation.currentPath());
    if (transition.navigateTo === undefined) return;
    this.apply(transition.mode, transition.navigateTo);
  }

  /** Leaves admin mode: drops cached data, clears the stores, goes to the remembered path or the root. */
  exit(): void {
    if (!this.mode.enabled) return;
    const transition = exitAdminMode(this.mode);
    this.apply(transition.mode, transition.navigateTo ?? '/');
  }

  /** Removes the marker without navigating (at logout). */
  clearMarker(): void {
    this.tabStorage.remove(ADMIN_MODE_KEY);
    this.mode = ADMIN_MODE_OFF;
  }

  private apply(mode: AdminMode, path: string): void {
    if (mode.enabled) this.tabStorage.set(ADMIN_MODE_KEY, JSON.stringify(mode));
    else this.tabStorage.remove(ADMIN_MODE_KEY);
    this.queries.dropAllExceptSession();
    this.stores.clearAll();
    this.mode = mode;
    this.navigation.navigate({ path });
  }
}
