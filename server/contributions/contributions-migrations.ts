import type { Kysely, Migration } from 'kysely';

/** Migrations of the contribution ledger; names start 'contributions_' (they run after the numbered ones). */
export const contributionMigrations: Record<string, Migration> = {
  contributions_0001_ledger_events_years: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('contributions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('deposit_date', 'text', (c) => c.notNull())
        .addColumn('tax_year', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contributions_user_year_idx').on('contributions').columns(['user_id', 'tax_year']).execute();
      await db.schema
        .createTable('contribution_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('contribution_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contribution_events_entry_idx')
        .on('contribution_events')
        .columns(['user_id', 'contribution_id'])
        .execute();
      await db.schema
        .createTable('contribution_years')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tax_year', 'integer', (c) => c.notNull())
        .addColumn('other_employer_deferral_cents', 'bigint', (c) => c.notNull())
        .addColumn('compensation_cents', 'bigint')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('contribution_years_pk', ['user_id', 'tax_year'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('contribution_years').execute();
      await db.schema.dropTable('contribution_events').execute();
      await db.schema.dropTable('contributions').execute();
    },
  },
  contributions_0002_form_5500_ez_years: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('form_5500_ez_years')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('plan_year', 'integer', (c) => c.notNull())
        .addColumn('other_plans_assets_cents', 'bigint', (c) => c.notNull())
        .addColumn('final_plan_year', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('form_5500_ez_years_pk', ['user_id', 'plan_year'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('form_5500_ez_years').execute();
    },
  },
  contributions_0003_form_5500_ez_filing: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('form_5500_ez_years').addColumn('filed_on', 'text').execute();
      await db.schema.alterTable('form_5500_ez_years').addColumn('filing_method', 'text').execute();
      await db.schema.alterTable('form_5500_ez_years').addColumn('confirmation', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('form_5500_ez_years').dropColumn('confirmation').execute();
      await db.schema.alterTable('form_5500_ez_years').dropColumn('filing_method').execute();
      await db.schema.alterTable('form_5500_ez_years').dropColumn('filed_on').execute();
    },
  },
  contributions_0004_form_5500_ez_reminders: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('form_5500_ez_reminders')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('plan_year', 'integer', (c) => c.notNull())
        .addColumn('days_before', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('form_5500_ez_reminders_pk', ['user_id', 'plan_year', 'days_before'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('form_5500_ez_reminders').execute();
    },
  },
  contributions_0005_prior_year_fica_wages: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('contribution_years').addColumn('prior_year_fica_wages_cents', 'bigint').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('contribution_years').dropColumn('prior_year_fica_wages_cents').execute();
    },
  },
  contributions_0010_form_5558_extension: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('form_5500_ez_years').addColumn('extension_filed_on', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('form_5500_ez_years').dropColumn('extension_filed_on').execute();
    },
  },
  contributions_0011_roth_employer: {
    // Decision 0332: an employer deposit designated Roth (SECURE 2.0 section 604); existing deposits are pre-tax.
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('contributions')
        .addColumn('roth', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('contributions').dropColumn('roth').execute();
    },
  },
};
