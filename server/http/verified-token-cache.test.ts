import { describe, expect, test } from 'vitest';
import type { SessionClaims } from '../identity/tokens';
import { cachingVerifier } from './verified-token-cache';

const claims = (exp: number): SessionClaims => ({
  sub: 'u1',
  iss: 'P',
  exp,
  iat: exp - 600,
  drn: 'DS',
  roles: [],
  permissions: [],
  tenants: {},
});

describe('cachingVerifier', () => {
  test('verifies a token once while it is valid, again after it expired, and never caches a rejection', async () => {
    let now = 1_000_000;
    const calls: string[] = [];
    const verify = async (jwt: string): Promise<SessionClaims> => {
      calls.push(jwt);
      if (jwt === 'bad') throw new Error('Invalid token provided');
      if (now / 1000 >= 1_000 + 60) throw new Error('expired');
      return claims(1_000 + 60);
    };
    const cached = cachingVerifier(verify, () => new Date(now));
    expect(cached.peek('good')).toBeUndefined();
    await cached('good');
    await cached('good');
    expect(calls).toEqual(['good']);
    expect(cached.peek('good')?.sub).toBe('u1');
    await expect(cached('bad')).rejects.toThrow('Invalid token provided');
    await expect(cached('bad')).rejects.toThrow('Invalid token provided');
    expect(calls).toEqual(['good', 'bad', 'bad']);
    expect(cached.peek('bad')).toBeUndefined();
    now = (1_000 + 60) * 1000;
    expect(cached.peek('good')).toBeUndefined();
    await expect(cached('good')).rejects.toThrow('expired');
    expect(calls).toEqual(['good', 'bad', 'bad', 'good']);
  });
});
