import type { SiteConfig } from '@/ports/site-config-source';
import { isLocalHost } from '@/adapters/sentry/monitoring-gate';

/** Product analytics run only when configured and never on local hosts or the development hosts. */
export function productAnalyticsAllowed(hostname: string, config: SiteConfig | undefined): boolean {
  if (!config?.posthog_key || !config.posthog_host) return false;
  return !isLocalHost(hostname) && !(config.dev_hosts ?? []).includes(hostname);
}

/** The page-analytics tag loads only when configured, and not on the local host. */
export function analyticsTagAllowed(hostname: string, config: SiteConfig | undefined): boolean {
  return Boolean(config?.google_analytics_id) && !isLocalHost(hostname);
}
