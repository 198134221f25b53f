import type { CookieOptions, KeyValueStorage } from '@/ports/key-value-storage';

/** KeyValueStorage over document.cookie; cookies are SameSite=Strict and Secure unless told otherwise. */
export class DocumentCookieKeyValueStorage implements KeyValueStorage {
  constructor(private readonly doc: Document) {}

  get(key: string): string | undefined {
    return this.entries().get(key);
  }

  set(key: string, value: string, options: CookieOptions = {}): void {
    this.doc.cookie = serializeCookie(key, value, options);
  }

  remove(key: string): void {
    this.doc.cookie = serializeCookie(key, '', { expires: new Date(0) });
  }

  keys(): string[] {
    return [...this.entries().keys()];
  }

  private entries(): Map<string, string> {
    const map = new Map<string, string>();
    for (const part of this.doc.cookie.split(';')) {
      const i = part.indexOf('=');
      if (i < 0) continue;
      map.set(decodeURIComponent(part.slice(0, i).trim()), decodeURIComponent(part.slice(i + 1).trim()));
    }
    return map;
  }
}

/** The Set-Cookie string for document.cookie: path '/', SameSite=Strict and Secure by default. */
export function serializeCookie(key: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (options.secure ?? true) parts.push('Secure');
  return parts.join('; ');
}
