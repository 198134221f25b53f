import type { ScriptLoader, ScriptLoadOptions } from '@/ports/script-loader';

/** Loads scripts by appending <script async> to the document head; each resolved address loads once. */
export class DomScriptLoader implements ScriptLoader {
  private readonly loads = new Map<string, Promise<void>>();

  /** `proxyPath`: the site's proxy for third-party scripts (taking a `url` query parameter), if any. */
  constructor(
    private readonly doc: Document,
    private readonly proxyPath?: string,
  ) {}

  resolve(url: string, options: ScriptLoadOptions = {}): string {
    return options.viaProxy && this.proxyPath ? `${this.proxyPath}?url=${encodeURIComponent(url)}` : url;
  }

  load(url: string, options: ScriptLoadOptions = {}): Promise<void> {
    const src = this.resolve(url, options);
    const existing = this.loads.get(src);
    if (existing) return existing;
    const loading = new Promise<void>((resolve, reject) => {
      const script = this.doc.createElement('script');
      script.async = true;
      script.src = src;
      for (const [k, v] of Object.entries(options.attributes ?? {})) script.setAttribute(k, v);
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        this.loads.delete(src);
        script.remove();
        reject(new Error(`Failed to load script ${url}`));
      });
      this.doc.head.appendChild(script);
    });
    this.loads.set(src, loading);
    return loading;
  }
}
