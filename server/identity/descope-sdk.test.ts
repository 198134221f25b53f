import createSdk from '@descope/core-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { type SdkSession, signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { createLocalTokenVerifier } from './token-verifier';

const legs = await databaseLegs();

describe.each(legs.map((l) => [l.name, l] as const))(
  'the real @descope/core-js-sdk against the identity plugin (%s)',
  (_n, leg) => {
    let database: Database;
    let t: IdentityTestApp;
    let sdk: ReturnType<typeof createSdk>;

    beforeAll(async () => {
      database = await leg.open();
      t = await startIdentityApp(database);
      sdk = createSdk({ projectId: TEST_PROJECT_ID, baseUrl: `${t.origin}/identity` });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
    });

    async function lastLinkTo(email: string): Promise<string> {
      const res = await fetch(`${t.origin}/dev/outbox`);
      const messages = (await res.json()) as Array<{ to: string; link: string; subject: string; sentAt: string }>;
      const mine = messages.filter((m) => m.to === email);
      return mine[mine.length - 1].link;
    }

    const signIn = (email: string): Promise<SdkSession> =>
      signInWithMagicLink(sdk, t.outbox, email, `${TEST_APP_ORIGIN}/welcome`);

    it('signs up by magic link, verifies, refreshes, reads me, logs out, and the refresh token then fails', async () => {
      const sent = await sdk.magicLink.signUpOrIn.email('Jane.Doe@Example.com', `${TEST_APP_ORIGIN}/welcome?from=mail`);
      expect(sent).toMatchObject({ ok: true, code: 200, data: { maskedEmail: 'j***@example.com' } });

      const link = await lastLinkTo('jane.doe@example.com');
      expect(link.startsWith(`${TEST_APP_ORIGIN}/welcome?from=mail&t=`)).toBe(true);
      expect(t.printed.some((line) => line.includes(link))).toBe(true);
      const token = new URL(link).searchParams.get('t') as string;

      const verified = await sdk.magicLink.verify(token);
      expect(verified.ok).toBe(true);
      const data = verified.data!;
      expect(data.firstSeen).toBe(true);
      expect(data.user).toMatchObject({
        loginIds: ['jane.doe@example.com'],
        email: 'jane.doe@example.com',
        verifiedEmail: true,
        roleNames: [],
        userTenants: [],
        status: 'enabled',
      });
      expect(typeof data.user!.createdTime).toBe('number');
      expect(data.sessionExpiration).toBeGreaterThan(Date.now() / 1000);
      expect(data.claims).toMatchObject({ sub: data.user!.userId, drn: 'DS' });

      const jwks = await (await fetch(`${t.origin}/identity/v2/keys/${TEST_PROJECT_ID}`)).json();
      const claims = await createLocalTokenVerifier(jwks, TEST_PROJECT_ID)(data.sessionJwt);
      expect(claims).toMatchObject({
        sub: data.user!.userId,
        iss: TEST_PROJECT_ID,
        email: 'jane.doe@example.com',
        roles: [],
        tenants: {},
      });

      const again = await sdk.magicLink.verify(token);
      expect(again).toMatchObject({ ok: false, code: 401, error: { errorDescription: 'Invalid token provided' } });

      const refreshed = await sdk.refresh(data.refreshJwt);
      expect(refreshed.ok).toBe(true);
      expect(refreshed.data!.sessionJwt).toEqual(expect.any(String));
      await expect(createLocalTokenVerifier(jwks, TEST_PROJECT_ID)(refreshed.data!.sessionJwt)).resolves.toMatchObject({
        sub: data.user!.userId,
      });

      const me = await sdk.me(data.refreshJwt);
      expect(me).toMatchObject({ ok: true, data: { userId: data.user!.userId, email: 'jane.doe@example.com' } });

      const out = await sdk.logout(data.refreshJwt);
      expect(out).toMatchObject({ ok: true, code: 200, data: {} });
      const after = await sdk.refresh(data.refreshJwt);
      expect(after).toMatchObject({ ok: false, code: 401, error: { errorDescription: 'Invalid token provided' } });
      expect((await sdk.me(data.refreshJwt)).code).toBe(401);

      const second = await signIn('jane.doe@example.com');
      expect(second.firstSeen).toBe(false);
    });

    it('logoutall revokes every refresh token of the user, not other users', async () => {
      const a = await signIn('sam@example.com');
      const b = await signIn('sam@example.com');
      const other = await signIn('kim@example.com');
      expect((await sdk.refresh(b.refreshJwt)).ok).toBe(true);
      expect(await sdk.logoutAll(a.refreshJwt)).toMatchObject({ ok: true, data: {} });
      expect((await sdk.refresh(a.refreshJwt)).code).toBe(401);
      expect((await sdk.refresh(b.refreshJwt)).code).toBe(401);
      expect((await sdk.refresh(other.refreshJwt)).ok).toBe(true);
    });

    it('lists the active sessions of the user (decision 0264): this one marked, factors, logged-out ones gone', async () => {
      const sessionsOf = async (refreshJwt: string) => {
        const res = await sdk.httpClient.get('/v1/auth/me/sessions', { token: refreshJwt });
        return { status: res.status, body: await res.json() };
      };
      const a = await signIn('lee@example.com');
      const b = await signIn('lee@example.com');
      await signIn('ray@example.com');
      expect((await sdk.refresh(b.refreshJwt)).ok).toBe(true);
      const listed = await sessionsOf(a.refreshJwt);
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(2);
      const [first, second] = listed.body as Array<{
        id: string;
        createdTime: number;
        lastUsedTime: number;
        amr: string[];
        current: boolean;
      }>;
      expect(first.lastUsedTime).toBeGreaterThanOrEqual(second.lastUsedTime);
      expect(listed.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      for (const s of listed.body) {
        expect(s.amr).toEqual(['email']);
        expect(s.lastUsedTime).toBeGreaterThanOrEqual(s.createdTime);
        expect(JSON.stringify(s)).not.toContain(a.refreshJwt);
      }
      expect((await sessionsOf(b.refreshJwt)).body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect((await sdk.logout(b.refreshJwt)).ok).toBe(true);
      expect((await sessionsOf(a.refreshJwt)).body).toHaveLength(1);
      expect((await sessionsOf(a.refreshJwt)).body[0].current).toBe(true);
      expect((await sdk.logoutAll(a.refreshJwt)).ok).toBe(true);
      expect((await sessionsOf(a.refreshJwt)).status).toBe(401);
    });

    it("gives the support role to a configured e-mail, readable with the SDK's JWT helpers", async () => {
      const s = await signIn('help@example.com');
      expect(sdk.getJwtRoles(s.sessionJwt)).toEqual(['support']);
      expect(sdk.getJwtPermissions(s.sessionJwt)).toEqual([]);
      expect(sdk.getTenants(s.sessionJwt)).toEqual([]);
      expect(sdk.isJwtExpired(s.sessionJwt)).toBe(false);
      expect((await sdk.me(s.refreshJwt)).data!.roleNames).toEqual(['support']);
      const plain = await signIn('user@example.com');
      expect(sdk.getJwtRoles(plain.sessionJwt)).toEqual([]);
    });

    it('answers a refused redirect and an unknown link with Descope error bodies', async () => {
      const bad = await sdk.magicLink.signUpOrIn.email('eve@example.com', 'https://evil.example/steal');
      expect(bad).toMatchObject({
        ok: false,
        code: 400,
        error: { errorCode: expect.any(String), errorDescription: 'Request is invalid' },
      });
      const unknown = await sdk.magicLink.verify('not-a-real-token');
      expect(unknown).toMatchObject({ ok: false, code: 401, error: { errorDescription: 'Invalid token provided' } });
    });
  },
);
