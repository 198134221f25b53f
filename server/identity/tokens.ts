import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { SIGNING_ALG, type SigningKeys } from './keys';

/**
 * The claims of a session (`drn: 'DS'`) or refresh (`drn: 'DSR'`) token, as Descope issues them.
 * `email` and `name` are this server's custom claims (Descope adds custom claims the same way);
 * `jti` identifies a refresh token so that logout can revoke it.
 */
export interface SessionClaims {
  sub: string;
  iss: string;
  exp: number;
  iat: number;
  drn: 'DS' | 'DSR';
  roles: string[];
  permissions: string[];
  tenants: Record<string, { roles: string[]; permissions: string[] }>;
  email?: string;
  name?: string;
  jti?: string;
  /** The authentication methods used (RFC 8176 style): 'email' (magic link), 'totp', 'webauthn', 'mfa'. */
  amr?: string[];
  /** The second factors the user has set up ('totp', 'webauthn'): sensitive actions then need `mfa` in amr (0262). */
  factors?: string[];
}

/** What a token is issued for. */
export interface TokenInput {
  sub: string;
  issuer: string;
  kind: 'session' | 'refresh';
  ttlSec: number;
  email?: string;
  name?: string;
  roles?: string[];
  permissions?: string[];
  now?: Date;
  jti?: string;
  /** The factors used; default ['email']. */
  amr?: string[];
  /** The second factors the user has set up (session tokens only). */
  factors?: string[];
}

/** Signs a session or refresh JWT with the server's key (header carries `kid`). */
export async function issueToken(keys: SigningKeys, input: TokenInput): Promise<string> {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const payload: Record<string, unknown> = {
    drn: input.kind === 'session' ? 'DS' : 'DSR',
    roles: input.roles ?? [],
    permissions: input.permissions ?? [],
    tenants: {},
    amr: input.amr ?? ['email'],
  };
  if (input.email !== undefined) payload.email = input.email;
  if (input.factors !== undefined) payload.factors = input.factors;
  if (input.name !== undefined) payload.name = input.name;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
    .setSubject(input.sub)
    .setIssuer(input.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + input.ttlSec)
    .setJti(input.jti ?? randomUUID())
    .sign(keys.privateKey);
}
