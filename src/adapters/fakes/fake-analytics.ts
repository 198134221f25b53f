import type { Analytics } from '@/ports/analytics';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { productAnalyticsAllowed } from '@/adapters/posthog/analytics-rules';

/** In-memory Analytics with the real start rules; what would be sent lands in the arrays. */
export class FakeAnalytics implements Analytics {
  /** Events recorded (page views as '$pageview path'). */
  readonly events: string[] = [];
  /** User ids identified, in order; reset() appends '(reset)'. */
  readonly identities: string[] = [];
  private started = false;

  constructor(
    private readonly siteConfig?: SiteConfigSource,
    private readonly hostname = 'app.example.com',
  ) {}

  async start(): Promise<void> {
    this.started = this.siteConfig ? productAnalyticsAllowed(this.hostname, this.siteConfig.current()) : true;
  }

  track(event: string): void {
    if (this.started) this.events.push(event);
  }

  page(path: string): void {
    if (this.started) this.events.push(`$pageview ${path}`);
  }

  identify(userId: string): void {
    if (this.started) this.identities.push(userId);
  }

  reset(): void {
    if (this.started) this.identities.push('(reset)');
  }
}
