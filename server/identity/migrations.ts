import { sql, type Kysely, type Migration } from 'kysely';

/** The identity service's migrations; names start '0001_identity_' so they run before core and library ones. */
export const identityMigrations: Record<string, Migration> = {
  '0001_identity_001_users_links_refresh_tokens': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('identity_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createIndex('identity_users_email_lower_key')
        .on('identity_users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createTable('identity_link_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('identity_refresh_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('identity_refresh_tokens_user_id_idx')
        .on('identity_refresh_tokens')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('identity_refresh_tokens').execute();
      await db.schema.dropTable('identity_link_tokens').execute();
      await db.schema.dropTable('identity_users').execute();
    },
  },
  '0001_identity_002_totp': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('identity_totp')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
        .addColumn('secret_enc', 'text')
        .addColumn('pending_enc', 'text')
        .addColumn('last_step', 'bigint')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('identity_totp').execute();
    },
  },
  '0001_identity_003_factors_history': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('identity_recovery_codes')
        .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('pending', 'boolean', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addPrimaryKeyConstraint('identity_recovery_codes_pk', ['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('identity_passkeys')
        .addColumn('credential_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('identity_passkeys_user_id_idx').on('identity_passkeys').column('user_id').execute();
      await db.schema
        .createTable('identity_webauthn_challenges')
        .addColumn('transaction_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('identity_users.id').onDelete('cascade'))
        .addColumn('login_id', 'text', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('rp_id', 'text', (c) => c.notNull())
        .addColumn('mfa', 'boolean', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('identity_sign_ins')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
        .addColumn('login_time', 'timestamptz', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('methods', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('identity_sign_ins_user_time_idx')
        .on('identity_sign_ins')
        .columns(['user_id', 'login_time'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('identity_sign_ins').execute();
      await db.schema.dropTable('identity_webauthn_challenges').execute();
      await db.schema.dropTable('identity_passkeys').execute();
      await db.schema.dropTable('identity_recovery_codes').execute();
    },
  },
  '0001_identity_004_email_change': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_link_tokens').addColumn('change_user_id', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_link_tokens').dropColumn('change_user_id').execute();
    },
  },
  '0001_identity_005_session_details': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_refresh_tokens').addColumn('methods', 'text').execute();
      await db.schema.alterTable('identity_refresh_tokens').addColumn('last_used_at', 'timestamptz').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_refresh_tokens').dropColumn('last_used_at').execute();
      await db.schema.alterTable('identity_refresh_tokens').dropColumn('methods').execute();
    },
  },
  '0001_identity_006_email_change_mfa': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_link_tokens').addColumn('change_mfa', 'boolean').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('identity_link_tokens').dropColumn('change_mfa').execute();
    },
  },
};
