import type { Kysely, Migration } from 'kysely';

/** Migrations of the identity management tables; names start 'identity_mgmt_'. */
export const managementMigrations: Record<string, Migration> = {
  identity_mgmt_0001_user_status: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('identity_user_status')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('disabled', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('identity_user_status').execute();
    },
  },
};
