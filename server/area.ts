import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { AppOptions } from './app';
import type { AppDeps } from './app-deps';
import type { ProductServices } from './services';

/** What an area's routes are registered with: the dependencies, the app's services and its options (ports). */
export interface AreaContext {
  deps: AppDeps;
  services: ProductServices;
  options: AppOptions;
}

/** Registers route plugins on `api` (the product API under its prefix). */
export type AreaRoutes = (api: FastifyInstance, context: AreaContext) => Promise<void>;

/**
 * One area of the server, exported by its folder (`server/<area>/area.ts`) and listed once in server/areas.ts: buildApp
 * registers its routes, the migrator takes its migrations and the database's type (server/db/schema.ts) takes its
 * tables from there. `Tables` is the kysely type of the area's own tables (its `<area>-schema.ts`), named where the
 * area is declared: `ServerArea<LoanTables>`.
 */
export interface ServerArea<Tables extends object = object> {
  /** The area's folder name. */
  key: string;
  /** Its operations behind the bearer-token hook (with step-up, admin mode, idempotency and the audit safety net). */
  routes?: AreaRoutes;
  /** Its operations served without the bearer token (their own credential: a signed URL, a signed webhook). */
  openRoutes?: AreaRoutes;
  /** Its migrations by name; kysely runs every area's in name order, so a new name must sort after the area's last. */
  migrations?: Record<string, Migration>;
  /**
   * Never set: it carries the type of the area's tables, so that server/db/schema.ts derives the database's type from
   * the list of areas instead of a second list.
   */
  readonly tables?: Tables;
}
