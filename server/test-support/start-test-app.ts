import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppOptions, buildApp } from '../app';
import { LocalPaymentGateway } from '../billing/local-payment-gateway';
import type { PaymentGateway } from '../billing/payment-gateway';
import type { BlobStore } from '../blob/blob-store';
import { LocalBlobStore } from '../blob/local-blob-store';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { loadOrCreateSigningKeys, type SigningKeys } from '../identity/keys';
import { Outbox } from '../identity/outbox';
import { JobQueue } from '../jobs/job-queue';
import { LocalIdentityScorer, type IdentityScorer } from '../verification/identity-scorer';
import { pgliteLeg } from './database-legs';
import { type IdentityCall, TestAuthenticator } from './test-authenticator';
import { TestClient } from './test-client';
import { freePort } from './free-port';

/** A running app for API tests. */
export interface TestApp {
  app: FastifyInstance;
  origin: string;
  /** The product API prefix, e.g. /solo401k. */
  prefix: string;
  config: ServerConfig;
  database: Database;
  keys: SigningKeys;
  outbox: Outbox;
  /** The durable job queue the app's e-mail goes through (decision 0331). */
  jobs: JobQueue;
  /** The clock the app runs on (the test's fixed clock, or the machine's): kits take "now" from here, never from the machine. */
  clock: () => Date;
  /** The app's today as `YYYY-MM-DD` (UTC, as the server's date rules read the clock). */
  today(): string;
  /**
   * Runs the real magic-link sign-in for `email` and answers a client carrying its session token and XSRF header.
   * A support user (one of `supportEmails`) then gives a second factor too, as admin mode needs one (decision 0266):
   * an authenticator app enrolled through the identity service on the first sign-in, a fresh code on every sign-in.
   * `secondFactor` overrides that: true for anyone, false for a magic link alone.
   */
  signIn(email: string, opts?: { secondFactor?: boolean }): Promise<TestClient>;
  /** The authenticator app that signIn enrols and answers codes from. */
  authenticator: TestAuthenticator;
  /** A client without a bearer token (it still sends the XSRF cookie and header). */
  anonymous(): TestClient;
  close(): Promise<void>;
}

/** Options of startTestApp. */
export interface TestAppOptions {
  database?: Database;
  supportEmails?: string[];
  env?: Record<string, string>;
  gateway?: PaymentGateway;
  scorer?: IdentityScorer;
  /** The bank application's account linker and review delay (default: the local stand-ins). */
  bank?: AppOptions['bank'];
  clock?: () => Date;
  logStream?: DestinationStream;
  logLevel?: string;
  /** The blob store (default: a local store in the app's own data directory), e.g. the GCS adapter on a fake. */
  blobs?: BlobStore;
  /** Where step-up reads a user's second factors (default: the embedded identity service's tables). */
  secondFactors?: AppOptions['secondFactors'];
  /** The readiness registry /readyz reports (default: the app's own). */
  readiness?: AppOptions['readiness'];
  /** Where the request metrics are counted (default: the app's own registry). */
  metrics?: AppOptions['metrics'];
  /** The mail port's adapter (default: the outbox, which signIn reads the magic link from). */
  mail?: AppOptions['mail'];
}

/**
 * Starts the whole app on an ephemeral loopback port for tests; signIn(email) runs the real magic-link flow
 * (sign-up-or-in, link read from the outbox, verify) and returns a client that sends bearer + XSRF headers.
 */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'solo401k-test-'));
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    SUPPORT_EMAILS: (opts.supportEmails ?? []).join(','),
    ...(opts.env ?? {}),
  });
  const ownsDatabase = opts.database === undefined;
  const database = opts.database ?? (await pgliteLeg.open());
  const keys = await loadOrCreateSigningKeys(undefined);
  const outbox = new Outbox(() => undefined);
  const blobs = opts.blobs ?? (await LocalBlobStore.open({ dataDir }));
  // Decision 0331: the durable job queue in the test's database, as the server runs it (e-mail goes through it).
  const jobs = await JobQueue.start({ database, metrics: opts.metrics, log: () => {} });
  const app = await buildApp({
    config,
    database,
    keys,
    outbox,
    mail: opts.mail,
    blobs,
    gateway: opts.gateway ?? new LocalPaymentGateway(),
    scorer: opts.scorer ?? new LocalIdentityScorer(config.verificationScore),
    bank: opts.bank,
    secondFactors: opts.secondFactors,
    readiness: opts.readiness,
    metrics: opts.metrics,
    jobs,
    clock: opts.clock,
    logLevel: opts.logLevel ?? 'silent',
    logStream: opts.logStream,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const prefix = `/${config.productKey}`;
  const xsrf = 'test-xsrf-token-0123456789';

  const call: IdentityCall = async (path, body, refreshJwt) => {
    const bearer = refreshJwt === undefined ? config.descopeProjectId : `${config.descopeProjectId}:${refreshJwt}`;
    const response = await fetch(`${origin}/identity${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const identity = async (path: string, body: unknown): Promise<Record<string, any>> => {
    const res = await call(path, body);
    if (!res.ok) throw new Error(`identity ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const clock = opts.clock ?? (() => new Date());
  const authenticator = new TestAuthenticator(call, clock);
  const isSupport = (email: string): boolean => config.supportEmails.some((e) => e.trim().toLowerCase() === email.toLowerCase());

  return {
    app,
    origin,
    prefix,
    config,
    database,
    keys,
    outbox,
    jobs,
    clock,
    today: () => clock().toISOString().slice(0, 10),
    authenticator,
    async signIn(email: string, signInOpts: { secondFactor?: boolean } = {}): Promise<TestClient> {
      await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${origin}/` });
      const message = outbox
        .list()
        .filter((m) => m.to.toLowerCase() === email.toLowerCase())
        .at(-1);
      if (message === undefined) throw new Error(`no magic link for ${email} in the outbox`);
      const token = new URL(message.link).searchParams.get('t');
      let verified = await identity('/v1/auth/magiclink/verify', { token });
      if (signInOpts.secondFactor ?? isSupport(email)) {
        verified = await authenticator.addSecondFactor(email, verified.refreshJwt as string);
      }
      return new TestClient(origin, prefix, verified.sessionJwt as string, xsrf, verified.user?.userId as string | undefined);
    },
    anonymous(): TestClient {
      return new TestClient(origin, prefix, undefined, xsrf, undefined);
    },
    async close(): Promise<void> {
      // A test may leave a response unread (its connection stays busy); close those after a short grace period.
      const force = setTimeout(() => app.server.closeAllConnections(), 500);
      try {
        await app.close();
      } finally {
        clearTimeout(force);
      }
      await jobs.close();
      if (ownsDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
