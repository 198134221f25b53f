import type { Navigation, NavigationTarget } from '@/ports/navigation';

/** In-memory Navigation: a history stack plus records of scrolls, full-page loads and reloads. */
export class MemoryNavigation implements Navigation {
  /** History entries, oldest first. */
  readonly entries: string[];
  /** Full-page loads requested, oldest first. */
  readonly loads: string[] = [];
  /** Scroll positions requested. */
  readonly scrolls: Array<[number, number]> = [];
  /** Number of reloads requested. */
  reloads = 0;
  private index: number;
  private readonly listeners = new Set<(path: string) => void>();

  constructor(initialPath = '/') {
    this.entries = [initialPath];
    this.index = 0;
  }

  currentPath(): string {
    return this.entries[this.index];
  }

  queryParam(name: string): string | undefined {
    return new URL(this.currentPath(), 'http://app.invalid').searchParams.get(name) ?? undefined;
  }

  navigate(target: NavigationTarget): void {
    const path = new URL(target.path, new URL(this.currentPath(), 'http://app.invalid')).href.replace('http://app.invalid', '');
    if (target.replace) this.entries[this.index] = path;
    else {
      this.entries.splice(this.index + 1, this.entries.length, path);
      this.index += 1;
    }
    this.emit();
  }

  removeQueryParams(names: string[]): void {
    const url = new URL(this.currentPath(), 'http://app.invalid');
    for (const name of names) url.searchParams.delete(name);
    this.navigate({ path: `${url.pathname}${url.search}${url.hash}`, replace: true });
  }

  back(): void {
    if (this.index === 0) return;
    this.index -= 1;
    queueMicrotask(() => this.emit());
  }

  scrollTo(x = 0, y = 0): void {
    this.scrolls.push([x, y]);
  }

  load(url: string): void {
    this.loads.push(url);
  }

  reload(): void {
    this.reloads += 1;
  }

  onDidChange(listener: (path: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.currentPath());
  }
}
