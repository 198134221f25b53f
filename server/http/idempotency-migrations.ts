import { type Kysely, type Migration, sql } from 'kysely';

/** The table of Idempotency-Keys (decision 0295; server/http/idempotency.ts). */
export const idempotencyMigrations: Record<string, Migration> = {
  '0021_idempotency_001_keys': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('operation_id', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('body', 'text')
        .addColumn('content_type', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  },
};
