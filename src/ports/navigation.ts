/** A location change. */
export interface NavigationTarget {
  /** Path with optional query and hash, e.g. '/library?folder=3'. */
  path: string;
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}

/** The browser's history, scroll position and full-page loads. */
export interface Navigation {
  /** Path, query and hash of the current location, e.g. '/checkout?step=2'. */
  currentPath(): string;
  /** The value of one query parameter of the current location. */
  queryParam(name: string): string | undefined;
  /** Moves to `target` inside the SPA (history push or replace, no page load). */
  navigate(target: NavigationTarget): void;
  /** Removes query parameters from the current location without a page load (e.g. the magic-link token 't'). */
  removeQueryParams(names: string[]): void;
  /** Goes one entry back in history. */
  back(): void;
  /** Scrolls the window to a position (top-left when omitted). */
  scrollTo(x?: number, y?: number): void;
  /** Loads `url` as a full page (leaves the SPA). */
  load(url: string): void;
  /** Reloads the current page. */
  reload(): void;
  /** Subscribes to location changes (SPA navigation and back/forward); returns an unsubscribe function. */
  onDidChange(listener: (path: string) => void): () => void;
}
export const Navigation = Symbol('Navigation');
