import type { PageEntry } from '@/ui/routing/page-table';

/** A path resolved to its page. */
export interface RouteMatch {
  entry: PageEntry;
  params: Record<string, string>;
}

/** The pathname of a path with query and hash, without a trailing slash (except the root). */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The parameters of `pathname` under `pattern` (`/library/:folderId`), or undefined when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return undefined;
      }
    } else if (want[i] !== have[i]) return undefined;
  }
  return params;
}

/** The first table entry whose pattern matches the path, or undefined (the 404 page). */
export function matchRoute(table: readonly PageEntry[], path: string): RouteMatch | undefined {
  const pathname = pathnameOf(path);
  for (const entry of table) {
    const params = matchPattern(entry.pattern, pathname);
    if (params) return { entry, params };
  }
  return undefined;
}
