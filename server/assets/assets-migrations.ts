import type { Kysely, Migration } from 'kysely';

/** Migrations of the assets and distributions area (decision 0160); names start '0004_assets_'. */
export const assetsAreaMigrations: Record<string, Migration> = {
  '0004_assets_001_custody_values_history': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('assets').addColumn('custodian', 'text').execute();
      await db.schema
        .createTable('asset_values')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('value_cents', 'bigint', (c) => c.notNull())
        .addColumn('as_of', 'text', (c) => c.notNull())
        .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('asset_values_user_asset_idx').on('asset_values').columns(['user_id', 'asset_id']).execute();
      await db.schema
        .alterTable('distributions')
        .addColumn('sources', 'text')
        .addColumn('payment_method', 'text')
        .addColumn('withholding_percent', 'integer')
        .addColumn('hardship_reason', 'text')
        .addColumn('need_cents', 'bigint')
        .addColumn('spouse_consent', 'boolean')
        .addColumn('status_reason', 'text')
        .addColumn('updated_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('distribution_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('distribution_id', 'text', (c) => c.notNull().references('distributions.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('amount_cents', 'bigint')
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('distribution_events_dist_idx')
        .on('distribution_events')
        .columns(['user_id', 'distribution_id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('distribution_events').execute();
      await db.schema.dropTable('asset_values').execute();
      for (const column of [
        'sources',
        'payment_method',
        'withholding_percent',
        'hardship_reason',
        'need_cents',
        'spouse_consent',
        'status_reason',
        'updated_at',
      ])
        await db.schema.alterTable('distributions').dropColumn(column).execute();
      await db.schema.alterTable('assets').dropColumn('custodian').execute();
    },
  },
  '0004_assets_002_year_end_evidence': {
    // The evidence a value rests on (decision 0338): bank_statement, appraisal, dealer_quote...; null for other values.
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('asset_values').addColumn('evidence_kind', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('asset_values').dropColumn('evidence_kind').execute();
    },
  },
};
