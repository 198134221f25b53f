import { describe, expect, test } from 'vitest';
import type { ServiceWorkerRegistrar } from '@/ports/service-worker-registrar';

/** The ServiceWorkerRegistrar contract: `create(pageUrl)` gives a registrar for a page and what it did. */
export function serviceWorkerRegistrarContract(
  name: string,
  create: (pageUrl: string) => {
    registrar: ServiceWorkerRegistrar;
    registered(): Array<{ scriptUrl: string; scope: string }>;
    errors(): unknown[];
  },
): void {
  describe(`ServiceWorkerRegistrar contract: ${name}`, () => {
    test.each(['https://app.example.com/', 'http://localhost:5173/'])('registers at the site root on %s', async (page) => {
      const h = create(page);
      expect(await h.registrar.register('/sw.js')).toBe(true);
      expect(h.registered()).toEqual([{ scriptUrl: '/sw.js', scope: '/' }]);
      expect(h.errors()).toEqual([]);
    });

    test('over plain HTTP on another host it logs the spec message and registers nothing', async () => {
      const h = create('http://app.example.com/');
      expect(await h.registrar.register('/sw.js')).toBe(false);
      expect(h.registered()).toEqual([]);
      expect(h.errors()).toEqual(['Service workers can only be used over HTTPS, or on localhost for development']);
    });
  });
}
