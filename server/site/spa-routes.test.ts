import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { MISSING_BUILD_MESSAGE, spaRoutes } from './spa-routes';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function appWith(built: boolean, options: { sourceMaps?: boolean } = {}): Promise<ReturnType<typeof Fastify>> {
  const dist = await mkdtemp(join(tmpdir(), 'spa-'));
  dirs.push(dist);
  if (built) {
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's precompress plugin writes beside each file (here marked, to tell which copy was sent).
    await writeFile(join(dist, 'assets', 'index-abc.js.br'), 'BROTLI-COPY');
    await writeFile(join(dist, 'assets', 'index-abc.js.gz'), 'GZIP-COPY');
    await writeFile(join(dist, 'index.html.br'), 'BROTLI-PAGE');
  }
  const app = Fastify();
  await app.register(spaRoutes, {
    distDir: dist,
    reservedPrefixes: ['/solo401k', '/identity', '/dev'],
    sourceMaps: options.sourceMaps,
  });
  return app;
}

describe('spaRoutes', () => {
  test('client routes get index.html; hashed assets are cached for a year', async () => {
    const app = await appWith(true);
    const page = await app.inject({ url: '/checkout/personal-details?step=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('API, identity and dev paths and non-GET methods never fall back to the page', async () => {
    const app = await appWith(true);
    expect((await app.inject({ url: '/solo401k/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/identity/v1/x' })).json()).toMatchObject({ error: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  test('a missing asset or favicon answers 404, never the SPA page (an old chunk after a redeploy)', async () => {
    const app = await appWith(true);
    for (const url of ['/assets/index-old123.js', '/assets/page-old.css', '/assets/sub/x', '/favicon.ico', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  test('source maps are served only when asked for (the local profile); otherwise 404', async () => {
    const production = await appWith(true);
    const hidden = await production.inject({ url: '/assets/index-abc.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('"version":3');
    const local = await appWith(true, { sourceMaps: true });
    const served = await local.inject({ url: '/assets/index-abc.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"version":3}');
  });

  test('pre-compressed copies are sent by Accept-Encoding with Vary, and keep the cache rules of their file', async () => {
    const app = await appWith(true);
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.body).toBe('BROTLI-COPY');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.body).toBe('GZIP-COPY');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const page = await app.inject({ url: '/checkout', headers: { 'accept-encoding': 'br' } });
    expect(page.body).toBe('BROTLI-PAGE');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('a known path gets its prerendered frame: a signed-in page with a magic link or the hint cookie, sign-in otherwise', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'spa-frames-'));
    dirs.push(dist);
    await mkdir(join(dist, 'frames'));
    await writeFile(join(dist, 'index.html'), 'GENERIC');
    await writeFile(join(dist, 'frames', 'home.html'), 'HOME');
    await writeFile(join(dist, 'frames', 'checkout.html'), 'CHECKOUT');
    await writeFile(join(dist, 'frames', 'sign-in.html'), 'SIGN-IN');
    await writeFile(join(dist, 'frames', 'library.html'), 'LIBRARY');
    await writeFile(join(dist, 'frames', 'library_folderid.html'), 'FOLDER');
    await writeFile(
      join(dist, 'frames.json'),
      JSON.stringify({
        hintCookie: 'solo401k_frame',
        signedIn: {
          '/': 'frames/home.html',
          '/checkout': 'frames/checkout.html',
          '/evil': '../secret.html',
          '/library': 'frames/library.html',
          '/library/:folderId': 'frames/library_folderid.html',
        },
        signedOut: {
          '/': 'frames/sign-in.html',
          '/checkout': 'frames/sign-in.html',
          '/library': 'frames/sign-in.html',
          '/library/:folderId': 'frames/sign-in.html',
        },
      }),
    );
    const app = Fastify();
    await app.register(spaRoutes, { distDir: dist, reservedPrefixes: ['/solo401k'] });
    const body = async (url: string, cookie?: string): Promise<string> =>
      (await app.inject({ url, headers: cookie ? { cookie } : {} })).body;
    expect(await body('/')).toBe('SIGN-IN');
    expect(await body('/?t=abc')).toBe('HOME');
    expect(await body('/?t=abc&descope-login-flow=x')).toBe('SIGN-IN');
    expect(await body('/', 'a=b; solo401k_frame=1')).toBe('HOME');
    expect(await body('/', 'solo401k_frame=0')).toBe('SIGN-IN');
    expect(await body('/checkout', 'solo401k_frame=1')).toBe('CHECKOUT');
    expect(await body('/checkout/')).toBe('SIGN-IN');
    expect(await body('/checkout/personal-details', 'solo401k_frame=1')).toBe('GENERIC');
    expect(await body('/evil', 'solo401k_frame=1')).toBe('GENERIC');
    expect(await body('/__proto__', 'solo401k_frame=1')).toBe('GENERIC');
    // A pattern's page: one non-empty segment for each parameter, nothing more.
    expect(await body('/library/0f6c2b8e-1d2a-4c3b-9e8f-1a2b3c4d5e6f', 'solo401k_frame=1')).toBe('FOLDER');
    expect(await body('/library/0f6c2b8e?t=abc')).toBe('FOLDER');
    expect(await body('/library/0f6c2b8e')).toBe('SIGN-IN');
    expect(await body('/library/', 'solo401k_frame=1')).toBe('LIBRARY');
    expect(await body('/library/a/b', 'solo401k_frame=1')).toBe('GENERIC');
    expect(await body('/library/:folderId', 'solo401k_frame=1')).toBe('FOLDER');
    expect(await body('/x/library/abc', 'solo401k_frame=1')).toBe('GENERIC');
    const res = await app.inject({ url: '/' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  test('without a build, pages answer a clear message', async () => {
    const app = await appWith(false);
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(MISSING_BUILD_MESSAGE);
  });
});
