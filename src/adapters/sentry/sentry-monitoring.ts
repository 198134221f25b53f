import { MONITORING } from '@/domain/constants';
import type { Monitoring, MonitoringUser } from '@/ports/monitoring';
import type { ScriptLoader } from '@/ports/script-loader';
import type { SiteConfigSource } from '@/ports/site-config-source';
import { scrubSecrets } from './scrub';
import {
  filterBreadcrumb,
  filterEvent,
  filterSpan,
  HEALTH_CHECK_SPAN,
  IGNORED_ERRORS,
  monitoringMayStart,
  replaySessionSampleRate,
} from './monitoring-rules';

type SentryModule = typeof import('@sentry/browser');

/** The replay tool's browser API (loaded as a third-party script). */
export interface ReplayToolApi {
  init(code: string): void;
  identify(id: string, info: { email?: string; customerId?: string }): void;
  anonymize(): void;
}

/** Where the replay tool's script is served from. */
export const REPLAY_TOOL_SCRIPT = 'https://cdn.zipy.ai/sdk/v1.0/zipy.min.umd.js';

/** What the monitoring adapter needs from its surroundings. */
export interface SentryMonitoringOptions {
  siteConfig: SiteConfigSource;
  /** Host name of the page (window.location.hostname). */
  hostname: string;
  scripts: ScriptLoader;
  /** Where the loaded replay tool lives (window.zipy). */
  replayTool: () => ReplayToolApi | undefined;
  logger?: Pick<Console, 'error'>;
  /** Loads the SDK (a dynamic import, so other profiles never download it). */
  loadSentry?: () => Promise<SentryModule>;
  /** Sentry session replay integration on (true in the browser). */
  sessionReplay?: boolean;
  /** Share of transactions traced. */
  tracesSampleRate?: number;
  /** fetch used by the envelope transport (the browser's when absent). */
  fetch?: typeof fetch;
}

/** Monitoring on @sentry/browser (error reporting, session replay) plus the replay tool. */
export class SentryMonitoring implements Monitoring {
  private sentry: SentryModule | undefined;
  private starting: Promise<void> | undefined;
  private replayLoaded = false;
  private user: MonitoringUser | undefined;

  constructor(private readonly o: SentryMonitoringOptions) {}

  start(user: MonitoringUser): Promise<void> {
    this.user = user;
    const config = this.o.siteConfig.current();
    if (this.starting) return this.starting;
    if (!config?.sentry_dsn || !monitoringMayStart(this.o.hostname, config.sentry_dsn, user.id)) return Promise.resolve();
    this.starting = this.init(config.sentry_dsn, config.env_name, config.zipy_code);
    return this.starting;
  }

  isStarted(): boolean {
    return this.sentry !== undefined;
  }

  captureError(error: unknown, context?: Record<string, unknown>): void {
    this.sentry?.captureException(error, context ? { extra: context } : undefined);
  }

  identify(user: MonitoringUser): void {
    this.user = user;
    this.sentry?.setUser({ id: user.id, email: user.email });
    if (this.replayLoaded) this.o.replayTool()?.identify(user.id, { email: user.email, customerId: user.id });
  }

  anonymize(): void {
    this.user = undefined;
    this.sentry?.setUser(null);
    if (this.replayLoaded) this.o.replayTool()?.anonymize();
  }

  /** Sends buffered events (tests and page unload). */
  async flush(timeoutMs = 2000): Promise<boolean> {
    return this.sentry ? this.sentry.flush(timeoutMs) : true;
  }

  private async init(dsn: string, envName: string | undefined, replayCode: string | undefined): Promise<void> {
    const Sentry = await (this.o.loadSentry ?? (() => import('@sentry/browser')))();
    Sentry.init({
      dsn,
      environment: envName,
      ignoreErrors: IGNORED_ERRORS,
      beforeSend: (event) => filterEvent(event),
      ignoreSpans: [HEALTH_CHECK_SPAN],
      beforeSendSpan: (span) => filterSpan(span),
      beforeBreadcrumb: (breadcrumb) => filterBreadcrumb(breadcrumb),
      transport: (options) => Sentry.makeFetchTransport({ ...options, bufferSize: MONITORING.bufferSize }, this.envelopeFetch()),
      tracesSampleRate: this.o.tracesSampleRate ?? 0,
      replaysSessionSampleRate: replaySessionSampleRate(envName),
      replaysOnErrorSampleRate: MONITORING.replayOnErrorSampleRate,
      integrations: (defaults) =>
        this.o.sessionReplay ? [...defaults, Sentry.replayIntegration({ maskAllText: false, blockAllMedia: false })] : defaults,
    });
    this.sentry = Sentry;
    if (this.user) this.identify(this.user);
    if (replayCode) void this.loadReplayTool(replayCode);
  }

  /** The transport's fetch: scrubs secrets from the serialized envelope too (its headers repeat transaction names). */
  private envelopeFetch(): typeof fetch {
    const base = this.o.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
    return (input, init) => base(input, typeof init?.body === 'string' ? { ...init, body: scrubSecrets(init.body) } : init);
  }

  private async loadReplayTool(code: string): Promise<void> {
    try {
      await this.o.scripts.load(REPLAY_TOOL_SCRIPT, { viaProxy: true });
      const tool = this.o.replayTool();
      if (!tool) throw new Error('replay tool missing after load');
      tool.init(code);
      this.replayLoaded = true;
      if (this.user) tool.identify(this.user.id, { email: this.user.email, customerId: this.user.id });
    } catch (error) {
      (this.o.logger ?? console).error('Replay tool failed to load', error);
    }
  }
}
