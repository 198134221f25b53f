import { describe, expect, test, vi } from 'vitest';
import type { Navigation } from '@/ports/navigation';

/** The Navigation contract (history and query parameters), run against the fake and the history adapter. */
export function navigationContract(name: string, create: (initialPath: string) => Navigation): void {
  describe(`Navigation contract: ${name}`, () => {
    test('navigate pushes a path and notifies listeners; replace keeps the history length', async () => {
      const nav = create('/');
      const seen: string[] = [];
      nav.onDidChange((p) => seen.push(p));
      nav.navigate({ path: '/library?folder=3' });
      expect(nav.currentPath()).toBe('/library?folder=3');
      expect(nav.queryParam('folder')).toBe('3');
      nav.navigate({ path: '/checkout', replace: true });
      expect(seen).toEqual(['/library?folder=3', '/checkout']);
      nav.back();
      await vi.waitFor(() => expect(nav.currentPath()).toBe('/'), { timeout: 5_000, interval: 5 });
    });

    test('removeQueryParams drops the magic-link token and keeps other parameters', () => {
      const nav = create('/');
      nav.navigate({ path: '/login?t=magic-token&next=%2Fhome#top' });
      nav.removeQueryParams(['t']);
      expect(nav.currentPath()).toBe('/login?next=%2Fhome#top');
      expect(nav.queryParam('t')).toBeUndefined();
    });

    test('an unsubscribed listener hears nothing', () => {
      const nav = create('/');
      const seen: string[] = [];
      nav.onDidChange((p) => seen.push(p))();
      nav.navigate({ path: '/a' });
      expect(seen).toEqual([]);
    });
  });
}
