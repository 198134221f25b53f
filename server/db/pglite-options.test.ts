import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from './database';
import { initDataDirInChild, pgliteOptions } from './pglite-options';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('embedded database memory (decisions 0173, 0357)', () => {
  test("keeps every one of PGlite's own start parameters and adds 8 MB shared buffers", () => {
    const params = pgliteOptions().startParams ?? [];
    expect(params.slice(0, PGlite.defaultStartParams.length)).toEqual(PGlite.defaultStartParams);
    expect(params.slice(-2)).toEqual(['-c', 'shared_buffers=8MB']);
  });

  test('the server opens PGlite, in memory and in a data directory, with 8 MB shared buffers', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-options-'));
    dirs.push(dataDir);
    for (const database of [await openDatabase({}), await openDatabase({ dataDir })]) {
      try {
        const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
        expect(rows[0].shared_buffers).toBe('8MB');
      } finally {
        await database.close();
      }
    }
  }, 120_000);

  test('a new data directory is created by a child process (initdb memory leaves with it); an existing one is left alone', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'pglite-init-')), 'pglite');
    dirs.push(dir);
    await initDataDirInChild(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    const pg = await PGlite.create(dir, pgliteOptions());
    await pg.exec('create table kept (id int); insert into kept values (7);');
    await pg.close();
    await initDataDirInChild(dir);
    const again = await PGlite.create(dir, pgliteOptions());
    try {
      expect((await again.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
