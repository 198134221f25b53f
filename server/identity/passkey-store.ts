import type { Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** A stored passkey: the credential id and public key (base64url), its signature counter and transports. */
export interface StoredPasskey {
  credentialId: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A passkey as its owner sees it: credential id, name, and when it was added and last signed in. */
export interface PasskeySummary {
  credentialId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** An open ceremony (registration or authentication) as started. */
export interface WebauthnChallenge {
  kind: 'signup' | 'signin' | 'update';
  userId: string | null;
  loginId: string;
  challenge: string;
  origin: string;
  rpId: string;
  mfa: boolean;
}

/** Repository of passkeys (identity_passkeys) and open WebAuthn ceremonies (identity_webauthn_challenges). */
export class PasskeyStore {
  constructor(private readonly db: Kysely<IdentityTables>) {}

  /** The user's passkeys. */
  async of(userId: string): Promise<StoredPasskey[]> {
    const rows = await this.db.selectFrom('identity_passkeys').selectAll().where('user_id', '=', userId).execute();
    return rows.map((r) => ({
      credentialId: r.credential_id,
      userId: r.user_id,
      publicKey: r.public_key,
      counter: Number(r.counter),
      transports: r.transports === '' ? [] : r.transports.split(' '),
    }));
  }

  /** The user's passkeys as they see them, the oldest first. */
  async summariesOf(userId: string): Promise<PasskeySummary[]> {
    const rows = await this.db
      .selectFrom('identity_passkeys')
      .select(['credential_id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('credential_id')
      .execute();
    return rows.map((r) => ({
      credentialId: r.credential_id,
      name: r.name,
      createdAt: new Date(r.created_at),
      lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at),
    }));
  }

  /** Removes one passkey of the user; false when the user has no passkey with that id (another user's included). */
  async removeOne(userId: string, credentialId: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('identity_passkeys')
      .where('user_id', '=', userId)
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Renames one passkey of the user; false when the user has no passkey with that id (another user's included). */
  async rename(userId: string, credentialId: string, name: string): Promise<boolean> {
    const res = await this.db
      .updateTable('identity_passkeys')
      .set({ name })
      .where('user_id', '=', userId)
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Stores a new passkey; false when the credential id is registered already. */
  async add(p: StoredPasskey, name: string, now: Date): Promise<boolean> {
    const res = await this.db
      .insertInto('identity_passkeys')
      .values({
        credential_id: p.credentialId,
        user_id: p.userId,
        public_key: p.publicKey,
        counter: p.counter,
        transports: p.transports.join(' '),
        name: name.slice(0, 100),
        created_at: now,
        last_used_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Records a use with the authenticator's new counter, atomically: false when the counter did not grow (a clone). */
  async used(credentialId: string, oldCounter: number, newCounter: number, now: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('identity_passkeys')
      .set({ counter: newCounter, last_used_at: now })
      .where('credential_id', '=', credentialId)
      .where('counter', '=', oldCounter)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Removes every passkey of the user. */
  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('identity_passkeys').where('user_id', '=', userId).execute();
  }

  /** Opens a ceremony under `transactionId`, valid until `expiresAt`. */
  async open(transactionId: string, c: WebauthnChallenge, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('identity_webauthn_challenges')
      .values({
        transaction_id: transactionId,
        kind: c.kind,
        user_id: c.userId,
        login_id: c.loginId,
        challenge: c.challenge,
        origin: c.origin,
        rp_id: c.rpId,
        mfa: c.mfa,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** Takes (deletes and answers) an unexpired ceremony: each challenge is used once. */
  async take(transactionId: string, now: Date): Promise<WebauthnChallenge | undefined> {
    const row = await this.db
      .deleteFrom('identity_webauthn_challenges')
      .where('transaction_id', '=', transactionId)
      .returningAll()
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
    return {
      kind: row.kind as WebauthnChallenge['kind'],
      userId: row.user_id,
      loginId: row.login_id,
      challenge: row.challenge,
      origin: row.origin,
      rpId: row.rp_id,
      mfa: row.mfa,
    };
  }
}
