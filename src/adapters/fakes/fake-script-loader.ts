import type { ScriptLoader, ScriptLoadOptions } from '@/ports/script-loader';

/** In-memory ScriptLoader: records loads; URLs listed in `failing` reject. */
export class FakeScriptLoader implements ScriptLoader {
  /** Resolved addresses loaded (once each), oldest first. */
  readonly loaded: string[] = [];
  /** Original URLs whose load fails. */
  readonly failing = new Set<string>();

  constructor(private readonly proxyPath?: string) {}

  resolve(url: string, options: ScriptLoadOptions = {}): string {
    return options.viaProxy && this.proxyPath ? `${this.proxyPath}?url=${encodeURIComponent(url)}` : url;
  }

  async load(url: string, options: ScriptLoadOptions = {}): Promise<void> {
    await Promise.resolve(); // a script loads asynchronously, like a browser's
    if (this.failing.has(url)) throw new Error(`Failed to load script ${url}`);
    const src = this.resolve(url, options);
    if (!this.loaded.includes(src)) this.loaded.push(src);
  }
}
