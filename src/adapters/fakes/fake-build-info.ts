import type { BuildInfo } from '@/ports/build-info';

/** BuildInfo for tests: the running and deployed ids are plain fields. */
export class FakeBuildInfo implements BuildInfo {
  /** How many times clearBrowserCaches() ran. */
  cachesCleared = 0;

  constructor(
    public runningBuildId: string | undefined = undefined,
    public deployedBuildId: string | undefined = undefined,
  ) {}

  async fetchDeployedBuildId(): Promise<string | undefined> {
    return this.deployedBuildId;
  }

  async clearBrowserCaches(): Promise<void> {
    this.cachesCleared += 1;
  }
}
