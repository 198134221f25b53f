import { type Kysely, type Migration, sql } from 'kysely';

/** The shared rate-limit counters (decision 0210): one row per key and window; ends in epoch milliseconds. */
export const rateLimitMigrations: Record<string, Migration> = {
  '0020_rate_limit_001_windows': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('rate_limit_windows')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await sql`create index rate_limit_windows_reset_at on rate_limit_windows (reset_at)`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('rate_limit_windows').execute();
    },
  },
};
