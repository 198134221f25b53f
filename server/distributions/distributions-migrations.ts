import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Migrations of the distributions area's own columns and tables (decisions 0299, 0300); names start '0022_distributions_'. A corrective
 * distribution of excess deferrals keeps its deferral year, the excess, its designated Roth part and the earnings (cents);
 * one per user and deferral year unless rejected, which the partial unique index holds under any concurrency.
 */
export const distributionMigrations: Record<string, Migration> = {
  '0022_distributions_001_excess_deferral_correction': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('distributions')
        .addColumn('deferral_year', 'integer')
        .addColumn('excess_cents', 'bigint')
        .addColumn('roth_excess_cents', 'bigint')
        .addColumn('earnings_cents', 'bigint')
        .addColumn('roth_cents', 'bigint')
        .execute();
      await sql`create unique index distributions_excess_deferral_once on distributions (user_id, deferral_year)
        where kind = 'excess_deferral_correction' and status <> 'rejected'`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql`drop index if exists distributions_excess_deferral_once`.execute(db);
      for (const column of ['deferral_year', 'excess_cents', 'roth_excess_cents', 'earnings_cents', 'roth_cents'])
        await db.schema.alterTable('distributions').dropColumn(column).execute();
    },
  },
  '0022_distributions_002_excess_annual_additions': {
    async up(db: Kysely<any>): Promise<void> {
      // The after-tax part of a correction of excess annual additions (decision 0300): the contributions and the gross.
      await db.schema
        .alterTable('distributions')
        .addColumn('after_tax_excess_cents', 'bigint')
        .addColumn('after_tax_cents', 'bigint')
        .execute();
      // One row per correction: what was returned (through the distribution, when any) and what is held unallocated.
      await db.schema
        .createTable('annual_additions_corrections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tax_year', 'integer', (c) => c.notNull())
        .addColumn('excess_cents', 'bigint', (c) => c.notNull())
        .addColumn('returned_cents', 'bigint', (c) => c.notNull())
        .addColumn('earnings_cents', 'bigint', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('held_profit_sharing_cents', 'bigint', (c) => c.notNull())
        .addColumn('held_match_cents', 'bigint', (c) => c.notNull())
        .addColumn('distribution_id', 'text', (c) => c.references('distributions.id').onDelete('cascade'))
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('annual_additions_corrections_user_year_idx')
        .on('annual_additions_corrections')
        .columns(['user_id', 'tax_year'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('annual_additions_corrections').execute();
      for (const column of ['after_tax_excess_cents', 'after_tax_cents'])
        await db.schema.alterTable('distributions').dropColumn(column).execute();
    },
  },
  '0022_distributions_003_roth_conversions': {
    async up(db: Kysely<any>): Promise<void> {
      // In-plan Roth conversions (decision 0335): the amount, its tax parts, what the account held and the day.
      await db.schema
        .createTable('roth_conversions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('basis_cents', 'bigint', (c) => c.notNull())
        .addColumn('taxable_cents', 'bigint', (c) => c.notNull())
        .addColumn('account_balance_cents', 'bigint', (c) => c.notNull())
        .addColumn('converted_on', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('roth_conversions_user_idx')
        .on('roth_conversions')
        .columns(['user_id', 'converted_on'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('roth_conversions').execute();
    },
  },
  '0022_distributions_004_basis_recovered': {
    async up(db: Kysely<any>): Promise<void> {
      // The basis a distribution recovers, recorded when requested (decision 0335); null for earlier requests.
      await db.schema
        .alterTable('distributions')
        .addColumn('after_tax_basis_cents', 'bigint')
        .addColumn('roth_basis_cents', 'bigint')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['after_tax_basis_cents', 'roth_basis_cents'])
        await db.schema.alterTable('distributions').dropColumn(column).execute();
    },
  },
  '0022_distributions_005_secure_withdrawals': {
    async up(db: Kysely<any>): Promise<void> {
      // SECURE 2.0 withdrawals (decision 0336): the self-certification, the day of the abuse or of the birth or adoption,
      // the child; and their repayments into the plan (IRC 72(t)(2)(H)(v), (I)(v), (K)(iv)).
      await db.schema
        .alterTable('distributions')
        .addColumn('self_certified', 'boolean')
        .addColumn('event_date', 'text')
        .addColumn('child_name', 'text')
        .addColumn('child_key', 'text')
        .execute();
      await db.schema
        .createTable('distribution_repayments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('distribution_id', 'text', (c) => c.notNull().references('distributions.id').onDelete('cascade'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('repaid_on', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('distribution_repayments_user_idx')
        .on('distribution_repayments')
        .columns(['user_id', 'distribution_id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('distribution_repayments').execute();
      for (const column of ['self_certified', 'event_date', 'child_name', 'child_key'])
        await db.schema.alterTable('distributions').dropColumn(column).execute();
    },
  },
};
