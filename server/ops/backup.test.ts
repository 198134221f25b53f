import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { LocalBlobStore } from '../blob/local-blob-store';
import { ADA_PERSONAL_DETAILS, ADA_SSN } from '../checkout/checkout-test-fixtures';
import { FieldCipher } from '../crypto/field-cipher';
import { FIELD_KEY_FILE } from '../crypto/field-cipher-keys';
import { type Database, openDatabase } from '../db/database';
import { pgliteOptions } from '../db/pglite-options';
import { pdfBytes, uploadFile } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { openedCheckoutStep } from '../shared/saved-step';
import { pgliteSeed } from '../test-support/pglite-seed';
import { startTestApp } from '../test-support/start-test-app';
import { type BackupManifest, readManifest, restore, restoreCipher } from './backup';
import { checkKey, keySamples } from './key-check';
import { type FreshDatabase, freshDatabase } from './fresh-database-test-kit';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const legs = await databaseLegs();

/** Runs `npm run <script> -- <arg>` as an operator does: its exit code and everything it printed. */
async function script(
  name: 'backup' | 'restore',
  arg: string,
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/tsx'), [`scripts/${name}.ts`, arg], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', FIELD_ENCRYPTION_KEY: '', BLOB_STORE: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out;
}

/** The stored personal details of one user, decrypted with `cipher`. */
function storedDetails(database: Database, userId: string, cipher: FieldCipher): Promise<Record<string, unknown>> {
  return openedCheckoutStep(database.db, cipher, userId, 'personalDetails');
}

describe.each(legs)('backup and restore with the key kept apart, on $name', (leg) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  async function dir(prefix: string): Promise<string> {
    const made = await mkdtemp(join(tmpdir(), prefix));
    cleanups.push(() => rm(made, { recursive: true, force: true }));
    return made;
  }
  async function database(prefix: string): Promise<FreshDatabase | undefined> {
    if (leg.name !== 'postgres') return undefined;
    const made = await freshDatabase(prefix);
    cleanups.push(() => made.drop());
    return made;
  }
  const open = (pg: FreshDatabase | undefined, dataDir: string): Promise<Database> =>
    openDatabase(pg === undefined ? { dataDir } : { url: pg.url, poolSize: 3 });
  /**
   * A new PGlite data directory started from the tests' initdb dump (pglite-seed.ts), as the server's own initdb would
   * leave it: initdb is most of what a new directory costs, and it is not what this test is about.
   */
  async function initialisedDataDir(prefix: string): Promise<string> {
    const made = await dir(prefix);
    if (leg.name === 'pglite') {
      const pglite = await PGlite.create(join(made, 'pglite'), { ...pgliteOptions(), loadDataDir: await pgliteSeed() });
      await pglite.close();
    }
    return made;
  }
  const dbEnv = (pg: FreshDatabase | undefined, dataDir: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    ...(pg === undefined ? {} : { DATABASE_URL: pg.url }),
  });

  // File-backed PGlite (a data directory opened four times, in this process and in the backup script's): about a minute
  // on the project's 2-core machine and several on a loaded one, hence the time limit of the other file-backed tests.
  test('a restore into a new database, with the same key, reads back the SSN and the files; another key is refused', {
    timeout: 240_000,
  }, async () => {
    // The app as it runs: its data directory holds the key file (local profile) and the blob files.
    const sourceDir = await initialisedDataDir('backup-source-');
    const sourcePg = await database('t_bak_src');
    const source = await open(sourcePg, sourceDir);
    const before = await startTestApp({
      database: source,
      env: { DATA_DIR: sourceDir },
      blobs: await LocalBlobStore.open({ dataDir: sourceDir }),
    });
    const pdf = pdfBytes(3000, 0x37);
    let adaId: string;
    let checkoutBefore: unknown;
    let documentId: string;
    try {
      const ada = await before.signIn('ada@example.com');
      adaId = ada.userId as string;
      expect((await ada.put('/checkout/steps/personalDetails', ADA_PERSONAL_DETAILS)).status).toBe(200);
      const uploaded = await uploadFile(ada, '/documents', { bytes: pdf, name: 'Adoption agreement.pdf' });
      expect(uploaded.status).toBe(201);
      documentId = uploaded.body.id as string;
      checkoutBefore = (await ada.get('/checkout')).body;
    } finally {
      await before.close();
      await source.close();
    }
    const keyFile = join(sourceDir, FIELD_KEY_FILE);
    const key = (await readFile(keyFile, 'utf8')).trim();

    // `npm run backup`, the servers stopped.
    const backupDir = join(await dir('backup-out-'), 'backup');
    const taken = await script('backup', backupDir, dbEnv(sourcePg, sourceDir));
    expect(taken.output).toContain('is NOT in this backup');
    expect(taken.code).toBe(0);
    const manifest: BackupManifest = await readManifest(backupDir);
    expect(manifest).toMatchObject({ database: leg.name, blobs: 'included' });
    expect(manifest.keySamples.map((s) => `${s.table}.${s.column}`)).toContain('step_data.values');
    // The key is nowhere in the backup, and the backup is owner-only.
    const files = await filesUnder(backupDir);
    const blobFiles = files.filter((f) => f.includes('/blobs/'));
    expect(await Promise.all(blobFiles.map(async (f) => Buffer.from(pdf).equals(await readFile(f))))).toContain(true);
    for (const file of files) {
      expect({ file, holdsKey: (await readFile(file)).includes(Buffer.from(key)) }).toEqual({ file, holdsKey: false });
      expect({ file, mode: ((await stat(file)).mode & 0o777).toString(8) }).toEqual({ file, mode: '600' });
    }

    // Another key: the restore refuses before it restores anything. Through `npm run restore` on PostgreSQL, through
    // restore() itself on PGlite: the script's wiring is the same on both, and each run of it costs seconds of start-up.
    const wrongDir = await dir('backup-wrong-');
    const wrongPg = await database('t_bak_wrong');
    const wrongKey = FieldCipher.generateKey().toString('base64');
    const refusal = 'nothing restored: the field-encryption key given cannot decrypt the backup (';
    if (wrongPg !== undefined) {
      const refused = await script('restore', backupDir, { ...dbEnv(wrongPg, wrongDir), FIELD_ENCRYPTION_KEY: wrongKey });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Restore failed: ${refusal}`);
      expect(refused.output).toContain('step_data.values');
    } else {
      const cipher = await restoreCipher({ FIELD_ENCRYPTION_KEY: wrongKey }, wrongDir);
      const refused = await restore(backupDir, { dataDir: wrongDir }, cipher).then(
        () => 'restored',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(refused).toContain(refusal);
      expect(refused).toContain('step_data.values');
    }
    expect(await readdir(wrongDir)).toEqual([]);
    if (wrongPg !== undefined) {
      const client = new pg.Client({ connectionString: wrongPg.url });
      await client.connect();
      const tables = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'");
      await client.end();
      expect(tables.rows[0]?.n).toBe(0);
    }

    // The key, kept apart, is put back in the new data directory; the restore checks it and restores.
    const targetDir = await dir('backup-target-');
    const targetPg = await database('t_bak_dst');
    await copyFile(keyFile, join(targetDir, FIELD_KEY_FILE));
    const cipher = await restoreCipher({}, targetDir);
    const report = await restore(backupDir, { url: targetPg?.url, dataDir: targetDir }, cipher);
    expect(report.warning).toBeUndefined();
    expect(report.check.failed).toEqual([]);
    expect(report.check.opened.map((s) => `${s.table}.${s.column}`)).toContain('step_data.values');

    // The app on the restored database, same key: the same user, the same answers, the SSN decrypted, the file.
    const restored = await open(targetPg, targetDir);
    cleanups.push(() => restored.close());
    const after = await startTestApp({
      database: restored,
      env: { DATA_DIR: targetDir },
      blobs: await LocalBlobStore.open({ dataDir: targetDir }),
    });
    try {
      const ada = await after.signIn('ada@example.com');
      expect(ada.userId).toBe(adaId);
      const checkout = await ada.get('/checkout');
      expect(checkout.status).toBe(200);
      expect(checkout.body).toEqual(checkoutBefore);
      expect(
        (checkout.body as { steps: Record<string, { values: Record<string, unknown> }> }).steps.personalDetails?.values,
      ).toMatchObject({
        ssn_number: '***-**-6780',
      });
      expect((await storedDetails(restored, adaId, cipher)).ssn_number).toBe(ADA_SSN);
      const link = await ada.get(`/documents/${documentId}/download/google-cloud-url`);
      expect(link.status).toBe(200);
      const download = await fetch(link.body.url as string);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    } finally {
      await after.close();
    }

    // With another key the restored SSN cannot be decrypted: the app does not start on it (its start-up pass over the
    // stored personal numbers opens them), and the key check names the columns.
    const otherKeyDir = await dir('backup-other-key-');
    await expect(startTestApp({ database: restored, env: { DATA_DIR: otherKeyDir } })).rejects.toThrow(
      'encrypted with an unknown key',
    );
    const otherCipher = await restoreCipher({}, otherKeyDir);
    const check = checkKey(await keySamples(restored.db), otherCipher);
    expect(check.opened).toEqual([]);
    expect(check.failed.map((s) => `${s.table}.${s.column}`)).toContain('step_data.values');
    await expect(storedDetails(restored, adaId, otherCipher)).rejects.toThrow('encrypted with an unknown key');
  });
});
