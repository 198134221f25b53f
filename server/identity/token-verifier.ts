import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import type { SessionClaims } from './tokens';

/** Clock tolerance, in seconds, when checking `exp` (Descope's verifiers allow a few seconds). */
export const CLOCK_TOLERANCE_SEC = 5;

/** Resolves the claims of a valid SESSION token; rejects bad signature, wrong issuer, expiry (5 s tolerance), refresh tokens. */
export type TokenVerifier = (jwt: string) => Promise<SessionClaims>;

/** Raised for every rejected token; the message never contains the token. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super('Invalid token provided');
    this.name = 'InvalidTokenError';
  }
}

/** A verifier over a key set held in memory (the embedded identity service's own keys). */
export function createLocalTokenVerifier(jwks: { keys: JsonWebKey[] }, issuer: string, now?: () => Date): TokenVerifier {
  return createVerifier(createLocalJWKSet({ keys: jwks.keys as JWK[] }), issuer, 'DS', now);
}

/** A verifier over a published key set, e.g. Descope's `https://<host>/v2/keys/{projectId}` in production. */
export function createRemoteTokenVerifier(jwksUrl: string, issuer: string): TokenVerifier {
  return createVerifier(createRemoteJWKSet(new URL(jwksUrl)), issuer, 'DS');
}

/** Verifies a token of the given kind (`DS` session or `DSR` refresh) against a key resolver; used by the identity routes too. */
export function createVerifier(getKey: JWTVerifyGetKey, issuer: string, drn: 'DS' | 'DSR', now?: () => Date): TokenVerifier {
  return async (jwt: string): Promise<SessionClaims> => {
    if (typeof jwt !== 'string' || jwt.length === 0) throw new InvalidTokenError('missing');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(jwt, getKey, {
        issuer,
        clockTolerance: CLOCK_TOLERANCE_SEC,
        currentDate: now?.(),
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (e) {
      throw new InvalidTokenError((e as { code?: string }).code ?? 'unverifiable');
    }
    // Descope session tokens may omit drn; a refresh token always says DSR.
    const kind = payload.drn ?? 'DS';
    if (kind !== drn) throw new InvalidTokenError(drn === 'DS' ? 'refresh token used as session token' : 'not a refresh token');
    return toClaims(payload);
  };
}

function toClaims(p: Record<string, unknown>): SessionClaims {
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const claims: SessionClaims = {
    sub: String(p.sub),
    iss: String(p.iss),
    exp: Number(p.exp),
    iat: Number(p.iat),
    drn: p.drn === 'DSR' ? 'DSR' : 'DS',
    roles: strings(p.roles),
    permissions: strings(p.permissions),
    tenants: (p.tenants && typeof p.tenants === 'object' ? p.tenants : {}) as SessionClaims['tenants'],
  };
  if (typeof p.email === 'string') claims.email = p.email;
  if (typeof p.name === 'string') claims.name = p.name;
  if (typeof p.jti === 'string') claims.jti = p.jti;
  if (Array.isArray(p.amr)) claims.amr = strings(p.amr);
  return claims;
}
