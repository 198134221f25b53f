import type { SessionClaims } from '../identity/tokens';
import type { TokenVerifier } from '../identity/token-verifier';

/** A TokenVerifier with a synchronous look-up of tokens it already verified (and that have not expired). */
export interface CachingVerifier extends TokenVerifier {
  /** The claims of `jwt` when it was verified before and has not expired by the clock, else undefined (never verifies). */
  peek(jwt: string): SessionClaims | undefined;
}

/**
 * Wraps a TokenVerifier so that a token already verified is not verified again until it expires: the SPA sends the
 * same session token on every call for its lifetime, and signature checks dominate the cost of a small request.
 * Only successful verifications are kept; an entry is dropped at the token's `exp` by the given clock.
 * `peek` answers a cached verification synchronously, so that the auth hook needs no promise on the hot path.
 */
export function cachingVerifier(verify: TokenVerifier, clock: () => Date, maxEntries = 10_000): CachingVerifier {
  const cache = new Map<string, SessionClaims>();
  const peek = (jwt: string): SessionClaims | undefined => {
    const hit = cache.get(jwt);
    if (hit === undefined) return undefined;
    if (hit.exp > clock().getTime() / 1000) return hit;
    cache.delete(jwt);
    return undefined;
  };
  const verifier = async (jwt: string): Promise<SessionClaims> => {
    const hit = peek(jwt);
    if (hit !== undefined) return hit;
    const claims = await verify(jwt);
    if (cache.size >= maxEntries) cache.clear();
    if (claims.exp > clock().getTime() / 1000) cache.set(jwt, claims);
    return claims;
  };
  return Object.assign(verifier, { peek });
}
