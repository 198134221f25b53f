import type { ComponentType } from 'react';
import { AREAS } from '@/ui/areas';
import type { AreaManifest } from '@/ui/routing/area-manifest';

/** Who may open a page: anyone, a signed-in user, or a support user. */
export type PageAccess = 'public' | 'signedIn' | 'support';

/** What a page component receives from the router. */
export interface PageProps {
  /** Values of the `:name` segments of the matched pattern. */
  params: Record<string, string>;
  /** Extra value of the table entry (e.g. which area a placeholder page describes). */
  variant?: string;
}

/** A lazily loaded page module. */
export type PageModule = { default: ComponentType<PageProps> };

/** One row of the app's page table. */
export interface PageEntry {
  /** Path pattern: literal segments and `:name` parameters, e.g. '/library/:folderId'. */
  pattern: string;
  /** Document title of the page. */
  title: string;
  access: PageAccess;
  /** Loads the page's code (a separate chunk). */
  load: () => Promise<PageModule>;
  /** Passed to the page as `variant`. */
  variant?: string;
}

/** The page of an area whose manifest names no page yet: it says that the area is not built yet. */
const placeholder = (): Promise<PageModule> => import('@/ui/home/area-page');

/** Home's code, with the code of every area's tile source beside it (not one round trip after it). */
function home(): Promise<PageModule> {
  for (const area of AREAS) area.tile?.().catch(() => undefined);
  return import('@/ui/home/home-page');
}

/** The rows of one area (src/ui/areas.ts): its own page, then its further pages. */
function areaRows(area: AreaManifest): PageEntry[] {
  return [
    { pattern: area.path, title: area.title, access: 'signedIn', load: area.load ?? placeholder, variant: area.key },
    ...(area.pages ?? []).map(
      (page): PageEntry => ({
        pattern: page.pattern,
        title: page.title,
        access: 'signedIn',
        load: page.load,
        ...(page.variant === undefined ? {} : { variant: page.variant }),
      }),
    ),
  ];
}

/** The one page table: every path of the app resolves through it (one catch-all client route). */
export const PAGE_TABLE: readonly PageEntry[] = [
  { pattern: '/', title: 'Home', access: 'signedIn', load: home },
  { pattern: '/sign-in', title: 'Sign in', access: 'public', load: () => import('@/ui/sign-in/sign-in-page') },
  { pattern: '/admin', title: 'Admin mode', access: 'support', load: () => import('@/ui/admin/admin-page') },
  { pattern: '/support', title: 'Support console', access: 'support', load: () => import('@/ui/support/support-console-page') },
  { pattern: '/support/audit', title: 'Audit trail', access: 'support', load: () => import('@/ui/support/audit-trail-page') },
  {
    pattern: '/support/account-widgets',
    title: 'Account widgets',
    access: 'support',
    load: () => import('@/ui/support/account-widgets-page'),
  },
  ...AREAS.flatMap(areaRows),
  { pattern: '/404', title: 'Page not found', access: 'public', load: () => import('@/ui/errors/not-found-page') },
  {
    pattern: '/500',
    title: 'Something went wrong',
    access: 'public',
    load: () => import('@/ui/errors/server-error-page'),
  },
];

/** True when the area at `path` has its own page (not the "not built yet" placeholder). */
export function isAreaBuilt(path: string): boolean {
  const entry = PAGE_TABLE.find((p) => p.pattern === path);
  return entry !== undefined && entry.load !== placeholder;
}

/** The page shown for a path that is not in the table. */
export const NOT_FOUND_PAGE: PageEntry = PAGE_TABLE.find((p) => p.pattern === '/404')!;
/** Shown in place of a signed-in page until the user gives the second factor they set up (issue 17). */
export const SECOND_FACTOR_PAGE: PageEntry = {
  pattern: '/sign-in/second-factor',
  title: 'Confirm it is you',
  access: 'public',
  load: () => import('@/ui/sign-in/second-factor-page'),
};
/** The page shown when a page is opened without being signed in. */
export const SIGN_IN_PAGE: PageEntry = PAGE_TABLE.find((p) => p.pattern === '/sign-in')!;
