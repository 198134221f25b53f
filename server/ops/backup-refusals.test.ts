import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { FieldCipher } from '../crypto/field-cipher';
import { databaseLegs } from '../test-support/database-legs';
import { ADA_PERSONAL_DETAILS } from '../checkout/checkout-test-fixtures';
import { sealValues } from '../checkout/sealed-fields';
import { openDatabase } from '../db/database';
import { saveCompletedStep } from '../test-support/saved-step';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  backup,
  type DataLocation,
  MANIFEST_FILE,
  readManifest,
  restore,
  restoreCipher,
} from './backup';
import { type FreshDatabase, freshDatabase } from './fresh-database-test-kit';
import { checkKey, columnsOf, keySamples } from './key-check';

const legs = await databaseLegs();
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function dir(prefix: string): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(made);
  return made;
}

/** A backup directory holding only a manifest: enough for every refusal that comes before the dump is read. */
async function manifestOnly(manifest: Partial<BackupManifest>): Promise<string> {
  const backupDir = await dir('refusal-backup-');
  const full: BackupManifest = {
    format: BACKUP_FORMAT,
    database: 'pglite',
    createdAt: '2026-01-01T00:00:00.000Z',
    migrations: [],
    blobs: 'included',
    keySamples: [],
    ...manifest,
  };
  await writeFile(join(backupDir, MANIFEST_FILE), JSON.stringify(full));
  return backupDir;
}

const key = (): string => FieldCipher.generateKey().toString('base64');

describe('the restore key', () => {
  test('comes from FIELD_ENCRYPTION_KEY with its old keys, or the key file; with neither the restore refuses', async () => {
    const empty = await dir('refusal-nokey-');
    await expect(restoreCipher({}, empty)).rejects.toThrow(
      `a restore needs the field-encryption key, which no backup holds: set FIELD_ENCRYPTION_KEY (and FIELD_ENCRYPTION_OLD_KEYS), or put the key file back at ${join(empty, 'field-encryption.key')}`,
    );
    expect(await readdir(empty)).toEqual([]);

    const [oldKey, newKey] = [key(), key()];
    const old = await restoreCipher({ FIELD_ENCRYPTION_KEY: oldKey }, empty);
    const token = old.encrypt('123-45-6780');
    const rotated = await restoreCipher({ FIELD_ENCRYPTION_KEY: newKey, FIELD_ENCRYPTION_OLD_KEYS: oldKey }, empty);
    const sample = { table: 'step_data', column: 'values', token };
    expect(checkKey([sample], rotated)).toEqual({ opened: [sample], failed: [] });
    expect(checkKey([sample], await restoreCipher({ FIELD_ENCRYPTION_KEY: newKey }, empty))).toEqual({
      opened: [],
      failed: [sample],
    });
  });
});

describe('restore refusals before anything is touched', () => {
  test('a directory without a manifest is not a backup', async () => {
    const notBackup = await dir('refusal-not-');
    await expect(
      restore(notBackup, { dataDir: await dir('refusal-t-') }, new FieldCipher([FieldCipher.generateKey()])),
    ).rejects.toThrow(`${notBackup} holds no manifest.json: not a backup, or an unfinished one`);
  });

  test('a backup from a newer release (a migration this one does not know)', async () => {
    const backupDir = await manifestOnly({ migrations: ['0001_identity_001_users_links_refresh_tokens', '9999_future_001'] });
    const target = await dir('refusal-newer-');
    await expect(restore(backupDir, { dataDir: target }, new FieldCipher([FieldCipher.generateKey()]))).rejects.toThrow(
      'the backup is from a newer release (migrations 9999_future_001 are not in this one): restore it with that release',
    );
    expect(await readdir(target)).toEqual([]);
  });

  test('a key that does not open the backup’s samples, naming the columns', async () => {
    const writer = new FieldCipher([FieldCipher.generateKey()]);
    const backupDir = await manifestOnly({
      keySamples: [
        { table: 'step_data', column: 'values', token: writer.encrypt('123-45-6780') },
        { table: 'totp_factors', column: 'secret_enc', token: writer.encrypt('JBSWY3DPEHPK3PXP') },
      ],
    });
    const target = await dir('refusal-key-');
    await expect(restore(backupDir, { dataDir: target }, new FieldCipher([FieldCipher.generateKey()]))).rejects.toThrow(
      'nothing restored: the field-encryption key given cannot decrypt the backup (step_data.values, totp_factors.secret_enc)',
    );
    expect(await readdir(target)).toEqual([]);
  });

  test('a PGlite backup into a DATA_DIR that already holds a database, or with DATABASE_URL set', async () => {
    const backupDir = await manifestOnly({ database: 'pglite' });
    const target = await dir('refusal-occupied-');
    await mkdir(join(target, 'pglite'));
    await writeFile(join(target, 'pglite', 'PG_VERSION'), '17\n');
    const cipher = new FieldCipher([FieldCipher.generateKey()]);
    await expect(restore(backupDir, { dataDir: target }, cipher)).rejects.toThrow(
      `${join(target, 'pglite')} already holds a database: restore into a new DATA_DIR (or move that directory aside first)`,
    );
    await expect(restore(backupDir, { url: 'postgres://nobody@127.0.0.1:1/none', dataDir: target }, cipher)).rejects.toThrow(
      'the backup is of a PGlite data directory: unset DATABASE_URL and set DATA_DIR to a new directory',
    );
  });
});

describe.each(legs)('key samples, on $name', (leg) => {
  test('one encrypted value from every text and JSON column that holds one, and none from the others', async () => {
    const database = await leg.open();
    try {
      const cipher = new FieldCipher([FieldCipher.generateKey()]);
      const [a, b] = [cipher.encrypt('123-45-6780'), cipher.encrypt('000111222')];
      await sql`create table key_sample_probe (id int, plain text, secret text, doc jsonb, label varchar(40))`.execute(
        database.db,
      );
      await sql`insert into key_sample_probe values
        (1, 'no token here', ${a}, ${JSON.stringify({ account: { sealed: b, masked: '•••222' } })}::jsonb, 'enc:v1 lookalike'),
        (2, 'still none', null, '{}'::jsonb, null)`.execute(database.db);
      const samples = (await keySamples(database.db)).filter((s) => s.table === 'key_sample_probe');
      expect(samples).toEqual([
        { table: 'key_sample_probe', column: 'doc', token: b },
        { table: 'key_sample_probe', column: 'secret', token: a },
      ]);
      expect(columnsOf(samples)).toBe('key_sample_probe.doc, key_sample_probe.secret');
      expect(checkKey(samples, cipher).failed).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// The check after a restore reads the restored database the same way on both; PGlite's restore path, with its check,
// runs in backup.test.ts, and each new PGlite data directory here would cost a file-backed initdb and migrations.
describe.each(legs.filter((l) => l.name === 'postgres'))('the check after a restore, on $name', () => {
  const databases: FreshDatabase[] = [];
  afterAll(async () => {
    for (const d of databases) await d.drop();
  });
  /** A new place to back up from or restore into: a fresh database and a new DATA_DIR. */
  async function location(prefix: string): Promise<DataLocation> {
    const dataDir = await dir(`${prefix}-`);
    const fresh = await freshDatabase(`t_${prefix.replace(/-/g, '_')}`);
    databases.push(fresh);
    return { url: fresh.url, dataDir };
  }
  async function seeded(values: Record<string, unknown> | undefined): Promise<{ source: DataLocation; backupDir: string }> {
    const source = await location('chk-src');
    const database = await openDatabase(source);
    try {
      if (values !== undefined) await saveCompletedStep(database.db, 'user-1', 'personalDetails', values, new Date());
    } finally {
      await database.close();
    }
    const backupDir = join(await dir('chk-backup-'), 'backup');
    await backup(source, backupDir);
    return { source, backupDir };
  }

  test('fails loudly when the restored data does not open with the key, and warns when there is nothing to check', {
    timeout: 120_000,
  }, async () => {
    const writer = new FieldCipher([FieldCipher.generateKey()]);
    const other = new FieldCipher([FieldCipher.generateKey()]);
    // A backup whose manifest lost its samples: only the check of the restored database can catch the wrong key.
    const sealed = await seeded(sealValues({ ...ADA_PERSONAL_DETAILS }, writer));
    const manifest = await readManifest(sealed.backupDir);
    expect(columnsOf(manifest.keySamples)).toBe('step_data.values');
    await writeFile(join(sealed.backupDir, MANIFEST_FILE), JSON.stringify({ ...manifest, keySamples: [] }));
    await expect(restore(sealed.backupDir, await location('chk-dst'), other)).rejects.toThrow(
      'restored, but the field-encryption key given cannot decrypt the restored data (step_data.values)',
    );

    const empty = await seeded(undefined);
    const report = await restore(empty.backupDir, await location('chk-empty'), other);
    expect(report.check).toEqual({ opened: [], failed: [] });
    expect(report.warning).toBe('the restored data holds no encrypted value, so the key could not be checked against it');
  });
});
