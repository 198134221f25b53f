import { describe, expect, test } from 'vitest';
import { analyticsContract } from '@/adapters/contracts/analytics.contract';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { StaticSiteConfigSource } from '@/adapters/fakes/static-site-config-source';
import type { SiteConfig } from '@/ports/site-config-source';
import { BrowserAnalytics, type AnalyticsGlobals } from './browser-analytics';

/** Stand-ins for the vendors' browser globals: record what the adapter asks of them. */
function globalsRecorder(): { globals: AnalyticsGlobals; calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    globals: {
      posthog: {
        init: (...a) => calls.push(['init', ...a]),
        capture: (...a) => calls.push(['capture', ...a]),
        identify: (...a) => calls.push(['identify', ...a]),
        reset: () => calls.push(['reset']),
      },
    },
  };
}

async function make(
  hostname: string,
  config: SiteConfig,
): Promise<{ analytics: BrowserAnalytics; calls: unknown[][]; scripts: FakeScriptLoader; globals: AnalyticsGlobals }> {
  const source = new StaticSiteConfigSource(config);
  await source.load();
  const scripts = new FakeScriptLoader();
  const { globals, calls } = globalsRecorder();
  return { analytics: new BrowserAnalytics(source, hostname, scripts, globals), calls, scripts, globals };
}

analyticsContract('BrowserAnalytics (script loader and vendor globals recorded)', async (hostname, config) => {
  const { analytics, calls } = await make(hostname, config);
  return {
    analytics,
    events: () =>
      calls
        .filter((c) => c[0] === 'capture')
        .map((c) => (c[1] === '$pageview' ? `$pageview ${(c[2] as { $current_url: string }).$current_url}` : (c[1] as string))),
    identities: () =>
      calls.filter((c) => c[0] === 'identify' || c[0] === 'reset').map((c) => (c[0] === 'reset' ? '(reset)' : (c[1] as string))),
  };
});

describe('BrowserAnalytics', () => {
  test('PostHog loads from the configured host and creates profiles for identified users only', async () => {
    const { analytics, calls, scripts } = await make('app.example.com', {
      posthog_key: 'phc_1',
      posthog_host: 'https://ph.example/',
    });
    await analytics.start();
    expect(scripts.loaded).toEqual(['https://ph.example/static/array.js']);
    expect(calls[0]).toEqual([
      'init',
      'phc_1',
      { api_host: 'https://ph.example/', person_profiles: 'identified_only', capture_pageview: false },
    ]);
  });

  test('the analytics tag loads only when configured and receives events', async () => {
    const none = await make('app.example.com', {});
    await none.analytics.start();
    expect(none.scripts.loaded).toEqual([]);
    const { analytics, scripts, globals } = await make('app.example.com', { google_analytics_id: 'G-TEST1' });
    await analytics.start();
    analytics.track('signup');
    expect(scripts.loaded).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    expect(globals.dataLayer?.map((e) => (e as unknown[])[0])).toEqual(['js', 'config', 'event']);
  });

  test('a script that fails to load only warns', async () => {
    const source = new StaticSiteConfigSource({ posthog_key: 'k', posthog_host: 'https://ph.example' });
    await source.load();
    const scripts = new FakeScriptLoader();
    scripts.failing.add('https://ph.example/static/array.js');
    const warnings: unknown[] = [];
    const analytics = new BrowserAnalytics(source, 'app.example.com', scripts, {}, { warn: (m: unknown) => warnings.push(m) });
    await expect(analytics.start()).resolves.toBeUndefined();
    expect(warnings).toEqual(['Analytics failed to load']);
  });
});
