import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { parseProductConfig, parseSiteConfig } from '@/domain/config';
import { loadConfig } from '../config';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { spawnServer } from '../test-support/server-process';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { answersRelativeUrls, linkOriginFor, printedOrigin, reachableOrigins, spaBaseUrls } from './origin';

const legs = await databaseLegs();

describe('the local app works at every loopback name of its port (decision 0201)', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    // No PUBLIC_ORIGIN, as `npm start` runs it: the listening address (127.0.0.1) is the origin of signed links.
    t = await startTestApp({ env: { PUBLIC_ORIGIN: '' } });
    port = new URL(t.origin).port;
  });
  afterAll(async () => t.close());

  test('/site-config.json and GET /config answer paths, so a page opened at localhost calls localhost', async () => {
    const site = await (await fetch(`${t.origin}/site-config.json`, { headers: { host: `localhost:${port}` } })).json();
    expect(site).toMatchObject({ api_base_url: '/solo401k', identity_base_url: '/identity', profile: 'local' });
    expect(parseSiteConfig(site)).toMatchObject({ ok: true });
    const user = await t.signIn('local-origin@example.com');
    const config = await user.get('/config');
    expect(config.body.api_base_url).toBe('/solo401k');
    expect(config.body.allowed_login_redirect_hosts).toEqual([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
    expect(parseProductConfig(config.body)).toMatchObject({ ok: true });
  });

  test('a sign-in link may return to localhost as well as 127.0.0.1, never to another host or port', async () => {
    const send = (uri: string) =>
      fetch(`${t.origin}/identity/v1/auth/magiclink/signup-in/email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.config.descopeProjectId}`, 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'local-link@example.com', URI: uri }),
      });
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      expect((await send(`${origin}/sign-in/verify`)).status).toBe(200);
      await vi.waitFor(() => expect(t.outbox.list().at(-1)?.link.startsWith(`${origin}/sign-in/verify`)).toBe(true));
    }
    for (const origin of ['http://evil.example', `http://localhost:${Number(port) + 1}`])
      expect((await send(`${origin}/sign-in/verify`)).status).toBe(400);
  });

  test('PUBLIC_ORIGIN set, or the production profile: absolute URLs on that origin only', () => {
    const set = loadConfig({ PUBLIC_ORIGIN: 'http://files.example:8443' });
    expect(answersRelativeUrls(set)).toBe(false);
    expect(spaBaseUrls(set)).toEqual({
      api: 'http://files.example:8443/solo401k',
      identity: 'http://files.example:8443/identity',
    });
    expect(reachableOrigins(set)).toEqual(['http://files.example:8443']);
    const local = loadConfig({ PORT: '9100' });
    expect(answersRelativeUrls(local)).toBe(true);
    expect(spaBaseUrls(local)).toEqual({ api: '/solo401k', identity: '/identity' });
    expect(reachableOrigins(loadConfig({ PORT: '9100', HOST: '192.168.1.5' }))).toEqual(['http://192.168.1.5:9100']);
  });
});

describe.each(legs)('a signed download link names the loopback origin the page was opened at (decision 0298) on $name', (leg) => {
  let t: TestApp;
  let user: TestClient;
  let documentId: string;
  let port: number;
  beforeAll(async () => {
    // No PUBLIC_ORIGIN, as `npm start` runs it; even a trusted proxy's X-Forwarded-Host does not move a link.
    t = await startTestApp({ database: await leg.open(), env: { PUBLIC_ORIGIN: '', TRUSTED_PROXIES: '127.0.0.1' } });
    port = Number(new URL(t.origin).port);
    user = await t.signIn('download-origin@example.com');
    const uploaded = await uploadFile(user, '/documents', { bytes: pdfBytes(), name: 'plan.pdf' });
    expect(uploaded.status).toBe(201);
    documentId = uploaded.body.id;
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  /** Mints a link for the document with the request headers `headers` (bearer and XSRF added). */
  async function mint(headers: Record<string, string>): Promise<{ url: string; body: string }> {
    const minted = await t.app.inject({
      url: `${t.prefix}/documents/${documentId}/download/google-cloud-url`,
      headers: {
        authorization: `Bearer ${user.token}`,
        cookie: 'XSRF-TOKEN=x0123456789',
        'x-xsrf-token': 'x0123456789',
        ...headers,
      },
    });
    expect(minted.statusCode).toBe(200);
    return { url: minted.json().url, body: minted.body };
  }

  test('opened at localhost the link is on localhost, and it answers the file there', async () => {
    const { url } = await mint({ host: `localhost:${port}` });
    expect(url.startsWith(`http://localhost:${port}/solo401k/downloads/`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes());
  });

  test('opened at 127.0.0.1 or [::1] the link is on that origin', async () => {
    expect((await mint({ host: `127.0.0.1:${port}` })).url.startsWith(`http://127.0.0.1:${port}/solo401k/downloads/`)).toBe(true);
    expect((await mint({ host: `[::1]:${port}` })).url.startsWith(`http://[::1]:${port}/solo401k/downloads/`)).toBe(true);
  });

  test('any other Host, and any X-Forwarded-Host, leaves the link on the listening address', async () => {
    const hostile = [
      'evil.example',
      `evil.example:${port}`,
      `localhost:${port + 1}`,
      'localhost',
      `localhost:${port}@evil.example`,
      `localhost:${port}/evil.example`,
      `localhost.evil.example:${port}`,
      `192.168.1.5:${port}`,
    ];
    for (const host of hostile) {
      const { url, body } = await mint({ host });
      expect(url.startsWith(`${t.origin}/solo401k/downloads/`)).toBe(true);
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('192.168.1.5');
    }
    const forwarded = await mint({ host: `127.0.0.1:${port}`, 'x-forwarded-host': `localhost:${port}` });
    expect(forwarded.url.startsWith(`${t.origin}/solo401k/downloads/`)).toBe(true);
  });
});

describe('the origin of links and the printed address (decision 0298)', () => {
  test('with PUBLIC_ORIGIN, in production, or on a LAN address, links stay on the public origin whatever the Host', () => {
    const set = loadConfig({ PUBLIC_ORIGIN: 'http://files.example:8443' });
    expect(linkOriginFor(set, 'localhost:8443')).toBe('http://files.example:8443');
    expect(linkOriginFor(set, 'files.example:8443')).toBe('http://files.example:8443');
    const production = loadConfig({
      PROFILE: 'production',
      PUBLIC_ORIGIN: 'https://app.example',
      DESCOPE_PROJECT_ID: 'P2PROD',
      DESCOPE_JWKS_URL: 'https://keys.example/jwks',
    });
    expect(linkOriginFor(production, 'localhost')).toBe('https://app.example');
    expect(linkOriginFor(production, 'evil.example')).toBe('https://app.example');
    const lan = loadConfig({ PORT: '9100', HOST: '192.168.1.5' });
    expect(linkOriginFor(lan, 'localhost:9100')).toBe('http://192.168.1.5:9100');
    const local = loadConfig({ PORT: '9100' });
    expect(linkOriginFor(local, undefined)).toBe('http://127.0.0.1:9100');
    expect(linkOriginFor(local, 'localhost:9100')).toBe('http://localhost:9100');
  });

  test('the printed address is http://localhost:PORT on a loopback or wildcard address, else the public origin', () => {
    expect(printedOrigin(loadConfig({ PORT: '9100' }))).toBe('http://localhost:9100');
    expect(printedOrigin(loadConfig({ PORT: '9100', HOST: '0.0.0.0' }))).toBe('http://localhost:9100');
    expect(printedOrigin(loadConfig({ PORT: '9100', HOST: '::1' }))).toBe('http://localhost:9100');
    expect(printedOrigin(loadConfig({ PORT: '9100', HOST: '192.168.1.5' }))).toBe('http://192.168.1.5:9100');
    expect(printedOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:9100' }))).toBe('http://127.0.0.1:9100');
  });

  test('`npm start` prints http://localhost:PORT and its outbox there', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'printed-origin-'));
    const server = await spawnServer(dataDir, { PUBLIC_ORIGIN: '' });
    try {
      const port = new URL(server.origin).port;
      expect(server.output()).toContain(`Solo 401(k) is running at http://localhost:${port}  (profile local`);
      // Each start-up step is said as it begins and when it is done, before the address (no long silence).
      const said = server.output().split('\n');
      const at = (text: string): number => said.findIndex((line) => line.startsWith(text));
      const steps = [
        'Starting Solo 401(k) (profile local)…',
        `  Opening the database (PGlite under ${dataDir}/pglite) and bringing its tables up to date…`,
        `  Opening the database (PGlite under ${dataDir}/pglite) and bringing its tables up to date: done in `,
        '  Loading the signing keys and the field encryption key: done in ',
        '  Starting the web server…',
        '  Starting the web server: done in ',
        'Solo 401(k) is running at ',
      ].map(at);
      expect(steps.every((index) => index >= 0)).toBe(true);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      await server.waitForOutput(/Magic-link outbox: /);
      expect(server.output()).toContain(`Magic-link outbox: http://localhost:${port}/dev/outbox  (links are also printed here)`);
    } finally {
      await server.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
