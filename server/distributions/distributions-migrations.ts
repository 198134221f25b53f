import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Migrations of the distributions area's own columns (decision 0299); names start '0022_distributions_'. A corrective
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
};
