import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** A user's TOTP row: secrets are field-cipher tokens (never plain text at rest). */
export interface TotpRecord {
  secretEnc: string | null;
  pendingEnc: string | null;
  lastStep: number | null;
}

type Db = Kysely<IdentityTables>;

/** Repository of the TOTP factor (identity_totp) and of TOTP sign-ups' users. */
export class TotpStore {
  constructor(private readonly db: Db) {}

  /** The user id of a login id (e-mail, any case), if any. */
  async userIdOf(email: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('identity_users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  /** Creates an unverified user for a TOTP sign-up; answers undefined when the login id is taken. */
  async createUser(email: string, name: string | null, now: Date): Promise<string | undefined> {
    const id = randomUUID();
    const res = await this.db
      .insertInto('identity_users')
      .values({ id, email: email.trim().toLowerCase(), name, created_at: now, verified: false })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : undefined;
  }

  /** The user's TOTP row, if any. */
  async find(userId: string): Promise<TotpRecord | undefined> {
    const row = await this.db.selectFrom('identity_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    return {
      secretEnc: row.secret_enc,
      pendingEnc: row.pending_enc,
      lastStep: row.last_step === null ? null : Number(row.last_step),
    };
  }

  /** Whether the user has a confirmed TOTP factor. */
  async isEnrolled(userId: string): Promise<boolean> {
    return ((await this.find(userId))?.secretEnc ?? null) !== null;
  }

  /** Stores a new, not yet confirmed secret (replacing an earlier unconfirmed one; the active one stays). */
  async savePending(userId: string, pendingEnc: string, now: Date): Promise<void> {
    await this.db
      .insertInto('identity_totp')
      .values({ user_id: userId, secret_enc: null, pending_enc: pendingEnc, last_step: null, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_enc: pendingEnc, updated_at: now }))
      .execute();
  }

  /**
   * Records that a code of `step` was used, atomically: false when a code of this or a later step was used already
   * (a replay). With `promote`, the pending secret `pendingEnc` becomes the active one.
   */
  async useStep(userId: string, step: number, now: Date, promote?: { pendingEnc: string }): Promise<boolean> {
    let q = this.db
      .updateTable('identity_totp')
      .set(
        promote
          ? { secret_enc: promote.pendingEnc, pending_enc: null, last_step: step, updated_at: now }
          : { last_step: step, updated_at: now },
      )
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]));
    if (promote) q = q.where('pending_enc', '=', promote.pendingEnc);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Removes the user's TOTP factor (e.g. made before the e-mail address was proven). */
  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('identity_totp').where('user_id', '=', userId).execute();
  }
}
