import createSdk from '@descope/core-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';

const legs = await databaseLegs();
const AUTH = { authorization: `Bearer ${TEST_PROJECT_ID}` };
const T0 = new Date('2026-03-01T12:00:00Z');

describe.each(legs.map((l) => [l.name, l] as const))('identity plugin routes (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;
  let clock = T0;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database, { now: () => clock, rateLimit: { max: 3, windowMs: 60_000, maxPerIp: 1000 } }, logLines);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = AUTH) =>
    t.app.inject({ method: 'POST', url: `/identity${url}`, payload: payload as object, headers });

  async function sendLink(email: string): Promise<string> {
    const res = await post('/v1/auth/magiclink/signup-in/email', {
      loginId: email,
      URI: `${TEST_APP_ORIGIN}/in`,
      loginOptions: {},
    });
    expect(res.statusCode).toBe(200);
    const mine = t.outbox.list().filter((m) => m.to === email);
    return new URL(mine[mine.length - 1].link).searchParams.get('t') as string;
  }

  it('requires the project id as bearer', async () => {
    const none = await post('/v1/auth/magiclink/signup-in/email', { loginId: 'a@example.com' }, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      errorCode: 'E011002',
      errorDescription: 'Request is missing required arguments',
      errorMessage: expect.any(String),
    });
    const wrong = await post(
      '/v1/auth/magiclink/signup-in/email',
      { loginId: 'a@example.com' },
      { authorization: 'Bearer Pother' },
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses redirect URIs outside the allowed origins and bad e-mails, sending nothing', async () => {
    const before = t.outbox.list().length;
    const evil = await post('/v1/auth/magiclink/signup-in/email', { loginId: 'a@example.com', URI: 'https://evil.example/x' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().errorDescription).toBe('Request is invalid');
    const email = await post('/v1/auth/magiclink/signup-in/email', { loginId: 'not-an-email', URI: `${TEST_APP_ORIGIN}/` });
    expect(email.statusCode).toBe(400);
    const empty = await post('/v1/auth/magiclink/signup-in/email', { loginId: '', URI: `${TEST_APP_ORIGIN}/` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe('"loginId" must not be empty');
    const numeric = await post('/v1/auth/magiclink/signup-in/email', { loginId: 7, URI: `${TEST_APP_ORIGIN}/` });
    expect(numeric.json()).toMatchObject({ errorCode: 'E011002', errorMessage: '"loginId" must be a string' });
    const noToken = await post('/v1/auth/magiclink/verify', {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errorMessage).toBe('"token" must be a string');
    expect(t.outbox.list().length).toBe(before);
  });

  it('rate limits sign-in per loginId with 429 and Retry-After, which the SDK reports as retryAfter', async () => {
    clock = new Date(T0.getTime() + 3600_000);
    for (let i = 0; i < 3; i++) await sendLink('busy@example.com');
    const sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
    const refused = await sdk.magicLink.signUpOrIn.email('busy@example.com', `${TEST_APP_ORIGIN}/in`);
    expect(refused).toMatchObject({
      ok: false,
      code: 429,
      error: { errorCode: 'E130429', errorDescription: 'Too many requests', retryAfter: 60 },
    });
    expect(refused.response!.headers.get('retry-after')).toBe('60');
    await sendLink('calm@example.com');
    clock = new Date(clock.getTime() + 61_000);
    await sendLink('busy@example.com');
  });

  it('links work once, even when verified twice at the same moment', async () => {
    const token = await sendLink('once@example.com');
    const [a, b] = await Promise.all([
      post('/v1/auth/magiclink/verify', { token }),
      post('/v1/auth/magiclink/verify', { token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const again = await post('/v1/auth/magiclink/verify', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ errorCode: 'E061005', errorDescription: 'Invalid token provided' });
    expect(again.json().errorMessage).not.toContain(token);
  });

  it('links expire after 10 minutes', async () => {
    const late = await sendLink('late@example.com');
    const early = await sendLink('early@example.com');
    clock = new Date(clock.getTime() + 9 * 60_000);
    expect((await post('/v1/auth/magiclink/verify', { token: early })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await post('/v1/auth/magiclink/verify', { token: late })).statusCode).toBe(401);
  });

  it('sets an HttpOnly SameSite=Strict DSR cookie that refresh accepts, and logout clears it', async () => {
    const res = await post('/v1/auth/magiclink/verify', { token: await sendLink('cookie@example.com') });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^DSR=[^;]+; Path=\/identity; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(res.json()).toMatchObject({ cookiePath: '/identity', cookieName: 'DS', cookieMaxAge: 30 * 24 * 3600 });
    const dsr = cookie.split(';')[0];
    const refreshed = await post('/v1/auth/refresh', {}, { ...AUTH, cookie: `other=1; ${dsr}` });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshJwt).toBeUndefined();
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const out = await post('/v1/auth/logout', {}, { ...AUTH, cookie: dsr });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('DSR=; Path=/identity; Max-Age=0');
    expect((await post('/v1/auth/refresh', {}, { ...AUTH, cookie: dsr })).statusCode).toBe(401);
  });

  it('refuses a session token, a missing token and an expired refresh token on refresh', async () => {
    const v = (await post('/v1/auth/magiclink/verify', { token: await sendLink('kinds@example.com') })).json();
    const asSession = await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${v.sessionJwt}` });
    expect(asSession.statusCode).toBe(401);
    expect((await post('/v1/auth/refresh', {})).statusCode).toBe(401);
    expect((await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${v.refreshJwt}` })).statusCode).toBe(
      200,
    );
    clock = new Date(clock.getTime() + 31 * 24 * 3600_000);
    const expired = await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${v.refreshJwt}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorDescription).toBe('Invalid token provided');
  });

  it('publishes the same public key set at /v2/keys/{projectId} and /.well-known/jwks.json', async () => {
    const a = await t.app.inject({ method: 'GET', url: `/identity/v2/keys/${TEST_PROJECT_ID}` });
    const b = await t.app.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' });
    expect(a.json()).toEqual(t.keys.jwks);
    expect(a.headers['cache-control']).toBe('public, max-age=300');
    expect(b.json()).toEqual(t.keys.jwks);
    expect(a.json().keys[0].d).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/identity/v2/keys/Pother' })).statusCode).toBe(404);
  });

  it('answers JSON Descope errors for unknown routes and unreadable bodies', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/identity/v1/auth/otp/verify/email', headers: AUTH, payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'E011404' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/auth/magiclink/verify',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorCode: 'E011003', errorDescription: 'Request is invalid' });
  });

  it('never writes a token into the server log', async () => {
    const token = await sendLink('quiet@example.com');
    const v = (await post('/v1/auth/magiclink/verify', { token })).json();
    await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${v.refreshJwt}` });
    await post('/v1/auth/logout', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${v.refreshJwt}` });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const secret of [token, v.sessionJwt, v.refreshJwt]) expect(log).not.toContain(secret);
  });
});

describe('identity plugin per-IP limit', () => {
  it('limits sign-in attempts per client IP across e-mails', async () => {
    const [leg] = legs;
    const database = await leg.open();
    const t = await startIdentityApp(database, { rateLimit: { max: 100, windowMs: 60_000, maxPerIp: 2 } });
    try {
      const send = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/identity/v1/auth/magiclink/signup-in/email',
          headers: AUTH,
          payload: { loginId: email, URI: `${TEST_APP_ORIGIN}/` },
        });
      expect((await send('a1@example.com')).statusCode).toBe(200);
      expect((await send('a2@example.com')).statusCode).toBe(200);
      const third = await send('a3@example.com');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const verify = () =>
        t.app.inject({ method: 'POST', url: '/identity/v1/auth/magiclink/verify', headers: AUTH, payload: { token: 'x' } });
      expect((await verify()).statusCode).toBe(401);
      expect((await verify()).statusCode).toBe(401);
      expect((await verify()).statusCode).toBe(429);
    } finally {
      await t.close();
      await database.close();
    }
  });
});

describe('identity plugin per-loginId verify limit', () => {
  it('counts verify attempts against the e-mail the link was sent to', async () => {
    const [leg] = legs;
    const database = await leg.open();
    const t = await startIdentityApp(database, { rateLimit: { max: 1, windowMs: 60_000, maxPerIp: 100 } });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/identity/v1/auth/magiclink/signup-in/email',
        headers: AUTH,
        payload: { loginId: 'b@example.com', URI: `${TEST_APP_ORIGIN}/` },
      });
      const token = new URL(t.outbox.list()[0].link).searchParams.get('t') as string;
      const verify = () =>
        t.app.inject({ method: 'POST', url: '/identity/v1/auth/magiclink/verify', headers: AUTH, payload: { token } });
      expect((await verify()).statusCode).toBe(200);
      const again = await verify();
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('60');
    } finally {
      await t.close();
      await database.close();
    }
  });
});
