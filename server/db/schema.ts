import type { ServerArea } from '../area';
import type { serverAreas } from '../areas';
import type { IdempotencyTables } from '../http/idempotency';
import type { ManagementTables } from '../identity/management-schema';
import type { IdentityTables } from '../identity/schema';
import type { CoreTables } from './core-schema';

/** The tables one area declares (`ServerArea<Tables>`). */
type TablesOf<Area> = Area extends ServerArea<infer Tables> ? Tables : never;

/** A union of table maps as one map (`A | B` to `A & B`). */
type AllOf<Union> = (Union extends unknown ? (tables: Union) => void : never) extends (tables: infer All) => void ? All : never;

/** Every area's tables, from the one list of areas (server/areas.ts). */
export type AreaTables = AllOf<TablesOf<(typeof serverAreas)[number]>>;

/** The platform's tables: identity, identity management, the core (users, steps, audit, invoices), idempotency. */
interface PlatformTables extends IdentityTables, ManagementTables, CoreTables, IdempotencyTables {}

/** The whole database as kysely sees it: the platform's tables and every area's. */
export type DB = PlatformTables & AreaTables;
