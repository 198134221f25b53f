import type { ReactElement } from 'react';
import type { PasskeyPlace } from '@/domain/session/passkey-place';

/** The first sentence of the note shown instead of a passkey button at an IP address (decision 0298). */
export const PASSKEYS_NEED_A_NAME = 'Passkeys cannot be used at an IP address.';

/**
 * Why the passkey button is missing and where passkeys work, for a page at an IP address: the same app at localhost
 * (a link) on a loopback address, else its name. Nothing when passkeys work here.
 */
export function PasskeyElsewhere({ place }: { place: PasskeyPlace }): ReactElement | undefined {
  if (place.here) return undefined;
  return (
    <p className="alert passkey-elsewhere" data-testid="passkey-elsewhere">
      {PASSKEYS_NEED_A_NAME}{' '}
      {place.url === undefined ? (
        'To use one, open the app at its name instead of its IP address.'
      ) : (
        <>
          To use one, open the app at <a href={place.url}>{place.url}</a> and sign in there.
        </>
      )}
    </p>
  );
}
