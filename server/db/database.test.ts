import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';

const legs = await databaseLegs();

describe.each(legs)('openDatabase on $name', (leg) => {
  test('runs every migration and round-trips rows, JSON and timestamps', async () => {
    const database = await leg.open();
    try {
      expect(database.dialect).toBe(leg.name);
      const at = new Date('2026-01-02T03:04:05.000Z');
      await database.db.insertInto('users').values({ id: 'u1', user_email: 'a@example.com', name: null }).execute();
      await database.db
        .insertInto('step_data')
        .values({
          user_id: 'u1',
          flow: 'checkout',
          step_key: 'personalDetails',
          values: JSON.stringify({ a: [1, 'b'] }) as never,
          complete: true,
          updated_at: at,
        })
        .execute();
      const row = await database.db.selectFrom('step_data').selectAll().executeTakeFirstOrThrow();
      expect(row.values).toEqual({ a: [1, 'b'] });
      expect(row.updated_at).toEqual(at);
      const tables = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(database.db);
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(4);
    } finally {
      await database.close();
    }
  });

  test('a transaction that throws leaves nothing behind', async () => {
    const database = await leg.open();
    try {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values({ id: 'u2', user_email: 'b@example.com', name: null }).execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const rows = await database.db.selectFrom('users').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
