// `npm run backup -- <new directory>`: a backup of the database (DATABASE_URL: pg_dump; else PGlite under DATA_DIR, with
// the server stopped) and of the local blob store's files, into a new owner-only directory (docs/production.md,
// decision 0327). The field-encryption key is not in it: back that up separately.
import { backup } from '../server/ops/backup';

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (outDir === undefined || outDir.startsWith('-')) throw new Error('usage: npm run backup -- <new directory>');
  const manifest = await backup(
    { url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || '.data', blobStore: process.env.BLOB_STORE },
    outDir,
  );
  console.log(`Backup of the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database written to ${outDir}.`);
  console.log(
    manifest.blobs === 'included'
      ? 'Blob files: included (blobs/).'
      : `Blob files: not included; they are in the BLOB_STORE=${process.env.BLOB_STORE} bucket, backed up with the bucket's own versioning or replication.`,
  );
  console.log(
    'The field-encryption key (FIELD_ENCRYPTION_KEY, or DATA_DIR/field-encryption.key) is NOT in this backup: keep its own copy apart from it; without it the personal numbers in this backup cannot be read.',
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
