import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FieldCipher } from '../crypto/field-cipher';
import { FIELD_KEY_FILE, loadFieldCipher } from '../crypto/field-cipher-keys';
import { allMigrations } from '../db/migrations';
import { ownerOnlyTree, restrictUmask } from '../db/owner-only';
import { PGliteDialect } from '../db/pglite-dialect';
import { pgliteOptions } from '../db/pglite-options';
import type { DB } from '../db/schema';
import { checkKey, columnsOf, type KeyCheck, type KeySample, keySamples } from './key-check';

const run = promisify(execFile);

/** The manifest's format; a restore refuses any other. */
export const BACKUP_FORMAT = 'solo401k-backup/1';
export const MANIFEST_FILE = 'manifest.json';
/** PostgreSQL: pg_dump's custom format. */
export const PG_DUMP_FILE = 'database.pgdump';
/** PGlite: its data directory as a gzipped tarball (PGlite's dumpDataDir). */
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
export const BLOBS_DIR = 'blobs';

/** What a backup directory holds, written last (a directory without it is an unfinished backup). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  database: 'postgres' | 'pglite';
  createdAt: string;
  /** The migrations the database had run: a restore refuses a backup from a newer release than its own. */
  migrations: string[];
  /** `included`: the local blob store's files are in blobs/; `separate`: they live in a bucket, backed up by its owner. */
  blobs: 'included' | 'separate';
  /**
   * One encrypted value per encrypted column (ciphertext only, as it is in the dump): the restore decrypts them with the
   * key it is given before it touches anything. The key itself is never in a backup (decision 0327).
   */
  keySamples: KeySample[];
}

/** Where a backup is taken from, or a restore goes to: the server's own settings. */
export interface DataLocation {
  /** DATABASE_URL; undefined = PGlite under `${dataDir}/pglite`. */
  url?: string;
  /** DATA_DIR: PGlite's directory and the local blob store's files live under it. */
  dataDir: string;
  /** BLOB_STORE: local (default) keeps the files under DATA_DIR/blobs; s3 and gcs keep them in a bucket. */
  blobStore?: string;
}

/** pg_dump and pg_restore take the URL without its password (which a process list would show) and the password in PGPASSWORD. */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = u.password === '' ? undefined : decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) } };
}

function postgresKysely(url: string): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
}

async function ranMigrations(db: Kysely<DB>): Promise<string[]> {
  const table = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (table.rows[0]?.present !== true) return [];
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
}

function isLocalBlobStore(location: DataLocation): boolean {
  return (location.blobStore ?? 'local').trim().toLowerCase() === 'local' || location.blobStore?.trim() === '';
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * Takes a backup of the database and (local store) the blob files into `outDir`, a new or empty directory, owner-only.
 *
 * - PostgreSQL: `pg_dump --format=custom` of the whole database, a consistent snapshot taken while the servers run.
 * - PGlite: its data directory as a tarball (`dumpDataDir`), which opens the directory in this process: the server must
 *   be stopped first, as PGlite is one process's database and a second process on the same directory would corrupt it.
 * - Blob files are copied after the database, so every row in the dump has its file; a file uploaded in between has no
 *   row and is swept as an orphan after a restore (decision 0115).
 * - The field-encryption key is not in it: the manifest carries one ciphertext per encrypted column for the restore's
 *   key check, nothing that opens them.
 */
export async function backup(source: DataLocation, outDir: string): Promise<BackupManifest> {
  restrictUmask();
  if (!(await isEmptyOrMissing(outDir))) throw new Error(`${outDir} is not empty: a backup goes into a new directory`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  let database: BackupManifest['database'];
  let migrations: string[];
  let samples: KeySample[];
  if (source.url !== undefined) {
    database = 'postgres';
    const { dbname, env } = pgConnection(source.url);
    await run('pg_dump', ['--format=custom', `--file=${join(outDir, PG_DUMP_FILE)}`, `--dbname=${dbname}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    const db = postgresKysely(source.url);
    try {
      migrations = await ranMigrations(db);
      samples = await keySamples(db);
    } finally {
      await db.destroy();
    }
  } else {
    database = 'pglite';
    const dir = join(source.dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`no PGlite database at ${dir} (DATA_DIR=${source.dataDir})`);
    const pglite = await PGlite.create(dir, pgliteOptions());
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    try {
      migrations = await ranMigrations(db);
      samples = await keySamples(db);
      const tarball = await pglite.dumpDataDir('gzip');
      await writeFile(join(outDir, PGLITE_DUMP_FILE), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.destroy();
    }
  }
  const blobs = isLocalBlobStore(source) ? 'included' : 'separate';
  if (blobs === 'included') {
    const from = join(source.dataDir, BLOBS_DIR);
    // .tmp holds uploads still being received: never a finished file.
    if (existsSync(from)) await cp(from, join(outDir, BLOBS_DIR), { recursive: true, filter: (path) => !path.endsWith('/.tmp') });
    else await mkdir(join(outDir, BLOBS_DIR), { mode: 0o700 });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    database,
    createdAt: new Date().toISOString(),
    migrations,
    blobs,
    keySamples: samples,
  };
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await ownerOnlyTree(outDir);
  return manifest;
}

/** Reads and checks a backup's manifest. */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${backupDir} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${backupDir} is not a ${BACKUP_FORMAT} backup`);
  return manifest;
}

/**
 * The field cipher a restore checks with, from the same places the server reads it: FIELD_ENCRYPTION_KEY (and
 * FIELD_ENCRYPTION_OLD_KEYS), else the key file in the target DATA_DIR, put back from its own backup. Never a new key:
 * a restore that made one would leave data no key opens.
 */
export async function restoreCipher(env: Record<string, string | undefined>, dataDir: string): Promise<FieldCipher> {
  if (env.FIELD_ENCRYPTION_KEY) return loadFieldCipher({ profile: 'production', env });
  if (existsSync(join(dataDir, FIELD_KEY_FILE))) return loadFieldCipher({ profile: 'local', dataDir, env: {} });
  throw new Error(
    `a restore needs the field-encryption key, which no backup holds: set FIELD_ENCRYPTION_KEY (and FIELD_ENCRYPTION_OLD_KEYS), or put the key file back at ${join(dataDir, FIELD_KEY_FILE)}`,
  );
}

function keyProblem(check: KeyCheck, where: string): string {
  return (
    `the field-encryption key given cannot decrypt ${where} (${columnsOf(check.failed)}): it is not the key this data ` +
    'was encrypted with. Give the key that was in use when the backup was taken (FIELD_ENCRYPTION_KEY, with any older ' +
    'keys in FIELD_ENCRYPTION_OLD_KEYS, or the key file in DATA_DIR).'
  );
}

/** What a restore did. */
export interface RestoreReport {
  manifest: BackupManifest;
  /** The key check on the restored database (one value per encrypted column). */
  check: KeyCheck;
  /** Set when there was nothing encrypted to check the key against. */
  warning?: string;
}

/**
 * Restores a backup into `target`: a new PostgreSQL database (DATABASE_URL; `pg_restore --clean --if-exists
 * --no-owner` in one transaction) or a new DATA_DIR (PGlite's directory from the tarball), plus the blob files.
 * Refuses before touching anything when the key cannot decrypt the backup's samples or the backup is from a newer
 * release; after the restore it decrypts one value per encrypted column of the restored database, and throws when one
 * fails.
 */
export async function restore(backupDir: string, target: DataLocation, cipher: FieldCipher): Promise<RestoreReport> {
  restrictUmask();
  const manifest = await readManifest(backupDir);
  const unknown = manifest.migrations.filter((name) => !(name in allMigrations));
  if (unknown.length > 0) {
    throw new Error(
      `the backup is from a newer release (migrations ${unknown.join(', ')} are not in this one): restore it with that release`,
    );
  }
  const before = checkKey(manifest.keySamples, cipher);
  if (before.failed.length > 0) throw new Error(`nothing restored: ${keyProblem(before, 'the backup')}`);
  if ((manifest.database === 'postgres') !== (target.url !== undefined)) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'the backup is of a PostgreSQL database: set DATABASE_URL to the (new, empty) database to restore it into'
        : 'the backup is of a PGlite data directory: unset DATABASE_URL and set DATA_DIR to a new directory',
    );
  }

  let db: Kysely<DB>;
  if (target.url !== undefined) {
    const { dbname, env } = pgConnection(target.url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        join(backupDir, PG_DUMP_FILE),
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    db = postgresKysely(target.url);
  } else {
    const dir = join(target.dataDir, 'pglite');
    if (!(await isEmptyOrMissing(dir))) {
      throw new Error(`${dir} already holds a database: restore into a new DATA_DIR (or move that directory aside first)`);
    }
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tarball = new Blob([new Uint8Array(await readFile(join(backupDir, PGLITE_DUMP_FILE)))]);
    const pglite = await PGlite.create(dir, { ...pgliteOptions(), loadDataDir: tarball });
    db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  }
  let check: KeyCheck;
  try {
    check = checkKey(await keySamples(db), cipher);
  } finally {
    await db.destroy();
  }
  if (manifest.blobs === 'included') {
    await mkdir(join(target.dataDir, BLOBS_DIR), { recursive: true, mode: 0o700 });
    await cp(join(backupDir, BLOBS_DIR), join(target.dataDir, BLOBS_DIR), { recursive: true });
  }
  if (existsSync(target.dataDir)) await ownerOnlyTree(target.dataDir);
  if (check.failed.length > 0) throw new Error(`restored, but ${keyProblem(check, 'the restored data')}`);
  const warning =
    check.opened.length === 0
      ? 'the restored data holds no encrypted value, so the key could not be checked against it'
      : undefined;
  return { manifest, check, ...(warning === undefined ? {} : { warning }) };
}
