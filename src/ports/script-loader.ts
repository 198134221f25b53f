/** How a third-party script is loaded. */
export interface ScriptLoadOptions {
  /** Route the request through the site's proxy path (`{proxyPath}?url=<encoded url>`). */
  viaProxy?: boolean;
  /** Extra attributes for the script element (e.g. data-* ids). */
  attributes?: Record<string, string>;
}

/** Loads third-party scripts into the page at run time. */
export interface ScriptLoader {
  /** Loads `url` once (later calls share the first load); rejects when the script fails to load. */
  load(url: string, options?: ScriptLoadOptions): Promise<void>;
  /** The address the browser would request for `url` with these options. */
  resolve(url: string, options?: ScriptLoadOptions): string;
}
export const ScriptLoader = Symbol('ScriptLoader');
