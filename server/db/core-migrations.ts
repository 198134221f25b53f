import { sql, type Kysely, type Migration } from 'kysely';

/** Migrations of the core tables (users, audit, step data, invoices, payments); names start '0002_core_'. */
export const coreMigrations: Record<string, Migration> = {
  '0002_core_001_users_audit': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_email', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('users_email_idx').on('users').column('user_email').execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('agent_id', 'text', (c) => c.notNull())
        .addColumn('participant_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('users').execute();
    },
  },
  '0002_core_002_steps': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('step_data')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('flow', 'text', (c) => c.notNull())
        .addColumn('step_key', 'text', (c) => c.notNull())
        .addColumn('values', 'jsonb', (c) => c.notNull())
        .addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('step_data_pk', ['user_id', 'flow', 'step_key'])
        .execute();
      await db.schema
        .createTable('flow_progress')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('flow', 'text', (c) => c.notNull())
        .addColumn('current_step', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('flow_progress_pk', ['user_id', 'flow'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('flow_progress').execute();
      await db.schema.dropTable('step_data').execute();
    },
  },
  '0002_core_003_billing': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('lines', 'jsonb', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
        .addColumn('due_at', 'timestamptz', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_id').execute();
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('processor', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('decline_message', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('checkout', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('payments_idempotency_uq', ['user_id', 'idempotency_key'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('payments').execute();
      await db.schema.dropTable('invoices').execute();
    },
  },
  /**
   * Decisions 0112 and 0113: at most one unpaid invoice per user and purchase (a partial unique index; surplus unpaid
   * invoices with no payment are removed first), a lease on every payment attempt, and the local gateway's charge ledger.
   */
  '0009_billing_001_one_open_invoice_leases': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('invoices')
        .addColumn('purchase', 'text', (c) => c.notNull().defaultTo('checkout'))
        .execute();
      await sql`
        delete from invoices i
        where i.status in ('open', 'pending')
          and not exists (select 1 from payments p where p.invoice_id = i.id)
          and exists (
            select 1 from invoices k
            where k.user_id = i.user_id and k.purchase = i.purchase and k.status in ('open', 'pending')
              and (k.issued_at, k.id) > (i.issued_at, i.id)
          )`.execute(db);
      await sql`create unique index invoices_one_unpaid_uq on invoices (user_id, purchase) where status in ('open', 'pending')`.execute(
        db,
      );
      await db.schema.alterTable('payments').addColumn('lease_until', 'timestamptz').execute();
      await db.schema
        .createTable('local_gateway_charges')
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('invoice_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('local_gateway_charges').execute();
      await db.schema.alterTable('payments').dropColumn('lease_until').execute();
      await sql`drop index invoices_one_unpaid_uq`.execute(db);
      await db.schema.alterTable('invoices').dropColumn('purchase').execute();
    },
  },
  /** Decision 0203: the locale of the request that created an invoice, for its plan documents (null: en-US). */
  '0009_billing_002_invoice_locale': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('invoices').addColumn('locale', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('invoices').dropColumn('locale').execute();
    },
  },
};
