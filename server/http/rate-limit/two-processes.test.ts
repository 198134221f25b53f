import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { ADA_PERSONAL_DETAILS } from '../../checkout/checkout-test-fixtures';
import { databaseLegs, TEST_DATABASE_URL } from '../../test-support/database-legs';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../test-support/round-robin-proxy';
import { type ServerProcess, spawnServer } from '../../test-support/server-process';
import { TestClient } from '../../test-support/test-client';
import { redisLegs } from './redis-legs';

const hasPostgres = (await databaseLegs()).some((leg) => leg.name === 'postgres');
const redis = await redisLegs();
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };
const { descopeProjectId, productKey } = loadConfig({});

/** A new, empty PostgreSQL database for the two processes (dropped at the end). */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `two_processes_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const cases: Array<[string, Record<string, string>]> = [
  ['the PostgreSQL table', { REDIS_URL: '' }],
  ...redis.map((url) => ['Redis (REDIS_URL)', { REDIS_URL: url }] as [string, Record<string, string>]),
];

describe.runIf(hasPostgres).each(cases)('two server processes on one PostgreSQL behind a proxy, limits in %s', (_n, env) => {
  const servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;

  /** POST to the identity API through the proxy. */
  const identity = (path: string, body: unknown): Promise<Response> =>
    fetch(`${proxy.origin}/identity${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${descopeProjectId}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** The newest link sent to `email`, from whichever process sent it (each keeps its own local outbox). */
  const linkFor = async (email: string): Promise<string> => {
    const all: Array<{ to: string; link: string; sentAt: string }> = [];
    for (const s of servers) all.push(...((await (await fetch(`${s.origin}/dev/outbox`)).json()) as typeof all));
    const mine = all.filter((m) => m.to === email).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
    const link = mine.at(-1)?.link;
    if (link === undefined) throw new Error(`no link for ${email}`);
    return link;
  };
  const backendsOf = (from: number): number[] => proxy.log.slice(from).map((r) => r.backend);

  beforeAll(async () => {
    database = await createDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'two-processes-'));
    // The proxy first: both processes answer sign-in links with its origin.
    const ports: string[] = [];
    proxy = await startRoundRobinProxy(ports);
    const shared = { ...env, DATABASE_URL: database.url, PUBLIC_ORIGIN: proxy.origin };
    // One after the other: the first migrates the new database and writes the keys into the shared DATA_DIR.
    for (let i = 0; i < 2; i += 1) {
      const server = await spawnServer(dataDir, shared);
      servers.push(server);
      ports.push(server.origin);
    }
    const kind = env.REDIS_URL ? 'redis' : 'postgres';
    for (const s of servers) expect(s.output()).toContain(`rate limits: ${kind}`);
  }, 300_000);
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGTERM');
    await proxy?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('the sign-in rate limit of one address is shared: 10 links in a minute across both processes, the 11th refused', async () => {
    const email = `limited-${randomBytes(3).toString('hex')}@example.com`;
    const from = proxy.log.length;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${proxy.origin}/` })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Each process alone allowed at most 6: without the shared count the 11th would have passed.
    expect(backendsOf(from)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    const refused = await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${proxy.origin}/` });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: 'E130429' });
  }, 120_000);

  test('sign-in, checkout and payment work when consecutive requests land on different processes', async () => {
    const email = `ada-${randomBytes(3).toString('hex')}@example.com`;
    const from = proxy.log.length;
    expect((await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${proxy.origin}/` })).status).toBe(200);
    const token = new URL(await linkFor(email)).searchParams.get('t');
    const verify = await identity('/v1/auth/magiclink/verify', { token });
    expect(verify.status).toBe(200);
    const verified = (await verify.json()) as { sessionJwt: string; refreshJwt: string; user: { userId: string } };
    // The session the other process issued is accepted, refreshed, and read back on both.
    const refresh = await fetch(`${proxy.origin}/identity/v1/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${descopeProjectId}:${verified.refreshJwt}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refresh.status).toBe(200);
    const ada = new TestClient(
      proxy.origin,
      `/${productKey}`,
      verified.sessionJwt,
      'two-processes-xsrf-0123456789',
      verified.user.userId,
    );

    const saved = await ada.put('/checkout/steps/personalDetails', { ...ADA_PERSONAL_DETAILS, email });
    expect(saved.status).toBe(200);
    const read = await ada.get('/checkout/steps/personalDetails');
    expect(read.status).toBe(200);
    expect(read.body.values).toMatchObject({ first_name: 'Ada', ssn_number: '***-**-6780' });
    expect((await ada.get('/me')).body.user_email).toBe(email);

    const invoice = await ada.post('/invoices');
    expect(invoice.status).toBe(201);
    const paid = await ada.post(`/invoices/${invoice.body.id}/payments`, card, {
      headers: { 'idempotency-key': `two-${email}` },
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'succeeded', card_last4: '4242' });
    const after = await ada.get(`/invoices/${invoice.body.id}`);
    expect(after.body.status).toBe('paid');
    // The replay of the same payment on the other process answers the same success, charging nothing more.
    const replay = await ada.post(`/invoices/${invoice.body.id}/payments`, card, {
      headers: { 'idempotency-key': `two-${email}` },
    });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(paid.body.id);

    const served = backendsOf(from);
    expect(served.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
    expect(proxy.log.slice(from).filter((r) => r.status >= 500)).toEqual([]);
  }, 120_000);
});
