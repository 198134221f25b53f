import type { Kysely, Migration } from 'kysely';

/** Migrations of the users area's own tables; names start 'users_' (after the core tables they refer to). */
export const usersAreaMigrations: Record<string, Migration> = {
  users_0001_notification_preferences: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('user_preferences')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email_updates', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('user_preferences').execute();
    },
  },
  users_0002_profile_phones: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('user_phones')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('user_phones').execute();
    },
  },
};
