import createSdk from '@descope/core-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';

describe('the real @descope/core-js-sdk against the whole app (identity wired by server/app.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ supportEmails: ['help@example.com'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(sdk: ReturnType<typeof createSdk>, email: string): Promise<{ sessionJwt: string; refreshJwt: string }> {
    expect((await sdk.magicLink.signUpOrIn.email(email, `${t.origin}/`)).ok).toBe(true);
    const messages = (await (await fetch(`${t.origin}/dev/outbox`)).json()) as Array<{ to: string; link: string }>;
    const link = messages.filter((m) => m.to === email).at(-1)!.link;
    const verified = await sdk.magicLink.verify(new URL(link).searchParams.get('t')!);
    expect(verified.ok).toBe(true);
    return verified.data as { sessionJwt: string; refreshJwt: string };
  }

  it('session tokens from the SDK flow open the product API, refresh tokens do not, and logout ends refreshing', async () => {
    const sdk = createSdk({ projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity` });
    const s = await signIn(sdk, 'help@example.com');
    expect(sdk.getJwtRoles(s.sessionJwt)).toEqual(['support']);
    const me = (bearer: string): Promise<Response> =>
      fetch(`${t.origin}${t.prefix}/me`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(s.sessionJwt)).status).toBe(200);
    expect((await me(s.refreshJwt)).status).toBe(401);
    const refreshed = await sdk.refresh(s.refreshJwt);
    expect((await me(refreshed.data!.sessionJwt)).status).toBe(200);
    expect((await sdk.logout(s.refreshJwt)).ok).toBe(true);
    expect((await sdk.refresh(s.refreshJwt)).code).toBe(401);
  });
});
