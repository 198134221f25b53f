import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { CookieKeyValueStorage, type KeyValueStorage } from '@/ports/key-value-storage';
import { SessionStore } from '@/ui/session/session-store';
import { SIGNED_IN_HINT_COOKIE } from '@/ui/shell/route-frames';

/** How long the hint outlives the last signed-in visit (a stored session lasts at most as long). */
const HINT_DAYS = 30;

/**
 * Keeps the signed-in hint cookie (route-frames.ts) in step with the session: set while a person is signed in,
 * removed once signed out, so the server answers the next visit with the frame the app will show (a signed-in page's
 * heading, or the sign-in form). Holds no secret: only whether to expect a signed-in page. Answers a disposer.
 */
export function keepSignedInHint(container: Container, secure: boolean, now: () => Date = () => new Date()): () => void {
  const session = container.get(SessionStore);
  const cookies = container.get<KeyValueStorage>(CookieKeyValueStorage);
  return reaction(
    () => session.phase,
    (phase) => {
      if (phase === 'signedIn') {
        const expires = new Date(now().getTime() + HINT_DAYS * 24 * 60 * 60 * 1000);
        cookies.set(SIGNED_IN_HINT_COOKIE, '1', { expires, sameSite: 'Lax', secure });
      } else if (phase === 'signedOut' && cookies.get(SIGNED_IN_HINT_COOKIE) !== undefined) {
        cookies.remove(SIGNED_IN_HINT_COOKIE);
      }
    },
    { fireImmediately: true },
  );
}
