import type { Kysely, Migration } from 'kysely';

/** Migrations of the bank application tables; names start 'bank_' (they run after the numbered ones). */
export const bankMigrations: Record<string, Migration> = {
  bank_0001_applications_documents_connections: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('bank_applications')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'timestamptz')
        .addColumn('review_due_at', 'timestamptz')
        .addColumn('reviews', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_score', 'integer')
        .addColumn('decided_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('bank_documents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bank_documents_user_idx').on('bank_documents').columns(['user_id', 'kind']).execute();
      await db.schema
        .createTable('bank_connections')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('routing_number_enc', 'text', (c) => c.notNull())
        .addColumn('account_number_enc', 'text', (c) => c.notNull())
        .addColumn('routing_last4', 'text', (c) => c.notNull())
        .addColumn('account_last4', 'text', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text')
        .addColumn('linker_reference', 'text', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('bank_connections').execute();
      await db.schema.dropTable('bank_documents').execute();
      await db.schema.dropTable('bank_applications').execute();
    },
  },
  bank_0002_connect_claim: {
    // Who is connecting the primary account now, and until when the claim holds (decision 0291).
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('bank_applications')
        .addColumn('connect_claim', 'text')
        .addColumn('connect_claimed_until', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('bank_applications').dropColumn('connect_claim').dropColumn('connect_claimed_until').execute();
    },
  },
  bank_0003_trust_accounts: {
    // The plan's trust account the bank opens on approval, in the plan's name and EIN (decision 0313); number encrypted.
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('bank_trust_accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('account_number_enc', 'text', (c) => c.notNull())
        .addColumn('account_last4', 'text', (c) => c.notNull())
        .addColumn('account_title', 'text', (c) => c.notNull())
        .addColumn('plan_ein', 'text')
        .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('bank_trust_accounts').execute();
    },
  },
};
