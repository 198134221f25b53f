import { describe, expect, test } from 'vitest';
import type { ScriptLoader } from '@/ports/script-loader';

/** What the contract needs besides the loader: the browser's answer to a script request. */
export interface ScriptLoaderHarness {
  loader: ScriptLoader;
  /** Makes requests of `src` succeed (true) or fail (false) and counts them. */
  settle(src: string, ok: boolean): Promise<void>;
  requests(src: string): number;
}

/** The ScriptLoader contract (proxy path '/proxy'). */
export function scriptLoaderContract(name: string, create: () => ScriptLoaderHarness): void {
  describe(`ScriptLoader contract: ${name}`, () => {
    test('the proxy path takes the script address in the url query', () => {
      const { loader } = create();
      expect(loader.resolve('https://cdn.example/w.js', { viaProxy: true })).toBe('/proxy?url=https%3A%2F%2Fcdn.example%2Fw.js');
      expect(loader.resolve('https://cdn.example/w.js')).toBe('https://cdn.example/w.js');
    });

    test('a script loads once however often it is asked for', async () => {
      const h = create();
      const first = h.loader.load('https://cdn.example/a.js');
      const second = h.loader.load('https://cdn.example/a.js');
      await h.settle('https://cdn.example/a.js', true);
      await Promise.all([first, second]);
      await h.loader.load('https://cdn.example/a.js');
      expect(h.requests('https://cdn.example/a.js')).toBe(1);
    });

    test('a failed load rejects', async () => {
      const h = create();
      const pending = h.loader.load('https://cdn.example/broken.js', { viaProxy: true });
      await h.settle('/proxy?url=https%3A%2F%2Fcdn.example%2Fbroken.js', false);
      await expect(pending).rejects.toThrow('Failed to load script https://cdn.example/broken.js');
    });
  });
}
