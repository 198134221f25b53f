import type { CookieOptions, KeyValueStorage } from '@/ports/key-value-storage';

/** In-memory KeyValueStorage (local, session or cookie); remembers the cookie options of each key. */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  /** Cookie options passed with the last set() of each key. */
  readonly options = new Map<string, CookieOptions>();

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string, options: CookieOptions = {}): void {
    this.values.set(key, value);
    this.options.set(key, options);
  }

  remove(key: string): void {
    this.values.delete(key);
    this.options.delete(key);
  }

  keys(): string[] {
    return [...this.values.keys()];
  }
}
