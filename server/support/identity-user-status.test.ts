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
import { UserStatusStore } from '../identity/management-user-status';
import { Outbox } from '../identity/outbox';
import type { SessionClaims } from '../identity/tokens';
import { databaseLegs } from '../test-support/database-legs';
import { LocalIdentityScorer } from '../verification/identity-scorer';
import {
  DESCOPE_API_BASE,
  DescopeUserStatus,
  type IdentityUserStatus,
  IdentityUserStatusError,
  identityUserStatusFor,
} from './identity-user-status';

const legs = await databaseLegs();

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** An in-process stand-in for Descope's management API: records each call and answers what the test says. */
class FakeDescope {
  readonly seen: Seen[] = [];
  answer: { status: number; body: unknown } = { status: 200, body: { user: { status: 'disabled' } } };
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
        this.seen.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        res.writeHead(this.answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(this.answer.body));
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
  DESCOPE_PROJECT_ID: 'P2PRODSTATUS',
  DESCOPE_JWKS_URL: 'https://descope.example/P2PRODSTATUS/.well-known/jwks.json',
};

describe('DescopeUserStatus (Descope management API)', () => {
  const descope = new FakeDescope();
  beforeAll(() => descope.start());
  afterAll(() => descope.stop());
  afterEach(() => {
    descope.seen.length = 0;
    descope.answer = { status: 200, body: { user: {} } };
  });

  test('POSTs /v1/mgmt/user/update/status with {loginId, status} and Bearer <projectId>:<managementKey>', async () => {
    const adapter = new DescopeUserStatus({ baseUrl: `${descope.base}/`, projectId: 'P2X', managementKey: 'K2-secret' });
    await adapter.setStatus('pat@example.com', 'disabled');
    await adapter.setStatus('pat@example.com', 'enabled');
    expect(descope.seen).toEqual([
      {
        method: 'POST',
        path: '/v1/mgmt/user/update/status',
        authorization: 'Bearer P2X:K2-secret',
        contentType: 'application/json',
        body: { loginId: 'pat@example.com', status: 'disabled' },
      },
      {
        method: 'POST',
        path: '/v1/mgmt/user/update/status',
        authorization: 'Bearer P2X:K2-secret',
        contentType: 'application/json',
        body: { loginId: 'pat@example.com', status: 'enabled' },
      },
    ]);
  });

  test("a refusal rejects with Descope's status and error code, never the key; no answer rejects too", async () => {
    descope.answer = {
      status: 400,
      body: { errorCode: 'E112102', errorDescription: 'User not found', errorMessage: 'x' },
    };
    const adapter = new DescopeUserStatus({ baseUrl: descope.base, projectId: 'P2X', managementKey: 'K2-secret' });
    const refused = await adapter.setStatus('nobody@example.com', 'disabled').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IdentityUserStatusError);
    expect(refused).toMatchObject({ status: 400, message: 'Descope answered 400 (E112102 User not found)' });
    expect(String((refused as Error).message)).not.toContain('K2-secret');
    const unreachable = new DescopeUserStatus({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'P2X',
      managementKey: 'K2-secret',
      timeoutMs: 2_000,
    });
    await expect(unreachable.setStatus('pat@example.com', 'enabled')).rejects.toBeInstanceOf(IdentityUserStatusError);
  });
});

describe('identityUserStatusFor (the profile wiring)', () => {
  test('local: none (the embedded service reads the product record)', () => {
    expect(identityUserStatusFor(loadConfig({}), { DESCOPE_MANAGEMENT_KEY: 'K' })).toBeUndefined();
  });

  test('production refuses to start without DESCOPE_MANAGEMENT_KEY', () => {
    expect(() => identityUserStatusFor(loadConfig(PRODUCTION), {})).toThrow(
      'PROFILE=production needs DESCOPE_MANAGEMENT_KEY (a Descope management key: the support console disables and re-enables users with it)',
    );
  });

  test("production uses Descope's management API at DESCOPE_BASE_URL (else Descope's API) with the project and key", async () => {
    const descope = new FakeDescope();
    await descope.start();
    try {
      const wired = identityUserStatusFor(loadConfig({ ...PRODUCTION, DESCOPE_BASE_URL: descope.base }), {
        DESCOPE_MANAGEMENT_KEY: 'K2-prod',
      });
      expect(wired).toBeInstanceOf(DescopeUserStatus);
      await wired!.setStatus('pat@example.com', 'disabled');
      expect(descope.seen).toMatchObject([{ path: '/v1/mgmt/user/update/status', authorization: 'Bearer P2PRODSTATUS:K2-prod' }]);
      let url = '';
      const recording = (async (input: string | URL | Request) => {
        url = String(input);
        return new Response('{}', { status: 200 });
      }) as typeof fetch;
      await identityUserStatusFor(loadConfig(PRODUCTION), { DESCOPE_MANAGEMENT_KEY: 'K' }, { fetch: recording })!.setStatus(
        'a@example.com',
        'enabled',
      );
      expect(url).toBe(`${DESCOPE_API_BASE}/v1/mgmt/user/update/status`);
    } finally {
      await descope.stop();
    }
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('support console status in the production profile (%s)', (_n, leg) => {
  let database: Database;
  let dataDir: string;
  const descope = new FakeDescope();
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
  /**
   * The bearer token the stub verifier accepts: the claims as a JWT, since the product reads the session's factors (amr)
   * from the token itself, like the step-up rule (the console needs `mfa`, decision 0269).
   */
  const SUPPORT_TOKEN = new UnsecuredJWT({ ...SUPPORT }).encode();

  async function build(identityStatus: IdentityUserStatus | undefined): Promise<FastifyInstance> {
    const app = await buildApp({
      config: loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }),
      database,
      keys: await loadOrCreateSigningKeys(undefined),
      outbox: new Outbox(() => undefined),
      blobs: await LocalBlobStore.open({ dataDir }),
      gateway: new LocalPaymentGateway(),
      scorer: new LocalIdentityScorer(undefined),
      cipher: await loadFieldCipher({ dataDir, profile: 'local', env: {} }),
      verifier: async (jwt) => {
        if (jwt !== SUPPORT_TOKEN) throw new Error('invalid');
        return SUPPORT;
      },
      logLevel: 'silent',
      identityStatus,
    });
    apps.push(app);
    return app;
  }
  const setStatus = (app: FastifyInstance, status: string) =>
    app.inject({
      method: 'POST',
      url: '/solo401k/support/users/u-target-prod/status',
      headers: {
        authorization: `Bearer ${SUPPORT_TOKEN}`,
        cookie: 'XSRF-TOKEN=xsrf0123456789',
        'x-xsrf-token': 'xsrf0123456789',
        'content-type': 'application/json',
      },
      payload: { status },
    });
  const audits = () =>
    database.db
      .selectFrom('audit_log')
      .select(['agent_id', 'participant_id', 'action', 'object_type', 'object_id'])
      .where('participant_id', '=', 'u-target-prod')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await leg.open();
    dataDir = await mkdtemp(join(tmpdir(), 'solo401k-status-'));
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

  test("disabling and re-enabling go to Descope's management API first, then the product record; each is audited", async () => {
    const app = await build(
      new DescopeUserStatus({ baseUrl: descope.base, projectId: PRODUCTION.DESCOPE_PROJECT_ID, managementKey: 'K2-prod' }),
    );
    const disabled = await setStatus(app, 'disabled');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: 'u-target-prod', status: 'disabled' });
    expect(await new UserStatusStore(database.db).statusOf('u-target-prod')).toBe('disabled');
    expect((await setStatus(app, 'enabled')).json()).toMatchObject({ status: 'enabled' });
    expect(descope.seen.map((s) => ({ path: s.path, authorization: s.authorization, body: s.body }))).toEqual([
      {
        path: '/v1/mgmt/user/update/status',
        authorization: `Bearer ${PRODUCTION.DESCOPE_PROJECT_ID}:K2-prod`,
        body: { loginId: 'pat.prod@example.com', status: 'disabled' },
      },
      {
        path: '/v1/mgmt/user/update/status',
        authorization: `Bearer ${PRODUCTION.DESCOPE_PROJECT_ID}:K2-prod`,
        body: { loginId: 'pat.prod@example.com', status: 'enabled' },
      },
    ]);
    expect(await audits()).toEqual([
      {
        agent_id: 'u-support-prod',
        participant_id: 'u-target-prod',
        action: 'disable',
        object_type: 'user',
        object_id: 'u-target-prod',
      },
      {
        agent_id: 'u-support-prod',
        participant_id: 'u-target-prod',
        action: 'enable',
        object_type: 'user',
        object_id: 'u-target-prod',
      },
    ]);

    // Descope refuses: 502 in the contract's error shape; the product record and the trail stay as they were.
    descope.answer = { status: 500, body: { errorCode: 'E010000', errorDescription: 'Internal error' } };
    const refused = await setStatus(app, 'disabled');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'identity_provider',
      message: 'The identity provider did not change the status. Nothing was changed; try again.',
    });
    expect(await new UserStatusStore(database.db).statusOf('u-target-prod')).toBe('enabled');
    expect(await audits()).toHaveLength(2);
    descope.answer = { status: 200, body: { user: {} } };
  });

  test('a production app given no identity provider status adapter answers 503 and changes nothing', async () => {
    const app = await build(undefined);
    const res = await setStatus(app, 'disabled');
    expect(res.statusCode).toBe(503);
    expect(await new UserStatusStore(database.db).statusOf('u-target-prod')).toBe('enabled');
  });
});
