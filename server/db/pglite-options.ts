import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

const run = promisify(execFile);

/**
 * Shared buffers of the embedded database. PostgreSQL's default (128 MB) is sized for a shared server; the embedded
 * one serves one person's data, and the WebAssembly heap never gives memory back. With 16 MB, PGlite alone holds about
 * 320 MiB instead of 710 MiB after a fresh initdb and 165 MiB instead of 310 MiB after a restart (decision 0173);
 * the pool is resident from the start: 8 MB takes another 13 MiB off PGlite alone right after it opens, and an idle
 * server after a sign-in holds a median 243 MiB instead of 268, with the library's queries as fast (decision 0357).
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

/** Options of every PGlite the server opens: PGlite's own start parameters plus the smaller shared buffers. */
export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process and returns once it exists. initdb grows
 * the WebAssembly heap, which never shrinks: done in the server's own process, that growth stays for its whole life.
 * Does nothing when `dir` already holds a database.
 */
export async function initDataDirInChild(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const script = [
    `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});`,
    `const pg = await PGlite.create(${JSON.stringify(dir)}, ${JSON.stringify(pgliteOptions())});`,
    'await pg.close();',
  ].join('\n');
  await run(process.execPath, ['--input-type=module', '--eval', script]);
}
