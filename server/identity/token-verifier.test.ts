import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS_FILE, loadOrCreateSigningKeys, type SigningKeys } from './keys';
import { issueToken } from './tokens';
import { createLocalTokenVerifier, createRemoteTokenVerifier, InvalidTokenError } from './token-verifier';

const ISS = 'P2local';
const T0 = new Date('2026-01-01T00:00:00Z');
const at = (sec: number) => (): Date => new Date(T0.getTime() + sec * 1000);

let keys: SigningKeys;
beforeAll(async () => {
  keys = await loadOrCreateSigningKeys(undefined);
});

const session = (over: Partial<Parameters<typeof issueToken>[1]> = {}): Promise<string> =>
  issueToken(keys, {
    sub: 'u1',
    issuer: ISS,
    kind: 'session',
    ttlSec: 600,
    now: T0,
    roles: ['support'],
    email: 'a@b.co',
    ...over,
  });

describe('keys', () => {
  it('are created once in DATA_DIR with mode 0600 and reloaded on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'idkeys-'));
    const first = await loadOrCreateSigningKeys(dir);
    const second = await loadOrCreateSigningKeys(dir);
    expect(second.kid).toBe(first.kid);
    expect(second.jwks).toEqual(first.jwks);
    expect((await stat(join(dir, KEYS_FILE))).mode & 0o777).toBe(0o600);
    const token = await issueToken(second, { sub: 'u', issuer: ISS, kind: 'session', ttlSec: 60 });
    await expect(createLocalTokenVerifier(first.jwks, ISS)(token)).resolves.toMatchObject({ sub: 'u' });
    expect(await readFile(join(dir, KEYS_FILE), 'utf8')).toContain('"privateJwk"');
  });

  it('publish only public parts', () => {
    const jwk = keys.jwks.keys[0] as Record<string, unknown>;
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: keys.kid });
    expect(jwk.d).toBeUndefined();
    expect(jwk.p).toBeUndefined();
  });
});

describe('issueToken', () => {
  it('writes Descope claims: sub, iss, iat, exp, drn, roles, permissions, tenants, kid header', async () => {
    const t = await session({ permissions: ['p1'] });
    expect(decodeProtectedHeader(t)).toMatchObject({ alg: 'RS256', kid: keys.kid });
    const c = decodeJwt(t);
    expect(c).toMatchObject({
      sub: 'u1',
      iss: ISS,
      drn: 'DS',
      roles: ['support'],
      permissions: ['p1'],
      tenants: {},
      email: 'a@b.co',
    });
    expect(c.exp! - c.iat!).toBe(600);
    const r = decodeJwt(await session({ kind: 'refresh' }));
    expect(r.drn).toBe('DSR');
    expect(typeof r.jti).toBe('string');
  });
});

describe('createLocalTokenVerifier', () => {
  it('accepts a valid session token and returns its claims', async () => {
    const claims = await createLocalTokenVerifier(keys.jwks, ISS, at(10))(await session());
    expect(claims).toMatchObject({ sub: 'u1', iss: ISS, drn: 'DS', roles: ['support'], email: 'a@b.co' });
  });

  it('tolerates 5 s of clock skew past exp, not more', async () => {
    const t = await session();
    await expect(createLocalTokenVerifier(keys.jwks, ISS, at(604))(t)).resolves.toMatchObject({ sub: 'u1' });
    await expect(createLocalTokenVerifier(keys.jwks, ISS, at(606))(t)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects an expired token', async () => {
    await expect(createLocalTokenVerifier(keys.jwks, ISS, at(3600))(await session())).rejects.toThrow('Invalid token provided');
  });

  it('rejects a wrong issuer', async () => {
    await expect(createLocalTokenVerifier(keys.jwks, 'other', at(1))(await session())).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a token signed with another key', async () => {
    const other = await loadOrCreateSigningKeys(undefined);
    const forged = await issueToken(
      { ...other, kid: keys.kid },
      { sub: 'u1', issuer: ISS, kind: 'session', ttlSec: 600, now: T0 },
    );
    await expect(createLocalTokenVerifier(keys.jwks, ISS, at(1))(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a refresh token used as a session token', async () => {
    const refresh = await session({ kind: 'refresh' });
    await expect(createLocalTokenVerifier(keys.jwks, ISS, at(1))(refresh)).rejects.toMatchObject({
      reason: 'refresh token used as session token',
    });
  });

  it('rejects garbage and tampered tokens without echoing them', async () => {
    const t = await session();
    const [h, p, s] = t.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(t), roles: ['admin'] })).toString('base64url')}.${s}`;
    for (const bad of ['', 'abc', tampered, `${h}.${p}.`]) {
      const err = await createLocalTokenVerifier(keys.jwks, ISS, at(1))(bad).catch((e: Error) => e);
      expect(err).toBeInstanceOf(InvalidTokenError);
      if (bad) expect((err as Error).message).not.toContain(bad);
    }
  });
});

describe('createRemoteTokenVerifier', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(keys.jwks)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/keys/${ISS}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('verifies against a published key set and still rejects refresh tokens', async () => {
    const verify = createRemoteTokenVerifier(url, ISS);
    const now = new Date();
    await expect(verify(await session({ now }))).resolves.toMatchObject({ sub: 'u1' });
    await expect(verify(await session({ now, kind: 'refresh' }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(createRemoteTokenVerifier(url, 'other')(await session({ now }))).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
