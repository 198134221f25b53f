import { ConfigReader, type ParseResult } from './config-reader';

/**
 * Runtime site configuration (spec section 3): monitoring, analytics and chat ids are optional (each
 * tool stays off without its id); the environment name and the identity-provider project id are required.
 */
export interface SiteConfig {
  readonly favicon_url: string | undefined;
  /** Analytics tag id. */
  readonly google_analytics_id: string | undefined;
  /** Help chat widget id. */
  readonly unthread_chat_id: string | undefined;
  /** Product-analytics key and host. */
  readonly posthog_key: string | undefined;
  readonly posthog_host: string | undefined;
  /** Session replay code. */
  readonly zipy_code: string | undefined;
  /** Error-reporting address. */
  readonly sentry_dsn: string | undefined;
  readonly env_name: string;
  /** Identity-provider project id. */
  readonly descope_project_id: string;
}

/** Parses the runtime site configuration from untrusted JSON; unknown fields are ignored; never throws. */
export function parseSiteConfig(input: unknown): ParseResult<SiteConfig> {
  const read = ConfigReader.of(input, 'Site configuration');
  if (!(read instanceof ConfigReader)) return { ok: false, errors: read.errors };
  const config: SiteConfig = {
    favicon_url: read.string('favicon_url', { url: 'orPath' }),
    google_analytics_id: read.string('google_analytics_id'),
    unthread_chat_id: read.string('unthread_chat_id'),
    posthog_key: read.string('posthog_key'),
    posthog_host: read.string('posthog_host', { url: true }),
    zipy_code: read.string('zipy_code'),
    sentry_dsn: read.string('sentry_dsn', { url: true }),
    env_name: read.string('env_name', { required: true }) ?? '',
    descope_project_id: read.string('descope_project_id', { required: true }) ?? '',
  };
  return read.ok ? { ok: true, value: config } : { ok: false, errors: read.errors };
}
