import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installErrorHandler } from './errors';
import { installXsrf, XSRF_COOKIE } from './xsrf';

describe('installXsrf', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    installXsrf(app, { protectedPrefix: '/api/', secure: false, exemptPaths: ['/api/webhooks/provider'] });
    app.post('/api/things', async () => ({ ok: true }));
    app.route({ method: ['GET', 'PUT', 'PATCH', 'DELETE'], url: '/api/things/:id', handler: async () => ({ ok: true }) });
    app.post('/api/webhooks/provider', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  test('an unsafe request under the prefix without the echoed header is refused, and gets a cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(String(res.headers['set-cookie'])).toContain(`${XSRF_COOKIE}=`);
  });

  test('the header equal to the cookie passes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: {},
      headers: { cookie: `${XSRF_COOKIE}=abc`, 'x-xsrf-token': 'abc' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('an exempt path is neither checked nor given a cookie, with or without a query', async () => {
    for (const url of ['/api/webhooks/provider', '/api/webhooks/provider?x=1']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('exemption is exact: a sibling path is still protected', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/webhooks/provider2', payload: {} });
    expect(res.statusCode).toBe(403);
  });

  test('a percent-encoded prefix is the same route: POST, PUT, PATCH and DELETE without the header are refused, GET is not', async () => {
    for (const [method, url] of [
      ['POST', '/%61pi/things'],
      ['POST', '/%61%70%69/things'],
      ['PUT', '/%61pi/things/1'],
      ['PATCH', '/ap%69/things/1'],
      ['DELETE', '/%61pi/things/1'],
      ['PUT', '/api/things/1'],
      ['PATCH', '/api/things/1'],
      ['DELETE', '/api/things/1'],
    ] as const) {
      const res = await app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header' });
    }
    expect((await app.inject({ method: 'GET', url: '/%61pi/things/1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/things/1' })).statusCode).toBe(200);
  });

  test('an empty cookie with an empty header is no token: 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: {},
      headers: { cookie: `${XSRF_COOKIE}=`, 'x-xsrf-token': '' },
    });
    expect(res.statusCode).toBe(403);
  });

  test('a malformed cookie counts as absent: reads pass and get a fresh cookie, writes are refused, nothing answers 500', async () => {
    for (const bad of ['%', '%E0%A4%A', '%zz']) {
      const read = await app.inject({ method: 'GET', url: '/api/things/1', headers: { cookie: `${XSRF_COOKIE}=${bad}` } });
      expect(read.statusCode).toBe(200);
      expect(String(read.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[a-f0-9]{32};/);
      const write = await app.inject({
        method: 'POST',
        url: '/api/things',
        payload: {},
        headers: { cookie: `${XSRF_COOKIE}=${bad}`, 'x-xsrf-token': bad },
      });
      expect(write.statusCode).toBe(403);
    }
  });
});
