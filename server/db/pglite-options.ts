import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Shared buffers of the embedded database. PostgreSQL's default (128 MB) is sized for a shared server; the embedded
 * one serves one person's data, and the WebAssembly heap never gives memory back. With 16 MB, PGlite alone holds about
 * 320 MiB instead of 710 MiB after a fresh initdb and 165 MiB instead of 310 MiB after a restart (decision 0173).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Options of every PGlite the server opens: PGlite's own start parameters plus the smaller shared buffers. */
export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
