import { describe, expect, test, vi } from 'vitest';
import type { PageEntry, PageModule } from '@/ui/routing/page-table';
import { warmPageCode } from '@/ui/shell/warm-page';

const entry = (access: PageEntry['access'], fails = false) => {
  const load = vi.fn(() => (fails ? Promise.reject(new Error('offline')) : Promise.resolve({} as PageModule)));
  return { entry: { pattern: '/', title: 'Home', access, load } as PageEntry, load };
};

describe('warming the code of a signed-in page while the session resolves', () => {
  test('a magic link or a stored refresh token starts loading a signed-in or support page at once', () => {
    for (const access of ['signedIn', 'support'] as const) {
      const link = entry(access);
      expect(warmPageCode(link.entry, { query: '?t=abc', refreshToken: undefined })).toBe(true);
      expect(link.load).toHaveBeenCalledTimes(1);
      const stored = entry(access);
      expect(warmPageCode(stored.entry, { query: '', refreshToken: 'refresh-1' })).toBe(true);
      expect(stored.load).toHaveBeenCalledTimes(1);
    }
  });

  test('a signed-out visit, a public page, a blank token or no page loads nothing', () => {
    const home = entry('signedIn');
    expect(warmPageCode(home.entry, { query: '', refreshToken: undefined })).toBe(false);
    expect(warmPageCode(home.entry, { query: '?t=%20', refreshToken: '' })).toBe(false);
    expect(home.load).not.toHaveBeenCalled();
    const pub = entry('public');
    expect(warmPageCode(pub.entry, { query: '?t=abc', refreshToken: 'r' })).toBe(false);
    expect(pub.load).not.toHaveBeenCalled();
    expect(warmPageCode(undefined, { query: '?t=abc', refreshToken: 'r' })).toBe(false);
  });

  test('a failed load is left to the page itself (no unhandled rejection)', async () => {
    const failing = entry('signedIn', true);
    expect(warmPageCode(failing.entry, { query: '?t=abc', refreshToken: undefined })).toBe(true);
    await expect(failing.load.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
