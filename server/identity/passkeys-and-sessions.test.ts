import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { type SdkSession, signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { passkeyNameFromUserAgent } from './passkey-name';
import { SoftAuthenticator } from './soft-authenticator';

const legs = await databaseLegs();

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('passkeyNameFromUserAgent', () => {
  it('names the browser and system, or says Passkey', () => {
    expect(passkeyNameFromUserAgent(CHROME_MAC)).toBe('Chrome on macOS');
    expect(passkeyNameFromUserAgent(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(passkeyNameFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
    expect(
      passkeyNameFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      passkeyNameFromUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      passkeyNameFromUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(passkeyNameFromUserAgent('node')).toBe('Passkey');
    expect(passkeyNameFromUserAgent(undefined)).toBe('Passkey');
    expect(passkeyNameFromUserAgent('<script>alert(1)</script> Linux')).toBe('Passkey on Linux');
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('Passkeys one by one and ending one session (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;
  let sdk: ReturnType<typeof createSdk>;
  let offsetMs = 0;
  const later = (sec: number): void => {
    offsetMs += sec * 1000;
  };

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database, {
      now: () => new Date(Date.now() + offsetMs),
      rateLimit: { max: 20, maxPerIp: 1000, windowMs: 60_000 },
    });
    sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const signIn = (email: string): Promise<SdkSession> => signInWithMagicLink(sdk, t.outbox, email, `${TEST_APP_ORIGIN}/`);
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${t.origin}/identity${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_PROJECT_ID}:${token}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  async function addPasskey(email: string, refreshJwt: string, userAgent?: string): Promise<SoftAuthenticator> {
    const key = new SoftAuthenticator();
    const start = await sdk.webauthn.update.start(email, TEST_APP_ORIGIN, refreshJwt);
    expect(start.ok).toBe(true);
    const response = key.register(start.data!.options, TEST_APP_ORIGIN);
    const done = await call(
      'POST',
      '/v1/auth/webauthn/update/finish',
      '',
      { transactionId: start.data!.transactionId, response },
      userAgent ? { 'user-agent': userAgent } : {},
    );
    expect(done.status).toBe(200);
    return key;
  }
  /** Signs in with `key` alone (amr webauthn + mfa): a fresh session that may change the user's factors (0269). */
  async function passkeySignIn(email: string, key: SoftAuthenticator): Promise<{ sessionJwt: string; refreshJwt: string }> {
    const begin = await sdk.webauthn.signIn.start(email, TEST_APP_ORIGIN);
    const done = await sdk.webauthn.signIn.finish(begin.data!.transactionId, key.assert(begin.data!.options, TEST_APP_ORIGIN));
    expect(done.ok).toBe(true);
    return done.data as { sessionJwt: string; refreshJwt: string };
  }
  const list = (email: string, refreshJwt: string) => call('POST', '/v1/mgmt/user/passkeys/list', refreshJwt, { loginId: email });
  const factorsOf = async (refreshJwt: string): Promise<unknown> =>
    decodeJwt((await sdk.refresh(refreshJwt)).data!.sessionJwt).factors;

  it('lists each passkey with its name, when it was added and last used; removes one; the last one drops webauthn', async () => {
    const email = 'pete@example.com';
    const s = await signIn(email);
    expect(await list(email, s.refreshJwt)).toEqual({ status: 200, body: { passkeys: [] } });
    const laptop = await addPasskey(email, s.refreshJwt, CHROME_MAC);
    later(60);
    // The second passkey needs the first in the session (decision 0269): a sign-in with it alone (amr webauthn + mfa).
    expect((await sdk.webauthn.update.start(email, TEST_APP_ORIGIN, s.refreshJwt)).code).toBe(401);
    const m = await passkeySignIn(email, laptop);
    const phone = await addPasskey(email, m.refreshJwt, SAFARI_IPHONE);
    const listed = await list(email, m.refreshJwt);
    expect(listed.status).toBe(200);
    const [first, second] = listed.body.passkeys;
    expect(listed.body.passkeys).toHaveLength(2);
    expect(first).toEqual({
      id: laptop.credentialId.toString('base64url'),
      name: 'Chrome on macOS',
      createdAt: expect.any(Number),
      lastUsedAt: expect.any(Number),
    });
    expect(second).toMatchObject({ id: phone.credentialId.toString('base64url'), name: 'Safari on iPhone', lastUsedAt: null });
    expect(second.createdAt - first.createdAt).toBeGreaterThanOrEqual(60);
    // Signing in with the phone's passkey records its use.
    const begin = await sdk.webauthn.signIn.start(email, TEST_APP_ORIGIN);
    const used = await sdk.webauthn.signIn.finish(begin.data!.transactionId, phone.assert(begin.data!.options, TEST_APP_ORIGIN));
    expect(used.ok).toBe(true);
    const afterUse = (await list(email, m.refreshJwt)).body.passkeys;
    expect(afterUse[1].lastUsedAt).toBeGreaterThanOrEqual(second.createdAt);
    expect(afterUse[0].lastUsedAt).toBe(first.lastUsedAt);
    expect(await factorsOf(m.refreshJwt)).toEqual(['webauthn']);

    // Removing one keeps the other (and the factor).
    const removed = await call('POST', '/v1/auth/webauthn/delete', m.refreshJwt, { loginId: email, credentialId: first.id });
    expect(removed).toEqual({ status: 200, body: {} });
    expect((await list(email, m.refreshJwt)).body.passkeys.map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect(await factorsOf(m.refreshJwt)).toEqual(['webauthn']);
    // The removed passkey no longer signs in.
    const again = await sdk.webauthn.signIn.start(email, TEST_APP_ORIGIN);
    expect(JSON.parse(again.data!.options).publicKey.allowCredentials).toHaveLength(1);
    expect(
      (await sdk.webauthn.signIn.finish(again.data!.transactionId, laptop.assert(again.data!.options, TEST_APP_ORIGIN))).code,
    ).toBe(401);
    // Removing the last one drops webauthn from the user and from the next session token's factors.
    expect(
      (await call('POST', '/v1/auth/webauthn/delete', m.refreshJwt, { loginId: email, credentialId: second.id })).status,
    ).toBe(200);
    expect((await sdk.me(m.refreshJwt)).data).toMatchObject({ webauthn: false });
    expect(await factorsOf(m.refreshJwt)).toEqual([]);
  });

  it("removes one passkey only after a fresh sign-in, and never another user's; the list is the caller's own", async () => {
    const a = await signIn('ann@example.com');
    const b = await signIn('bob@example.com');
    const annKey = await addPasskey('ann@example.com', a.refreshJwt);
    const bobKey = await addPasskey('bob@example.com', b.refreshJwt);
    // Removing needs a session with the factor (decision 0269): Bob signs in with his passkey.
    const bm = await passkeySignIn('bob@example.com', bobKey);
    const annId = annKey.credentialId.toString('base64url');
    expect((await list('ann@example.com', a.refreshJwt)).body.passkeys[0].name).toBe('Passkey');
    // Bob cannot list Ann's passkeys nor remove hers (with his login id the id is not his; with hers the token is not).
    expect((await list('ann@example.com', b.refreshJwt)).status).toBe(401);
    const notHis = await call('POST', '/v1/auth/webauthn/delete', bm.refreshJwt, {
      loginId: 'bob@example.com',
      credentialId: annId,
    });
    expect(notHis).toMatchObject({ status: 400, body: { errorMessage: 'The user has no passkey with this ID' } });
    expect(
      (await call('POST', '/v1/auth/webauthn/delete', bm.refreshJwt, { loginId: 'ann@example.com', credentialId: annId })).status,
    ).toBe(401);
    expect((await list('ann@example.com', a.refreshJwt)).body.passkeys).toHaveLength(1);
    // Hostile ids answer 400 in Descope's error shape.
    for (const credentialId of [7, '', 'x'.repeat(2000), { id: annId }]) {
      const r = await call('POST', '/v1/auth/webauthn/delete', a.refreshJwt, { loginId: 'ann@example.com', credentialId });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        errorCode: expect.any(String),
        errorDescription: expect.any(String),
        errorMessage: expect.any(String),
      });
    }
    // Not fresh: sign in again first.
    later(6 * 60);
    const stale = await call('POST', '/v1/auth/webauthn/delete', a.refreshJwt, {
      loginId: 'ann@example.com',
      credentialId: annId,
    });
    expect(stale).toMatchObject({ status: 401, body: { errorMessage: 'Sign in again to make this change' } });
    // A fresh magic link alone is not enough either (decision 0269); a fresh sign-in with the passkey is.
    const inbox = await signIn('ann@example.com');
    expect(
      await call('POST', '/v1/auth/webauthn/delete', inbox.refreshJwt, { loginId: 'ann@example.com', credentialId: annId }),
    ).toMatchObject({
      status: 401,
      body: { errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods' },
    });
    const fresh = await passkeySignIn('ann@example.com', annKey);
    expect(
      (await call('POST', '/v1/auth/webauthn/delete', fresh.refreshJwt, { loginId: 'ann@example.com', credentialId: annId }))
        .status,
    ).toBe(200);
    expect((await list('ann@example.com', fresh.refreshJwt)).body.passkeys).toEqual([]);
  });

  it("renames a passkey of the caller's (trimmed, 1 to 60 characters, no control characters), never another user's", async () => {
    const c = await signIn('cat@example.com');
    const d = await signIn('dan@example.com');
    const key = await addPasskey('cat@example.com', c.refreshJwt, CHROME_MAC);
    const id = key.credentialId.toString('base64url');
    const rename = (token: string, loginId: string, body: Record<string, unknown>) =>
      call('POST', '/v1/auth/webauthn/rename', token, { loginId, credentialId: id, ...body });
    expect(await rename(c.refreshJwt, 'cat@example.com', { name: '  Work laptop  ' })).toEqual({ status: 200, body: {} });
    expect((await list('cat@example.com', c.refreshJwt)).body.passkeys[0].name).toBe('Work laptop');
    // Dan can neither rename Cat's passkey with his login id (not his) nor with hers (not his token).
    expect((await rename(d.refreshJwt, 'dan@example.com', { name: 'Mine now' })).body).toMatchObject({
      errorMessage: 'The user has no passkey with this ID',
    });
    expect((await rename(d.refreshJwt, 'cat@example.com', { name: 'Mine now' })).status).toBe(401);
    for (const name of ['', '   ', 'x'.repeat(61), 'tab\there', 'line\u2028break', 42, null, ['a']]) {
      const r = await rename(c.refreshJwt, 'cat@example.com', { name });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body).sort()).toEqual(['errorCode', 'errorDescription', 'errorMessage']);
    }
    expect((await rename(c.refreshJwt, 'cat@example.com', { name: '😀'.repeat(60) })).status).toBe(200);
    expect((await list('cat@example.com', c.refreshJwt)).body.passkeys[0].name).toBe('😀'.repeat(60));
  });

  it("ends one session of the caller: that refresh token stops working, the others stay; never another user's", async () => {
    const here = await signIn('sue@example.com');
    const there = await signIn('sue@example.com');
    const other = await signIn('tom@example.com');
    const sessions = (await call('GET', '/v1/auth/me/sessions', here.refreshJwt)).body as Array<{ id: string; current: boolean }>;
    expect(sessions).toHaveLength(2);
    const thereId = decodeJwt(there.refreshJwt).jti as string;
    const tomId = decodeJwt(other.refreshJwt).jti as string;
    expect(sessions.map((s) => s.id)).toContain(thereId);

    // Sue cannot end Tom's session; it keeps working.
    const refused = await call('POST', '/v1/auth/me/sessions/end', here.refreshJwt, { id: tomId });
    expect(refused).toMatchObject({ status: 400, body: { errorMessage: 'The user has no active session with this ID' } });
    expect((await sdk.refresh(other.refreshJwt)).ok).toBe(true);

    expect(await call('POST', '/v1/auth/me/sessions/end', here.refreshJwt, { id: thereId })).toEqual({ status: 200, body: {} });
    expect(await sdk.refresh(there.refreshJwt)).toMatchObject({ ok: false, code: 401 });
    expect((await sdk.refresh(here.refreshJwt)).ok).toBe(true);
    const left = (await call('GET', '/v1/auth/me/sessions', here.refreshJwt)).body as Array<{ id: string; current: boolean }>;
    expect(left.map((s) => ({ id: s.id, current: s.current }))).toEqual([{ id: decodeJwt(here.refreshJwt).jti, current: true }]);
    // Ending it twice, or with a hostile id, changes nothing and answers 400.
    expect((await call('POST', '/v1/auth/me/sessions/end', here.refreshJwt, { id: thereId })).status).toBe(400);
    for (const id of [undefined, 42, '', 'x'.repeat(500), ['a']]) {
      const r = await call('POST', '/v1/auth/me/sessions/end', here.refreshJwt, { id });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body).sort()).toEqual(['errorCode', 'errorDescription', 'errorMessage']);
    }
    // The ended session cannot end anyone's.
    expect(
      (await call('POST', '/v1/auth/me/sessions/end', there.refreshJwt, { id: decodeJwt(here.refreshJwt).jti })).status,
    ).toBe(401);
    expect((await sdk.refresh(here.refreshJwt)).ok).toBe(true);
  });
});
