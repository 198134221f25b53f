import type { Kysely, Migration } from 'kysely';

/** Migrations of the incoming rollovers; names start 'rollovers_' (decision 0091: run in any order). */
export const rolloverMigrations: Record<string, Migration> = {
  rollovers_0001_requests_events: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('rollovers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('source_kind', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('roth_cents', 'bigint', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('distribution_date', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('statement_document_id', 'text')
        .addColumn('letter_document_id', 'text')
        .addColumn('letter_version_id', 'text')
        .addColumn('received_cents', 'bigint')
        .addColumn('received_date', 'text')
        .addColumn('contribution_id', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rollovers_user_idx').on('rollovers').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createTable('rollover_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('rollover_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint')
        .addColumn('on_date', 'text')
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rollover_events_idx').on('rollover_events').columns(['user_id', 'rollover_id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('rollover_events').execute();
      await db.schema.dropTable('rollovers').execute();
    },
  },
};
