import type { Monitoring, MonitoringUser } from '@/ports/monitoring';
import { monitoringMayStart } from './monitoring-gate';
import type { SentryMonitoring, SentryMonitoringOptions } from './sentry-monitoring';

type SentryMonitoringModule = typeof import('./sentry-monitoring');

/**
 * The browser profiles' Monitoring: the same as {@link SentryMonitoring}, whose code (scrubbing, filters, SDK
 * set-up) loads by `import()` on the first start() that may start reporting, so it is not part of the first page.
 * start() does not load it where SentryMonitoring would not start (local host, no DSN, no user id).
 *
 * Calls before the adapter has loaded behave as SentryMonitoring's own calls before its SDK has loaded:
 * - before the first such start(), identify() and anonymize() do nothing: SentryMonitoring only remembers the
 *   user then, and start(user) replaces it;
 * - from that start() until the adapter has loaded, start(), identify() and anonymize() are queued and replayed
 *   in order right after the adapter's start(), so the user it identifies once its SDK is up is the last one
 *   named (or none after anonymize());
 * - captureError() is dropped, as SentryMonitoring drops errors until its SDK has started (isStarted() false).
 */
export class LazyMonitoring implements Monitoring {
  private adapter: SentryMonitoring | undefined;
  private loading: Promise<unknown> | undefined;
  private queued: Array<(adapter: SentryMonitoring) => unknown> = [];

  constructor(
    private readonly options: SentryMonitoringOptions,
    private readonly load: () => Promise<SentryMonitoringModule> = () => import('./sentry-monitoring'),
  ) {}

  start(user: MonitoringUser): Promise<void> {
    if (this.adapter) return this.adapter.start(user);
    if (!this.loading && !monitoringMayStart(this.options.hostname, this.options.siteConfig.current()?.sentry_dsn, user.id))
      return Promise.resolve();
    // Loads the adapter once; the queued calls run in order on it. A failed load rejects the waiting start() calls, and the next start() loads again.
    this.loading ??= this.load().then(
      ({ SentryMonitoring }) => {
        const adapter = new SentryMonitoring(this.options);
        this.adapter = adapter;
        for (const call of this.queued.splice(0)) call(adapter);
      },
      (error: unknown) => {
        this.queued = [];
        this.loading = undefined;
        throw error;
      },
    );
    const loading = this.loading;
    return new Promise<void>((resolve, reject) => {
      this.queued.push((adapter) => adapter.start(user).then(resolve, reject));
      loading.catch(reject);
    });
  }

  isStarted(): boolean {
    return this.adapter?.isStarted() ?? false;
  }

  captureError(error: unknown, context?: Record<string, unknown>): void {
    this.adapter?.captureError(error, context);
  }

  identify(user: MonitoringUser): void {
    this.forward((adapter) => adapter.identify(user));
  }

  anonymize(): void {
    this.forward((adapter) => adapter.anonymize());
  }

  /** Sends buffered events (tests and page unload); true when nothing has loaded. */
  async flush(timeoutMs = 2000): Promise<boolean> {
    await this.loading?.catch(() => undefined);
    return this.adapter ? this.adapter.flush(timeoutMs) : true;
  }

  /** Runs a call on the loaded adapter, queues it while the adapter loads, drops it before the first start(). */
  private forward(call: (adapter: SentryMonitoring) => void): void {
    if (this.adapter) call(this.adapter);
    else if (this.loading) this.queued.push(call);
  }
}
