import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldCipher, isEncrypted } from '../crypto/field-cipher';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { TotpClock } from '../test-support/totp-clock';
import { type SdkSession, signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { totpCode } from './totp';
import { createLocalTokenVerifier } from './token-verifier';

const legs = await databaseLegs();

describe.each(legs.map((l) => [l.name, l] as const))('TOTP through the real @descope/core-js-sdk (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;
  let sdk: ReturnType<typeof createSdk>;
  const cipher = new FieldCipher([FieldCipher.generateKey()]);
  /** The server's clock, moved to the next TOTP step when a test needs another code. */
  const clock = new TotpClock();
  const nowSec = (): number => clock.nowSec();
  const nextStep = (): void => clock.nextStep();

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database, {
      cipher,
      now: () => clock.now(),
      rateLimit: { max: 6, maxPerIp: 1000, windowMs: 60_000 },
    });
    sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const signIn = (email: string): Promise<SdkSession> => signInWithMagicLink(sdk, t.outbox, email, `${TEST_APP_ORIGIN}/`);

  const amrOf = (jwt: string): unknown => decodeJwt(jwt).amr;

  it('adds TOTP to a magic-link user (update, then verify with mfa): amr lists both factors, refresh keeps it', async () => {
    const s = await signIn('ann@example.com');
    expect(amrOf(s.sessionJwt)).toEqual(['email']);
    const enrol = await sdk.totp.update('ann@example.com', s.refreshJwt);
    expect(enrol.ok).toBe(true);
    const { key, provisioningURL, image } = enrol.data!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(provisioningURL).toBe(`otpauth://totp/${TEST_PROJECT_ID}:ann%40example.com?secret=${key}&issuer=${TEST_PROJECT_ID}`);
    expect(image).toBe('');
    expect((await sdk.me(s.refreshJwt)).data!.TOTP).toBe(false); // not confirmed yet

    const res = await sdk.totp.verify('ann@example.com', totpCode(key, nowSec()), { mfa: true }, s.refreshJwt);
    expect(res.ok).toBe(true);
    const data = res.data!;
    expect(data.user).toMatchObject({ email: 'ann@example.com', TOTP: true });
    const jwks = await (await fetch(`${t.origin}/identity/v2/keys/${TEST_PROJECT_ID}`)).json();
    const claims = await createLocalTokenVerifier(jwks, TEST_PROJECT_ID)(data.sessionJwt);
    expect(claims).toMatchObject({ sub: data.user!.userId, amr: ['email', 'totp', 'mfa'] });
    expect((await sdk.me(data.refreshJwt!)).data!.TOTP).toBe(true);
    expect(amrOf((await sdk.refresh(data.refreshJwt)).data!.sessionJwt)).toEqual(['email', 'totp', 'mfa']);
    // The stepped-up session replaces the one-factor one.
    expect((await sdk.refresh(s.refreshJwt)).code).toBe(401);
  });

  it('refuses a wrong code and a used code with the provider message, then signs in with TOTP alone', async () => {
    const s = await signIn('bob@example.com');
    const { key } = (await sdk.totp.update('bob@example.com', s.refreshJwt)).data!;
    const code = totpCode(key, nowSec());
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sdk.totp.verify('bob@example.com', wrong, { mfa: true }, s.refreshJwt)).toMatchObject({
      ok: false,
      code: 401,
      error: { errorCode: 'E061102', errorDescription: 'Failed to verify TOTP code' },
    });
    expect((await sdk.totp.verify('bob@example.com', code, { mfa: true }, s.refreshJwt)).ok).toBe(true);
    expect(await sdk.totp.verify('bob@example.com', code)).toMatchObject({
      ok: false,
      code: 401,
      error: { errorMessage: 'The code is wrong or was already used' },
    });
    nextStep();
    const alone = await sdk.totp.verify('bob@example.com', totpCode(key, nowSec()));
    expect(alone.ok).toBe(true);
    expect(amrOf(alone.data!.sessionJwt)).toEqual(['totp']);
    expect(alone.data!.refreshJwt).toEqual(expect.any(String));
  });

  it('keeps TOTP secrets encrypted at rest with the field cipher', async () => {
    const s = await signIn('cy@example.com');
    const { key } = (await sdk.totp.update('cy@example.com', s.refreshJwt)).data!;
    expect((await sdk.totp.verify('cy@example.com', totpCode(key, nowSec()), { mfa: true }, s.refreshJwt)).ok).toBe(true);
    const rows = await database.db.selectFrom('identity_totp').selectAll().execute();
    const row = rows.find((r) => r.secret_enc !== null && cipher.decrypt(r.secret_enc) === key);
    expect(row).toBeDefined();
    expect(isEncrypted(row!.secret_enc)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('a new secret replaces the old one only when its first code is confirmed', async () => {
    const s = await signIn('dee@example.com');
    const first = (await sdk.totp.update('dee@example.com', s.refreshJwt)).data!.key;
    const r1 = await sdk.totp.verify('dee@example.com', totpCode(first, nowSec()), { mfa: true }, s.refreshJwt);
    expect(r1.ok).toBe(true);
    const second = (await sdk.totp.update('dee@example.com', r1.data!.refreshJwt)).data!.key;
    nextStep();
    expect((await sdk.totp.verify('dee@example.com', totpCode(first, nowSec()))).ok).toBe(true); // old still active
    nextStep();
    // A code of the pending secret alone does not confirm it (decision 0269): the session with mfa does.
    expect((await sdk.totp.verify('dee@example.com', totpCode(second, nowSec()))).code).toBe(401);
    expect((await sdk.totp.verify('dee@example.com', totpCode(second, nowSec()), { mfa: true }, r1.data!.refreshJwt)).ok).toBe(
      true,
    ); // confirms new
    nextStep();
    expect((await sdk.totp.verify('dee@example.com', totpCode(first, nowSec()))).code).toBe(401);
  });

  it('update needs the signed-in user own refresh token', async () => {
    const s = await signIn('eve@example.com');
    expect(await sdk.totp.update('ann@example.com', s.refreshJwt)).toMatchObject({
      ok: false,
      code: 401,
      error: { errorDescription: 'Invalid token provided' },
    });
    expect((await sdk.totp.update('eve@example.com')).code).toBe(401);
    expect((await sdk.totp.update('eve@example.com', 'not-a-jwt')).code).toBe(401);
    expect(await sdk.totp.verify('eve@example.com', '123456', { mfa: true })).toMatchObject({ ok: false, code: 401 });
  });

  it('signs up a new user with TOTP; a taken login id is refused; a later magic link drops an unproven factor', async () => {
    const up = await sdk.totp.signUp('fay@example.com', { name: 'Fay Doe' });
    expect(up.ok).toBe(true);
    const key = up.data!.key;
    const signedIn = await sdk.totp.verify('fay@example.com', totpCode(key, nowSec()));
    expect(signedIn.ok).toBe(true);
    expect(signedIn.data!.user).toMatchObject({ name: 'Fay Doe', verifiedEmail: false, TOTP: true });
    expect(amrOf(signedIn.data!.sessionJwt)).toEqual(['totp']);
    expect(await sdk.totp.signUp('FAY@example.com')).toMatchObject({
      ok: false,
      code: 400,
      error: { errorMessage: 'A user with this login ID already exists' },
    });
    await signIn('gus@example.com');
    expect((await sdk.totp.signUp('gus@example.com')).code).toBe(400);
    expect(await sdk.totp.signUp('not-an-email')).toMatchObject({ ok: false, code: 400 });

    // The address owner proves it by magic link: the factor someone enrolled before is removed.
    const owner = await signIn('fay@example.com');
    expect(owner.firstSeen).toBe(true);
    expect((await sdk.me(owner.refreshJwt)).data!.TOTP).toBe(false);
    nextStep();
    expect((await sdk.totp.verify('fay@example.com', totpCode(key, nowSec()))).code).toBe(401);
  });

  it('rate-limits code attempts per login id with 429 and retryAfter', async () => {
    await signIn('hal@example.com');
    const codes = ['000001', '000002', '000003', '000004', '000005', '000006'];
    for (const c of codes) expect((await sdk.totp.verify('hal@example.com', c)).code).toBe(401);
    const limited = await sdk.totp.verify('hal@example.com', '000007');
    expect(limited).toMatchObject({ ok: false, code: 429, error: { errorDescription: 'Too many requests' } });
    expect(Number((limited.error as { retryAfter?: string | number }).retryAfter)).toBeGreaterThan(0);
  });

  it('answers hostile bodies with 400 Descope errors, never 500', async () => {
    const post = async (path: string, body: unknown): Promise<number> =>
      (
        await fetch(`${t.origin}/identity/v1/auth/totp/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_PROJECT_ID}` },
          body: JSON.stringify(body),
        })
      ).status;
    expect(await post('signup', { loginId: 42 })).toBe(400);
    expect(await post('signup', { loginId: 'x@example.com', user: 'nope' })).toBe(200);
    expect(await post('verify', { loginId: 'ann@example.com', code: { $gt: '' } })).toBe(400);
    expect(await post('verify', { loginId: ['ann@example.com'], code: '123456' })).toBe(400);
    expect(await post('verify', { loginId: 'ann@example.com', code: '123456', loginOptions: { mfa: true } })).toBe(401);
  });
});
