import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './local-blob-store';

/**
 * The upload promise of the blob-store port for a remote store (decisions 0211, 0213): `stream` is written to a spool
 * file under `spoolDir` through the same byte limit as the local store, and only a complete, allowed upload is handed
 * to `send` (with the spooled file and its exact length). Whatever fails, the source is destroyed, the spool file
 * removed and the error re-thrown; a refused or broken upload never reaches `send`.
 */
export async function spoolThenSend(
  o: { spoolDir: string; key: string; stream: Readable; limitBytes: number },
  send: (spooledPath: string, size: number) => Promise<void>,
): Promise<{ size: number }> {
  const spooled = join(o.spoolDir, `${o.key}.${process.pid}.${Date.now()}`);
  const counter = { bytes: 0 };
  try {
    await pipeline(o.stream, byteLimit(o.limitBytes, counter), createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
    await send(spooled, counter.bytes);
    return { size: counter.bytes };
  } catch (error) {
    o.stream.destroy();
    throw error;
  } finally {
    await rm(spooled, { force: true });
  }
}
