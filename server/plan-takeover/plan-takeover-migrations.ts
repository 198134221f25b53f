import type { Kysely, Migration } from 'kysely';

/** Migrations of the plan takeover; names start 'plan_takeover_' (decision 0091: run in any order). */
export const planTakeoverMigrations: Record<string, Migration> = {
  plan_takeover_0001_opening_balances_prior_filings: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('opening_balances')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().unique())
        .addColumn('as_of', 'text', (c) => c.notNull())
        .addColumn('pre_tax_cents', 'bigint', (c) => c.notNull())
        .addColumn('roth_cents', 'bigint', (c) => c.notNull())
        .addColumn('profit_sharing_cents', 'bigint', (c) => c.notNull())
        .addColumn('rollover_cents', 'bigint', (c) => c.notNull())
        .addColumn('after_tax_cents', 'bigint', (c) => c.notNull())
        .addColumn('employer_match_cents', 'bigint', (c) => c.notNull())
        .addColumn('roth_basis_cents', 'bigint', (c) => c.notNull())
        .addColumn('roth_first_year', 'integer')
        .addColumn('after_tax_basis_cents', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('prior_5500_ez_filings')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('plan_year', 'integer', (c) => c.notNull())
        .addColumn('filed_on', 'text', (c) => c.notNull())
        .addColumn('year_end_assets_cents', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('prior_5500_ez_filings_pk', ['user_id', 'plan_year'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('prior_5500_ez_filings').execute();
      await db.schema.dropTable('opening_balances').execute();
    },
  },
};
