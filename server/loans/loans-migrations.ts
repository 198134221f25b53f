import { type Kysely, type Migration, sql } from 'kysely';

/** Migrations of the participant loans (decision 0241); names start 'loans_' (they run after the numbered ones). */
export const loanMigrations: Record<string, Migration> = {
  loans_0001_loans_repayments: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('loans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('term_months', 'integer', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('annual_rate_bps', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('document_id', 'text')
        .addColumn('signer_name', 'text')
        .addColumn('signed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loans_user_idx').on('loans').column('user_id').execute();
      await db.schema
        .createTable('loan_repayments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_repayments_loan_idx').on('loan_repayments').columns(['user_id', 'loan_id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('loan_repayments').execute();
      await db.schema.dropTable('loans').execute();
    },
  },
  loans_0002_one_unsigned_per_user: {
    async up(db: Kysely<any>): Promise<void> {
      // A new application replaces the unsigned one (decision 0241); keep each user's newest before the index holds it.
      await sql`
        delete from loans l using loans newer
        where l.status = 'pending_signature' and newer.status = 'pending_signature' and newer.user_id = l.user_id
          and (newer.created_at, newer.id) > (l.created_at, l.id)`.execute(db);
      await sql`create unique index loans_one_unsigned_per_user on loans (user_id) where status = 'pending_signature'`.execute(
        db,
      );
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('loans_one_unsigned_per_user').execute();
    },
  },
  loans_0003_offset_on_separation: {
    async up(db: Kysely<any>): Promise<void> {
      // A loan offset on separation from service (decision 0301): status 'offset', the separation, the day and amount.
      await db.schema
        .alterTable('loans')
        .addColumn('separated_on', 'text')
        .addColumn('offset_on', 'text')
        .addColumn('offset_cents', 'bigint')
        .addColumn('offset_qualified', 'boolean')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['separated_on', 'offset_on', 'offset_cents', 'offset_qualified'])
        await db.schema.alterTable('loans').dropColumn(column).execute();
    },
  },
  loans_0004_repayment_reversal: {
    async up(db: Kysely<any>): Promise<void> {
      // A repayment recorded by mistake is reversed, never deleted (decision 0308): when, by whom and why.
      await db.schema
        .alterTable('loan_repayments')
        .addColumn('reversed_at', 'timestamptz')
        .addColumn('reversed_by', 'text')
        .addColumn('reversal_reason', 'text')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['reversed_at', 'reversed_by', 'reversal_reason'])
        await db.schema.alterTable('loan_repayments').dropColumn(column).execute();
    },
  },
  loans_0005_offset_reason: {
    async up(db: Kysely<any>): Promise<void> {
      // Why a loan was offset (decision 0339): 'separation' (decision 0301, null on older rows) or 'plan_termination'.
      await db.schema.alterTable('loans').addColumn('offset_reason', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('loans').dropColumn('offset_reason').execute();
    },
  },
};
