import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { allMigrations } from '../db/migrations';
import { pgliteLeg } from './database-legs';
import { pgliteSeed, pgliteSeedFile } from './pglite-seed';

async function migrationsRun(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(database.db);
  return rows[0].n;
}

describe('the PGlite leg starts from a shared initdb dump and still migrates', () => {
  let dir: string;
  // The shared dump in the temp directory, made here if no test process has made it yet.
  beforeAll(() => pgliteSeed(), 120_000);
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-seed-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('the dump is named by PGlite version and options, in the temp directory by default', () => {
    expect(pgliteSeedFile()).toMatch(new RegExp(`^${tmpdir()}/solo401k-pglite-initdb-[0-9a-f]{16}\\.tar$`));
    expect(pgliteSeedFile(dir)).toBe(join(dir, pgliteSeedFile().slice(tmpdir().length + 1)));
  });

  test('a missing dump is made and saved once, followed by its SHA-256; the next process reads the same dump', async () => {
    const file = pgliteSeedFile(dir);
    const made = Buffer.from(await (await pgliteSeed(file)).arrayBuffer());
    const saved = await readFile(file);
    expect(made.length).toBeGreaterThan(1_000_000);
    expect(saved.subarray(0, -32).equals(made)).toBe(true);
    expect(saved.subarray(-32).equals(createHash('sha256').update(made).digest())).toBe(true);
    const savedAt = (await stat(file)).mtimeMs;
    const again = Buffer.from(await (await pgliteSeed(file)).arrayBuffer());
    expect(again.equals(made)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(savedAt);
  });

  test('every database opened from the dump runs every migration and keeps its rows to itself', async () => {
    const first = await pgliteLeg.open();
    const second = await pgliteLeg.open();
    try {
      expect(first.dialect).toBe('pglite');
      expect(await migrationsRun(first)).toBe(Object.keys(allMigrations).length);
      expect(await migrationsRun(second)).toBe(Object.keys(allMigrations).length);
      await sql`create table only_in_first (id int)`.execute(first.db);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_name = 'only_in_first'`.execute(second.db);
      expect(rows[0].n).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test.each([
    ['not a dump at all', async (file: string) => writeFile(file, Buffer.from('not a tar file\0'.repeat(64)))],
    ['cut short', async (file: string) => writeFile(file, (await readFile(file)).subarray(0, 20_000_000))],
    [
      'one byte changed',
      async (file: string) => {
        const bytes = await readFile(file);
        bytes[600] ^= 0xff;
        await writeFile(file, bytes);
      },
    ],
  ])('a dump file that is %s is made again, and a database opens from it', async (_, damage) => {
    const file = pgliteSeedFile(dir);
    await copyFile(pgliteSeedFile(), file);
    await damage(file);
    const seed = Buffer.from(await (await pgliteSeed(file)).arrayBuffer());
    const saved = await readFile(file);
    expect(saved.subarray(0, -32).equals(seed)).toBe(true);
    expect(saved.subarray(-32).equals(createHash('sha256').update(seed).digest())).toBe(true);
    const database = await openDatabase({ loadDataDir: new Blob([seed]) });
    try {
      expect(await migrationsRun(database)).toBe(Object.keys(allMigrations).length);
    } finally {
      await database.close();
    }
  });
});
