import { secondFactorDirectoryFor } from './identity/second-factor-directory';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { bankProviders } from './bank/bank-providers';
import { DbChargeLedger } from './billing/db-charge-ledger';
import { LocalPaymentGateway } from './billing/local-payment-gateway';
import type { PaymentGateway } from './billing/payment-gateway';
import { createFetchStripeClient } from './billing/stripe-client';
import { StripePaymentGateway } from './billing/stripe-payment-gateway';
import { openBlobStore } from './blob/choose-blob-store';
import { DEFAULT_ORPHAN_MIN_AGE_MS, OrphanSweeper } from './blob/orphan-sweeper';
import { JobQueue } from './jobs/job-queue';
import { QueuedMail } from './jobs/mail-jobs';
import { ORPHAN_SWEEP_JOB, REMINDERS_JOB, startTimedJob } from './jobs/timed-jobs';
import { Form5500EzReminders } from './contributions/form-5500-ez-reminders';
import { loadConfig, type ServerConfig } from './config';
import { loadFieldCipher } from './crypto/field-cipher-keys';
import { openDatabase } from './db/database';
import { ownerOnlyTree, restrictUmask } from './db/owner-only';
import type { DB } from './db/schema';
import { loadOrCreateSigningKeys } from './identity/keys';
import { openRateLimitStore, rateLimitStoreKind } from './http/rate-limit/choose-rate-limit-store';
import { Outbox } from './identity/outbox';
import { AppMetrics, startMetricsListener, type MetricsListener } from './http/metrics';
import { shutDownGracefully, type TimedWorker } from './site/graceful-shutdown';
import { HEALTH_PATHS, Readiness } from './site/health';
import { mailDescription, mailTransportFor } from './mail/choose-mail-transport';
import { Mailer, mailBrand } from './mail/mailer';
import { printedOrigin } from './site/origin';
import { spaRoutes } from './site/spa-routes';
import { StartupProgress } from './site/startup-progress';
import { identityFactorResetFor } from './support/identity-factor-reset';
import { identityUserStatusFor } from './support/identity-user-status';

/** The built SPA; DIST_DIR lets a test run serve its own build. */
const DIST_DIR = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

function paymentGateway(config: ServerConfig, db: Kysely<DB>): PaymentGateway {
  if (config.paymentProcessor !== 'stripe') {
    // LOCAL_GATEWAY_TEST_DELAY_MS: a test hook (local profile only) to kill the server mid-payment.
    const delay = config.profile === 'local' ? Number(process.env.LOCAL_GATEWAY_TEST_DELAY_MS) || 0 : 0;
    return new LocalPaymentGateway(new DbChargeLedger(db), { afterChargeDelayMs: delay });
  }
  const { secretKey, accountId } = config.stripe;
  if (secretKey === undefined || accountId === undefined) {
    throw new Error('PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY and STRIPE_ACCOUNT_ID');
  }
  const origin = config.publicOrigin;
  return new StripePaymentGateway(
    createFetchStripeClient({ secretKey, apiBase: config.stripe.apiBase, apiVersion: config.stripe.apiVersion }),
    {
      accountId,
      applicationFeeCents: config.stripe.applicationFeeCents,
      uiMode: config.stripeUiMode,
      defaultReturnUrl: `${origin}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
    },
  );
}

/** BLOB_ORPHAN_MIN_AGE_MS, else the sweeper's default. */
function orphanMinAgeMs(raw: string | undefined): number {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_ORPHAN_MIN_AGE_MS;
}

/** Starts the whole product on one port: the SPA, the product API, the identity API and (local) the outbox. */
async function main(): Promise<void> {
  const config = loadConfig();
  const progress = new StartupProgress();
  console.log(`Starting Solo 401(k) (profile ${config.profile})…`);
  // Decision 0111: everything the server writes under DATA_DIR is owner-only.
  restrictUmask();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await ownerOnlyTree(config.dataDir);
  const database = await progress.step(
    config.databaseUrl === undefined
      ? `Opening the database (PGlite under ${config.dataDir}/pglite) and bringing its tables up to date`
      : 'Connecting to PostgreSQL (DATABASE_URL) and bringing its tables up to date',
    () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }),
  );
  const { keys, cipher } = await progress.step('Loading the signing keys and the field encryption key', async () => ({
    keys: await loadOrCreateSigningKeys(config.dataDir),
    cipher: await loadFieldCipher({ dataDir: config.dataDir, profile: config.profile, env: process.env }),
  }));
  // Sign-in links are printed on the local profile only (production mounts no local identity service).
  const outbox = new Outbox(config.profile === 'local' ? undefined : () => undefined);
  // Decision 0211: BLOB_STORE=s3 keeps the files in an S3-compatible bucket that processes on several machines share.
  const { store: blobs, local: localBlobs, description: blobDescription } = await openBlobStore(process.env, config.dataDir);
  // Decision 0220: the production profile reviews with LexisNexis InstantID and links accounts through Dwolla.
  // Decision 0210: attempts are counted where every process on this database sees them (Redis when REDIS_URL is set).
  const rateLimits = await openRateLimitStore({ redisUrl: process.env.REDIS_URL, database });
  const providers = bankProviders(config, process.env, { db: database.db, cipher });
  // Decision 0271: production disables and re-enables users at Descope too (refuses to start without the key).
  const identityStatus = identityUserStatusFor(config, process.env);
  // Decision 0273: support resets second factors in the embedded service locally, at Descope in production.
  const identityFactors = identityFactorResetFor(config, process.env, { db: database.db });
  // Decision 0293: step-up operations read the user's second factors from the identity provider (Descope in production).
  const secondFactors = secondFactorDirectoryFor(config, process.env, { db: database.db });
  // Decision 0320: /readyz reports the database, the migrations and the timed workers; false once shutdown starts.
  const readiness = new Readiness({
    onCheckError: (name, error) =>
      console.warn(`readiness check ${name} failed: ${error instanceof Error ? error.message : 'unknown'}`),
  });
  // Decision 0321: the process's metrics in a registry of its own, served on the private metrics listener only.
  const metrics = new AppMetrics({ processMetrics: true });
  // Decision 0323: e-mail leaves through SMTP when SMTP_URL is set (production refuses to start without it), else the outbox.
  // Chosen after the other providers, whose own start checks come first.
  const mail = mailTransportFor(config, outbox);
  // Decision 0331: the durable job queue in the same database (in process on PGlite); e-mail and timed work run there.
  const jobs = await progress.step('Starting the job queue', () =>
    JobQueue.start({
      database,
      metrics,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
      log: (message) => console.error(message),
    }),
  );
  const app = await progress.step('Starting the web server', async () => {
    const built = await buildApp({
      config,
      database,
      keys,
      outbox,
      mail,
      blobs,
      gateway: paymentGateway(config, database.db),
      cipher,
      scorer: providers.scorer,
      bank: { linker: providers.linker, reviewDelayMs: providers.reviewDelayMs },
      rateLimits,
      identityStatus,
      identityFactors,
      secondFactors,
      logLevel: process.env.LOG_LEVEL ?? (config.profile === 'production' ? 'info' : 'warn'),
      readiness,
      metrics,
      jobs,
      // LOCAL_SLOW_ROUTE_TEST_DELAY_MS: a test hook (local profile only) for a request in flight during a shutdown.
      slowTestRouteDelayMs: config.profile === 'local' ? Number(process.env.LOCAL_SLOW_ROUTE_TEST_DELAY_MS) || 0 : 0,
    });
    await built.register(spaRoutes, {
      distDir: DIST_DIR,
      reservedPrefixes: [`/${config.productKey}`, '/identity', '/dev', ...HEALTH_PATHS, '/metrics'],
      sourceMaps: config.profile === 'local',
    });
    await built.listen({ port: config.port, host: config.host });
    return built;
  });
  // Decision 0331: timed work runs as jobs in the queue, each run done by one of the processes on this database.
  const logRunError = (what: string) => (error: unknown) =>
    console.error(`${what} failed: ${error instanceof Error ? error.message : 'unknown'}`);
  // Decision 0115: blob files with no row and partial uploads a killed process left are swept now and every minute.
  const minAge = orphanMinAgeMs(process.env.BLOB_ORPHAN_MIN_AGE_MS);
  const workers: { name: string; worker: TimedWorker }[] = [];
  if (localBlobs) {
    const sweeper = new OrphanSweeper(localBlobs, database.db, minAge);
    const interval = Math.max(1_000, Math.min(minAge, 60_000));
    const worker = await startTimedJob(
      jobs,
      ORPHAN_SWEEP_JOB,
      interval,
      () => sweeper.sweep(),
      config.jobs,
      logRunError('blob orphan sweep'),
    );
    workers.push({ name: 'blob-orphan-sweeper', worker });
  }
  // Decision 0232: Form 5500-EZ reminders go by e-mail (e-mail preference) now and every hour, each once; the reminder's
  // row and its queued message are written in one transaction.
  const reminderMail = new Mailer(mail, mailBrand(config), undefined, metrics, new QueuedMail(jobs, 0));
  // LOCAL_REMINDERS_TEST_DATE / LOCAL_REMINDERS_TEST_INTERVAL_MS: test hooks (local profile only) for the day the
  // reminders run as and how often, so a test of several processes sees reminders fall due.
  const hooks = config.profile === 'local' ? process.env : {};
  const reminderDay = /^\d{4}-\d{2}-\d{2}$/.test(hooks.LOCAL_REMINDERS_TEST_DATE ?? '')
    ? hooks.LOCAL_REMINDERS_TEST_DATE
    : undefined;
  const reminderClock = reminderDay === undefined ? () => new Date() : () => new Date(`${reminderDay}T12:00:00Z`);
  const reminders = new Form5500EzReminders(database.db, reminderClock, reminderMail, config.publicOrigin);
  const reminderWorker = await startTimedJob(
    jobs,
    REMINDERS_JOB,
    Number(hooks.LOCAL_REMINDERS_TEST_INTERVAL_MS) || 3_600_000,
    () => reminders.run(),
    config.jobs,
    logRunError('Form 5500-EZ reminders'),
  );
  workers.push({ name: 'form-5500-ez-reminders', worker: reminderWorker });
  // The queue's workers (e-mail, the timed jobs): stopped after the timers, each finishing the job in hand.
  workers.push({ name: 'job-queue', worker: { running: () => jobs.running(), stop: () => jobs.stop(config.shutdownGraceMs) } });
  for (const { name, worker } of workers) readiness.addWorker(name, worker);
  // Decision 0321: METRICS_PORT (production default 9464) on METRICS_HOST, never the public port.
  const metricsListener: MetricsListener | undefined =
    config.metrics === undefined ? undefined : await startMetricsListener(metrics, config.metrics);

  // Decision 0298: the address where everything works, passkeys included (localhost rather than 127.0.0.1).
  const origin = printedOrigin(config);
  const storage = database.dialect === 'pglite' ? `PGlite under ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
  const limits = rateLimitStoreKind({ redisUrl: process.env.REDIS_URL, database });
  console.log(
    `Solo 401(k) is running at ${origin}  (profile ${config.profile}, ${storage}, rate limits: ${limits}; started in ${progress.total()})`,
  );
  console.log(`Files: ${blobDescription}`);
  console.log(`E-mail: ${mailDescription(config)}`);
  if (config.profile === 'local') console.log(`Magic-link outbox: ${origin}/dev/outbox  (links are also printed here)`);
  if (metricsListener !== undefined) console.log(`Metrics: ${metricsListener.origin}/metrics`);

  // Decision 0320: a signal (a second one too: tsx relays it to this process as well) starts one graceful shutdown.
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down (readiness off, finishing requests in flight for up to ${config.shutdownGraceMs} ms)…`);
    const outcome = await shutDownGracefully({
      readiness,
      server: {
        close: () => app.close(),
        closeIdleConnections: () => app.server.closeIdleConnections(),
        closeAllConnections: () => app.server.closeAllConnections(),
      },
      workers: workers.map(({ name, worker }) => ({ name, stop: () => worker.stop() })),
      resources: [
        { name: 'the job queue', close: () => jobs.close() },
        { name: 'the mail transport', close: () => mail.close() },
        { name: 'the rate-limit store', close: () => rateLimits.close() },
        ...(metricsListener === undefined ? [] : [{ name: 'the metrics listener', close: () => metricsListener.close() }]),
        { name: 'the database', close: () => database.close() },
      ],
      graceMs: config.shutdownGraceMs,
      log: (message) => console.error(message),
    });
    const clean = outcome.failedResources.length === 0;
    console.log(`Solo 401(k) stopped${outcome.forcedConnections ? ' (grace period ran out)' : ''}.`);
    process.exit(clean ? 0 : 1);
  };
  const onSignal = (signal: string): void => {
    stop(signal).catch((error: unknown) => {
      console.error(`shutdown failed: ${error instanceof Error ? error.message : 'unknown'}`);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
