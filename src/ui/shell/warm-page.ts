import { magicLinkToken } from '@/domain/session/magic-link';
import type { PageEntry } from '@/ui/routing/page-table';

/** What tells, before the session has resolved, that the visit will most likely be signed in. */
export interface SignInHints {
  /** The address query (a magic link carries its token there). */
  query: string;
  /** The stored refresh token, if any (read from storage at once, before the identity SDK starts). */
  refreshToken: string | undefined;
}

/**
 * Starts loading the code of the page at the address while the session resolves, when the page needs a signed-in
 * person and one is likely (a magic link, or a stored refresh token). The page waited for the session before (five
 * round trips on a phone); now its chunk arrives meanwhile. A signed-out visit loads nothing more. Answers whether it
 * started a load.
 */
export function warmPageCode(entry: PageEntry | undefined, hints: SignInHints): boolean {
  if (entry === undefined || entry.access === 'public') return false;
  if (magicLinkToken(hints.query) === undefined && !hints.refreshToken) return false;
  entry.load().catch(() => undefined);
  return true;
}
