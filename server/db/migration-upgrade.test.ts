import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { migrate } from './database';
import { allMigrations } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

/** The migrations the first release (fed1aab) shipped: a data directory of a user who started that release ran these. */
const FIRST_RELEASE = [
  '0001_identity_001_users_links_refresh_tokens',
  '0002_core_001_users_audit',
  '0002_core_002_steps',
  '0002_core_003_billing',
  '0003_library_001_folders_documents_versions',
  '0003_library_002_assets_distributions',
];

describe('migrations on an upgraded data directory', () => {
  test('a database migrated by the first release takes every newer migration, also those whose names sort earlier', async () => {
    const db = new Kysely<DB>({ dialect: new PGliteDialect(await PGlite.create()) });
    try {
      const first: Record<string, Migration> = Object.fromEntries(FIRST_RELEASE.map((name) => [name, allMigrations[name]]));
      await migrate(db, undefined, { getMigrations: async () => first });
      const newer = Object.keys(allMigrations).filter((name) => !FIRST_RELEASE.includes(name));
      // At least one newer migration sorts before one the first release ran: the case an ordered migrator refuses.
      expect(newer.some((name) => name < FIRST_RELEASE[FIRST_RELEASE.length - 1])).toBe(true);

      await migrate(db);

      const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(allMigrations).sort());
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
