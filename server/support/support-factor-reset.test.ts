import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FactorStore } from '../identity/factor-store';
import { IdentityStore } from '../identity/identity-store';
import { PasskeyStore } from '../identity/passkey-store';
import type { IdentityTables } from '../identity/schema';
import { TOTP_PERIOD_SEC, totpCode } from '../identity/totp';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { FACTOR_RESET_NOTICE } from './support-routes';

const SUPPORT = 'helen-support@example.com';
const KIM = 'kim.lost@example.com';
const REASON = 'Lost phone and recovery codes; identity checked on a video call';

for (const leg of await databaseLegs()) {
  describe(`support resets a user's second factors (${leg.name})`, () => {
    let app: TestApp;
    let support: TestClient;
    let kim: TestClient;
    let other: TestClient;
    let identityDb: Kysely<IdentityTables>;

    /** Calls the embedded identity service as the SDK does (project id, or project id and refresh token). */
    async function identity(path: string, body: unknown, refreshJwt?: string): Promise<{ status: number; body: any }> {
      const bearer = refreshJwt === undefined ? app.config.descopeProjectId : `${app.config.descopeProjectId}:${refreshJwt}`;
      const res = await fetch(`${app.origin}/identity${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    }

    /** A magic-link sign-in only (amr email): the token response with its refresh token. */
    async function magicLink(email: string): Promise<{ sessionJwt: string; refreshJwt: string }> {
      await identity('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${app.origin}/` });
      const link = app.outbox
        .list()
        .filter((m) => m.to === email && m.subject === 'Your sign-in link')
        .at(-1)?.link as string;
      const verified = await identity('/v1/auth/magiclink/verify', { token: new URL(link).searchParams.get('t') });
      expect(verified.status).toBe(200);
      return verified.body;
    }

    const reset = (client: TestClient, userId: string, body: unknown = { reason: REASON }) =>
      client.post(`/support/users/${userId}/factors/reset`, body);

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), supportEmails: [SUPPORT] });
      identityDb = app.database.db as unknown as Kysely<IdentityTables>;
      support = await app.signIn(SUPPORT);
      // Kim enrols an authenticator app (with recovery codes) and a passkey, then loses all of them.
      kim = await app.signIn(KIM, { secondFactor: true });
      other = await app.signIn('olga.other@example.com');
      for (const c of [support, kim, other]) expect((await c.get('/me')).status).toBe(200);
      await new PasskeyStore(identityDb).add(
        { credentialId: 'cred-kim-1', userId: kim.userId as string, publicKey: 'pk', counter: 0, transports: ['internal'] },
        'Kim laptop',
        new Date(),
      );
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('answers 403 to a user without the support role and 403 step_up_required to support without a second factor', async () => {
      const id = kim.userId as string;
      const notSupport = await reset(other, id);
      expect(notSupport.status).toBe(403);
      expect(notSupport.body).toEqual({ error: 'forbidden', message: 'Only support users may use the support console' });
      const inboxOnly = await app.signIn(SUPPORT, { secondFactor: false });
      const noMfa = await reset(inboxOnly, id);
      expect(noMfa.status).toBe(403);
      expect(noMfa.body).toEqual({
        error: 'step_up_required',
        message: 'Support users need a second factor before using the support console.',
      });
      expect(await new FactorStore(identityDb).enrolled(id)).toEqual({ totp: true, webauthn: true });
    });

    test('needs a reason (400 with the field message), a known user (404) and someone else (409); nothing changes', async () => {
      const id = kim.userId as string;
      for (const body of [{}, { reason: '   ' }]) {
        const r = await reset(support, id, body);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ error: 'validation', fields: { reason: ['Enter the reason for the reset'] } });
      }
      expect((await reset(support, id, { reason: 'x'.repeat(1001) })).status).toBe(400);
      expect((await reset(support, 'nobody')).status).toBe(404);
      const self = await reset(support, support.userId as string);
      expect(self.status).toBe(409);
      expect(self.body).toEqual({ error: 'conflict', message: 'You cannot reset your own second factors' });
      expect(await new FactorStore(identityDb).enrolled(id)).toEqual({ totp: true, webauthn: true });
      expect(await new FactorStore(identityDb).enrolled(support.userId as string)).toEqual({ totp: true, webauthn: false });
      const trail = (await support.get('/support/audit', { query: { participant: id } })).body.items;
      expect(trail.filter((e: { action: string }) => e.action === 'reset_factors')).toEqual([]);
    });

    test('removes TOTP, passkeys and recovery codes, ends every session, tells the user, audits the reason; a magic link then enrols a fresh first factor', async () => {
      const id = kim.userId as string;
      // Locked out: with only the inbox, Kim may not add a new factor while the lost ones exist (decision 0269).
      const before = await magicLink(KIM);
      expect((await identity('/v1/auth/totp/update', { loginId: KIM }, before.refreshJwt)).status).toBe(401);
      const codes = () => identityDb.selectFrom('identity_recovery_codes').select('user_id').where('user_id', '=', id).execute();
      expect((await codes()).length).toBeGreaterThan(0);
      const sent = app.outbox.list().length;

      const done = await reset(support, id);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ user_id: id, reset_at: expect.any(String) });

      expect(await new FactorStore(identityDb).enrolled(id)).toEqual({ totp: false, webauthn: false });
      expect(await codes()).toEqual([]);
      expect(await new IdentityStore(identityDb).activeRefreshTokens(id, new Date())).toEqual([]);
      const refresh = await identity('/v1/auth/refresh', {}, before.refreshJwt);
      expect(refresh.status).toBe(401);
      // The support user's own factors and session are untouched.
      expect(await new FactorStore(identityDb).enrolled(support.userId as string)).toEqual({ totp: true, webauthn: false });
      expect((await support.get('/support/users', { query: { q: KIM } })).status).toBe(200);

      const notices = app.outbox.list().slice(sent);
      expect(notices).toEqual([
        {
          to: KIM,
          subject: 'Your second factors were reset by support',
          text:
            'Support removed your authenticator app, passkeys and recovery codes and signed you out everywhere. ' +
            'Sign in with a link sent to this address and add a new second factor on your profile. ' +
            'If you did not ask for this, contact support at once.',
          link: `${app.origin}/`,
          sentAt: expect.any(String),
        },
      ]);
      expect(notices[0]).toMatchObject(FACTOR_RESET_NOTICE);

      const trail = (await support.get('/support/audit', { query: { participant: id } })).body.items;
      expect(trail[0]).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        agent_id: support.userId,
        agent_email: SUPPORT,
        agent_name: null,
        participant_id: id,
        participant_email: KIM,
        participant_name: null,
        action: 'reset_factors',
        object_type: 'user',
        object_id: id,
        reason: REASON,
      });
      const csv = await support.get('/support/audit.csv', { query: { participant: id } });
      expect(csv.text).toContain(`,${KIM},Reset the second factors,user,${id},${REASON}\r\n`);

      // Kim signs in by magic link and enrols a fresh authenticator app as a first factor, then gets mfa with it.
      const after = await magicLink(KIM);
      const enrolment = await identity('/v1/auth/totp/update', { loginId: KIM }, after.refreshJwt);
      expect(enrolment.status).toBe(200);
      expect(enrolment.body.recoveryCodes).toHaveLength(10);
      const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SEC);
      const verified = await identity(
        '/v1/auth/totp/verify',
        { loginId: KIM, code: totpCode(enrolment.body.key, step * TOTP_PERIOD_SEC), loginOptions: { mfa: true } },
        after.refreshJwt,
      );
      expect(verified.status).toBe(200);
      expect(decodeJwt(verified.body.sessionJwt).amr).toEqual(expect.arrayContaining(['email', 'totp', 'mfa']));
      expect(await new FactorStore(identityDb).enrolled(id)).toEqual({ totp: true, webauthn: false });
    });
  });
}
