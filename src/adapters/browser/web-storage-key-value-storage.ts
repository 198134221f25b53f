import type { KeyValueStorage } from '@/ports/key-value-storage';

/** KeyValueStorage over a Web Storage area (window.localStorage or window.sessionStorage). */
export class WebStorageKeyValueStorage implements KeyValueStorage {
  constructor(private readonly area: Storage) {}

  get(key: string): string | undefined {
    return this.area.getItem(key) ?? undefined;
  }

  set(key: string, value: string): void {
    this.area.setItem(key, value);
  }

  remove(key: string): void {
    this.area.removeItem(key);
  }

  keys(): string[] {
    return Array.from({ length: this.area.length }, (_, i) => this.area.key(i)).filter((k): k is string => k !== null);
  }
}
