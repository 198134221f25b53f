/** Options that only a cookie-backed storage honours. */
export interface CookieOptions {
  /** Expiry; a session cookie when absent. */
  expires?: Date;
  /** Cookie path; '/' when absent. */
  path?: string;
  /** SameSite attribute; 'Strict' when absent. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Secure attribute; true when absent. */
  secure?: boolean;
}

/** A string key-value store of the browser: local storage, session (per-tab) storage or cookies. */
export interface KeyValueStorage {
  /** The value under `key`, or undefined when none is stored. */
  get(key: string): string | undefined;
  /** Stores `value` under `key`; cookie options are ignored by non-cookie stores. */
  set(key: string, value: string, options?: CookieOptions): void;
  /** Removes the value under `key` (no-op when absent). */
  remove(key: string): void;
  /** Every key currently stored. */
  keys(): string[];
}
/** Local storage: survives reloads and is shared by the tabs of one origin. */
export const KeyValueStorage = Symbol('KeyValueStorage');
/** Session storage: kept per browser tab (admin mode lives here). */
export const SessionKeyValueStorage = Symbol('SessionKeyValueStorage');
/** Cookies of the current document (the session token when configured to use a cookie). */
export const CookieKeyValueStorage = Symbol('CookieKeyValueStorage');
