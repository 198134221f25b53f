import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';

const legs = await databaseLegs();

/** Headers a client or an unconfigured proxy may write to make the server hand out its own links. */
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe.each(legs)('public URLs come from the configured origin only (here the listening address) on $name', (leg) => {
  let t: TestApp;
  let user: TestClient;
  let documentId: string;
  beforeAll(async () => {
    // No PUBLIC_ORIGIN: the listening address is the origin. Even the headers of a trusted proxy do not move it.
    t = await startTestApp({ database: await leg.open(), env: { PUBLIC_ORIGIN: '', TRUSTED_PROXIES: '127.0.0.1' } });
    user = await t.signIn('origin@example.com');
    const uploaded = await uploadFile(user, '/documents', { bytes: pdfBytes(), name: 'plan.pdf' });
    expect(uploaded.status).toBe(201);
    documentId = uploaded.body.id;
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  const authed = { authorization: '', cookie: 'XSRF-TOKEN=x0123456789', 'x-xsrf-token': 'x0123456789' };

  test('/site-config.json and GET /config name the configured origin whatever Host and X-Forwarded-* say', async () => {
    expect(t.config.publicOrigin).toBe(t.origin);
    const site = await t.app.inject({ url: '/site-config.json', headers: HOSTILE });
    // Local profile without PUBLIC_ORIGIN: paths on the page's own origin (decision 0201), never the request's Host.
    expect(site.json()).toMatchObject({ api_base_url: '/solo401k', identity_base_url: '/identity' });
    expect(site.body).not.toContain('evil.example');
    const config = await t.app.inject({
      url: `${t.prefix}/config`,
      headers: { ...HOSTILE, ...authed, authorization: `Bearer ${user.token}` },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json().api_base_url).toBe('/solo401k');
    expect(config.body).not.toContain('evil.example');
  });

  test('a signed download link points at the configured origin, not at the request Host', async () => {
    const minted = await t.app.inject({
      url: `${t.prefix}/documents/${documentId}/download/google-cloud-url`,
      headers: { ...HOSTILE, ...authed, authorization: `Bearer ${user.token}` },
    });
    expect(minted.statusCode).toBe(200);
    expect(minted.json().url.startsWith(`${t.origin}/solo401k/downloads/`)).toBe(true);
    expect(minted.body).not.toContain('evil.example');
  });
});

describe.each(legs)('X-Forwarded-For only from TRUSTED_PROXIES (per-IP sign-in limit of 60) on $name', (leg) => {
  /** Sends `count` sign-in requests at once from 127.0.0.1, each with the X-Forwarded-For `forwardedFor(i)`; counts the statuses. */
  async function signIns(t: TestApp, count: number, forwardedFor: (i: number) => string): Promise<Record<number, number>> {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/identity/v1/auth/magiclink/signup-in/email',
          remoteAddress: '127.0.0.1',
          headers: {
            authorization: `Bearer ${t.config.descopeProjectId}`,
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor(i),
          },
          payload: { loginId: `rotate${i}@example.com`, URI: `${t.origin}/` },
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    return counts;
  }

  test('without TRUSTED_PROXIES a rotating X-Forwarded-For is ignored: one address gets 60 attempts a minute', async () => {
    const t = await startTestApp({ database: await leg.open() });
    try {
      expect(await signIns(t, 61, (i) => `203.0.113.${i + 1}`)).toEqual({ 200: 60, 429: 1 });
    } finally {
      await t.close();
      await t.database.close();
    }
  });

  test('behind a trusted proxy each forwarded client has its own limit, and one forwarded client is still limited', async () => {
    const t = await startTestApp({ database: await leg.open(), env: { TRUSTED_PROXIES: '127.0.0.1' } });
    try {
      expect(await signIns(t, 61, (i) => `203.0.113.${i + 1}`)).toEqual({ 200: 61 });
      expect(await signIns(t, 61, () => '198.51.100.7')).toEqual({ 200: 60, 429: 1 });
    } finally {
      await t.close();
      await t.database.close();
    }
  });
});
