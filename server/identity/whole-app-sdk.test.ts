import createSdk from '@descope/core-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithMagicLink } from '../test-support/sdk-magic-link';
import { startTestApp, type TestApp } from '../test-support/start-test-app';

describe('the real @descope/core-js-sdk against the whole app (identity wired by server/app.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ supportEmails: ['help@example.com'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('session tokens from the SDK flow open the product API, refresh tokens do not, and logout ends refreshing', async () => {
    const sdk = createSdk({ projectId: t.config.descopeProjectId, baseUrl: `${t.origin}/identity` });
    const s = await signInWithMagicLink(sdk, t.outbox, 'help@example.com', `${t.origin}/`);
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
