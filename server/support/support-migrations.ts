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
};
