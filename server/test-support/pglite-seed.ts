import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../db/pglite-options';

/**
 * The dump of a freshly initialised, unmigrated in-memory PGlite that the tests' PGlite databases start from.
 *
 * initdb is most of what opening an in-memory PGlite costs: about 2.3 s of CPU on the project's 2-core machines, where
 * starting from this dump takes about 0.6 s, and the server tests open a few hundred databases. Every test file runs in
 * its own process, so the dump is kept as a file in the temp directory, named by PGlite's version and the options it is
 * started with, and made once by whichever process needs it first (written under a private name, then renamed, so a
 * reader never sees half a file). The file ends with the SHA-256 of the dump; one that does not match (damaged, cut
 * short) is made again. Only initdb is skipped: every database opened from it still runs every migration.
 */
export function pgliteSeedFile(directory = tmpdir()): string {
  const packageRoot = dirname(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))));
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  const key = createHash('sha256')
    .update(JSON.stringify({ version, options: pgliteOptions() }))
    .digest('hex')
    .slice(0, 16);
  return join(directory, `solo401k-pglite-initdb-${key}.tar`);
}

/** Runs initdb in memory and answers the data directory as a tar. */
async function freshDump(): Promise<Blob> {
  const pglite = await PGlite.create(pgliteOptions());
  try {
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

const DIGEST_BYTES = 32;

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The dump saved in `file`, or undefined when the file is missing or its digest does not match. */
async function savedDump(file: string): Promise<Blob | undefined> {
  const saved = await readFile(file).catch(() => undefined);
  if (!saved || saved.length <= DIGEST_BYTES) return undefined;
  const dump = saved.subarray(0, saved.length - DIGEST_BYTES);
  return sha256(dump).equals(saved.subarray(saved.length - DIGEST_BYTES)) ? new Blob([dump]) : undefined;
}

/** The seed from `file`; when it is missing or damaged, a fresh one, saved there (dump, then its SHA-256) first. */
export async function pgliteSeed(file = pgliteSeedFile()): Promise<Blob> {
  const saved = await savedDump(file);
  if (saved) return saved;
  const dump = new Uint8Array(await (await freshDump()).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.concat([dump, sha256(dump)]));
  await rename(partial, file);
  return new Blob([dump]);
}
