import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { installCompression } from './api-compression';

async function appAnswering(body: string): Promise<ReturnType<typeof Fastify>> {
  const app = Fastify();
  await installCompression(app);
  app.get('/json', async (_request, reply) => reply.type('application/json').send(body));
  app.get('/pre', async (_request, reply) =>
    reply.type('text/javascript').header('content-encoding', 'br').send(Buffer.from('already')),
  );
  return app;
}

describe('installCompression', () => {
  test('answers above 1 kB are compressed by Accept-Encoding (brotli first, then gzip) with Vary; smaller ones are not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 3000 }), async (text) => {
        const body = JSON.stringify({ text });
        const app = await appAnswering(body);
        const size = Buffer.byteLength(body);
        const br = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
        const gz = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip' } });
        const none = await app.inject({ url: '/json' });
        expect(none.headers['content-encoding']).toBeUndefined();
        expect(none.body).toBe(body);
        if (size < 1024) {
          expect(br.headers['content-encoding']).toBeUndefined();
          expect(br.body).toBe(body);
        } else {
          expect(br.headers['content-encoding']).toBe('br');
          expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
          expect(gz.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
          expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
        }
        await app.close();
      }),
      { numRuns: 40 },
    );
  });

  test('an answer that is already encoded (a pre-compressed file) passes through untouched', async () => {
    const app = await appAnswering('{}');
    const res = await app.inject({ url: '/pre', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('already');
  });
});

const legs = await databaseLegs();

describe.each(legs)('API answers compressed on $name', (leg) => {
  let t: TestApp;
  let alice: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
    alice = await t.signIn('compress@example.com');
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  test('a large API answer goes out brotli-compressed; a small one (GET /me) as it is', async () => {
    for (let i = 0; i < 12; i += 1) expect((await alice.post('/folders', { name: `Statements ${2000 + i}` })).status).toBe(201);
    const library = await alice.get('/library', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(library.status).toBe(200);
    expect(library.text.length).toBeGreaterThan(1024);
    expect(library.body.folders).toHaveLength(12);
    expect(library.headers.get('content-encoding')).toBe('br');
    expect(library.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(library.headers.get('cache-control')).toBe('no-store');
    const me = await alice.get('/me', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(me.status).toBe(200);
    expect(me.headers.get('content-encoding')).toBeNull();
  });

  test('a request body sent gzip-encoded is read where the contract has a body; operations without one skip the step', async () => {
    const created = await fetch(`${t.origin}${t.prefix}/folders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        cookie: `XSRF-TOKEN=${alice.xsrf}`,
        'x-xsrf-token': alice.xsrf,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(JSON.stringify({ name: 'Gzipped 2030' })),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { name: string }).name).toBe('Gzipped 2030');
    // The decompression hook runs before parsing (preParsing): present on the POST, absent on the bodiless GET /me.
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const hooksOf = (route: string): string => {
      const at = routes.findIndex((line) => line.includes(route));
      const next = routes.findIndex((line, i) => i > at && !line.includes('•'));
      return routes.slice(at + 1, next).join('\n');
    };
    expect(hooksOf(`${t.prefix}/folders (POST)`)).toContain('(preParsing)');
    expect(hooksOf(`${t.prefix}/me (GET)`)).not.toContain('(preParsing)');
  });
});
