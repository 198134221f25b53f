/** The running build and the deployed one (the version file written at build). */
export interface BuildInfo {
  /** Id of the running build; undefined when the page carries none (dev server, tests). */
  readonly runningBuildId: string | undefined;
  /** Id of the deployed build from /version.json, fetched past every cache; undefined when unavailable. */
  fetchDeployedBuildId(): Promise<string | undefined>;
  /** Empties the browser's Cache Storage (service-worker caches). */
  clearBrowserCaches(): Promise<void>;
}
export const BuildInfo = Symbol('BuildInfo');
