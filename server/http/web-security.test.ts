import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { contentSecurityPolicy } from './security-headers';
import { loadConfig } from '../config';

describe('anti-forgery and security headers', () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.signIn('xsrf@example.com');
  });
  afterAll(async () => t.close());

  test('every response without the cookie sets XSRF-TOKEN readable by scripts with SameSite=Strict', async () => {
    const res = await fetch(`${t.origin}/site-config.json`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[a-f0-9]{32}; Path=\/; SameSite=Strict$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  test('an unsafe API call without the X-XSRF-TOKEN header, or with a different one, is refused with 403', async () => {
    const headers = {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=abc123abc123',
    };
    const url = `${t.origin}${t.prefix}/checkout/progress`;
    const body = JSON.stringify({ current_step: 'identityDetails' });
    const missing = await fetch(url, { method: 'PUT', headers, body });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header' });
    const different = await fetch(url, { method: 'PUT', headers: { ...headers, 'x-xsrf-token': 'zzz999zzz999' }, body });
    expect(different.status).toBe(403);
    const noCookie = await fetch(url, {
      method: 'PUT',
      headers: { authorization: headers.authorization, 'content-type': 'application/json', 'x-xsrf-token': 'abc123abc123' },
      body,
    });
    expect(noCookie.status).toBe(403);
    const matching = await fetch(url, { method: 'PUT', headers: { ...headers, 'x-xsrf-token': 'abc123abc123' }, body });
    expect(matching.status).toBe(200);
  });

  test('safe methods and the identity API need no anti-forgery header', async () => {
    expect((await fetch(`${t.origin}${t.prefix}/me`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
    const identity = await fetch(`${t.origin}/identity/v1/auth/magiclink/signup-in/email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.config.descopeProjectId}`, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'nocsrf@example.com', URI: `${t.origin}/` }),
    });
    expect(identity.status).toBe(200);
  });

  test('security headers on API, identity and error responses: a JSON answer may load nothing and be framed by no one', async () => {
    for (const path of ['/site-config.json', `${t.prefix}/me`, '/identity/v1/auth/me', `${t.prefix}/nope`]) {
      const res = await fetch(`${t.origin}${path}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // What only a document acts on is not sent with a JSON answer.
      expect(res.headers.get('referrer-policy')).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('permissions-policy')).toBeNull();
    }
  });

  test('a page gets the page policy: scripts from the site only, never inline, framed by no one', async () => {
    const res = await fetch(`${t.origin}/dev/outbox`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
  });

  test('HSTS only in the production profile; the production CSP still has no inline scripts', () => {
    const prod = loadConfig({
      PROFILE: 'production',
      PUBLIC_ORIGIN: 'https://app.example',
      DESCOPE_PROJECT_ID: 'P2PROD',
      DESCOPE_JWKS_URL: 'https://descope.example/P2PROD/.well-known/jwks.json',
      CSP_SCRIPT_SRC: 'https://scripts.example',
    });
    const csp = contentSecurityPolicy(prod);
    expect(csp).toContain('https://scripts.example');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
  });
});
