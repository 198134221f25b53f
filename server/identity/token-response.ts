import type { IdentityUser } from './identity-store';
import type { SessionClaims } from './tokens';

/** The user object Descope answers with (verify, refresh, me); `createdTime` in Unix seconds. */
export interface UserResponse {
  userId: string;
  loginIds: string[];
  email: string;
  name: string;
  phone: string;
  picture: string;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  roleNames: string[];
  userTenants: Array<{ tenantId: string; tenantName: string; roleNames: string[]; permissions: string[] }>;
  createdTime: number;
  status: string;
  TOTP: boolean;
  /** Whether the user has a passkey (Descope's user object says `webauthn`). */
  webauthn: boolean;
  SAML: boolean;
  SCIM: boolean;
  password: boolean;
  OAuth: Record<string, boolean>;
  customAttributes: Record<string, unknown>;
  test: boolean;
}

/** Descope's JWTResponse as @descope/core-js-sdk types it. */
export interface TokenResponse {
  sessionJwt: string;
  refreshJwt?: string;
  cookieDomain: string;
  cookiePath: string;
  cookieMaxAge: number;
  cookieExpiration: number;
  cookieName: string;
  user: UserResponse;
  firstSeen: boolean;
  sessionExpiration: number;
  claims: SessionClaims;
}

/** The Descope user object of a local user with its roles and confirmed factors (a boolean: TOTP only). */
export function toUserResponse(
  user: IdentityUser,
  roles: string[],
  factors: boolean | { totp: boolean; webauthn: boolean } = false,
): UserResponse {
  const f = typeof factors === 'boolean' ? { totp: factors, webauthn: false } : factors;
  return {
    userId: user.id,
    loginIds: [user.email],
    email: user.email,
    name: user.name ?? '',
    phone: '',
    picture: '',
    verifiedEmail: user.verified,
    verifiedPhone: false,
    roleNames: roles,
    userTenants: [],
    createdTime: Math.floor(user.createdAt.getTime() / 1000),
    status: 'enabled',
    TOTP: f.totp,
    webauthn: f.webauthn,
    SAML: false,
    SCIM: false,
    password: false,
    OAuth: {},
    customAttributes: {},
    test: false,
  };
}

/** Inputs of a token response. */
export interface TokenResponseInput {
  sessionJwt: string;
  sessionClaims: SessionClaims;
  refreshJwt?: string;
  refreshExp: number;
  user: UserResponse;
  firstSeen: boolean;
  cookiePath: string;
}

/** Builds the verify / refresh answer; the cookie fields describe the session cookie a client may keep (name DS). */
export function buildTokenResponse(i: TokenResponseInput, nowSec: number): TokenResponse {
  const res: TokenResponse = {
    sessionJwt: i.sessionJwt,
    cookieDomain: '',
    cookiePath: i.cookiePath,
    cookieMaxAge: Math.max(0, i.refreshExp - nowSec),
    cookieExpiration: i.refreshExp,
    cookieName: 'DS',
    user: i.user,
    firstSeen: i.firstSeen,
    sessionExpiration: i.sessionClaims.exp,
    claims: i.sessionClaims,
  };
  if (i.refreshJwt !== undefined) res.refreshJwt = i.refreshJwt;
  return res;
}
