import type { Kysely, Migration } from 'kysely';

/** Migrations of the trust account statements; names start 'statements_' (decision 0091: run in any order). */
export const statementMigrations: Record<string, Migration> = {
  statements_0001_imports_transactions_rules: {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('statement_imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('account_last4', 'text')
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('opening_cents', 'bigint', (c) => c.notNull())
        .addColumn('closing_cents', 'bigint', (c) => c.notNull())
        .addColumn('transaction_count', 'integer', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('statement_imports_file_unique', ['user_id', 'content_hash'])
        .execute();
      await db.schema
        .createTable('statement_transactions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('import_id', 'text', (c) => c.notNull().references('statement_imports.id'))
        .addColumn('dedupe_key', 'text', (c) => c.notNull())
        .addColumn('posted_on', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'text')
        .addColumn('source', 'text')
        .addColumn('tax_year', 'integer')
        .addColumn('loan_id', 'text')
        .addColumn('classified_by', 'text')
        .addColumn('rule_id', 'text')
        .addColumn('ledger_type', 'text')
        .addColumn('ledger_id', 'text')
        .addColumn('ledger_origin', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('statement_transactions_key_unique', ['user_id', 'dedupe_key'])
        .execute();
      await db.schema
        .createIndex('statement_transactions_day_idx')
        .on('statement_transactions')
        .columns(['user_id', 'posted_on', 'id'])
        .execute();
      await db.schema
        .createTable('statement_rules')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('contains', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('source', 'text')
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('statement_rules_user_idx').on('statement_rules').columns(['user_id', 'seq']).execute();
      await db.schema
        .createTable('statement_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('statement_events_idx').on('statement_events').columns(['user_id', 'transaction_id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('statement_events').execute();
      await db.schema.dropTable('statement_rules').execute();
      await db.schema.dropTable('statement_transactions').execute();
      await db.schema.dropTable('statement_imports').execute();
    },
  },
};
