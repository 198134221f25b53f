import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseLegs } from '../test-support/database-legs';
import { startIdentityApp, TEST_APP_ORIGIN, TEST_PROJECT_ID, type IdentityTestApp } from './identity-test-app';
import { USER_DISABLED_MESSAGE, UserStatusStore } from './management-user-status';

const legs = await databaseLegs();
const AUTH = { authorization: `Bearer ${TEST_PROJECT_ID}` };

describe.each(legs.map((l) => [l.name, l] as const))('a disabled user (%s)', (_n, leg) => {
  let database: Database;
  let t: IdentityTestApp;

  beforeAll(async () => {
    database = await leg.open();
    t = await startIdentityApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = AUTH) =>
    t.app.inject({ method: 'POST', url: `/identity${url}`, payload: payload as object, headers });

  async function linkToken(email: string): Promise<string> {
    const res = await post('/v1/auth/magiclink/signup-in/email', { loginId: email, URI: `${TEST_APP_ORIGIN}/` });
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

  it('cannot refresh nor sign in again until re-enabled; an enabled user is unaffected', async () => {
    const status = new UserStatusStore(database.db);
    const ann = await signIn('ann@example.com');
    const ben = await signIn('ben@example.com');
    expect(await status.statusOf(ann.userId)).toBe('enabled');

    expect(await status.setStatus(ann.userId, 'disabled', 'support-1', new Date())).toBe('enabled');
    const refresh = await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${ann.refreshJwt}` });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual({
      errorCode: 'E061005',
      errorDescription: 'Invalid token provided',
      errorMessage: USER_DISABLED_MESSAGE,
    });
    const again = await post('/v1/auth/magiclink/verify', { token: await linkToken('ann@example.com') });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorMessage).toBe(USER_DISABLED_MESSAGE);

    const benRefresh = await post('/v1/auth/refresh', {}, { authorization: `Bearer ${TEST_PROJECT_ID}:${ben.refreshJwt}` });
    expect(benRefresh.statusCode).toBe(200);

    expect(await status.setStatus(ann.userId, 'enabled', 'support-1', new Date())).toBe('disabled');
    expect((await signIn('ann@example.com')).userId).toBe(ann.userId);
  });
});
