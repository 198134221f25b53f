import type { ComponentType } from 'react';

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

const home = (): Promise<PageModule> => import('@/ui/home/home-page');
const signIn = (): Promise<PageModule> => import('@/ui/sign-in/sign-in-page');
const area = (): Promise<PageModule> => import('@/ui/home/area-page');
const beneficiaries = (): Promise<PageModule> => import('@/ui/beneficiaries/beneficiaries-page');
const rollovers = (): Promise<PageModule> => import('@/ui/rollovers/rollovers-page');
const checkout = (): Promise<PageModule> => import('@/ui/checkout/checkout-page');
const assets = (): Promise<PageModule> => import('@/ui/assets/assets-page');
const distributions = (): Promise<PageModule> => import('@/ui/distributions/distributions-page');
const bank = (): Promise<PageModule> => import('@/ui/bank/bank-application-page');
const library = (): Promise<PageModule> => import('@/ui/library/library-page');
const contributions = (): Promise<PageModule> => import('@/ui/contributions/contributions-page');
const invitations = (): Promise<PageModule> => import('@/ui/invitations/invitations-page');
const loans = (): Promise<PageModule> => import('@/ui/loans/loans-page');

/** Product areas shown on the home page, in order (each a page in the table). */
export const AREAS = [
  { path: '/onboarding', key: 'onboarding', title: 'Bank account' },
  { path: '/identity-verification', key: 'identity-verification', title: 'Identity verification' },
  { path: '/checkout', key: 'checkout', title: 'Employer and plan setup' },
  { path: '/library', key: 'library', title: 'Document library' },
  { path: '/assets', key: 'assets', title: 'Assets' },
  { path: '/distributions', key: 'distributions', title: 'Distributions' },
  { path: '/beneficiaries', key: 'beneficiaries', title: 'Beneficiaries' },
  { path: '/rollovers', key: 'rollovers', title: 'Rollovers' },
  { path: '/contributions', key: 'contributions', title: 'Contributions' },
  { path: '/invitations', key: 'invitations', title: 'Participants' },
  { path: '/loans', key: 'loans', title: 'Loans' },
  { path: '/profile', key: 'profile', title: 'Profile and security' },
] as const;

/** The page of each built area by its key; an area without one gets the "not built yet" placeholder. */
const AREA_PAGES: Partial<Record<(typeof AREAS)[number]['key'], () => Promise<PageModule>>> = {
  onboarding: bank,
  'identity-verification': bank,
  checkout,
  library,
  assets,
  beneficiaries,
  rollovers,
  distributions,
  contributions,
  invitations,
  loans,
  profile: () => import('@/ui/profile/profile-page'),
};

/** The one page table: every path of the app resolves through it (one catch-all client route). */
export const PAGE_TABLE: readonly PageEntry[] = [
  { pattern: '/', title: 'Home', access: 'signedIn', load: home },
  { pattern: '/sign-in', title: 'Sign in', access: 'public', load: signIn },
  { pattern: '/admin', title: 'Admin mode', access: 'support', load: () => import('@/ui/admin/admin-page') },
  { pattern: '/support', title: 'Support console', access: 'support', load: () => import('@/ui/support/support-console-page') },
  { pattern: '/support/audit', title: 'Audit trail', access: 'support', load: () => import('@/ui/support/audit-trail-page') },
  {
    pattern: '/support/account-widgets',
    title: 'Account widgets',
    access: 'support',
    load: () => import('@/ui/support/account-widgets-page'),
  },
  ...AREAS.map(
    (a): PageEntry => ({
      pattern: a.path,
      title: a.title,
      access: 'signedIn',
      load: AREA_PAGES[a.key] ?? area,
      variant: a.key,
    }),
  ),
  { pattern: '/join', title: 'Join a plan', access: 'signedIn', load: () => import('@/ui/invitations/join-page') },
  { pattern: '/library/:folderId', title: 'Document library', access: 'signedIn', load: library, variant: 'library' },
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
  return entry !== undefined && entry.load !== area;
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
