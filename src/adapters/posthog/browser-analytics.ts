import type { Analytics } from '@/ports/analytics';
import type { ScriptLoader } from '@/ports/script-loader';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { analyticsTagAllowed, productAnalyticsAllowed } from './analytics-rules';

/** The vendors' browser globals this adapter drives (window.posthog, window.dataLayer and window.gtag). */
export interface AnalyticsGlobals {
  posthog?: {
    init(key: string, options: Record<string, unknown>): void;
    capture(event: string, properties?: Record<string, unknown>): void;
    identify(id: string, properties?: Record<string, unknown>): void;
    reset(): void;
  };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Analytics: PostHog product analytics and the Google analytics tag, each loaded as a script only when configured. */
export class BrowserAnalytics implements Analytics {
  private product = false;
  private tag = false;

  constructor(
    private readonly siteConfig: SiteConfigSource,
    private readonly hostname: string,
    private readonly scripts: ScriptLoader,
    private readonly globals: AnalyticsGlobals,
    private readonly logger: Pick<Console, 'warn'> = console,
  ) {}

  async start(): Promise<void> {
    const config = this.siteConfig.current();
    const jobs: Array<Promise<void>> = [];
    if (!this.product && productAnalyticsAllowed(this.hostname, config)) {
      jobs.push(
        this.scripts.load(`${config!.posthog_host!.replace(/\/+$/, '')}/static/array.js`).then(() => {
          this.globals.posthog?.init(config!.posthog_key!, {
            api_host: config!.posthog_host,
            person_profiles: 'identified_only',
            capture_pageview: false,
          });
          this.product = Boolean(this.globals.posthog);
        }),
      );
    }
    if (!this.tag && analyticsTagAllowed(this.hostname, config)) {
      const id = config!.google_analytics_id!;
      this.globals.dataLayer ??= [];
      const layer = this.globals.dataLayer;
      this.globals.gtag ??= function gtag(...args: unknown[]): void {
        layer.push(args);
      };
      this.globals.gtag('js', new Date());
      this.globals.gtag('config', id, { send_page_view: false });
      jobs.push(
        this.scripts
          .load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
          .then(() => void (this.tag = true)),
      );
    }
    const results = await Promise.allSettled(jobs);
    for (const r of results) if (r.status === 'rejected') this.logger.warn('Analytics failed to load', r.reason);
  }

  track(event: string, properties?: Record<string, unknown>): void {
    if (this.product) this.globals.posthog?.capture(event, properties);
    if (this.tag) this.globals.gtag?.('event', event, properties ?? {});
  }

  page(path: string): void {
    if (this.product) this.globals.posthog?.capture('$pageview', { $current_url: path });
    if (this.tag) this.globals.gtag?.('event', 'page_view', { page_path: path });
  }

  identify(userId: string, traits?: { email?: string; name?: string }): void {
    if (this.product) this.globals.posthog?.identify(userId, traits);
  }

  reset(): void {
    if (this.product) this.globals.posthog?.reset();
  }
}
