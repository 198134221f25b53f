import type { Monitoring, MonitoringUser } from '@/ports/monitoring';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { filterEvent, isLocalHost } from '@/adapters/sentry/monitoring-rules';

/** In-memory Monitoring with the real start and filter rules; reported errors land in `reported`. */
export class FakeMonitoring implements Monitoring {
  /** Errors reported (after filtering and scrubbing), oldest first. */
  readonly reported: Array<{ message: string; context?: Record<string, unknown> }> = [];
  /** Number of times reporting was started (at most 1). */
  starts = 0;
  /** The user the replay tool identifies, if any. */
  identified: MonitoringUser | undefined;

  constructor(
    private readonly siteConfig?: SiteConfigSource,
    private readonly hostname = 'app.example.com',
  ) {}

  async start(user: MonitoringUser): Promise<void> {
    if (this.starts > 0 || !user.id || isLocalHost(this.hostname)) return;
    if (this.siteConfig && !this.siteConfig.current()?.sentry_dsn) return;
    this.starts += 1;
    this.identified = user;
  }

  isStarted(): boolean {
    return this.starts > 0;
  }

  captureError(error: unknown, context?: Record<string, unknown>): void {
    if (!this.isStarted()) return;
    const event = filterEvent({ message: error instanceof Error ? error.message : String(error) });
    if (event?.message !== undefined) this.reported.push({ message: event.message, context });
  }

  identify(user: MonitoringUser): void {
    this.identified = user;
  }

  anonymize(): void {
    this.identified = undefined;
  }
}
