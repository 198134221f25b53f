/**
 * Server configuration, read once from the environment at start-up.
 * Every field has a default that runs the whole product on one machine (the `local` profile).
 */

/** `local` runs everything on one machine; `production` turns off dev-only routes and turns on HSTS. */
export type Profile = 'local' | 'production';

/** Runtime site configuration of spec section 3, served at /site-config.json. */
export interface SiteFields {
  favicon_url: string;
  google_analytics_id: string;
  unthread_chat_id: string;
  posthog_key: string;
  posthog_host: string;
  zipy_code: string;
  sentry_dsn: string;
  env_name: string;
}

/** Everything the server reads from its environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; undefined = the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  profile: Profile;
  /** The product key; every product API path lives under `/${productKey}`. */
  productKey: string;
  /** Emails that get the `support` role at sign-in. */
  supportEmails: string[];
  /**
   * The public origin (scheme://host[:port]) of every URL the server hands out (site config, signed links, payment
   * return URLs): PUBLIC_ORIGIN, required in production; the local default is the listening address. Never the
   * request's Host or X-Forwarded-* headers.
   */
  publicOrigin: string;
  /**
   * True when PUBLIC_ORIGIN was set. Without it the local profile answers the SPA relative URLs and accepts every
   * loopback name of its port (127.0.0.1, localhost, [::1]) as a sign-in return origin (decision 0201).
   */
  publicOriginConfigured?: boolean;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For/-Host/-Proto are trusted (TRUSTED_PROXIES); [] = none. */
  trustedProxies: string[];
  /** Identity: the project id the SDK sends, and the issuer of the tokens. */
  descopeProjectId: string;
  issuer: string;
  /** Production: Descope's key set URL; undefined = the local key set. */
  jwksUrl?: string;
  /** Identity-verification score of the local scorer (demo 50, pass at 40). */
  verificationScore?: number;
  /** The prime rate in percent (PRIME_RATE_PERCENT, default 7.5) for plans whose loan rate is prime plus (decision 0241). */
  primeRatePercent: number;
  /** Card payments: `local` test cards, or `stripe` connected-account checkout. */
  paymentProcessor: 'local' | 'stripe';
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    accountId?: string;
    applicationFeeCents: number;
    apiBase: string;
    apiVersion?: string;
    webhookSecret?: string;
  };
  /** Largest accepted upload, in bytes (UPLOAD_LIMIT_BYTES; undefined = the library's default). */
  uploadLimitBytes?: number;
  /** Production: the Descope API base URL the SPA's SDK uses (DESCOPE_BASE_URL); local = origin + /identity. */
  descopeBaseUrl?: string;
  /** Stripe Checkout mode: embedded_page (client_secret) or hosted_page (url). */
  stripeUiMode: 'embedded_page' | 'hosted_page';
  /** Extra script sources allowed by the content security policy (space separated in CSP_SCRIPT_SRC). */
  cspScriptSrc: string[];
  /**
   * The private metrics listener (decision 0321): METRICS_PORT (production default 9464; `off` for none; unset on the
   * local profile = none) on METRICS_HOST (default 127.0.0.1). Never the public port.
   */
  metrics?: { host: string; port: number };
  /** How long a SIGTERM waits for in-flight requests and worker runs before closing connections (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /**
   * Outgoing mail (decision 0323): SMTP_URL (smtps:// or smtp://, user and password in the URL) and MAIL_FROM. Without
   * SMTP_URL the local profile delivers into the outbox (/dev/outbox); production refuses to start without both.
   */
  mail: MailSettings;
  /** The durable job queue (decision 0331). */
  jobs: JobSettings;
  site: SiteFields;
}

/**
 * The durable job queue's timings (decision 0331): MAIL_SEND_WAIT_MS (default 2000, 0 = none), how long a request that
 * sends e-mail waits for the first attempt at its message before answering (the message stays queued either way);
 * MAIL_RETRY_DELAY_SECONDS (default 30), the first retry's delay, doubled on each of up to MAIL_RETRY_LIMIT (default
 * 20) further attempts; JOB_EXPIRE_SECONDS (default 300), after which a run whose process died is taken again;
 * JOB_MAINTENANCE_SECONDS (default 60), how often expired runs are looked for.
 */
export interface JobSettings {
  mailSendWaitMs: number;
  mailRetryDelaySeconds: number;
  mailRetryLimit: number;
  expireSeconds: number;
  maintenanceSeconds: number;
}

/** Where e-mail goes: the SMTP server and the sender (both unset = the outbox). */
export interface MailSettings {
  smtpUrl?: string;
  from?: string;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A non-negative percentage with up to two decimals, else the fallback. */
function percent(value: string | undefined, fallback: number): number {
  return value !== undefined && /^\d{1,2}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : fallback;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** The production profile's metrics port when METRICS_PORT is unset (the OpenTelemetry Prometheus exporter's). */
export const DEFAULT_METRICS_PORT = 9464;

/** The default of SHUTDOWN_GRACE_MS. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** An integer of digits only, or throws naming the variable: a typo must not bind a port or a timeout silently. */
function strictInt(name: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}: ${value}`);
  return n;
}

/** METRICS_PORT/METRICS_HOST (decision 0321): production listens on 9464 unless `off`; local only when set. */
function metricsListener(env: Env, profile: Profile, port: number): ServerConfig['metrics'] {
  const raw = env.METRICS_PORT?.trim() ?? '';
  if (raw.toLowerCase() === 'off' || (raw === '' && profile === 'local')) return undefined;
  const metricsPort = raw === '' ? DEFAULT_METRICS_PORT : strictInt('METRICS_PORT', raw, 1, 65_535);
  if (metricsPort === port) throw new Error(`METRICS_PORT must differ from PORT (${port}): metrics never share the public port`);
  return { host: env.METRICS_HOST?.trim() || '127.0.0.1', port: metricsPort };
}

/** The local project id, used when DESCOPE_PROJECT_ID is not set (never in production). */
const LOCAL_PROJECT_ID = 'P2LOCAL000000000000000000000';

/** The origin of the listening address, e.g. http://127.0.0.1:8080 (a wildcard address is reached on 127.0.0.1). */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** PUBLIC_ORIGIN as an origin without a trailing slash; a value with a path, query or no http(s) scheme is refused. */
function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${value}`);
  }
  const trimmed = value.replace(/\/+$/, '');
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || trimmed !== url.origin) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://app.example.com (scheme and host only): ${value}`);
  }
  return url.origin;
}

/**
 * What keeps the production profile from starting, one line each: the public origin (https) and the identity
 * configuration (Descope project id and key set). The local profile has none.
 */
export function productionStartProblems(env: Env): string[] {
  if (env.PROFILE !== 'production') return [];
  const problems: string[] = [];
  if (!env.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN (the https origin users reach the app at)');
  else if (!env.PUBLIC_ORIGIN.startsWith('https://')) problems.push('PUBLIC_ORIGIN with https://');
  if (!env.DESCOPE_PROJECT_ID) problems.push('DESCOPE_PROJECT_ID (the Descope project)');
  if (!env.DESCOPE_JWKS_URL) problems.push('DESCOPE_JWKS_URL (the Descope key set the session tokens are verified with)');
  return problems;
}

/** Loopback hosts: an SMTP relay on the same machine may be reached without TLS. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

/**
 * SMTP_URL checked: smtps:// (implicit TLS) or smtp:// (STARTTLS required unless the host is a loopback address or the
 * URL says `?tls=off`). The error names the variable and the problem only: the URL carries the SMTP password.
 */
function parseSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtps://user:password@host:465 or smtp://user:password@host:587)');
  }
  if (url.protocol !== 'smtps:' && url.protocol !== 'smtp:') {
    throw new Error('SMTP_URL must start with smtps:// (implicit TLS) or smtp:// (STARTTLS)');
  }
  if (url.hostname === '') throw new Error('SMTP_URL names no host');
  return value;
}

/** A display name and address (`Solo 401(k) <no-reply@example.com>`) or an address alone; anything else is refused. */
function parseMailFrom(value: string): string {
  const trimmed = value.trim();
  const address = /<([^<>\s]+)>$/.exec(trimmed)?.[1] ?? trimmed;
  if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(address)) {
    throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name: "Solo 401(k) <no-reply@example.com>"`);
  }
  return trimmed;
}

/**
 * What keeps the server from sending e-mail, one line each (decision 0323). Production needs an SMTP server and a
 * sender, and TLS to a server that is not on this machine; the local profile needs nothing (the outbox), but a sender
 * once SMTP_URL is set.
 */
export function mailStartProblems(config: Pick<ServerConfig, 'profile' | 'mail'>): string[] {
  const { smtpUrl, from } = config.mail;
  const production = config.profile === 'production';
  if (!production && smtpUrl === undefined) return [];
  const problems: string[] = [];
  if (smtpUrl === undefined) problems.push('SMTP_URL (the SMTP server e-mail is sent through: smtps://user:password@host:465)');
  else {
    const url = new URL(smtpUrl);
    if (production && url.searchParams.get('tls') === 'off' && !isLoopbackHost(url.hostname)) {
      problems.push('SMTP_URL without tls=off (TLS may be turned off only for a server on this machine)');
    }
  }
  if (from === undefined) problems.push('MAIL_FROM (the sender of every e-mail: "Solo 401(k) <no-reply@example.com>")');
  return problems;
}

/**
 * Reads the configuration from an environment (process.env by default). The production profile refuses to start
 * (throws, naming every missing setting) without its public origin and identity configuration.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const profile: Profile = env.PROFILE === 'production' ? 'production' : 'local';
  const problems = productionStartProblems(env);
  if (problems.length > 0) throw new Error(`PROFILE=production needs ${problems.join('; ')}`);
  const descopeProjectId = env.DESCOPE_PROJECT_ID || LOCAL_PROJECT_ID;
  const jwksUrl = env.DESCOPE_JWKS_URL || undefined;
  const score = env.VERIFICATION_SCORE;
  const port = int(env.PORT, 8080);
  const host = env.HOST || (profile === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    port,
    host,
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    profile,
    productKey: env.PRODUCT_KEY || 'solo401k',
    supportEmails: list(env.SUPPORT_EMAILS).map((e) => e.toLowerCase()),
    publicOrigin: env.PUBLIC_ORIGIN ? parseOrigin(env.PUBLIC_ORIGIN) : listeningOrigin(host, port),
    publicOriginConfigured: Boolean(env.PUBLIC_ORIGIN),
    trustedProxies: list(env.TRUSTED_PROXIES),
    descopeProjectId,
    issuer: env.IDENTITY_ISSUER || descopeProjectId,
    jwksUrl,
    verificationScore: score !== undefined && score !== '' ? int(score, 50) : undefined,
    primeRatePercent: percent(env.PRIME_RATE_PERCENT, 7.5),
    paymentProcessor: env.PAYMENT_PROCESSOR === 'stripe' ? 'stripe' : 'local',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      accountId: env.STRIPE_ACCOUNT_ID || undefined,
      applicationFeeCents: int(env.STRIPE_APPLICATION_FEE_CENTS, 0),
      apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
      apiVersion: env.STRIPE_API_VERSION || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    },
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES ? int(env.UPLOAD_LIMIT_BYTES, 25 * 1024 * 1024) : undefined,
    descopeBaseUrl: env.DESCOPE_BASE_URL || undefined,
    stripeUiMode: env.STRIPE_UI_MODE === 'hosted_page' ? 'hosted_page' : 'embedded_page',
    cspScriptSrc: list(env.CSP_SCRIPT_SRC),
    metrics: metricsListener(env, profile, port),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS?.trim()
      ? strictInt('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 0, 3_600_000)
      : DEFAULT_SHUTDOWN_GRACE_MS,
    mail: {
      smtpUrl: env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL) : undefined,
      from: env.MAIL_FROM ? parseMailFrom(env.MAIL_FROM) : undefined,
    },
    jobs: {
      mailSendWaitMs: env.MAIL_SEND_WAIT_MS?.trim() ? strictInt('MAIL_SEND_WAIT_MS', env.MAIL_SEND_WAIT_MS, 0, 60_000) : 2_000,
      mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS?.trim()
        ? strictInt('MAIL_RETRY_DELAY_SECONDS', env.MAIL_RETRY_DELAY_SECONDS, 1, 3_600)
        : 30,
      mailRetryLimit: env.MAIL_RETRY_LIMIT?.trim() ? strictInt('MAIL_RETRY_LIMIT', env.MAIL_RETRY_LIMIT, 0, 100) : 20,
      expireSeconds: env.JOB_EXPIRE_SECONDS?.trim() ? strictInt('JOB_EXPIRE_SECONDS', env.JOB_EXPIRE_SECONDS, 1, 43_200) : 300,
      maintenanceSeconds: env.JOB_MAINTENANCE_SECONDS?.trim()
        ? strictInt('JOB_MAINTENANCE_SECONDS', env.JOB_MAINTENANCE_SECONDS, 1, 3_600)
        : 60,
    },
    site: {
      favicon_url: env.FAVICON_URL ?? '/favicon.svg',
      google_analytics_id: env.GOOGLE_ANALYTICS_ID ?? '',
      unthread_chat_id: env.UNTHREAD_CHAT_ID ?? '',
      posthog_key: env.POSTHOG_KEY ?? '',
      posthog_host: env.POSTHOG_HOST ?? '',
      zipy_code: env.ZIPY_CODE ?? '',
      sentry_dsn: env.SENTRY_DSN ?? '',
      env_name: env.ENV_NAME ?? (profile === 'production' ? 'production' : 'local'),
    },
  };
}
