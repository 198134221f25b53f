import { describe, expect, test } from 'vitest';
import { matchRoute, pathnameOf } from '@/ui/routing/match-route';
import type { PageEntry } from '@/ui/routing/page-table';

const page = (pattern: string): PageEntry => ({
  pattern,
  title: pattern,
  access: 'public',
  load: async () => ({ default: () => null }),
});
const TABLE = [page('/'), page('/library'), page('/library/:folderId')];

describe('matchRoute', () => {
  test('matches literal and parameter segments, ignoring query, hash and a trailing slash', () => {
    expect(matchRoute(TABLE, '/')?.entry.pattern).toBe('/');
    expect(matchRoute(TABLE, '/library/?x=1#top')?.entry.pattern).toBe('/library');
    expect(matchRoute(TABLE, '/library/a%20b')).toMatchObject({
      entry: { pattern: '/library/:folderId' },
      params: { folderId: 'a b' },
    });
  });

  test('anything else has no page (the 404 page)', () => {
    expect(matchRoute(TABLE, '/library/1/2')).toBeUndefined();
    expect(matchRoute(TABLE, '/nope')).toBeUndefined();
    expect(matchRoute(TABLE, '/library/%E0%A4%A')).toBeUndefined();
  });

  test('pathnameOf strips query and hash', () => {
    expect(pathnameOf('/a/b/?q=1#h')).toBe('/a/b');
    expect(pathnameOf('?q=1')).toBe('/');
  });
});
