import type { Kysely, Migration } from 'kysely';

/** Migrations of the plan termination; names start 'plan_termination_' (decision 0091: run in any order). */
export const planTerminationMigrations: Record<string, Migration> = {
  plan_termination_0001_resolutions: {
    async up(db: Kysely<any>): Promise<void> {
      // One resolution per plan: the owner's id is the key, so a second adoption cannot be written (decision 0339).
      await db.schema
        .createTable('plan_terminations')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('termination_date', 'text', (c) => c.notNull())
        .addColumn('resolution_date', 'text', (c) => c.notNull())
        .addColumn('signer_first_name', 'text', (c) => c.notNull())
        .addColumn('signer_last_name', 'text', (c) => c.notNull())
        .addColumn('signer_title', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('document_id', 'text', (c) => c.notNull())
        .addColumn('version_id', 'text', (c) => c.notNull())
        .addColumn('final_plan_year', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('plan_terminations').execute();
    },
  },
};
