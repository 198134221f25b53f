/** The app profile: which adapters the composition root binds. */
export type Profile = 'local' | 'production' | 'test';

/**
 * Runtime site configuration (spec section 3) as served by GET /site-config.json, plus the few
 * connection fields the adapters need. Defined here until src/domain/config exports the entity.
 */
export interface SiteConfig {
  /** Which adapters to bind; 'local' when absent. */
  profile?: Profile;
  favicon_url?: string;
  google_analytics_id?: string;
  unthread_chat_id?: string;
  posthog_key?: string;
  posthog_host?: string;
  zipy_code?: string;
  sentry_dsn?: string;
  env_name?: string;
  descope_project_id?: string;
  /** Identity API base URL; origin + '/identity' in the local profile, Descope's default when absent in production. */
  identity_base_url?: string;
  /** API host (origin or absolute URL); the page origin when absent. */
  api_base_url?: string;
  /** Product key, also the API path prefix (e.g. 'solo401k'). */
  product_key?: string;
  /** Path prefix of the card-data vault, relative to the API host. */
  vgs_api_path_prefix?: string;
  /** Optional branch name sent as a header on every API request. */
  branch?: string;
  /** Stripe publishable key (production profile). */
  stripe_publishable_key?: string;
  /** Connected account that checkout acts for (production profile). */
  stripe_account_id?: string;
  /** Proxy path for third-party scripts, taking a `url` query parameter. */
  script_proxy_path?: string;
  /** Development hosts besides localhost (product analytics stay off there). */
  dev_hosts?: string[];
}

/** Where the runtime site configuration comes from. */
export interface SiteConfigSource {
  /** Loads the configuration (once; later calls return the same result). */
  load(): Promise<SiteConfig>;
  /** The configuration once loaded, else undefined. */
  current(): SiteConfig | undefined;
}
export const SiteConfigSource = Symbol('SiteConfigSource');
