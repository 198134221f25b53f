// `npm run migrate`: brings the database's tables up to date and exits, for deploys that migrate in a step of their own
// before the new servers start (docs/production.md). It opens the database exactly as the server does (DATABASE_URL,
// else PGlite under DATA_DIR, default .data), so on PostgreSQL it takes the same migration lock (decision 0326): a server
// starting at the same moment waits for it rather than migrating twice.
import { openDatabase } from '../server/db/database';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const where = url === undefined ? `PGlite under ${dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
  const database = await openDatabase({ url, dataDir, poolSize: 1 });
  try {
    const ran = database.migrated ?? [];
    console.log(
      ran.length === 0 ? `Migrations: ${where} was up to date.` : `Migrations: ran ${ran.length} on ${where}: ${ran.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migrations failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
