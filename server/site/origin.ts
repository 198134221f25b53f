import type { ServerConfig } from '../config';

/**
 * The origin of every URL the server hands out: the configured public origin (PUBLIC_ORIGIN, locally the listening
 * address). Never taken from the request: its Host and X-Forwarded-* headers are whatever the client wrote.
 */
export function publicOriginOf(config: ServerConfig): string {
  return config.publicOrigin;
}

/**
 * True on the local profile without PUBLIC_ORIGIN (decision 0201): the URLs the SPA gets (site config, product config)
 * are paths on whatever origin the page was opened at, so http://localhost:8080 works as well as http://127.0.0.1:8080.
 */
export function answersRelativeUrls(config: ServerConfig): boolean {
  return config.profile === 'local' && config.publicOriginConfigured !== true;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The origins the app is reached at: the public origin, and on the local profile without PUBLIC_ORIGIN listening on a
 * loopback name, the other loopback names of the same port (sign-in links may return to any of them).
 */
export function reachableOrigins(config: ServerConfig): string[] {
  const origin = publicOriginOf(config);
  if (!answersRelativeUrls(config)) return [origin];
  const url = new URL(origin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [origin];
  const port = url.port === '' ? '' : `:${url.port}`;
  return [origin, ...LOOPBACK_NAMES.filter((name) => name !== url.hostname).map((name) => `${url.protocol}//${name}${port}`)];
}

/**
 * The origin of a signed download link minted for a request whose Host header is `host` (decision 0298): the origin
 * the page was opened at when it is one of reachableOrigins (a page at http://localhost:8080 fetches its file from
 * localhost, which its CSP's connect-src 'self' allows), otherwise the public origin. Only the local profile without
 * PUBLIC_ORIGIN has more than one reachable origin, so elsewhere, and for any other Host, nothing of the request is
 * used; X-Forwarded-Host is never read.
 */
export function linkOriginFor(config: ServerConfig, host: string | undefined): string {
  const origin = publicOriginOf(config);
  if (host === undefined) return origin;
  const asked = `${new URL(origin).protocol}//${host}`;
  return reachableOrigins(config).find((reachable) => reachable === asked) ?? origin;
}

/**
 * The address `npm start` prints (decision 0298): on the local profile without PUBLIC_ORIGIN listening on a loopback
 * name, http://localhost:PORT, where passkeys work too (a WebAuthn relying party cannot be an IP address); otherwise the
 * public origin.
 */
export function printedOrigin(config: ServerConfig): string {
  return reachableOrigins(config).find((origin) => new URL(origin).hostname === 'localhost') ?? publicOriginOf(config);
}

/** Where the SPA finds the product API and the local identity service: paths when answersRelativeUrls, else absolute. */
export function spaBaseUrls(config: ServerConfig): { api: string; identity: string } {
  const base = answersRelativeUrls(config) ? '' : publicOriginOf(config);
  return { api: `${base}/${config.productKey}`, identity: `${base}/identity` };
}
