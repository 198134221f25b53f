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
  /** Set when the link confirms a new e-mail address (`email`) for this user (decision 0263). */
  change_user_id?: string | null;
  /** Whether the session that asked for the e-mail change had a second factor (amr `mfa`; decision 0272). */
  change_mfa?: boolean | null;
}

/** An issued refresh token, by its jti; logout sets revoked_at. */
export interface IdentityRefreshTokensTable {
  jti: string;
  user_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The sign-in factors (amr) of the session, space-separated (decision 0264); null for tokens issued before. */
  methods?: string | null;
  /** When the token last made a session token (sign-in or refresh). */
  last_used_at?: Timestamp | null;
}

/** A user's TOTP factor: the active and the not yet confirmed secret (both field-cipher tokens) and the last used step. */
export interface IdentityTotpTable {
  user_id: string;
  secret_enc: string | null;
  pending_enc: string | null;
  last_step: ColumnType<string | number | null, number | null, number | null>;
  updated_at: Timestamp;
}

/** A recovery code of a user's second factor, kept only as its SHA-256 hash; `pending` until the factor is confirmed. */
export interface IdentityRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  pending: boolean;
  used_at: Timestamp | null;
}

/** A registered passkey (WebAuthn credential): its public key (base64url COSE) and signature counter. */
export interface IdentityPasskeysTable {
  credential_id: string;
  user_id: string;
  public_key: string;
  counter: ColumnType<string | number, number, number>;
  transports: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** An open WebAuthn ceremony: the challenge, origin and RP id it was started for; single use, expiring. */
export interface IdentityWebauthnChallengesTable {
  transaction_id: string;
  kind: string;
  user_id: string | null;
  login_id: string;
  challenge: string;
  origin: string;
  rp_id: string;
  mfa: boolean;
  expires_at: Timestamp;
}

/** One successful sign-in (or factor added to a session): when, from where, with which factors. */
export interface IdentitySignInsTable {
  id: Generated<number>;
  user_id: string;
  login_time: Timestamp;
  ip: string;
  methods: string;
}

/** The identity service's tables, merged into the server's DB type by server/db/schema.ts. */
export interface IdentityTables {
  identity_recovery_codes: IdentityRecoveryCodesTable;
  identity_passkeys: IdentityPasskeysTable;
  identity_webauthn_challenges: IdentityWebauthnChallengesTable;
  identity_sign_ins: IdentitySignInsTable;
  identity_users: IdentityUsersTable;
  identity_link_tokens: IdentityLinkTokensTable;
  identity_refresh_tokens: IdentityRefreshTokensTable;
  identity_totp: IdentityTotpTable;
}
