import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { loadFieldCipher } from '../crypto/field-cipher-keys';
import { type Database, openDatabase } from '../db/database';
import { databaseLegs, TEST_DATABASE_URL, withSchemaChangeLock } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp } from '../test-support/start-test-app';
import { openValues } from './sealed-fields';
import { ADA_PERSONAL_DETAILS, ADA_SSN } from './checkout-test-fixtures';

const legs = await databaseLegs();
const run = promisify(execFile);

const SSN = ADA_SSN;
const ID_NUMBER = 'D98765432';
const PHOTO_ID_NUMBER = 'P55501234';
const personal = ADA_PERSONAL_DETAILS;
const identity = {
  id_type: 'drivers_license',
  id_number: ID_NUMBER,
  id_state: 'TX',
  id_expiry_date: '2040-01-01',
  id_photo_number: PHOTO_ID_NUMBER,
};

/** Every spelling of a personal number the bytes must not hold. */
const SECRETS = ['123-45-6780', '123456780', '123 45 6780', ID_NUMBER, PHOTO_ID_NUMBER];

function leaks(bytes: Buffer): string[] {
  return SECRETS.filter((s) => bytes.includes(Buffer.from(s, 'utf8')) || bytes.includes(Buffer.from(s, 'utf16le')));
}

async function filesUnder(dir: string): Promise<{ path: string; mode: number; directory: boolean }[]> {
  const out: { path: string; mode: number; directory: boolean }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const info = await stat(path);
    out.push({ path, mode: info.mode & 0o777, directory: entry.isDirectory() });
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
  }
  return out;
}

/** Saves both steps through the API (and reads them back: every number masked in the answer). */
async function saveThroughApi(database: Database, dataDir?: string): Promise<string> {
  const t = await startTestApp({ database, env: dataDir === undefined ? {} : { DATA_DIR: dataDir } });
  try {
    const ada = await t.signIn('ada@example.com');
    expect((await ada.put('/checkout/steps/personalDetails', personal)).status).toBe(200);
    expect((await ada.put('/checkout/steps/identityDetails', identity)).status).toBe(200);
    const read = await ada.get('/checkout');
    expect(read.body.steps.personalDetails.values).toMatchObject({ ssn_number: '***-**-6780', ssn_last4: '6780' });
    expect(read.body.steps.identityDetails.values).toMatchObject({ id_number: '••••5432', id_photo_number: '••••1234' });
    return ada.userId as string;
  } finally {
    await t.close();
  }
}

describe('personal numbers at rest (PGlite files)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  // A file-backed PGlite (initdb, start, app, close, reopen): slow on a loaded machine, hence its own time limit.
  test('no database file holds the SSN or ID numbers after a save, and every data file is owner-only', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'at-rest-'));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    await saveThroughApi(database, dataDir);
    await database.close();

    const entries = await filesUnder(dataDir);
    expect(entries.filter((e) => !e.directory).length).toBeGreaterThan(10);
    for (const e of entries) {
      if (e.directory) expect({ path: e.path, mode: e.mode.toString(8) }).toEqual({ path: e.path, mode: '700' });
      else expect({ path: e.path, mode: e.mode.toString(8) }).toEqual({ path: e.path, mode: '600' });
      if (!e.directory) expect({ path: e.path, leaks: leaks(await readFile(e.path)) }).toEqual({ path: e.path, leaks: [] });
    }
    // The key file opens what was stored: the value is there, only sealed.
    const reopened = await openDatabase({ dataDir });
    try {
      const row = await reopened.db
        .selectFrom('step_data')
        .select('values')
        .where('step_key', '=', 'personalDetails')
        .executeTakeFirstOrThrow();
      const cipher = await loadFieldCipher({ dataDir, profile: 'local', env: {} });
      expect(row.values.ssn_number).toMatchObject({ masked: '***-**-6780', last4: '6780' });
      expect(openValues(row.values, cipher).ssn_number).toBe(SSN);
    } finally {
      await reopened.close();
    }
  });
});

describe.each(legs)('personal numbers at rest, raw table text and dump, on $name', (leg) => {
  test('the raw step_data text and a dump of the schema hold no SSN or ID number', async () => {
    const database = await leg.open();
    try {
      await saveThroughApi(database);
      const raw = await sql<{ text: string }>`select step_data::text as text from step_data`.execute(database.db);
      expect(raw.rows.length).toBe(2);
      expect(leaks(Buffer.from(raw.rows.map((r) => r.text).join('\n')))).toEqual([]);
      if (leg.name === 'postgres') {
        const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]?.s as string;
        const { stdout } = await withSchemaChangeLock(TEST_DATABASE_URL, () =>
          run('pg_dump', ['--data-only', `--schema=${schema}`, TEST_DATABASE_URL], { maxBuffer: 64 * 1024 * 1024 }),
        );
        expect(stdout).toContain('step_data');
        expect(stdout).toContain('enc:v1:');
        expect(leaks(Buffer.from(stdout))).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });

  test('the start-up migration seals numbers stored in plain text before encryption, and reads still work', async () => {
    const database = await leg.open();
    const dataDir = await mkdtemp(join(tmpdir(), 'at-rest-migrate-'));
    try {
      const at = new Date('2026-01-02T03:04:05Z');
      const plain = { ...personal, ssn: '***-**-6780' };
      await saveCompletedStep(database.db, 'old-user', 'personalDetails', plain, at);
      await saveCompletedStep(database.db, 'old-user', 'identityDetails', identity, at);
      const t = await startTestApp({ database, env: { DATA_DIR: dataDir } });
      await t.close();
      const raw = await sql<{ text: string }>`select step_data::text as text from step_data`.execute(database.db);
      expect(leaks(Buffer.from(raw.rows.map((r) => r.text).join('\n')))).toEqual([]);
      const cipher = await loadFieldCipher({ dataDir, profile: 'local', env: {} });
      const rows = await database.db.selectFrom('step_data').select(['step_key', 'values']).orderBy('step_key').execute();
      expect(rows.map((r) => openValues(r.values, cipher))).toEqual([identity, plain]);
      expect(rows[1]?.values.ssn_number).toMatchObject({ masked: '***-**-6780', last4: '6780' });
      expect(rows[0]?.values.id_number).toMatchObject({ masked: '••••5432', last4: '5432' });
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(legs)('a sealed value sent by a client, on $name', (leg) => {
  test('is never stored as sent, so no read can fail on a forged token', async () => {
    const database = await leg.open();
    const t = await startTestApp({ database });
    try {
      const mallory = await t.signIn('mallory@example.com');
      const forged = { sealed: 'enc:v1:AAAAAAAAAAA:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA:AAAA', masked: '*', last4: '0000' };
      const saved = await mallory.put(
        '/checkout/steps/identityDetails',
        { ...identity, id_photo_number: forged },
        {
          query: { draft: 'true' },
        },
      );
      expect(saved.status).toBeLessThan(500);
      const read = await mallory.get('/checkout');
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain('enc:v1:');
    } finally {
      await t.close();
      await database.close();
    }
  });
});
