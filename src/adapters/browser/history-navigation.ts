import type { Navigation, NavigationTarget } from '@/ports/navigation';

/** Navigation over window.history, window.scrollTo and window.location. */
export class HistoryNavigation implements Navigation {
  private readonly listeners = new Set<(path: string) => void>();

  constructor(private readonly win: Window) {
    win.addEventListener('popstate', () => this.emit());
  }

  currentPath(): string {
    const { pathname, search, hash } = this.win.location;
    return `${pathname}${search}${hash}`;
  }

  queryParam(name: string): string | undefined {
    return new URLSearchParams(this.win.location.search).get(name) ?? undefined;
  }

  navigate(target: NavigationTarget): void {
    if (target.replace) this.win.history.replaceState(this.win.history.state, '', target.path);
    else this.win.history.pushState({}, '', target.path);
    this.emit();
  }

  removeQueryParams(names: string[]): void {
    const url = new URL(this.win.location.href);
    for (const name of names) url.searchParams.delete(name);
    this.navigate({ path: `${url.pathname}${url.search}${url.hash}`, replace: true });
  }

  back(): void {
    this.win.history.back();
  }

  scrollTo(x = 0, y = 0): void {
    this.win.scrollTo(x, y);
  }

  load(url: string): void {
    this.win.location.assign(url);
  }

  reload(): void {
    this.win.location.reload();
  }

  onDidChange(listener: (path: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    const path = this.currentPath();
    for (const listener of this.listeners) listener(path);
  }
}
