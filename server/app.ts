import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AreaContext } from './area';
import type { AppDeps } from './app-deps';
import { serverAreas } from './areas';
import type { PaymentGateway } from './billing/payment-gateway';
import { STRIPE_WEBHOOK_PATH } from './billing/stripe-webhook-routes';
import type { AccountLinker } from './bank/account-linker';
import { StepStore } from './checkout/step-store';
import type { BlobStore } from './blob/blob-store';
import type { ServerConfig } from './config';
import type { FieldCipher } from './crypto/field-cipher';
import { loadFieldCipher } from './crypto/field-cipher-keys';
import type { Database } from './db/database';
import { idempotencyHooks } from './http/idempotency';
import { auditSafetyNet } from './http/audit-safety-net';
import { adminModeVisitHooks } from './support/admin-mode-visits';
import { authHook } from './http/auth';
import { SUPPORT_ROLE } from './http/principal';
import { cachingVerifier } from './http/verified-token-cache';
import { installCookies } from './http/cookies';
import { installErrorHandler } from './http/errors';
import { answerClientError, answerFrameworkError, installUnsafeTextGuard } from './http/hostile-input';
import { lazyChildLoggerFactory, loggerOptions } from './http/logging';
import { installSecurityHeaders } from './http/security-headers';
import { installXsrf } from './http/xsrf';
import { AppMetrics, installRequestMetrics } from './http/metrics';
import type { RateLimitStore } from './http/rate-limit/rate-limit-store';
import { devOutboxPlugin } from './identity/dev-outbox-plugin';
import type { SigningKeys } from './identity/keys';
import type { Outbox } from './identity/outbox';
import type { MailTransport } from './mail/mail-transport';
import { Mailer, mailBrand } from './mail/mailer';
import type { JobQueue } from './jobs/job-queue';
import { QueuedMail, startMailWorker } from './jobs/mail-jobs';
import { OutboxMailTransport } from './mail/outbox-mail-transport';
import { identityPlugin, type IdentityOptions } from './identity/plugin';
import { stepUpHook } from './identity/step-up';
import { EmbeddedSecondFactorDirectory, type SecondFactorDirectory } from './identity/second-factor-directory';
import { installUserStatusGuard } from './identity/management-user-status';
import { managementPlugin } from './identity/management-routes';
import { createLocalTokenVerifier, createRemoteTokenVerifier, type TokenVerifier } from './identity/token-verifier';
import { installCompression } from './site/api-compression';
import { siteConfigRoute } from './site/site-routes';
import {
  closeConnectionsWhenShuttingDown,
  databaseCheck,
  healthProbes,
  migrationsCheck,
  Readiness,
  slowTestRoute,
} from './site/health';
import { reachableOrigins } from './site/origin';
import { identityServices, productServices } from './services';
import type { IdentityFactorReset } from './support/identity-factor-reset';
import type { IdentityUserStatus } from './support/identity-user-status';
import type { IdentityScorer } from './verification/identity-scorer';

/** Everything buildApp wires together. */
export interface AppOptions {
  config: ServerConfig;
  database: Database;
  keys: SigningKeys;
  /** The outbox /dev/outbox lists (local profile): where e-mail goes when no other mail transport is given. */
  outbox: Outbox;
  /** The mail port's adapter (decision 0323; server/mail/choose-mail-transport.ts); default: into the outbox. */
  mail?: MailTransport;
  blobs: BlobStore;
  gateway: PaymentGateway;
  scorer: IdentityScorer;
  /** Links primary bank accounts (default: the local stand-in, micro-deposits to the outbox) and the local review delay. */
  bank?: { linker?: AccountLinker; reviewDelayMs?: number };
  /** The field cipher (default: loadFieldCipher from FIELD_ENCRYPTION_KEY or the key file in config.dataDir). */
  cipher?: FieldCipher;
  clock?: () => Date;
  /** Overrides the bearer-token verifier (default: local key set, or the remote JWKS when configured). */
  verifier?: TokenVerifier;
  /** Log level ('silent' by default in tests) and an optional destination stream. */
  logLevel?: string;
  logStream?: DestinationStream;
  /** Origins magic links may return to (default: the public origin). */
  allowedRedirectOrigins?: string[];
  /** Where the identity routes count attempts (decision 0210; default in-process): shared by every process using it. */
  rateLimits?: RateLimitStore;
  /** The identity provider's user status (production: Descope's management API; decision 0271); none locally. */
  identityStatus?: IdentityUserStatus;
  /** Resets a user's second factors (production: Descope's management API; decision 0273); default locally: the embedded service. */
  identityFactors?: IdentityFactorReset;
  /**
   * Whether a user has a second factor, asked when a step-up operation's token says none (decision 0293; production:
   * Descope's management API); default locally: the embedded service's factor tables.
   */
  secondFactors?: SecondFactorDirectory;
  /** The Stripe webhook's endpoint secret (default: config.stripe.webhookSecret; unset = the webhook answers 503). */
  stripeWebhookSecret?: string;
  /**
   * The readiness registry /readyz reports (decision 0320); buildApp adds the database and migration checks, the caller
   * its workers. Default: a registry of this app's own.
   */
  readiness?: Readiness;
  /** Where the request metrics are counted (decision 0321; default: a registry of this app's own, no process metrics). */
  metrics?: AppMetrics;
  /**
   * The durable job queue (decision 0331), started by the caller: e-mail is queued there and this app's mail worker
   * sends it. Without one, e-mail goes straight to the transport.
   */
  jobs?: JobQueue;
  /** Local profile only: GET /dev/slow answers after this many ms (the graceful-shutdown test's request in flight). */
  slowTestRouteDelayMs?: number;
}

/** One registered route: method and full URL in Fastify syntax. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route buildApp registered (HEAD routes Fastify adds for GET excluded), for the contract test. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...(registered.get(app) ?? [])];
}

/**
 * The allowed magic-link return origins: the public origin (PUBLIC_ORIGIN; locally the listening address and its other
 * loopback names, decision 0201).
 */
export function defaultRedirectOrigins(config: ServerConfig): string[] {
  return reachableOrigins(config);
}

/**
 * Builds the Fastify app: security headers, anti-forgery, the Descope-compatible identity API under /identity,
 * the dev outbox (local profile), /site-config.json, and the product API under `/${productKey}`
 * (every route behind the bearer-token hook, except the signed-URL download and the signed Stripe webhook).
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const clock = opts.clock ?? ((): Date => new Date());
  if (config.profile === 'production' && config.jwksUrl === undefined) {
    throw new Error('PROFILE=production needs DESCOPE_JWKS_URL: production verifies Descope session tokens only');
  }
  const app = Fastify({
    logger: loggerOptions(opts.logLevel ?? 'info', opts.logStream),
    childLoggerFactory: lazyChildLoggerFactory as unknown as NonNullable<FastifyServerOptions['childLoggerFactory']>,
    // X-Forwarded-* only from the configured proxies (TRUSTED_PROXIES); from anyone else they are ignored.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Router errors (malformed URL, over-long parameter) answer in the contract's error shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { allErrors: true, strict: false } },
    bodyLimit: 1024 * 1024,
  });
  // Decision 0321: first, so that every route registered below (and the SPA's, registered later) is counted.
  const metrics = opts.metrics ?? new AppMetrics();
  installRequestMetrics(app, metrics);
  const readiness =
    opts.readiness ??
    new Readiness({
      onCheckError: (name, error) =>
        app.log.warn(`readiness check ${name} failed: ${error instanceof Error ? error.message : 'unknown'}`),
    });
  readiness.addCheck('database', databaseCheck(opts.database.db));
  readiness.addCheck('migrations', migrationsCheck(opts.database.db));
  // Decision 0320: from the start of a shutdown every answer closes its connection (hooks reach plugins registered later).
  closeConnectionsWhenShuttingDown(app, readiness);
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      if (method !== 'HEAD' || r.exposeHeadRoute === undefined) routes.push({ method: String(method), url: r.url });
    }
  });
  const cipher = opts.cipher ?? (await loadFieldCipher({ dataDir: config.dataDir, profile: config.profile, env: process.env }));
  const deps: AppDeps = { db: opts.database.db, blobs: opts.blobs, config, cipher, clock, log: app.log };
  // Decision 0110: personal numbers saved before encryption (or under a rotated-out key) are sealed at start-up.
  await new StepStore(deps.db, cipher).sealStoredValues();
  const verifier = cachingVerifier(
    opts.verifier ??
      (config.jwksUrl !== undefined
        ? createRemoteTokenVerifier(config.jwksUrl, config.issuer)
        : createLocalTokenVerifier(opts.keys.jwks, config.issuer, clock)),
    clock,
  );
  const prefix = `/${config.productKey}`;
  // Every product service, built once and handed to the route plugins that use it.
  // Decision 0323: every e-mail is rendered from its template and leaves through the mail port; a failure is logged by
  // kind and a generic reason only (no address, link or token).
  const mailer = new Mailer(
    opts.mail ?? new OutboxMailTransport(opts.outbox),
    mailBrand(config),
    ({ kind, reason }) => app.log.error({ mail_kind: kind, reason }, 'e-mail not sent'),
    metrics,
    opts.jobs === undefined ? undefined : new QueuedMail(opts.jobs, config.jobs.mailSendWaitMs),
  );
  // Decision 0331: this process's mail worker sends the queued messages, with retries and backoff.
  if (opts.jobs !== undefined) await startMailWorker(opts.jobs, mailer, config.jobs);
  const services = productServices(deps, { gateway: opts.gateway, scorer: opts.scorer, mailer, bank: opts.bank });
  // Every area registers its own routes (server/areas.ts).
  const areaContext: AreaContext = { deps, services, options: opts };

  await installCompression(app);
  installErrorHandler(app);
  installSecurityHeaders(app, config);
  await installCookies(app);
  installUnsafeTextGuard(app);
  // The Stripe webhook carries no browser cookie; its signature is its credential.
  installXsrf(app, {
    protectedPrefix: `${prefix}/`,
    secure: config.profile === 'production',
    exemptPaths: [`${prefix}${STRIPE_WEBHOOK_PATH}`],
  });

  // Production signs in with Descope only: no local identity service, no outbox, no sign-in link anywhere.
  if (config.profile === 'local') {
    installUserStatusGuard(app, opts.database.db, '/identity');
    const identityOptions: IdentityOptions = {
      db: opts.database.db,
      keys: opts.keys,
      cipher,
      projectId: config.descopeProjectId,
      issuer: config.issuer,
      supportEmails: config.supportEmails,
      mailer,
      allowedRedirectOrigins: opts.allowedRedirectOrigins ?? defaultRedirectOrigins(config),
      now: clock,
      rateLimitStore: opts.rateLimits,
    };
    await app.register(identityPlugin, { prefix: '/identity', ...identityOptions, services: identityServices(identityOptions) });
    await app.register(managementPlugin, {
      prefix: '/identity',
      db: opts.database.db,
      projectId: config.descopeProjectId,
      verifySession: createLocalTokenVerifier(opts.keys.jwks, config.issuer, clock),
      managerRole: SUPPORT_ROLE,
      statuses: services.userStatuses,
      tokens: services.identityTokens,
      rolesOf: (email) => (config.supportEmails.some((e) => e.trim().toLowerCase() === email) ? [SUPPORT_ROLE] : []),
      now: clock,
    });
    await app.register(devOutboxPlugin, { outbox: opts.outbox, profile: config.profile });
  }
  await app.register(siteConfigRoute, { deps });
  // Decision 0320: /livez and /readyz, outside the product prefix (no auth, rate limit or audit).
  await app.register(healthProbes, { readiness });
  if (config.profile === 'local' && (opts.slowTestRouteDelayMs ?? 0) > 0) {
    await app.register(slowTestRoute, { delayMs: opts.slowTestRouteDelayMs ?? 0, profile: config.profile });
  }

  await app.register(
    async (api) => {
      // Operations with their own credential (the signed download link, the signed Stripe webhook) come first.
      for (const area of serverAreas) await area.openRoutes?.(api, areaContext);
      await api.register(async (secured) => {
        secured.addHook('onRequest', authHook({ db: deps.db, verifier }));
        // Admin mode needs a second factor in every profile, with no switch (decision 0266).
        // Step-up per operation from the contract's x-step-up, with the user's factors read now (decision 0293).
        const directory = opts.secondFactors ?? new EmbeddedSecondFactorDirectory(opts.database.db);
        secured.addHook('preValidation', stepUpHook({ directory }));
        // X-Act-As needs an open admin-mode visit (entered with a reason); reads in it are audited once per path (decision 0297).
        adminModeVisitHooks(secured, deps.db, prefix, clock);
        // Idempotency-Key on the operations the contract marks x-money-move (decision 0295).
        idempotencyHooks(secured, deps.db, clock);
        auditSafetyNet(secured, deps.db);
        for (const area of serverAreas) await area.routes?.(secured, areaContext);
      });
      api.setNotFoundHandler(async (request, reply) =>
        reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix },
  );
  return app;
}
