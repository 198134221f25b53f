import type { Migration, MigrationProvider } from 'kysely';
import { serverAreas } from '../areas';
import { idempotencyMigrations } from '../http/idempotency-migrations';
import { rateLimitMigrations } from '../http/rate-limit/rate-limit-migrations';
import { managementMigrations } from '../identity/management-migrations';
import { identityMigrations } from '../identity/migrations';
import { coreMigrations } from './core-migrations';

/**
 * The platform's migrations, owned by no area: the embedded identity service and its management API, the core tables
 * (users, audit, saved steps, invoices and payments), rate limits and idempotency keys.
 */
const platformMigrations: readonly Record<string, Migration>[] = [
  identityMigrations,
  managementMigrations,
  coreMigrations,
  rateLimitMigrations,
  idempotencyMigrations,
];

/** Where the migrations come from: the platform's, then each area's (server/areas.ts), each a record keyed by name. */
export function migrationSources(): Record<string, Migration>[] {
  return [...platformMigrations, ...serverAreas.flatMap((area) => (area.migrations ? [area.migrations] : []))];
}

/** Every migration of the server keyed by name (kysely runs them in name order; server/db/migration-names.test.ts). */
export const allMigrations: Record<string, Migration> = Object.assign({}, ...migrationSources());

/** The migration provider the Migrator reads. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => allMigrations,
};
