import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

/** The product key with its first letter percent-encoded: the router matches it as the plain prefix. */
const ENCODED_PREFIX = '/%73olo401k';

/** A contract path with every parameter filled. */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe.each(legs)('anti-forgery, cookies and caching on every contract route on $name', (leg) => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    user = await t.signIn('forgery@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const send = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', ...headers },
      payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });

  test('POST, PUT, PATCH and DELETE without the header are refused on every route, plain or percent-encoded; GET is not', async () => {
    const ops = [...loadContract().operations.values()].filter((op) => op.operationId !== 'stripeWebhook');
    expect(new Set(ops.map((op) => op.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    for (const op of ops) {
      for (const prefix of [t.prefix, ENCODED_PREFIX]) {
        const url = `${prefix}${concrete(op.path)}`;
        const res = await send(op.method, url, { cookie: 'XSRF-TOKEN=abcdef0123456789' });
        if (op.method === 'GET') {
          // Reads never need the header (GET /audit is 403 for a non-support user, but not for anti-forgery).
          expect(res.statusCode, `GET ${url}`).toBeLessThan(500);
          expect(res.statusCode === 403 ? res.json().error : 'passed', `GET ${url}`).not.toBe('xsrf');
        } else {
          expect(res.statusCode, `${op.method} ${url}`).toBe(403);
          expect(res.json()).toEqual({ error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header' });
        }
      }
    }
  });

  test('POST /%73olo401k/folders without header or cookie, or with both empty, creates nothing', async () => {
    for (const headers of [{}, { cookie: 'XSRF-TOKEN=', 'x-xsrf-token': '' }] as Array<Record<string, string>>) {
      expect((await send('POST', `${ENCODED_PREFIX}/folders`, headers)).statusCode).toBe(403);
      expect((await send('POST', `${t.prefix}/folders`, headers)).statusCode).toBe(403);
    }
    const library = await user.get('/library');
    expect(library.status).toBe(200);
    expect(library.body.folders).toEqual([]);
  });

  test('API answers are no-store under the encoded prefix too', async () => {
    for (const url of [`${t.prefix}/me`, `${ENCODED_PREFIX}/me`, `${ENCODED_PREFIX}/checkout`]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  test('a malformed XSRF-TOKEN cookie locks no one out: every kind of route answers, and a fresh cookie is set', async () => {
    const cookie = 'XSRF-TOKEN=%';
    const me = await send('GET', `${t.prefix}/me`, { cookie });
    expect(me.statusCode).toBe(200);
    expect(String(me.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[a-f0-9]{32};/);
    expect((await t.app.inject({ url: '/site-config.json', headers: { cookie } })).statusCode).toBe(200);
    expect((await send('PUT', `${t.prefix}/checkout/progress`, { cookie, 'x-xsrf-token': '%' })).statusCode).toBe(403);
    const saved = await send('PUT', `${t.prefix}/checkout/progress`, {
      cookie: 'XSRF-TOKEN=%; XSRF-TOKEN=good0123456789',
      'x-xsrf-token': 'good0123456789',
    });
    expect(saved.statusCode).not.toBe(500);
  });

  test('a malformed DSR cookie on refresh is no refresh token (401), not a 500', async () => {
    for (const cookie of ['DSR=%', 'DSR=%E0%A4%A', 'DSR=']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity/v1/auth/refresh',
        headers: { authorization: `Bearer ${t.config.descopeProjectId}`, cookie },
      });
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().errorDescription).toBeDefined();
      const me = await t.app.inject({
        url: '/identity/v1/auth/me',
        headers: { authorization: `Bearer ${t.config.descopeProjectId}`, cookie },
      });
      expect(me.statusCode, cookie).toBe(401);
    }
  });
});
