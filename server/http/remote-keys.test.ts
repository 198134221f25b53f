import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';

describe('production-style verification against a published key set', () => {
  let issuerApp: TestApp;
  let apiApp: TestApp;
  beforeAll(async () => {
    issuerApp = await startTestApp({ env: { DESCOPE_PROJECT_ID: 'P2REMOTEKEYS' } });
    apiApp = await startTestApp({
      env: { DESCOPE_PROJECT_ID: 'P2REMOTEKEYS', DESCOPE_JWKS_URL: `${issuerApp.origin}/identity/v2/keys/P2REMOTEKEYS` },
    });
  });
  afterAll(async () => {
    await apiApp.close();
    await issuerApp.close();
  });

  test('a token of the identity provider is accepted by an API that only knows its JWKS URL; its own keys are not trusted', async () => {
    const user = await issuerApp.signIn('remote@example.com');
    const res = await fetch(`${apiApp.origin}${apiApp.prefix}/me`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.userId, user_email: 'remote@example.com' });
    const local = await apiApp.signIn('local@example.com');
    expect((await local.get('/me')).status).toBe(401);
  });
});
