import type { Kysely, Migration } from 'kysely';

/** Migrations of the support console; names start 'support_'. They run after the core tables ('0002_core_'). */
export const supportMigrations: Record<string, Migration> = {
  support_0001_audit_reason: {
    async up(db: Kysely<any>): Promise<void> {
      // The reason support gave for an action (decision 0273); null for actions that ask for none.
      await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('audit_log').dropColumn('reason').execute();
    },
  },
  support_0002_admin_mode_visits: {
    async up(db: Kysely<any>): Promise<void> {
      // Admin-mode visits (decision 0297): entered with a reason, open until left; X-Act-As needs an open one.
      await db.schema
        .createTable('admin_mode_visits')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('participant_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
        .addColumn('left_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('admin_mode_visits_open_idx')
        .on('admin_mode_visits')
        .columns(['agent_id', 'participant_id'])
        .execute();
      // The paths read in a visit, so that each is audited once per visit.
      await db.schema
        .createTable('admin_mode_visit_reads')
        .addColumn('visit_id', 'integer', (c) => c.notNull().references('admin_mode_visits.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('admin_mode_visit_reads_pk', ['visit_id', 'path'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('admin_mode_visit_reads').execute();
      await db.schema.dropTable('admin_mode_visits').execute();
    },
  },
};
