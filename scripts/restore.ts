// `npm run restore -- <backup directory>`: restores a backup made by `npm run backup` into a new PostgreSQL database
// (DATABASE_URL) or a new DATA_DIR (PGlite), with the blob files. It needs the field-encryption key the data was
// encrypted with (FIELD_ENCRYPTION_KEY, or the key file put back in DATA_DIR) and refuses when that key cannot decrypt
// the backup (docs/production.md, decision 0327). Run it with the servers stopped; start them afterwards.
import { restore, restoreCipher } from '../server/ops/backup';

async function main(): Promise<void> {
  const backupDir = process.argv[2];
  if (backupDir === undefined || backupDir.startsWith('-')) throw new Error('usage: npm run restore -- <backup directory>');
  const dataDir = process.env.DATA_DIR || '.data';
  const cipher = await restoreCipher(process.env, dataDir);
  const report = await restore(
    backupDir,
    { url: process.env.DATABASE_URL || undefined, dataDir, blobStore: process.env.BLOB_STORE },
    cipher,
  );
  const where =
    report.manifest.database === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : `PGlite under ${dataDir}/pglite`;
  console.log(`Restored ${backupDir} (taken ${report.manifest.createdAt}) into ${where}.`);
  if (report.manifest.blobs === 'included') console.log(`Blob files restored under ${dataDir}/blobs.`);
  if (report.warning !== undefined) console.warn(`Warning: ${report.warning}.`);
  else console.log(`Field-encryption key checked: it decrypts every encrypted column (${report.check.opened.length}).`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
