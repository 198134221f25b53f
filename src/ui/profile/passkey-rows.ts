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

/** The rows of the passkey list, the oldest first, dates in the user's locale. */
export function passkeyRows(passkeys: Passkey[]): PasskeyRow[] {
  return [...passkeys]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((p) => ({
      id: p.id,
      name: p.name.trim() === '' ? 'Passkey' : p.name,
      added: formatDate(p.createdAt),
      lastUsed: p.lastUsedAt ? formatDate(p.lastUsedAt) : 'Never',
    }));
}
