/** A person as the product knows them: id, sign-in e-mail and name (null until given). */
export interface AccountPerson {
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
}

/**
 * Who is signed in (the spec's current-user call) and, in admin mode, the participant a support user acts for
 * (decision 0302). Every area that needs the user's id (drafts kept per user, whose checkout it is) reads it here.
 */
export interface AccountRecord {
  readonly userId: string;
  readonly email: string;
  readonly name: string | null;
  /** The user's product roles (e.g. `support`). */
  readonly roles: readonly string[];
  /** The participant a support user acts for (admin mode); null otherwise. */
  readonly actingAs: AccountPerson | null;
}

/** The theme of the product configuration (spec section 3), as configured: the theme checks the colours before use. */
export interface ProductTheme {
  /** The partner colour; null when not configured. */
  readonly partnerThemeColor: string | null;
  /** The six chart colours; empty when not configured. */
  readonly chartPalette: readonly string[];
}

/** Whose records the account shows: the participant acted for in admin mode, else the signed-in user. */
export const shownUserId = (account: AccountRecord): string => account.actingAs?.id ?? account.userId;
