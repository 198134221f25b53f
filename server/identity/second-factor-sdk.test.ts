import createSdk from '@descope/core-js-sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { type SdkSession, signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { RECOVERY_CODE_PATTERN, hashRecoveryCode } from './recovery-codes';
import { SoftAuthenticator } from './soft-authenticator';
import { totpCode } from './totp';

const legs = await databaseLegs();

describe.each(legs.map((l) => [l.name, l] as const))('Recovery codes, passkeys, removal and history (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;
  let sdk: ReturnType<typeof createSdk>;
  /** The server's clock runs ahead of real time by this much. */
  let offsetMs = 0;
  const nowSec = (): number => Math.floor((Date.now() + offsetMs) / 1000);
  const later = (sec: number): void => {
    offsetMs += sec * 1000;
  };

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database, {
      now: () => new Date(Date.now() + offsetMs),
      rateLimit: { max: 8, maxPerIp: 1000, windowMs: 60_000 },
    });
    sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const signIn = (email: string): Promise<SdkSession> => signInWithMagicLink(sdk, t.outbox, email, `${TEST_APP_ORIGIN}/`);
  const post = async (path: string, token: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${t.origin}/identity${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_PROJECT_ID}:${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const amrOf = (jwt: string): unknown => decodeJwt(jwt).amr;

  it('gives ten recovery codes at enrolment, stored hashed, usable once and only after the secret is confirmed', async () => {
    const s = await signIn('rae@example.com');
    const enrol = (await sdk.totp.update('rae@example.com', s.refreshJwt)).data as unknown as {
      key: string;
      recoveryCodes: string[];
    };
    expect(enrol.recoveryCodes).toHaveLength(10);
    for (const c of enrol.recoveryCodes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(enrol.recoveryCodes).size).toBe(10);
    const [first, second] = enrol.recoveryCodes;
    // Not confirmed yet: a recovery code does nothing.
    expect((await sdk.totp.verify('rae@example.com', first)).code).toBe(401);
    const confirmed = await sdk.totp.verify('rae@example.com', totpCode(enrol.key, nowSec()), { mfa: true }, s.refreshJwt);
    expect(confirmed.ok).toBe(true);
    const rows = await database.db.selectFrom('identity_recovery_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(rows.some((r) => r.code_hash === hashRecoveryCode(first))).toBe(true);

    const withCode = await sdk.totp.verify('rae@example.com', first.toUpperCase());
    expect(withCode.ok).toBe(true);
    expect(amrOf(withCode.data!.sessionJwt)).toEqual(['totp']);
    expect(await sdk.totp.verify('rae@example.com', first)).toMatchObject({
      ok: false,
      code: 401,
      error: { errorCode: 'E061102', errorDescription: 'Failed to verify TOTP code' },
    });
    expect((await sdk.totp.verify('rae@example.com', second, { mfa: true }, confirmed.data!.refreshJwt!)).ok).toBe(true);
  });

  it('removes TOTP only with a fresh sign-in (5 minutes), then the codes stop working', async () => {
    const s = await signIn('sid@example.com');
    const enrol = (await sdk.totp.update('sid@example.com', s.refreshJwt)).data as unknown as {
      key: string;
      recoveryCodes: string[];
    };
    const r = await sdk.totp.verify('sid@example.com', totpCode(enrol.key, nowSec()), { mfa: true }, s.refreshJwt);
    later(6 * 60);
    const stale = await post('/v1/auth/totp/delete', r.data!.refreshJwt!, { loginId: 'sid@example.com' });
    expect(stale).toMatchObject({
      status: 401,
      body: { errorCode: 'E061005', errorMessage: 'Sign in again to make this change' },
    });
    expect((await sdk.me(r.data!.refreshJwt)).data!.TOTP).toBe(true);
    // A fresh magic link alone is refused (decision 0269); a fresh sign-in with the factor (here a recovery code) is not.
    const inbox = await signIn('sid@example.com');
    expect(await post('/v1/auth/totp/delete', inbox.refreshJwt, { loginId: 'sid@example.com' })).toMatchObject({
      status: 401,
      body: {
        errorCode: 'E061005',
        errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods',
      },
    });
    const fresh = (await sdk.totp.verify('sid@example.com', enrol.recoveryCodes[1], { mfa: true }, inbox.refreshJwt)).data!;
    expect((await post('/v1/auth/totp/delete', fresh.refreshJwt!, { loginId: 'ann@example.com' })).status).toBe(401);
    expect((await post('/v1/auth/totp/delete', fresh.refreshJwt!, { loginId: 'sid@example.com' })).status).toBe(200);
    expect((await sdk.me(fresh.refreshJwt!)).data!.TOTP).toBe(false);
    expect((await sdk.totp.verify('sid@example.com', enrol.recoveryCodes[0])).code).toBe(401);
  });

  it('answers the sign-in history (Descope shape) of the caller only, newest first', async () => {
    const a = await signIn('hil@example.com');
    later(10);
    const b = await signIn('hil@example.com');
    await signIn('other@example.com');
    const h = await sdk.history(b.refreshJwt);
    expect(h.ok).toBe(true);
    const list = h.data as unknown as Array<{ userId: string; loginTime: number; ip: string; city: string; country: string }>;
    expect(list).toHaveLength(2);
    const userId = decodeJwt(a.sessionJwt).sub;
    expect(list[0]).toEqual({ userId, loginTime: expect.any(Number), city: '', country: '', ip: '127.0.0.1' });
    expect(list[0].loginTime).toBeGreaterThan(list[1].loginTime);
    expect((await sdk.history('not-a-jwt')).code).toBe(401);
  });

  it('adds a passkey to a signed-in user and signs in with it alone (amr webauthn + mfa), the counter growing', async () => {
    const s = await signIn('pam@example.com');
    const key = new SoftAuthenticator();
    const start = await sdk.webauthn.update.start('pam@example.com', TEST_APP_ORIGIN, s.refreshJwt);
    expect(start.ok).toBe(true);
    expect(start.data!.create).toBe(true);
    const creation = JSON.parse(start.data!.options).publicKey;
    expect(creation).toMatchObject({ rp: { id: 'app.test' }, user: { name: 'pam@example.com' } });
    expect(creation.authenticatorSelection.userVerification).toBe('required');
    const done = await sdk.webauthn.update.finish(start.data!.transactionId, key.register(start.data!.options, TEST_APP_ORIGIN));
    expect(done.ok).toBe(true);
    expect((await sdk.me(s.refreshJwt)).data).toMatchObject({ webauthn: true });

    const begin = await sdk.webauthn.signIn.start('pam@example.com', TEST_APP_ORIGIN);
    expect(JSON.parse(begin.data!.options).publicKey.allowCredentials).toHaveLength(1);
    const signedIn = await sdk.webauthn.signIn.finish(
      begin.data!.transactionId,
      key.assert(begin.data!.options, TEST_APP_ORIGIN),
    );
    expect(signedIn.ok).toBe(true);
    expect(amrOf(signedIn.data!.sessionJwt)).toEqual(['webauthn', 'mfa']);
    expect(signedIn.data!.user).toMatchObject({ email: 'pam@example.com', webauthn: true });
    // The same challenge never works twice.
    expect(
      (await sdk.webauthn.signIn.finish(begin.data!.transactionId, key.assert(begin.data!.options, TEST_APP_ORIGIN))).code,
    ).toBe(401);
    // A cloned authenticator (the counter did not grow) is refused.
    const again = await sdk.webauthn.signIn.start('pam@example.com', TEST_APP_ORIGIN);
    expect(
      await sdk.webauthn.signIn.finish(
        again.data!.transactionId,
        key.assert(again.data!.options, TEST_APP_ORIGIN, { counter: 1 }),
      ),
    ).toMatchObject({ ok: false, code: 401, error: { errorCode: 'E061301', errorDescription: 'Failed to verify passkey' } });
  });

  it('refuses a passkey answer for another origin, RP id or challenge, and an origin not allowed at start', async () => {
    const s = await signIn('ola@example.com');
    const key = new SoftAuthenticator();
    const wrongRp = await sdk.webauthn.update.start('ola@example.com', TEST_APP_ORIGIN, s.refreshJwt);
    expect(
      (
        await sdk.webauthn.update.finish(
          wrongRp.data!.transactionId,
          key.register(wrongRp.data!.options, TEST_APP_ORIGIN, { rpId: 'evil.test' }),
        )
      ).code,
    ).toBe(401);
    const wrongOrigin = await sdk.webauthn.update.start('ola@example.com', TEST_APP_ORIGIN, s.refreshJwt);
    expect(
      (
        await sdk.webauthn.update.finish(
          wrongOrigin.data!.transactionId,
          key.register(wrongOrigin.data!.options, 'http://evil.test'),
        )
      ).code,
    ).toBe(401);
    const ok = await sdk.webauthn.update.start('ola@example.com', TEST_APP_ORIGIN, s.refreshJwt);
    expect((await sdk.webauthn.update.finish(ok.data!.transactionId, key.register(ok.data!.options, TEST_APP_ORIGIN))).ok).toBe(
      true,
    );

    const a = await sdk.webauthn.signIn.start('ola@example.com', TEST_APP_ORIGIN);
    const b = await sdk.webauthn.signIn.start('ola@example.com', TEST_APP_ORIGIN);
    // An answer to challenge b presented under transaction a.
    expect((await sdk.webauthn.signIn.finish(a.data!.transactionId, key.assert(b.data!.options, TEST_APP_ORIGIN))).code).toBe(
      401,
    );
    expect((await sdk.webauthn.signIn.finish(b.data!.transactionId, key.assert(b.data!.options, 'http://evil.test'))).code).toBe(
      401,
    );
    const c = await sdk.webauthn.signIn.start('ola@example.com', TEST_APP_ORIGIN);
    expect(
      (
        await sdk.webauthn.signIn.finish(
          c.data!.transactionId,
          key.assert(c.data!.options, TEST_APP_ORIGIN, { rpId: 'evil.test' }),
        )
      ).code,
    ).toBe(401);

    expect(await sdk.webauthn.signIn.start('ola@example.com', 'http://evil.test')).toMatchObject({ ok: false, code: 400 });
    // An unknown user gets options too (nothing is learnt), and the finish fails.
    const nobody = await sdk.webauthn.signIn.start('nobody@example.com', TEST_APP_ORIGIN);
    expect(JSON.parse(nobody.data!.options).publicKey.allowCredentials).toEqual([]);
    expect(
      (await sdk.webauthn.signIn.finish(nobody.data!.transactionId, key.assert(nobody.data!.options, TEST_APP_ORIGIN))).code,
    ).toBe(401);
  });

  it('removes passkeys only with a fresh sign-in; hostile bodies get 400, never 500', async () => {
    const s = await signIn('pia@example.com');
    const key = new SoftAuthenticator();
    const st = await sdk.webauthn.update.start('pia@example.com', TEST_APP_ORIGIN, s.refreshJwt);
    await sdk.webauthn.update.finish(st.data!.transactionId, key.register(st.data!.options, TEST_APP_ORIGIN));
    later(6 * 60);
    expect((await post('/v1/auth/webauthn/delete', s.refreshJwt, { loginId: 'pia@example.com' })).status).toBe(401);
    expect(
      (await post('/v1/auth/webauthn/delete', (await signIn('pia@example.com')).refreshJwt, { loginId: 'pia@example.com' }))
        .status,
    ).toBe(401);
    // A fresh sign-in with the passkey (amr webauthn + mfa) may remove it (decision 0269).
    const begin = await sdk.webauthn.signIn.start('pia@example.com', TEST_APP_ORIGIN);
    const fresh = (await sdk.webauthn.signIn.finish(begin.data!.transactionId, key.assert(begin.data!.options, TEST_APP_ORIGIN)))
      .data!;
    expect((await post('/v1/auth/webauthn/delete', fresh.refreshJwt!, { loginId: 'pia@example.com' })).status).toBe(200);
    expect((await sdk.me(fresh.refreshJwt!)).data).toMatchObject({ webauthn: false });

    expect((await post('/v1/auth/webauthn/signin/finish', '', { transactionId: 42, response: 'x' })).status).toBe(400);
    expect((await post('/v1/auth/webauthn/signin/finish', '', { transactionId: 'x', response: { id: 1 } })).status).toBe(401);
    const open = await sdk.webauthn.signIn.start('pia@example.com', TEST_APP_ORIGIN);
    expect(
      (await post('/v1/auth/webauthn/signin/finish', '', { transactionId: open.data!.transactionId, response: '{' })).status,
    ).toBe(400);
    expect((await post('/v1/auth/webauthn/signin/start', '', { loginId: 'pia@example.com', origin: 'not a url' })).status).toBe(
      400,
    );
  });

  it('changes the e-mail only when the link sent to the new address is opened; a taken address is refused', async () => {
    const s = await signIn('old@example.com');
    const sent = await sdk.magicLink.update.email(
      'old@example.com',
      'New@Example.com',
      `${TEST_APP_ORIGIN}/profile`,
      s.refreshJwt,
    );
    expect(sent).toMatchObject({ ok: true, data: { maskedEmail: 'n***@example.com' } });
    expect((await sdk.me(s.refreshJwt)).data!.email).toBe('old@example.com'); // not before the link is opened
    const messages = (await (await fetch(`${t.origin}/dev/outbox`)).json()) as Array<{
      to: string;
      subject: string;
      link: string;
    }>;
    const mail = messages.filter((m) => m.to === 'new@example.com').at(-1)!;
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(mail.link.startsWith(`${TEST_APP_ORIGIN}/profile?t=`)).toBe(true);
    const confirmed = await sdk.magicLink.verify(new URL(mail.link).searchParams.get('t')!);
    expect(confirmed.ok).toBe(true);
    expect(confirmed.data!.user).toMatchObject({
      userId: decodeJwt(s.sessionJwt).sub,
      email: 'new@example.com',
      loginIds: ['new@example.com'],
    });
    expect((await sdk.magicLink.verify(new URL(mail.link).searchParams.get('t')!)).code).toBe(401);

    await signIn('taken@example.com');
    const other = await signIn('mover@example.com');
    await sdk.magicLink.update.email('mover@example.com', 'taken@example.com', `${TEST_APP_ORIGIN}/`, other.refreshJwt);
    const all = (await (await fetch(`${t.origin}/dev/outbox`)).json()) as Array<{ to: string; subject: string; link: string }>;
    const link = all.filter((m) => m.to === 'taken@example.com' && m.subject === 'Confirm your new e-mail address').at(-1)!.link;
    expect(await sdk.magicLink.verify(new URL(link).searchParams.get('t')!)).toMatchObject({ ok: false, code: 400 });
    expect(
      (await sdk.magicLink.update.email('old@example.com', 'x@example.com', `${TEST_APP_ORIGIN}/`, other.refreshJwt)).code,
    ).toBe(401);
    expect(
      (await sdk.magicLink.update.email('mover@example.com', 'x@example.com', 'http://evil.test/', other.refreshJwt)).code,
    ).toBe(400);
  });
});
