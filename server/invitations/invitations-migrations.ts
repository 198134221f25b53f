import { type Kysely, type Migration, sql } from 'kysely';

/** Migrations of the invitations (decision 0240); names start 'invitations_' (they run after the numbered ones). */
export const invitationMigrations: Record<string, Migration> = {
  invitations_0001_invitations: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('participant_id', 'text')
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addColumn('accepted_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('invitations_owner_idx').on('invitations').column('owner_id').execute();
      // A participant belongs to one plan; an owner has one open invitation per address.
      await sql`create unique index invitations_one_plan_uq on invitations (participant_id) where status = 'accepted'`.execute(
        db,
      );
      await sql`create unique index invitations_one_pending_uq on invitations (owner_id, email) where status = 'pending'`.execute(
        db,
      );
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('invitations').execute();
    },
  },
};
