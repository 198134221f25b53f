import { inject, injectable } from 'inversify';
import { BuildInfo } from '@/ports/build-info';
import { SessionKeyValueStorage, type KeyValueStorage } from '@/ports/key-value-storage';
import { Navigation } from '@/ports/navigation';
import { QueryCache } from '@/ports/query-cache';
import { BUILD_RELOAD_KEY } from '@/ui/shell/storage-keys';

/** Reloads once when a newer build is deployed than the one running; never in a loop. */
@injectable('Singleton')
export class BuildVersionCheck {
  constructor(
    @inject(BuildInfo) private readonly build: BuildInfo,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(SessionKeyValueStorage) private readonly tabStorage: KeyValueStorage,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {}

  /** Compares the builds; when they differ and this tab has not yet reloaded for the deployed one, clears caches and reloads. Resolves true when it reloads. */
  async check(): Promise<boolean> {
    const running = this.build.runningBuildId;
    if (running === undefined) return false;
    const deployed = await this.build.fetchDeployedBuildId();
    if (deployed === undefined || deployed === running) return false;
    if (this.tabStorage.get(BUILD_RELOAD_KEY) === deployed) return false;
    this.tabStorage.set(BUILD_RELOAD_KEY, deployed);
    this.queries.clear();
    await this.build.clearBrowserCaches();
    this.navigation.reload();
    return true;
  }
}
