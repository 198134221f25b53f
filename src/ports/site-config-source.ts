import type { SiteConfig as SiteConfigFields } from '@/domain/config';

/** The app profile: which adapters the composition root binds. */
export type Profile = 'local' | 'production' | 'test';

/**
 * What GET /site-config.json answers: the runtime site configuration of spec section 3 (the domain's
 * SiteConfig fields, each optional here because every tool stays off without its id) plus the
 * connection fields the composition root needs.
 */
export interface SiteConfig extends Partial<SiteConfigFields> {
  /** Which adapters to bind; 'local' when absent. */
  profile?: Profile;
  /** Identity API base URL: origin + '/identity' in the local profile, Descope's default when empty. */
  identity_base_url?: string;
  /** Product API base: host plus the product-key prefix (e.g. 'https://app.example.com/solo401k'), or a bare host to which product_key is appended. */
  api_base_url?: string;
  /** Product key, the API path prefix (e.g. 'solo401k'). */
  product_key?: string;
  /** Path prefix of the card-data vault on the API host. */
  vgs_api_path_prefix?: string;
  /** Optional branch name sent as the X-Branch header on every API request. */
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
