import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installXsrf, XSRF_COOKIE } from './xsrf';

describe('installXsrf', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installXsrf(app, { protectedPrefix: '/api/', secure: false, exemptPaths: ['/api/webhooks/provider'] });
    app.post('/api/things', async () => ({ ok: true }));
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
});
