import type { Kysely } from 'kysely';
import { DEFAULT_TTL } from './identity-service';
import { IdentityStore } from './identity-store';
import { buildMagicLink, hashLinkToken, maskEmail, newLinkToken } from './magic-link';
import type { Mailer } from '../mail/mailer';
import type { IdentityTables } from './schema';

/** What sending a sign-in link on a user's behalf needs. */
export interface SignInLinkSender {
  // biome-ignore lint/suspicious/noExplicitAny: the server's whole DB; only the identity tables are used
  db: Kysely<any>;
  mailer: Mailer;
  /** Where the link returns to (the app's public origin). */
  origin: string;
  now: () => Date;
  linkTtlSec?: number;
}

/**
 * Sends `email` a new magic sign-in link exactly as the identity service's sign-up-or-in does (hashed single-use token,
 * ten-minute expiry, sent through the mail port); answers the masked address and the time sent.
 */
export async function sendSignInLink(s: SignInLinkSender, email: string): Promise<{ maskedEmail: string; sentAt: Date }> {
  const address = email.trim().toLowerCase();
  const token = newLinkToken();
  const now = s.now();
  const ttl = s.linkTtlSec ?? DEFAULT_TTL.linkSec;
  await new IdentityStore(s.db as Kysely<IdentityTables>).saveLinkToken(
    hashLinkToken(token),
    address,
    now,
    new Date(now.getTime() + ttl * 1000),
  );
  await s.mailer.send('sign_in_link', address, { link: buildMagicLink(`${new URL(s.origin).origin}/`, token) });
  return { maskedEmail: maskEmail(address), sentAt: now };
}
