/** The browser objects the adapters are built over (a test passes a jsdom window). */
export interface BrowserEnvironment {
  window: Window;
  document: Document;
}

/** The page's own window and document. */
export function currentBrowserEnvironment(): BrowserEnvironment {
  return { window, document };
}

/** Product API base URL: api_base_url when it already ends with the product key, else it (or the page origin) plus '/' + product key. */
export function apiBaseUrl(apiBase: string | undefined, productKey: string | undefined, origin: string): string {
  const key = productKey ?? 'solo401k';
  const base = (apiBase || origin).replace(/\/+$/, '');
  return base.endsWith(`/${key}`) ? base : `${base}/${key}`;
}

/** Card-data vault base URL: the API host plus the vault prefix, when one is configured. */
export function vaultBaseUrl(apiBase: string, productKey: string | undefined, prefix: string | undefined): string | undefined {
  if (!prefix) return undefined;
  const host = productKey && apiBase.endsWith(`/${productKey}`) ? apiBase.slice(0, -productKey.length - 1) : apiBase;
  return `${host}/${prefix.replace(/^\/+/, '')}`;
}
