import { describe, expect, test } from 'vitest';
import type { Analytics } from '@/ports/analytics';
import type { SiteConfig } from '@/ports/site-config-source';

/** An Analytics under test and what the product-analytics backend received. */
export interface AnalyticsHarness {
  analytics: Analytics;
  events(): string[];
  identities(): string[];
}

const CONFIGURED: SiteConfig = {
  posthog_key: 'phc_test',
  posthog_host: 'https://eu.posthog.example',
  dev_hosts: ['dev.example.com', 'dev2.example.com'],
};

/** The Analytics contract; `create` gets the page host and the (loaded) site configuration. */
export function analyticsContract(
  name: string,
  create: (hostname: string, config: SiteConfig) => Promise<AnalyticsHarness>,
): void {
  describe(`Analytics contract: ${name}`, () => {
    test('on a public host, configured product analytics record events, page views and identities', async () => {
      const h = await create('app.example.com', CONFIGURED);
      h.analytics.track('before start');
      await h.analytics.start();
      h.analytics.track('checkout_started');
      h.analytics.page('/checkout');
      h.analytics.identify('U1', { email: 'pat@example.com' });
      h.analytics.reset();
      expect(h.events()).toEqual(['checkout_started', '$pageview /checkout']);
      expect(h.identities()).toEqual(['U1', '(reset)']);
    });

    test.each(['localhost', '127.0.0.1', 'dev.example.com', 'dev2.example.com'])(
      'product analytics stay off on %s',
      async (host) => {
        const h = await create(host, CONFIGURED);
        await h.analytics.start();
        h.analytics.track('x');
        h.analytics.identify('U1');
        expect(h.events()).toEqual([]);
        expect(h.identities()).toEqual([]);
      },
    );

    test('nothing runs when product analytics are not configured', async () => {
      const h = await create('app.example.com', {});
      await h.analytics.start();
      h.analytics.track('x');
      expect(h.events()).toEqual([]);
    });
  });
}
