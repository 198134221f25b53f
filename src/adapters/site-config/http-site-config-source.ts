import type { SiteConfig, SiteConfigSource } from '@/ports/site-config-source';

/** Loads the runtime site configuration from GET /site-config.json (once). */
export class HttpSiteConfigSource implements SiteConfigSource {
  private loading: Promise<SiteConfig> | undefined;
  private loaded: SiteConfig | undefined;

  constructor(
    private readonly url = '/site-config.json',
    private readonly doFetch: typeof fetch = (...a) => globalThis.fetch(...a),
  ) {}

  load(): Promise<SiteConfig> {
    this.loading ??= (async () => {
      const response = await this.doFetch(this.url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (!response.ok) throw new Error(`Site configuration could not be loaded (status ${response.status})`);
      this.loaded = (await response.json()) as SiteConfig;
      return this.loaded;
    })();
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }

  current(): SiteConfig | undefined {
    return this.loaded;
  }
}
