/**
 * A library folder of many documents, written straight to the database (one version row each): what
 * `npm run bench:library` and the library page of `npm run lighthouse` measure. As a command it seeds the embedded
 * database of a stopped `npm start` (its DATA_DIR) and prints the folder's id:
 *   tsx scripts/library-seed.ts <dataDir> <userId> <count>
 */
import type { Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import type { DB } from '../server/db/schema';

/** Writes a folder named "Big folder" with `count` PDF documents ("Statement 00000.pdf", ...) for `userId`; answers its id. */
export async function seedLibraryFolder(db: Kysely<DB>, userId: string, count: number, now = new Date()): Promise<string> {
  const folderId = crypto.randomUUID();
  await db
    .insertInto('folders')
    .values({ id: folderId, user_id: userId, name: 'Big folder', folder_id: null, created_at: now })
    .execute();
  for (let start = 0; start < count; start += 1000) {
    const docs = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      folder_id: folderId,
      name: `Statement ${String(start + i).padStart(5, '0')}.pdf`,
      created_at: now,
    }));
    await db.insertInto('documents').values(docs).execute();
    await db
      .insertInto('versions')
      .values(
        docs.map((d) => ({
          id: crypto.randomUUID(),
          user_id: userId,
          document_id: d.id,
          name: d.name,
          content_type: 'application/pdf',
          size: 120_000,
          blob_key: `bench/${d.id}`,
          created_at: now,
          uploaded_by_role: 'participant',
        })),
      )
      .execute();
  }
  return folderId;
}

async function main(): Promise<void> {
  const [dataDir, userId, count] = process.argv.slice(2);
  if (!dataDir || !userId || !(Number(count) > 0))
    throw new Error('usage: tsx scripts/library-seed.ts <dataDir> <userId> <count>');
  const config = loadConfig({ DATA_DIR: dataDir, PROFILE: 'local' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    console.log(JSON.stringify({ folderId: await seedLibraryFolder(database.db, userId, Number(count)) }));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
