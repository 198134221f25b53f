import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A user of the local identity service; e-mail is unique regardless of case (stored lower-cased). */
export interface IdentityUsersTable {
  id: string;
  email: string;
  name: string | null;
  created_at: Timestamp;
  verified: Generated<boolean>;
}

/** A magic-link token, kept only as its SHA-256 hash; single use (used_at) and expiring. */
export interface IdentityLinkTokensTable {
  token_hash: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** An issued refresh token, by its jti; logout sets revoked_at. */
export interface IdentityRefreshTokensTable {
  jti: string;
  user_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A user's TOTP factor: the active and the not yet confirmed secret (both field-cipher tokens) and the last used step. */
export interface IdentityTotpTable {
  user_id: string;
  secret_enc: string | null;
  pending_enc: string | null;
  last_step: ColumnType<string | number | null, number | null, number | null>;
  updated_at: Timestamp;
}

/** The identity service's tables, merged into the server's DB type by server/db/schema.ts. */
export interface IdentityTables {
  identity_users: IdentityUsersTable;
  identity_link_tokens: IdentityLinkTokensTable;
  identity_refresh_tokens: IdentityRefreshTokensTable;
  identity_totp: IdentityTotpTable;
}
