import { describe, expect, it } from 'vitest';
import { openIdentityTestDb } from './test-database';

describe('identity migrations', () => {
  it('create the tables and keep e-mail unique regardless of case', async () => {
    const db = await openIdentityTestDb();
    await db.insertInto('identity_users').values({ id: 'u1', email: 'a@example.com', name: null, created_at: new Date() }).execute();
    await expect(
      db.insertInto('identity_users').values({ id: 'u2', email: 'A@Example.com', name: null, created_at: new Date() }).execute(),
    ).rejects.toThrow();
    const rows = await db.selectFrom('identity_users').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].verified).toBe(false);
    expect(rows[0].created_at).toBeInstanceOf(Date);
    await db.destroy();
  });
});
