import type { Kysely, Migration } from 'kysely';

/** Migrations of the beneficiary designations; names start 'beneficiaries_' (decision 0091: run in any order). */
export const beneficiaryMigrations: Record<string, Migration> = {
  beneficiaries_0001_designations: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('beneficiary_designations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('beneficiaries', 'jsonb', (c) => c.notNull())
        .addColumn('married', 'boolean', (c) => c.notNull())
        .addColumn('needs_consent', 'boolean', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('spouse_name', 'text')
        .addColumn('consent_signature', 'text')
        .addColumn('consent_signed_at', 'timestamptz')
        .addColumn('document_id', 'text')
        .addColumn('version_id', 'text')
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('in_force_at', 'timestamptz')
        .addColumn('ended_at', 'timestamptz')
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('beneficiary_designations_user_idx')
        .on('beneficiary_designations')
        .columns(['user_id', 'status'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('beneficiary_designations').execute();
    },
  },
};
