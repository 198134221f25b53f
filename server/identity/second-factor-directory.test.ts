import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import {
  DescopeSecondFactorDirectory,
  EmbeddedSecondFactorDirectory,
  SecondFactorDirectoryError,
  secondFactorDirectoryFor,
} from './second-factor-directory';

/** A fetch that records each call and answers `status` with `body` (Descope's management API, as the adapter sees it). */
function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; authorization: string | null; body: unknown }> = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      authorization: new Headers(init?.headers).get('authorization'),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const options = { baseUrl: 'https://descope.test/', projectId: 'P123', managementKey: 'K-secret' };

describe('DescopeSecondFactorDirectory (decision 0293)', () => {
  test('loads the user by id with the management key and reads TOTP and webauthn', async () => {
    for (const [user, has] of [
      [{ userId: 'U1', TOTP: true, webauthn: false }, true],
      [{ userId: 'U1', TOTP: false, webauthn: true }, true],
      [{ userId: 'U1', TOTP: false, webauthn: false }, false],
    ] as const) {
      const { fetch, calls } = fakeFetch(200, { users: [user] });
      expect(await new DescopeSecondFactorDirectory({ ...options, fetch }).hasSecondFactor('U1')).toBe(has);
      expect(calls).toEqual([
        { url: 'https://descope.test/v1/mgmt/users/load', authorization: 'Bearer P123:K-secret', body: { userIds: ['U1'] } },
      ]);
    }
  });

  test('an error answer or a missing user rejects, never answers "no factor"; the key is not in the message', async () => {
    const refused = new DescopeSecondFactorDirectory({ ...options, fetch: fakeFetch(401, { errorCode: 'E01' }).fetch });
    await expect(refused.hasSecondFactor('U1')).rejects.toBeInstanceOf(SecondFactorDirectoryError);
    await expect(refused.hasSecondFactor('U1')).rejects.not.toThrow(/K-secret/);
    const missing = new DescopeSecondFactorDirectory({ ...options, fetch: fakeFetch(200, { users: [] }).fetch });
    await expect(missing.hasSecondFactor('U1')).rejects.toThrow('Descope did not answer the user');
  });

  test('the profile chooses: the embedded tables locally; Descope in production, which needs the management key', () => {
    const db = {} as never;
    expect(secondFactorDirectoryFor(loadConfig({}), {}, { db })).toBeInstanceOf(EmbeddedSecondFactorDirectory);
    const production = loadConfig({
      PROFILE: 'production',
      PUBLIC_ORIGIN: 'https://app.example.com',
      DESCOPE_PROJECT_ID: 'P123',
      DESCOPE_JWKS_URL: 'https://descope.example/P123/.well-known/jwks.json',
    });
    expect(() => secondFactorDirectoryFor(production, {}, { db })).toThrow(
      "PROFILE=production needs DESCOPE_MANAGEMENT_KEY (a Descope management key: sensitive actions check the user's second factors with it)",
    );
    expect(secondFactorDirectoryFor(production, { DESCOPE_MANAGEMENT_KEY: 'K' }, { db })).toBeInstanceOf(
      DescopeSecondFactorDirectory,
    );
  });
});
