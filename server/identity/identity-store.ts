import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** A user row as the routes use it. */
export interface IdentityUser {
  id: string;
  email: string;
  name: string | undefined;
  createdAt: Date;
  verified: boolean;
}

type Db = Kysely<IdentityTables>;

/** One active session of a user: its refresh token id, when it started and was last used, and its factors. */
export interface ActiveRefreshToken {
  jti: string;
  issuedAt: Date;
  lastUsedAt: Date;
  methods: string[];
}

/** Repository of the identity tables: users, magic-link tokens (hashed) and refresh-token ids. */
export class IdentityStore {
  constructor(private readonly db: Db) {}

  /** Stores a link token's hash for `email`, valid until `expiresAt`. */
  async saveLinkToken(hash: string, email: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('identity_link_tokens')
      .values({ token_hash: hash, email, created_at: now, expires_at: expiresAt })
      .execute();
  }

  /** The e-mail a link token was sent to, used or not (for per-loginId rate limiting). */
  async linkEmail(hash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('identity_link_tokens')
      .select('email')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row?.email;
  }

  /** Marks an unused, unexpired link token used and returns its e-mail; atomic, so a token works once. */
  async consumeLinkToken(hash: string, now: Date): Promise<string | undefined> {
    return (await this.consumeLink(hash, now))?.email;
  }

  /** Like consumeLinkToken, also answering the user whose e-mail change the link confirms, if it is one. */
  async consumeLink(hash: string, now: Date): Promise<{ email: string; changeUserId?: string; changeMfa: boolean } | undefined> {
    const row = await this.db
      .updateTable('identity_link_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['email', 'change_user_id', 'change_mfa'])
      .executeTakeFirst();
    return row
      ? { email: row.email, changeUserId: row.change_user_id ?? undefined, changeMfa: row.change_mfa === true }
      : undefined;
  }

  /**
   * Stores a link token that confirms `email` as the new address of `userId`; `mfa`: the session that asked had a second
   * factor (decision 0272).
   */
  async saveEmailChangeToken(
    hash: string,
    email: string,
    user: { id: string; mfa: boolean },
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.db
      .insertInto('identity_link_tokens')
      .values({
        token_hash: hash,
        email,
        created_at: now,
        expires_at: expiresAt,
        change_user_id: user.id,
        change_mfa: user.mfa,
      })
      .execute();
  }

  /** Changes the user's e-mail (proven by a link); false when another user has that address. */
  async changeEmail(userId: string, email: string): Promise<boolean> {
    const taken = await this.db
      .selectFrom('identity_users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken) return false;
    try {
      await this.db
        .updateTable('identity_users')
        .set({ email: email.toLowerCase(), verified: true })
        .where('id', '=', userId)
        .execute();
      return true;
    } catch {
      return false; // taken at the same moment (unique index)
    }
  }

  /** Finds or creates the user of `email` and marks it verified; `firstSeen` when it was not verified before. */
  async verifyUser(email: string, now: Date): Promise<{ user: IdentityUser; firstSeen: boolean }> {
    const normalized = email.trim().toLowerCase();
    await this.db
      .insertInto('identity_users')
      .values({ id: randomUUID(), email: normalized, name: null, created_at: now, verified: false })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const before = await this.db
      .selectFrom('identity_users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', normalized)
      .executeTakeFirstOrThrow();
    if (!before.verified)
      await this.db.updateTable('identity_users').set({ verified: true }).where('id', '=', before.id).execute();
    return { user: toUser({ ...before, verified: true }), firstSeen: !before.verified };
  }

  /** The user with this id, if any. */
  async findUser(id: string): Promise<IdentityUser | undefined> {
    const row = await this.db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toUser(row) : undefined;
  }

  /** Records an issued refresh token so that it can be revoked. */
  async saveRefreshToken(jti: string, userId: string, issuedAt: Date, expiresAt: Date, amr: string[] = []): Promise<void> {
    await this.db
      .insertInto('identity_refresh_tokens')
      .values({
        jti,
        user_id: userId,
        issued_at: issuedAt,
        expires_at: expiresAt,
        methods: amr.join(' '),
        last_used_at: issuedAt,
      })
      .execute();
  }

  /** Records that the refresh token `jti` made a session token at `at`. */
  async touchRefreshToken(jti: string, at: Date): Promise<void> {
    await this.db.updateTable('identity_refresh_tokens').set({ last_used_at: at }).where('jti', '=', jti).execute();
  }

  /** The user's unrevoked, unexpired refresh tokens (their sessions), the last used first. */
  async activeRefreshTokens(userId: string, now: Date): Promise<ActiveRefreshToken[]> {
    const rows = await this.db
      .selectFrom('identity_refresh_tokens')
      .select(['jti', 'issued_at', 'last_used_at', 'methods'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    return rows
      .map((r) => ({
        jti: r.jti,
        issuedAt: new Date(r.issued_at),
        lastUsedAt: new Date(r.last_used_at ?? r.issued_at),
        methods: (r.methods ?? '').split(' ').filter((m) => m !== ''),
      }))
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || b.issuedAt.getTime() - a.issuedAt.getTime());
  }

  /** Whether the refresh token `jti` of `userId` was issued here and not revoked. */
  async isRefreshTokenActive(jti: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('identity_refresh_tokens')
      .select('jti')
      .where('jti', '=', jti)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Revokes one refresh token. */
  async revokeRefreshToken(jti: string, now: Date): Promise<void> {
    await this.db
      .updateTable('identity_refresh_tokens')
      .set({ revoked_at: now })
      .where('jti', '=', jti)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the refresh token `jti` if it is an active one of `userId`; false otherwise (another user's included). */
  async revokeRefreshTokenOf(userId: string, jti: string, now: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('identity_refresh_tokens')
      .set({ revoked_at: now })
      .where('jti', '=', jti)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Revokes every refresh token of a user; answers how many were active. */
  async revokeAllRefreshTokens(userId: string, now: Date): Promise<number> {
    const res = await this.db
      .updateTable('identity_refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}

function toUser(row: { id: string; email: string; name: string | null; created_at: Date; verified: boolean }): IdentityUser {
  return { id: row.id, email: row.email, name: row.name ?? undefined, createdAt: row.created_at, verified: row.verified };
}
