import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { newBlobKey } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { OrphanSweeper } from './orphan-sweeper';

const legs = await databaseLegs();
const MINUTE = 60_000;

describe.each(legs)('OrphanSweeper on $name', (leg) => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  test('removes old partial uploads and old blobs no row refers to; keeps referenced and recent files', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'orphans-'));
    dirs.push(dataDir);
    const store = await LocalBlobStore.open({ dataDir });
    const database = await leg.open();
    try {
      // Any table with a blob_key column refers to blobs (the library's versions, the bank's documents, ...).
      await sql`create table sweep_refs (blob_key text not null)`.execute(database.db);
      const put = async (): Promise<string> => {
        const key = newBlobKey();
        await store.put(key, Readable.from([Buffer.from('%PDF-1.7\n')]), 1000);
        return key;
      };
      const [referencedOld, orphanOld, orphanNew] = [await put(), await put(), await put()];
      await sql`insert into sweep_refs (blob_key) values (${referencedOld})`.execute(database.db);
      const versionsKey = await put();
      const tmp = join(dataDir, 'blobs', '.tmp');
      await writeFile(join(tmp, `${newBlobKey()}.123.1`), 'partial');
      await writeFile(join(tmp, `${newBlobKey()}.124.2`), 'partial, still arriving');
      const now = Date.now();
      const old = new Date(now - 10 * MINUTE);
      const shard = (key: string): string => join(dataDir, 'blobs', key.slice(0, 2), key);
      // Every file's time is set from the clock the sweep is given, not left to the file system's.
      const fresh = new Date(now);
      for (const key of [referencedOld, orphanOld, versionsKey]) await utimes(shard(key), old, old);
      await utimes(shard(orphanNew), fresh, fresh);
      const before = await store.listFiles();
      const oldPartial = before.partial.find((p) => p.name.endsWith('.123.1'))!.name;
      const newPartial = before.partial.find((p) => p.name.endsWith('.124.2'))!.name;
      await utimes(join(tmp, oldPartial), old, old);
      await utimes(join(tmp, newPartial), fresh, fresh);

      const sweeper = new OrphanSweeper(store, database.db, 5 * MINUTE);
      // versionsKey: no row yet, old -> removed; the library's versions table is consulted too (it exists on both legs).
      expect(await sweeper.sweep(now)).toEqual({ partial: 1, blobs: 2 });
      const after = await store.listFiles();
      expect(after.blobs.map((b) => b.name).sort()).toEqual([referencedOld, orphanNew].sort());
      expect(after.partial.map((p) => p.name)).toHaveLength(1);
      expect(after.partial[0]?.name.endsWith('.124.2')).toBe(true);
      expect(await sweeper.sweep(now)).toEqual({ partial: 0, blobs: 0 });
    } finally {
      await database.close();
    }
  });
});
