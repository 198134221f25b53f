import type { Passkey } from '@/ports/account-security';
import { formatDate } from '@/ui/kit/locale-format';

/** One passkey as the profile lists it, in words. */
export interface PasskeyRow {
  id: string;
  name: string;
  /** When it was added, as the user's locale writes a date. */
  added: string;
  /** When it last signed in, as the user's locale writes a date; "Never" when it has not. */
  lastUsed: string;
}

/**
 * The rows of the passkey list, the oldest first, dates in the user's locale. Passkeys of the same name (two added in
 * the same browser) are told apart by number: "Chrome on Linux", "Chrome on Linux (2)".
 */
export function passkeyRows(passkeys: Passkey[]): PasskeyRow[] {
  const seen = new Map<string, number>();
  return [...passkeys]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((p) => {
      const base = p.name.trim() === '' ? 'Passkey' : p.name.trim();
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return {
        id: p.id,
        name: n === 1 ? base : `${base} (${n})`,
        added: formatDate(p.createdAt),
        lastUsed: p.lastUsedAt ? formatDate(p.lastUsedAt) : 'Never',
      };
    });
}
