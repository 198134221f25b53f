/** The running build and the deployed one (the version file written at build). */
export interface BuildInfo {
  /** Id of the running build; undefined when the build wrote none (dev server, tests). */
  readonly runningBuildId: string | undefined;
  /** Id of the deployed build from /version.json, fetched past every cache; undefined when unavailable. */
  fetchDeployedBuildId(): Promise<string | undefined>;
  /** Empties the browser's Cache Storage (service-worker caches). */
  clearBrowserCaches(): Promise<void>;
}
export const BuildInfo = Symbol('BuildInfo');

/** BuildInfo of the browser: `import.meta.env.VITE_BUILD_ID` (set by the build-version plugin) and /version.json. */
export const browserBuildInfo: BuildInfo = {
  runningBuildId: (import.meta.env.VITE_BUILD_ID as string | undefined) || undefined,
  async fetchDeployedBuildId() {
    try {
      const res = await fetch('/version.json', { cache: 'no-store' });
      if (!res.ok) return undefined;
      const body = (await res.json()) as { buildId?: unknown };
      return typeof body.buildId === 'string' ? body.buildId : undefined;
    } catch {
      return undefined;
    }
  },
  async clearBrowserCaches() {
    if (typeof caches === 'undefined') return;
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  },
};
