/**
 * When monitoring may start: small enough for the first page (the lazy adapter and the analytics rules use it);
 * the filters and scrubbing in monitoring-rules.ts load with the Sentry adapter.
 */

/** True on the local host, where error reporting and replay never start. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    hostname.endsWith('.localhost')
  );
}

/** True when error reporting may start: an error-reporting address (DSN) in the site config, a user id, and not the local host. */
export function monitoringMayStart(hostname: string, dsn: string | undefined, userId: string): boolean {
  return Boolean(dsn) && Boolean(userId) && !isLocalHost(hostname);
}
