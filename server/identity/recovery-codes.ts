import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code as shown: two groups of five, e.g. `k7m2q-x9r4t` (about 49 bits). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/** A fresh recovery code. */
export function newRecoveryCode(): string {
  const pick = (): string => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** The SHA-256 hash a recovery code is stored under (the code itself is shown once and never stored). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** Repository of recovery codes (identity_recovery_codes): pending with an unconfirmed factor, then active, single use. */
export class RecoveryCodeStore {
  constructor(private readonly db: Kysely<IdentityTables>) {}

  /** Makes new codes for the user, pending until the factor is confirmed; answers them (the only time they exist). */
  async issuePending(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.deleteFrom('identity_recovery_codes').where('user_id', '=', userId).where('pending', '=', true).execute();
    await this.db
      .insertInto('identity_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c), pending: true, used_at: null })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    return codes;
  }

  /** The factor was confirmed: the pending codes replace the active ones. */
  async promote(userId: string): Promise<void> {
    await this.db.deleteFrom('identity_recovery_codes').where('user_id', '=', userId).where('pending', '=', false).execute();
    await this.db.updateTable('identity_recovery_codes').set({ pending: false }).where('user_id', '=', userId).execute();
  }

  /** Uses an active, unused code of the user, atomically (a code works once); answers whether it was one. */
  async use(userId: string, code: string, now: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('identity_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('pending', '=', false)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Removes all of the user's codes. */
  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('identity_recovery_codes').where('user_id', '=', userId).execute();
  }
}
