import { describe, expect, test } from 'vitest';
import { HttpError } from '../http/errors';
import { databaseLegs } from '../test-support/database-legs';
import { CHANGED_MEANWHILE_MESSAGE, guardReferences } from './service-errors';

for (const leg of await databaseLegs()) {
  describe(`guardReferences (${leg.name})`, () => {
    test('turns a write that references a vanished row into 409 changed_meanwhile, and passes other errors on', async () => {
      const database = await leg.open();
      try {
        const orphan = guardReferences(() =>
          database.db
            .insertInto('folders')
            .values({ id: 'f1', user_id: 'u1', name: 'x', folder_id: 'gone', created_at: new Date() })
            .execute(),
        );
        await expect(orphan).rejects.toBeInstanceOf(HttpError);
        await expect(orphan).rejects.toMatchObject({
          statusCode: 409,
          code: 'changed_meanwhile',
          message: CHANGED_MEANWHILE_MESSAGE,
        });
        await database.db
          .insertInto('folders')
          .values({ id: 'f2', user_id: 'u1', name: 'x', folder_id: null, created_at: new Date() })
          .execute();
        const duplicate = guardReferences(() =>
          database.db
            .insertInto('folders')
            .values({ id: 'f2', user_id: 'u1', name: 'x', folder_id: null, created_at: new Date() })
            .execute(),
        );
        await expect(duplicate).rejects.not.toBeInstanceOf(HttpError);
      } finally {
        await database.close();
      }
    });
  });
}
