import { sql, type Kysely, type Migration } from 'kysely';

/** Migrations of the library, assets and distributions tables; names start '0003_library_'. Every table carries user_id. */
export const libraryMigrations: Record<string, Migration> = {
  '0003_library_001_folders_documents_versions': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('folders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('folder_id', 'text', (c) => c.references('folders.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('folders_user_idx').on('folders').columns(['user_id', 'folder_id']).execute();
      await db.schema
        .createTable('documents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('folder_id', 'text', (c) => c.references('folders.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('documents_user_idx').on('documents').columns(['user_id', 'folder_id']).execute();
      await db.schema
        .createTable('versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('blob_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('versions_user_idx').on('versions').columns(['user_id', 'document_id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('versions').execute();
      await db.schema.dropTable('documents').execute();
      await db.schema.dropTable('folders').execute();
    },
  },
  '0003_library_002_assets_distributions': {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('assets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subtype', 'text', (c) => c.notNull())
        .addColumn('precious_metals_child_type', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('assets_user_idx').on('assets').column('user_id').execute();
      await db.schema
        .createTable('asset_transactions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('purchase_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('asset_transactions_user_idx')
        .on('asset_transactions')
        .columns(['user_id', 'asset_id'])
        .execute();
      await db.schema
        .createTable('distributions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint')
        .addColumn('document_id', 'text', (c) => c.references('documents.id'))
        .addColumn('signature', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('distributions_user_idx').on('distributions').column('user_id').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('distributions').execute();
      await db.schema.dropTable('asset_transactions').execute();
      await db.schema.dropTable('assets').execute();
    },
  },
  '0003_library_003_removed_uploader_paging': {
    async up(db: Kysely<any>): Promise<void> {
      // Soft delete (decision 0150): a removed document stays restorable until it is purged.
      await db.schema.alterTable('documents').addColumn('removed_at', 'timestamptz').execute();
      // Who uploaded a version: 'participant' or 'support' (admin mode); null for generated plan documents.
      await db.schema.alterTable('versions').addColumn('uploaded_by_role', 'text').execute();
      await db.schema.alterTable('versions').addColumn('uploaded_by_name', 'text').execute();
      // Cursor pages of one folder's documents by (lower(name), id): an index walk, not a sort of the whole folder.
      await sql`create index documents_page_idx on documents (user_id, folder_id, lower(name), id)`.execute(db);
      await sql`create index versions_document_idx on versions (document_id, created_at)`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql`drop index versions_document_idx`.execute(db);
      await sql`drop index documents_page_idx`.execute(db);
      await db.schema.alterTable('versions').dropColumn('uploaded_by_name').execute();
      await db.schema.alterTable('versions').dropColumn('uploaded_by_role').execute();
      await db.schema.alterTable('documents').dropColumn('removed_at').execute();
    },
  },
};
