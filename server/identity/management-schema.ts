import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * A user's account status as support set it (Descope's `status`: enabled or disabled). No row means enabled; the
 * identity service refuses sign-in and refresh to a disabled user (management-user-status.ts).
 */
export interface IdentityUserStatusTable {
  user_id: string;
  disabled: boolean;
  updated_at: Timestamp;
  /** The support user who set it. */
  updated_by: string;
}

/** The management tables, merged into the server's DB type by server/db/schema.ts. */
export interface ManagementTables {
  identity_user_status: IdentityUserStatusTable;
}
