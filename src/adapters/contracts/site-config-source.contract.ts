import { describe, expect, test } from 'vitest';
import type { SiteConfig, SiteConfigSource } from '@/ports/site-config-source';

/** The SiteConfigSource contract: `create(config)` gives a source whose backend serves `config`. */
export function siteConfigSourceContract(
  name: string,
  create: (config: SiteConfig) => Promise<{ source: SiteConfigSource; requests(): number; dispose(): Promise<void> }>,
): void {
  describe(`SiteConfigSource contract: ${name}`, () => {
    test('nothing is current before load; load resolves with the configuration and it becomes current', async () => {
      const config: SiteConfig = {
        profile: 'production',
        sentry_dsn: 'https://k@o.example/1',
        env_name: 'production',
        descope_project_id: 'P2abc',
      };
      const h = await create(config);
      expect(h.source.current()).toBeUndefined();
      expect(await h.source.load()).toEqual(config);
      expect(h.source.current()).toEqual(config);
      await h.dispose();
    });

    test('loads once however often it is asked', async () => {
      const h = await create({ profile: 'local' });
      await Promise.all([h.source.load(), h.source.load()]);
      await h.source.load();
      expect(h.requests()).toBeLessThanOrEqual(1);
      await h.dispose();
    });
  });
}
