import type { Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** Which second factors a user has confirmed. */
export interface EnrolledFactors {
  totp: boolean;
  webauthn: boolean;
}

/** Reads and clears all of a user's factors at once (TOTP, passkeys, recovery codes). */
export class FactorStore {
  constructor(private readonly db: Kysely<IdentityTables>) {}

  /** The user's confirmed factors. */
  async enrolled(userId: string): Promise<EnrolledFactors> {
    const totp = await this.db
      .selectFrom('identity_totp')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('secret_enc', 'is not', null)
      .executeTakeFirst();
    const passkey = await this.db
      .selectFrom('identity_passkeys')
      .select('credential_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return { totp: totp !== undefined, webauthn: passkey !== undefined };
  }

  /** Removes every factor of the user (made before the e-mail address was proven, so never the owner's). */
  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('identity_totp').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('identity_recovery_codes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('identity_passkeys').where('user_id', '=', userId).execute();
  }
}
