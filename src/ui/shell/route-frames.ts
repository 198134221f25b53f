/**
 * The frames the build prerenders, one per known route (decision 0207): what a page looks like before any script
 * has run. The build writes each into its own HTML file (scripts/prerender-plugin.ts) and the server answers a path
 * with its frame; the shell paints the same frame while the session resolves and the page's code loads
 * (route-frame.tsx renders what `frameMainHtml` writes; starting-frame.test.tsx keeps the two equal).
 *
 * The build plugin runs it in Node through Vite's module runner; it imports only the areas' manifests (src/ui/areas.ts),
 * which name code only through `import()`, so nothing of a page or a tile runs there.
 */
import { AREAS } from '@/ui/areas';
import type { FrameText } from '@/ui/routing/area-manifest';
import { matchPattern } from '@/ui/routing/match-route';

/** What the main area of a frame shows. */
export type FrameKind =
  /** No heading: an unknown path (the app decides: page not found, sign-in...). */
  | 'generic'
  /** The sign-in form, painted at its final size (its controls disabled until the app runs). */
  | 'sign-in'
  /** A signed-in page: its heading and the status line, in the page's own section. */
  | 'page'
  /** Home: its heading, the status line and the skeleton of its areas. */
  | 'home';

/** One prerendered frame. */
export interface RouteFrame {
  kind: FrameKind;
  /** The page's heading (none for 'generic'). */
  heading?: string;
  /** A line under a page's heading that says what the page is for, while it loads. */
  lead?: string;
  /** The file the build writes, relative to the build folder. */
  file: string;
}

/** Shown while the session resolves (also the status line of the shell). */
export const RESOLVING_TEXT = 'Loading your account…';

/** Cookie the app sets while a person is signed in on this browser (no secret in it): the server then answers a
 * signed-in page's frame, not the sign-in form. */
export const SIGNED_IN_HINT_COOKIE = 'solo401k_frame';

/** Home's introduction under its heading: painted from the HTML, it is also the page's largest text, so home's
 * largest paint does not wait for the areas' answers or the opt-in dialog (decision 0207). home-page.tsx shows it. */
export const HOME_INTRO =
  'Here is where your plan stands. Each area below shows its state, and the next step says what to do first; anything you start is kept, so you can come back to it at any time.';

/** Home's areas: the skeleton reserves one card per area (the same as home-skeleton.tsx). */
export const HOME_AREA_COUNT = AREAS.length;

export const GENERIC_FRAME: RouteFrame = { kind: 'generic', file: 'index.html' };
export const SIGN_IN_FRAME: RouteFrame = {
  kind: 'sign-in',
  heading: 'Sign in or create your account',
  file: 'frames/sign-in.html',
};
export const HOME_FRAME: RouteFrame = { kind: 'home', heading: 'Your plan', file: 'frames/home.html' };

/** Every signed-in page of an area (its path or its pattern, `/library/:folderId`), with what its frame paints. */
const FRAMED_PAGES: readonly (FrameText & { path: string; title: string })[] = AREAS.flatMap((area) => [
  area,
  ...(area.pages ?? []).map((page) => ({ ...page, path: page.pattern })),
]);

/**
 * The signed-in pages (paths and patterns) and the heading each paints first (its manifest's heading, else its
 * title). route-frames.test.ts keeps this list equal to the page table's signed-in entries.
 */
export const PAGE_HEADINGS: Readonly<Record<string, string>> = Object.fromEntries(
  FRAMED_PAGES.map((page) => [page.path, page.heading ?? page.title]),
);

/**
 * What a page says under its heading while it loads, where the page's own first text is larger than its heading:
 * so the page's largest paint comes from the HTML (decision 0207).
 */
export const PAGE_LEADS: Readonly<Record<string, string>> = Object.fromEntries(
  FRAMED_PAGES.flatMap((page) => (page.lead === undefined ? [] : [[page.path, page.lead]])),
);

/** The frame's file: the path's segments joined by '_', a pattern's parameter by its name (frames/library_folderid.html). */
const fileOf = (path: string): string => `frames/${path.slice(1).replace(/\//g, '_').replace(/:/g, '').toLowerCase()}.html`;

/** The framed page of a path: the path itself when it is one, else the first pattern it matches. */
function framedPageOf(path: string): string | undefined {
  if (path in PAGE_HEADINGS) return path;
  return Object.keys(PAGE_HEADINGS).find((pattern) => pattern.includes(':') && matchPattern(pattern, path) !== undefined);
}

const pageFrame = (path: string): RouteFrame => ({
  kind: 'page',
  heading: PAGE_HEADINGS[path],
  ...(PAGE_LEADS[path] ? { lead: PAGE_LEADS[path] } : {}),
  file: fileOf(path),
});

/** Every frame the build writes besides index.html (the generic one). */
export function allFrames(): RouteFrame[] {
  return [SIGN_IN_FRAME, HOME_FRAME, ...Object.keys(PAGE_HEADINGS).map(pageFrame)];
}

/**
 * Whether a visit is most likely signed in, from what both the server and the page can see before any script: a
 * magic-link token in the query, or the hint cookie (its value given) set to 1.
 */
export function likelySignedIn(query: string, hintCookie: string | undefined): boolean {
  const params = new URLSearchParams(query);
  if (params.get('t')?.trim() && !params.has('descope-login-flow')) return true;
  return hintCookie === '1';
}

/**
 * The frame of a path: a known signed-in page's when a signed-in visit is likely (a path a page's pattern matches
 * gets that page's frame), the sign-in form when it is not (the app shows sign-in there), the sign-in form on
 * /sign-in, the generic frame elsewhere.
 */
export function frameFor(pathname: string, signedIn: boolean): RouteFrame {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/sign-in') return SIGN_IN_FRAME;
  const page = path === '/' ? path : framedPageOf(path);
  if (page === undefined) return GENERIC_FRAME;
  if (!signedIn) return SIGN_IN_FRAME;
  if (page === '/') return HOME_FRAME;
  return pageFrame(page);
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Marks the outermost element of a frame's main area: the app's own page is there once no element has it. */
export const FRAME_MARK = 'data-frame';

const STATUS = `<div class="status-screen" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span><p>${RESOLVING_TEXT}</p></div>`;

/** The inner HTML of the main landmark of a frame (what route-frame.tsx renders, byte for byte). */
export function frameMainHtml(frame: RouteFrame): string {
  const heading = escapeHtml(frame.heading ?? '');
  switch (frame.kind) {
    case 'generic':
      return STATUS.replace('<div class="status-screen"', `<div ${FRAME_MARK}="" class="status-screen"`);
    case 'sign-in':
      return (
        `<section ${FRAME_MARK}="" class="page page--narrow card" aria-labelledby="sign-in-title">` +
        `<h1 id="sign-in-title">${heading}</h1>` +
        '<p class="lead">Enter your e-mail and we will send you a link to sign in. No password needed.</p>' +
        // Attribute names and order as React writes them (starting-frame.test.tsx compares the two).
        '<form class="form" noValidate=""><div class="field"><label for="email">E-mail</label>' +
        '<input id="email" type="email" autoComplete="email" inputMode="email" disabled="" aria-describedby="email-hint" name="email"/>' +
        '<p id="email-hint" class="field__hint">New here? The same link creates your account.</p></div>' +
        '<button type="submit" class="button button--primary button--wide" disabled="">Send me a sign-in link</button>' +
        '<button type="button" class="button button--wide" disabled="">Sign in with a passkey</button>' +
        '</form></section>'
      );
    case 'home':
      return (
        `<section ${FRAME_MARK}="" class="page" aria-labelledby="home-title">` +
        `<h1 id="home-title">${heading}</h1>` +
        `<p class="lead" role="status">${RESOLVING_TEXT}</p>` +
        `<p class="home-intro">${HOME_INTRO}</p>` +
        '<div class="home-skeleton" aria-hidden="true"><div class="skeleton skeleton--next-step"></div>' +
        '<div class="skeleton skeleton--heading"></div><div class="area-grid">' +
        '<div class="skeleton skeleton--card"></div>'.repeat(HOME_AREA_COUNT) +
        '</div></div></section>'
      );
    case 'page':
      return (
        `<section ${FRAME_MARK}="" class="page" aria-labelledby="frame-title"><h1 id="frame-title">${heading}</h1>` +
        `${frame.lead ? `<p class="lead">${escapeHtml(frame.lead)}</p>` : ''}${STATUS}</section>`
      );
  }
}

/** The inner HTML of `#root`: the app frame around the main area (what starting-frame.tsx renders). */
export function frameRootHtml(frame: RouteFrame): string {
  return (
    '<div class="app"><a class="skip-link" href="#main">Skip to content</a><header class="header"><div class="header__inner">' +
    '<a href="/" class="brand"><span class="brand__mark" aria-hidden="true">401k</span><span class="brand__name">Solo 401(k)</span></a>' +
    `</div></header><main id="main" class="main" tabindex="-1">${frameMainHtml(frame)}</main>` +
    '<footer class="footer"><p>Solo 401(k) · Your small-business retirement plan</p></footer></div>'
  );
}

/** A built index.html with its `#root` holding `frame` instead of the generic frame. */
export function withFrame(indexHtml: string, frame: RouteFrame): string {
  const root = /<div id="root">[\s\S]*?<\/footer><\/div><\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no prerendered #root to replace');
  return indexHtml.replace(root, () => `<div id="root">${frameRootHtml(frame)}</div>`);
}
