import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { LocalPaymentGateway } from '../billing/local-payment-gateway';
import { LocalBlobStore } from '../blob/local-blob-store';
import { loadConfig, type ServerConfig } from '../config';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import type { Database } from '../db/database';
import { loadOrCreateSigningKeys } from '../identity/keys';
import { Outbox } from '../identity/outbox';
import { databaseLegs } from '../test-support/database-legs';
import { LocalIdentityScorer } from '../verification/identity-scorer';

const legs = await databaseLegs();

const PRODUCTION = {
  PROFILE: 'production',
  PUBLIC_ORIGIN: 'https://app.example.com',
  DESCOPE_PROJECT_ID: 'P2PRODUCTIONTEST',
  DESCOPE_JWKS_URL: 'https://descope.example/P2PRODUCTIONTEST/.well-known/jwks.json',
  DESCOPE_BASE_URL: 'https://descope.example',
};

interface Built {
  app: FastifyInstance;
  /** What the outbox printed (it prints every sign-in link it is given). */
  printed: string[];
  log: string[];
  close(): Promise<void>;
}

/** Builds the app the way main.ts does, for a given configuration (an outbox that records what it would print). */
async function build(database: Database, config: (dataDir: string) => ServerConfig): Promise<Built> {
  const dataDir = await mkdtemp(join(tmpdir(), 'solo401k-prod-'));
  const printed: string[] = [];
  const log: string[] = [];
  try {
    const app = await buildApp({
      config: config(dataDir),
      database,
      keys: await loadOrCreateSigningKeys(undefined),
      outbox: new Outbox((line) => void printed.push(line)),
      blobs: await LocalBlobStore.open({ dataDir }),
      gateway: new LocalPaymentGateway(),
      scorer: new LocalIdentityScorer(undefined),
      cipher: await loadFieldCipher({ dataDir, profile: 'local', env: {} }),
      logLevel: 'info',
      logStream: { write: (line: string) => void log.push(line) },
    });
    return {
      app,
      printed,
      log,
      close: async () => {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** A route added by the test only: what Fastify, as buildApp configured it, believes about the peer. */
function addPeerRoute(app: FastifyInstance): void {
  app.get('/test-only/peer', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
}

/** A request from `peer` carrying forged forwarding headers. */
const fromPeer = (app: FastifyInstance, peer: string) =>
  app.inject({
    url: '/test-only/peer',
    remoteAddress: peer,
    headers: {
      host: 'app.example.com',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    },
  });

describe.each(legs)('the production profile on $name', (leg) => {
  let database: Database;
  let prod: Built;
  beforeAll(async () => {
    database = await leg.open();
    prod = await build(database, (dataDir) => loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }));
    addPeerRoute(prod.app);
  });
  afterAll(async () => {
    await prod?.close();
    await database?.close();
  });

  test('no local identity service and no outbox: sign-in requests find no route and no link is printed or logged', async () => {
    const signIn = await prod.app.inject({
      method: 'POST',
      url: '/identity/v1/auth/magiclink/signup-in/email',
      headers: { authorization: `Bearer ${PRODUCTION.DESCOPE_PROJECT_ID}`, 'content-type': 'application/json' },
      payload: { loginId: 'victim@example.com', URI: 'https://app.example.com/' },
    });
    expect(signIn.statusCode).toBe(404);
    for (const url of ['/identity/.well-known/jwks.json', `/identity/v2/keys/${PRODUCTION.DESCOPE_PROJECT_ID}`, '/dev/outbox']) {
      expect((await prod.app.inject({ url })).statusCode).toBe(404);
    }
    expect(prod.printed).toEqual([]);
    const log = prod.log.join('\n');
    expect(log).not.toContain('victim@example.com');
    expect(log).not.toMatch(/[?&]t=/);
  });

  test('site configuration names PUBLIC_ORIGIN and Descope, whatever Host and X-Forwarded-* say; HSTS is on', async () => {
    const res = await prod.app.inject({
      url: '/site-config.json',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      api_base_url: 'https://app.example.com/solo401k',
      identity_base_url: 'https://descope.example',
      descope_project_id: 'P2PRODUCTIONTEST',
      profile: 'production',
    });
    expect(res.body).not.toContain('evil.example');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  test('an app built for production without the Descope key set refuses to start', async () => {
    await expect(
      build(database, (dataDir) => ({ ...loadConfig({ ...PRODUCTION, DATA_DIR: dataDir }), jwksUrl: undefined })),
    ).rejects.toThrow('PROFILE=production needs DESCOPE_JWKS_URL');
  });

  test('X-Forwarded-For/-Host/-Proto of a peer not in TRUSTED_PROXIES are ignored; those of a listed proxy are honoured', async () => {
    expect((await fromPeer(prod.app, '203.0.113.9')).json()).toEqual({
      ip: '203.0.113.9',
      protocol: 'http',
      host: 'app.example.com',
    });
    const proxied = await build(database, (dataDir) =>
      loadConfig({ ...PRODUCTION, DATA_DIR: dataDir, TRUSTED_PROXIES: '10.0.0.1' }),
    );
    try {
      addPeerRoute(proxied.app);
      expect((await fromPeer(proxied.app, '10.0.0.1')).json()).toEqual({
        ip: '198.51.100.1',
        protocol: 'https',
        host: 'evil.example',
      });
      expect((await fromPeer(proxied.app, '10.0.0.2')).json()).toEqual({
        ip: '10.0.0.2',
        protocol: 'http',
        host: 'app.example.com',
      });
    } finally {
      await proxied.close();
    }
  });
});
