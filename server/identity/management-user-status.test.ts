import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { installUserStatusGuard, USER_DISABLED_MESSAGE, UserStatusStore } from './management-user-status';

const legs = await databaseLegs();

describe.each(legs.map((l) => [l.name, l] as const))('a disabled user (%s)', (_n, leg) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database: await leg.open() });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/identity${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${t.config.descopeProjectId}${token ? `:${token}` : ''}` },
    });

  async function linkToken(email: string): Promise<string> {
    const res = await post('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${t.origin}/` });
    expect(res.statusCode).toBe(200);
    const link = t.outbox
      .list()
      .filter((m) => m.to === email)
      .at(-1)?.link as string;
    return new URL(link).searchParams.get('t') as string;
  }

  async function signIn(email: string): Promise<{ userId: string; refreshJwt: string }> {
    const res = await post('/v1/auth/magiclink/verify', { token: await linkToken(email) });
    expect(res.statusCode).toBe(200);
    return { userId: res.json().user.userId, refreshJwt: res.json().refreshJwt };
  }

  it('cannot refresh nor sign in again until re-enabled, and gets no cookie; an enabled user is unaffected', async () => {
    const status = new UserStatusStore(t.database.db);
    const ann = await signIn('ann@example.com');
    const ben = await signIn('ben@example.com');
    expect(await status.statusOf(ann.userId)).toBe('enabled');

    expect(await status.setStatus(ann.userId, 'disabled', 'support-1', new Date())).toBe('enabled');
    const refresh = await post('/v1/auth/refresh', {}, ann.refreshJwt);
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual({
      errorCode: 'E061005',
      errorDescription: 'Invalid token provided',
      errorMessage: USER_DISABLED_MESSAGE,
    });
    const again = await post('/v1/auth/magiclink/verify', { token: await linkToken('ann@example.com') });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorMessage).toBe(USER_DISABLED_MESSAGE);
    expect(again.headers['set-cookie']).toBeUndefined();

    expect((await post('/v1/auth/refresh', {}, ben.refreshJwt)).statusCode).toBe(200);

    expect(await status.setStatus(ann.userId, 'enabled', 'support-1', new Date())).toBe('disabled');
    // The sessions the user had before being disabled stay ended.
    expect((await post('/v1/auth/refresh', {}, ann.refreshJwt)).statusCode).toBe(401);
    const back = await signIn('ann@example.com');
    expect(back.userId).toBe(ann.userId);
    expect((await post('/v1/auth/refresh', {}, back.refreshJwt)).statusCode).toBe(200);
  });
});

describe.each(legs.map((l) => [l.name, l] as const))('the user-status guard on any sign-in route (%s)', (_n, leg) => {
  it('turns every token answer under the identity prefix for a disabled user into 401, without cookie; nothing else', async () => {
    const database = await leg.open();
    const app = Fastify();
    installUserStatusGuard(app, database.db, '/identity');
    const tokenAnswer = (userId: string) => ({ sessionJwt: 'jwt', refreshJwt: 'refresh', user: { userId } });
    // Stand-ins for any sign-in method (TOTP, passkeys, ...): each answers a token response and sets the refresh cookie.
    app.post('/identity/v1/auth/any-method/finish', async (request, reply) => {
      reply.header('set-cookie', 'DSR=refresh; Path=/identity; HttpOnly');
      return tokenAnswer((request.body as { userId: string }).userId);
    });
    app.post('/identity/v1/auth/other', async () => ({ ok: true, user: { userId: 'u-off' } }));
    app.post('/elsewhere/token', async () => tokenAnswer('u-off'));
    try {
      await new UserStatusStore(database.db).setStatus('u-off', 'disabled', 'support-1', new Date());
      const off = await app.inject({ method: 'POST', url: '/identity/v1/auth/any-method/finish', payload: { userId: 'u-off' } });
      expect(off.statusCode).toBe(401);
      expect(off.headers['set-cookie']).toBeUndefined();
      expect(off.json()).toEqual({
        errorCode: 'E061005',
        errorDescription: 'Invalid token provided',
        errorMessage: USER_DISABLED_MESSAGE,
      });
      const on = await app.inject({ method: 'POST', url: '/identity/v1/auth/any-method/finish', payload: { userId: 'u-on' } });
      expect(on.statusCode).toBe(200);
      expect(on.headers['set-cookie']).toContain('DSR=refresh');
      expect((await app.inject({ method: 'POST', url: '/identity/v1/auth/other' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/elsewhere/token' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
