import type { Kysely, Migration } from 'kysely';

/** Migrations of the plan amendments; names start 'plan_amendments_' (decision 0091: run in any order). */
export const planAmendmentMigrations: Record<string, Migration> = {
  plan_amendments_0001_signatures: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('plan_amendment_signatures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('document_id', 'text', (c) => c.notNull())
        .addColumn('signer_first_name', 'text', (c) => c.notNull())
        .addColumn('signer_last_name', 'text', (c) => c.notNull())
        .addColumn('signer_title', 'text', (c) => c.notNull())
        .addColumn('signature_image', 'text', (c) => c.notNull())
        .addColumn('signed_on', 'text', (c) => c.notNull())
        .addColumn('library_document_id', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('plan_amendment_signatures_once', ['user_id', 'document_id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('plan_amendment_signatures').execute();
    },
  },
};
