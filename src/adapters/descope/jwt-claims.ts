/** Claims this app reads from a Descope-style session token. */
export interface JwtClaims {
  sub?: string;
  exp?: number;
  roles?: string[];
  permissions?: string[];
  tenants?: Record<string, { roles?: string[]; permissions?: string[] }>;
  [claim: string]: unknown;
}

/** Decodes (without verifying) the payload of a JWT; throws 'Invalid token provided' on anything else. */
export function decodeClaims(token: string | undefined): JwtClaims {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) throw new Error('Invalid token provided');
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    if (!claims || typeof claims !== 'object') throw new Error('not an object');
    return claims as JwtClaims;
  } catch {
    throw new Error('Invalid token provided');
  }
}

/** True when `token` is absent, undecodable or its `exp` is not after `now`. */
export function isTokenExpired(token: string | undefined, now: Date): boolean {
  try {
    const { exp } = decodeClaims(token);
    return typeof exp !== 'number' || now.getTime() / 1000 >= exp;
  } catch {
    return true;
  }
}

/** Roles or permissions of the token: top level, or of `tenant` when given; [] when absent or undecodable. */
export function claimList(token: string | undefined, kind: 'roles' | 'permissions', tenant?: string): string[] {
  try {
    const claims = decodeClaims(token);
    const list = tenant ? claims.tenants?.[tenant]?.[kind] : claims[kind];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Tenant ids of the token; [] when absent or undecodable. */
export function tenantIds(token: string | undefined): string[] {
  try {
    return Object.keys(decodeClaims(token).tenants ?? {});
  } catch {
    return [];
  }
}
