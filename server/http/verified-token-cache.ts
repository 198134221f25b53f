import type { SessionClaims } from '../identity/tokens';
import type { TokenVerifier } from '../identity/token-verifier';

/**
 * Wraps a TokenVerifier so that a token already verified is not verified again until it expires: the SPA sends the
 * same session token on every call for its lifetime, and signature checks dominate the cost of a small request.
 * Only successful verifications are kept; an entry is dropped at the token's `exp` by the given clock.
 */
export function cachingVerifier(verify: TokenVerifier, clock: () => Date, maxEntries = 10_000): TokenVerifier {
  const cache = new Map<string, SessionClaims>();
  return async (jwt: string): Promise<SessionClaims> => {
    const nowSec = clock().getTime() / 1000;
    const hit = cache.get(jwt);
    if (hit !== undefined) {
      if (hit.exp > nowSec) return hit;
      cache.delete(jwt);
    }
    const claims = await verify(jwt);
    if (cache.size >= maxEntries) cache.clear();
    if (claims.exp > nowSec) cache.set(jwt, claims);
    return claims;
  };
}
