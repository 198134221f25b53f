import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { LocalPaymentGateway } from '../billing/local-payment-gateway';
import { LocalBlobStore } from '../blob/local-blob-store';
import { loadConfig } from '../config';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import type { Database } from '../db/database';
import { loadOrCreateSigningKeys } from '../identity/keys';
import { Outbox } from '../identity/outbox';
import type { SessionClaims } from '../identity/tokens';
import { databaseLegs } from '../test-support/database-legs';
import { LocalIdentityScorer } from '../verification/identity-scorer';
import {
  DescopeFactorReset,
  EmbeddedFactorReset,
  type IdentityFactorReset,
  IdentityFactorResetError,
  identityFactorResetFor,
} from './identity-factor-reset';
import { DESCOPE_API_BASE } from './identity-user-status';

const legs = await databaseLegs();

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** An in-process stand-in for Descope's management API: records each call; answers per path what the test says. */
class FakeDescope {
  readonly seen: Seen[] = [];
  /** Answers by path; any other path answers 200 `{}`. */
  answers = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        let body: unknown = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          // kept as text
        }
        const path = req.url ?? '';
        this.seen.push({
          method: req.method ?? '',
          path,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        const answer = this.answers.get(path) ?? { status: 200, body: {} };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const PRODUCTION = {
  PROFILE: 'production',
  PUBLIC_ORIGIN: 'https://app.example.com',
  DESCOPE_PROJECT_ID: 'P2PRODRESET',
  DESCOPE_JWKS_URL: 'https://descope.example/P2PRODRESET/.well-known/jwks.json',
};

const THREE_CALLS = ['/v1/mgmt/user/totp/delete', '/v1/mgmt/user/passkeys/delete', '/v1/mgmt/user/logout'];

describe('DescopeFactorReset (Descope management API)', () => {
  const descope = new FakeDescope();
  beforeAll(() => descope.start());
  afterAll(() => descope.stop());
  afterEach(() => {
    descope.seen.length = 0;
    descope.answers.clear();
  });

  test('POSTs totp/delete, passkeys/delete and logout, each with {loginId} and Bearer <projectId>:<managementKey>', async () => {
    const adapter = new DescopeFactorReset({ baseUrl: `${descope.base}/`, projectId: 'P2X', managementKey: 'K2-secret' });
    await adapter.resetFactors({ userId: 'U2abc', loginId: 'pat@example.com' });
    expect(descope.seen).toEqual(
      THREE_CALLS.map((path) => ({
        method: 'POST',
        path,
        authorization: 'Bearer P2X:K2-secret',
        contentType: 'application/json',
        body: { loginId: 'pat@example.com' },
      })),
    );
  });

  test("the first refusal stops the sequence and rejects with Descope's status, code and path, never the key", async () => {
    descope.answers.set('/v1/mgmt/user/passkeys/delete', {
      status: 400,
      body: { errorCode: 'E112102', errorDescription: 'User not found', errorMessage: 'x' },
    });
    const adapter = new DescopeFactorReset({ baseUrl: descope.base, projectId: 'P2X', managementKey: 'K2-secret' });
    const refused = await adapter.resetFactors({ userId: 'U2abc', loginId: 'nobody@example.com' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IdentityFactorResetError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'Descope answered 400 at /v1/mgmt/user/passkeys/delete (E112102 User not found)',
    });
    expect(String((refused as Error).message)).not.toContain('K2-secret');
    expect(descope.seen.map((s) => s.path)).toEqual(THREE_CALLS.slice(0, 2));
    const unreachable = new DescopeFactorReset({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'P2X',
      managementKey: 'K2-secret',
      timeoutMs: 2_000,
    });
    await expect(unreachable.resetFactors({ userId: 'U', loginId: 'pat@example.com' })).rejects.toBeInstanceOf(
      IdentityFactorResetError,
    );
  });
});

describe('identityFactorResetFor (the profile wiring)', () => {
  const db = {} as never;

  test('local: the embedded identity service', () => {
    expect(identityFactorResetFor(loadConfig({}), {}, { db })).toBeInstanceOf(EmbeddedFactorReset);
  });

  test('production refuses to start without DESCOPE_MANAGEMENT_KEY', () => {
    expect(() => identityFactorResetFor(loadConfig(PRODUCTION), {}, { db })).toThrow(
      'PROFILE=production needs DESCOPE_MANAGEMENT_KEY (a Descope management key: the support console resets second factors with it)',
    );
  });

  test("production uses Descope's API at DESCOPE_BASE_URL, else Descope's own", async () => {
    const wired = identityFactorResetFor(
      loadConfig({ ...PRODUCTION, DESCOPE_BASE_URL: 'https://descope.internal' }),
      { DESCOPE_MANAGEMENT_KEY: 'K' },
      { db },
    );
    expect(wired).toBeInstanceOf(DescopeFactorReset);
    const urls: string[] = [];
    const recording = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await identityFactorResetFor(loadConfig(PRODUCTION), { DESCOPE_MANAGEMENT_KEY: 'K' }, { db, fetch: recording }).resetFactors({
      userId: 'U',
      loginId: 'a@example.com',
    });
    expect(urls).toEqual(THREE_CALLS.map((p) => `${DESCOPE_API_BASE}${p}`));
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('support factor reset in the production profile (%s)', (_n, leg) => {
  let database: Database;
  let dataDir: string;
  const descope = new FakeDescope();
  const outbox = new Outbox(() => undefined);
  const apps: FastifyInstance[] = [];
  const SUPPORT: SessionClaims = {
    sub: 'u-support-prod',
    iss: PRODUCTION.DESCOPE_PROJECT_ID,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    drn: 'DS',
    roles: ['support'],
    permissions: [],
    tenants: {},
    email: 'help@example.com',
    amr: ['email', 'totp', 'mfa'],
  };
  /** The bearer token the stub verifier accepts (the product reads `mfa` from the token itself; decision 0269). */
  const SUPPORT_TOKEN = new UnsecuredJWT({ ...SUPPORT }).encode();

  async function build(identityFactors: IdentityFactorReset | undefined): Promise<FastifyInstance> {
    const app = await buildApp({
      config: loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }),
      database,
      keys: await loadOrCreateSigningKeys(undefined),
      outbox,
      blobs: await LocalBlobStore.open({ dataDir }),
      gateway: new LocalPaymentGateway(),
      scorer: new LocalIdentityScorer(undefined),
      cipher: await loadFieldCipher({ dataDir, profile: 'local', env: {} }),
      verifier: async (jwt) => {
        if (jwt !== SUPPORT_TOKEN) throw new Error('invalid');
        return SUPPORT;
      },
      logLevel: 'silent',
      identityFactors,
    });
    apps.push(app);
    return app;
  }
  const reset = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/solo401k/support/users/u-target-prod/factors/reset',
      headers: {
        authorization: `Bearer ${SUPPORT_TOKEN}`,
        cookie: 'XSRF-TOKEN=xsrf0123456789',
        'x-xsrf-token': 'xsrf0123456789',
        'content-type': 'application/json',
      },
      payload: { reason: 'Lost every factor; checked by phone' },
    });
  const audits = () =>
    database.db
      .selectFrom('audit_log')
      .select(['agent_id', 'participant_id', 'action', 'object_type', 'object_id', 'reason'])
      .where('participant_id', '=', 'u-target-prod')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await leg.open();
    dataDir = await mkdtemp(join(tmpdir(), 'solo401k-reset-'));
    await descope.start();
    await database.db
      .insertInto('users')
      .values({ id: 'u-target-prod', user_email: 'pat.prod@example.com', name: 'Pat' })
      .execute();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await descope.stop();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("a reset goes to Descope's management API, then is audited with its reason and the user is told", async () => {
    const app = await build(
      new DescopeFactorReset({ baseUrl: descope.base, projectId: PRODUCTION.DESCOPE_PROJECT_ID, managementKey: 'K2-prod' }),
    );
    const done = await reset(app);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ user_id: 'u-target-prod', reset_at: expect.any(String) });
    expect(descope.seen.map((s) => ({ path: s.path, authorization: s.authorization, body: s.body }))).toEqual(
      THREE_CALLS.map((path) => ({
        path,
        authorization: `Bearer ${PRODUCTION.DESCOPE_PROJECT_ID}:K2-prod`,
        body: { loginId: 'pat.prod@example.com' },
      })),
    );
    const audited = {
      agent_id: 'u-support-prod',
      participant_id: 'u-target-prod',
      action: 'reset_factors',
      object_type: 'user',
      object_id: 'u-target-prod',
      reason: 'Lost every factor; checked by phone',
    };
    expect(await audits()).toEqual([audited]);
    expect(outbox.list()).toMatchObject([
      { to: 'pat.prod@example.com', subject: 'Your second factors were reset by support', link: 'https://app.example.com/' },
    ]);

    // Descope refuses: 502 in the contract's error shape; the attempt is audited as failed and nobody is told.
    descope.answers.set('/v1/mgmt/user/totp/delete', { status: 500, body: { errorCode: 'E010000' } });
    const refused = await reset(app);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'identity_provider',
      message:
        'The identity provider did not finish the reset (some factors may be gone already). The attempt is in the audit trail; try again.',
    });
    expect(await audits()).toEqual([audited, { ...audited, action: 'reset_factors_failed' }]);
    expect(outbox.list()).toHaveLength(1);
    descope.answers.clear();
  });

  test('a production app given no factor reset adapter answers 503 and audits nothing', async () => {
    const app = await build(undefined);
    const res = await reset(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'The identity provider is not set up to reset second factors',
    });
    expect(await audits()).toHaveLength(2);
  });
});
