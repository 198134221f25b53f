import type { KeyValueStorage } from '@/ports/key-value-storage';

/**
 * Where checkout drafts live in local storage, and their removal at logout: the session store needs only this
 * on the first page; the drafts themselves (checkout-drafts.ts) load with the checkout page.
 */
export const CHECKOUT_DRAFT_PREFIX = 'checkout.draft';

/** Removes every checkout draft and role choice of every user from the storage (for logout on a shared computer). */
export function clearCheckoutDrafts(storage: KeyValueStorage): void {
  for (const key of storage.keys()) if (key.startsWith(`${CHECKOUT_DRAFT_PREFIX}.`)) storage.remove(key);
}
