import type { SiteConfig, SiteConfigSource } from '@/ports/site-config-source';

/** A SiteConfigSource with a fixed configuration (the test profile's default: profile 'test'). */
export class StaticSiteConfigSource implements SiteConfigSource {
  private loaded: SiteConfig | undefined;

  constructor(private readonly config: SiteConfig = { profile: 'test', product_key: 'solo401k', env_name: 'test' }) {}

  async load(): Promise<SiteConfig> {
    this.loaded = this.config;
    return this.loaded;
  }

  current(): SiteConfig | undefined {
    return this.loaded;
  }
}
