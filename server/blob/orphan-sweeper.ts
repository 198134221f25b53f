import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { startTimedWorker, type TimedWorker } from '../site/graceful-shutdown';
import type { LocalBlobStore } from './local-blob-store';

/** Default age after which a blob file with no row, or a partial upload, counts as left behind (5 minutes). */
export const DEFAULT_ORPHAN_MIN_AGE_MS = 5 * 60_000;

/** What one sweep removed. */
export interface SweepResult {
  partial: number;
  blobs: number;
}

/**
 * Removes what a killed process leaves in the blob store (decision 0115): partial uploads in blobs/.tmp and finished
 * blob files that no row refers to, once they are older than minAgeMs (so an upload in flight is never touched).
 * A row refers to a blob through a `blob_key` column; every table of the schema with one is consulted.
 */
export class OrphanSweeper {
  constructor(
    private readonly store: LocalBlobStore,
    private readonly db: Kysely<DB>,
    private readonly minAgeMs: number = DEFAULT_ORPHAN_MIN_AGE_MS,
  ) {}

  /** One sweep at `now` (epoch ms). */
  async sweep(now: number = Date.now()): Promise<SweepResult> {
    const cutoff = now - this.minAgeMs;
    const { partial, blobs } = await this.store.listFiles();
    let removedPartial = 0;
    for (const file of partial) {
      if (file.mtimeMs > cutoff) continue;
      await this.store.removePartial(file.name);
      removedPartial += 1;
    }
    const old = blobs.filter((b) => b.mtimeMs <= cutoff).map((b) => b.name);
    const referenced = await this.referenced(old);
    let removedBlobs = 0;
    for (const key of old) {
      if (referenced.has(key)) continue;
      await this.store.remove(key);
      removedBlobs += 1;
    }
    return { partial: removedPartial, blobs: removedBlobs };
  }

  /**
   * Sweeps now and then every intervalMs (never two sweeps at once) until the worker is stopped; stop() waits for a
   * sweep in flight (graceful shutdown, decision 0320). Failures go to onError.
   */
  start(intervalMs: number, onError: (error: unknown) => void): TimedWorker {
    return startTimedWorker(() => this.sweep(), intervalMs, onError);
  }

  private async referenced(keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (keys.length === 0) return found;
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'blob_key' and table_schema = current_schema()`.execute(this.db);
    for (const { table_name } of tables.rows) {
      for (let i = 0; i < keys.length; i += 500) {
        const chunk = keys.slice(i, i + 500);
        const rows = await sql<{ blob_key: string }>`
          select blob_key from ${sql.table(table_name)} where blob_key in (${sql.join(chunk)})`.execute(this.db);
        for (const r of rows.rows) found.add(r.blob_key);
      }
    }
    return found;
  }
}
