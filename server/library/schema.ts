import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** A library folder; folder_id null = top level. */
export interface FoldersTable {
  id: string;
  user_id: string;
  name: string;
  folder_id: string | null;
  created_at: Timestamp;
}

/** A library document; its contents live in its versions. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  folder_id: string | null;
  name: string;
  created_at: Timestamp;
  /** When the user removed it (soft delete, decision 0150); null while it is in the library. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One uploaded version of a document; the bytes are the blob `blob_key`. */
export interface VersionsTable {
  id: string;
  user_id: string;
  document_id: string;
  name: string;
  content_type: string;
  size: BigIntColumn;
  blob_key: string;
  created_at: Timestamp;
  /** 'participant' or 'support' (admin mode); null for generated plan documents. */
  uploaded_by_role: ColumnType<string | null, string | null | undefined, string | null>;
  /** Display name of the uploader when support uploaded it; null otherwise. */
  uploaded_by_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An asset held by the plan. */
export interface AssetsTable {
  id: string;
  user_id: string;
  name: string;
  type: string;
  subtype: string;
  precious_metals_child_type: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A purchase or a recorded holding of an asset. */
export interface AssetTransactionsTable {
  id: string;
  user_id: string;
  asset_id: string;
  record_type: string;
  purchase_price_cents: BigIntColumn;
  created_at: Timestamp;
}

/** A distribution request; hardship ones carry a signature and a supporting document. */
export interface DistributionsTable {
  id: string;
  user_id: string;
  kind: string;
  description: string;
  amount_cents: BigIntColumn | null;
  document_id: string | null;
  signature: string | null;
  status: string;
  created_at: Timestamp;
}

/** The library, assets and distributions tables, merged into the server's DB type by server/db/schema.ts. */
export interface LibraryTables {
  folders: FoldersTable;
  documents: DocumentsTable;
  versions: VersionsTable;
  assets: AssetsTable;
  asset_transactions: AssetTransactionsTable;
  distributions: DistributionsTable;
}
