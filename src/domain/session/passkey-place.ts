/**
 * Where passkeys can be used from a page: here, or only elsewhere, because a passkey belongs to a domain name and a
 * page at an IP address has none (a WebAuthn relying party cannot be an IP address). `url` is the same app at
 * localhost when the page is at a loopback address; undefined at another IP address.
 */
export type PasskeyPlace = { here: true } | { here: false; url: string | undefined };

const IPV4 = /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/;

/** Where passkeys can be used from a page at `origin` (e.g. http://127.0.0.1:8080 answers http://localhost:8080). */
export function passkeyPlace(origin: string): PasskeyPlace {
  const url = new URL(origin);
  const host = url.hostname;
  const ipv6 = host.startsWith('[');
  if (!ipv6 && !IPV4.test(host)) return { here: true };
  const loopback = ipv6 ? host === '[::1]' : host.startsWith('127.');
  const port = url.port === '' ? '' : `:${url.port}`;
  return { here: false, url: loopback ? `${url.protocol}//localhost${port}` : undefined };
}
