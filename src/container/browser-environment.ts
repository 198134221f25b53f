/** The browser objects the adapters are built over (a test passes a jsdom window). */
export interface BrowserEnvironment {
  window: Window;
  document: Document;
}

/** The page's own window and document. */
export function currentBrowserEnvironment(): BrowserEnvironment {
  return { window, document };
}

/**
 * Product API base URL: api_base_url when it already ends with the product key, else it (or the page origin) plus '/' +
 * product key. A path (the local server without PUBLIC_ORIGIN answers one: decision 0201) is on the page's own origin.
 */
export function apiBaseUrl(apiBase: string | undefined, productKey: string | undefined, origin: string): string {
  const key = productKey ?? 'solo401k';
  const base = new URL(apiBase || origin, origin).href.replace(/\/+$/, '');
  return base.endsWith(`/${key}`) ? base : `${base}/${key}`;
}

/** The identity service's base URL for the SDK: undefined when not configured; a path is on the page's own origin. */
export function identityBaseUrl(identityBase: string | undefined, origin: string): string | undefined {
  if (!identityBase) return undefined;
  return new URL(identityBase, origin).href.replace(/\/+$/, '');
}

/** Card-data vault base URL: the API host plus the vault prefix, when one is configured. */
export function vaultBaseUrl(apiBase: string, productKey: string | undefined, prefix: string | undefined): string | undefined {
  if (!prefix) return undefined;
  const host = productKey && apiBase.endsWith(`/${productKey}`) ? apiBase.slice(0, -productKey.length - 1) : apiBase;
  return `${host}/${prefix.replace(/^\/+/, '')}`;
}
