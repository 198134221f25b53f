import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { parseProductConfig, parseSiteConfig } from '@/domain/config';
import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { answersRelativeUrls, reachableOrigins, spaBaseUrls } from './origin';

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
