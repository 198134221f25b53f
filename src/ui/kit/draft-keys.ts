import type { KeyValueStorage } from '@/ports/key-value-storage';

/**
 * Where every form draft of every area lives in local storage (checkout, bank application, ...), and their removal at
 * logout: the session store needs only this on the first page; each area's drafts class loads with its page. The value
 * stays 'checkout.draft' so drafts saved before the bank application existed are still found and still cleared.
 */
export const DRAFT_PREFIX = 'checkout.draft';

/** Removes every draft and role choice of every user and area from the storage (for logout on a shared computer). */
export function clearDrafts(storage: KeyValueStorage): void {
  for (const key of storage.keys()) if (key.startsWith(`${DRAFT_PREFIX}.`)) storage.remove(key);
}
