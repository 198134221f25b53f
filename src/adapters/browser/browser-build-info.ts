import type { BuildInfo } from '@/ports/build-info';

/** Name of the `<meta>` tag that the build-version plugin writes into index.html. */
export const BUILD_ID_META = 'build-id';

/** What the adapter needs of the browser (a test passes its own). */
export interface BuildInfoEnvironment {
  document: Pick<Document, 'querySelector'>;
  fetch: typeof fetch;
  /** Cache Storage; undefined where the browser has none (plain HTTP, old browsers). */
  caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}

/** BuildInfo of the browser: the page's `<meta name="build-id">` and the deployed `/version.json`. */
export class BrowserBuildInfo implements BuildInfo {
  readonly runningBuildId: string | undefined;

  constructor(private readonly env: BuildInfoEnvironment) {
    const meta = env.document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`);
    this.runningBuildId = meta?.content || undefined;
  }

  async fetchDeployedBuildId(): Promise<string | undefined> {
    try {
      const res = await this.env.fetch('/version.json', { cache: 'no-store' });
      if (!res.ok) return undefined;
      const body = (await res.json()) as { buildId?: unknown };
      return typeof body.buildId === 'string' && body.buildId !== '' ? body.buildId : undefined;
    } catch {
      return undefined;
    }
  }

  async clearBrowserCaches(): Promise<void> {
    const storage = this.env.caches;
    if (storage === undefined) return;
    const keys = await storage.keys();
    await Promise.all(keys.map((key) => storage.delete(key)));
  }
}
