import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ownerOnlyTree, restrictUmask } from '../db/owner-only';
import { isBlobKey, type BlobHandle, type BlobStore } from './blob-store';
import { UploadRejectedError } from './upload-rejected-error';
import { loadOrCreateUrlSecret, UrlSigner, type SignedUrlCheck } from './url-signer';

/** Fails the stream as soon as more than `limit` bytes have passed. */
export function byteLimit(limit: number, counter: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
      counter.bytes += chunk.length;
      if (counter.bytes > limit) {
        done(new UploadRejectedError('too_large', `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB`));
      } else done(undefined, chunk);
    },
  });
}

/** A file of the store and when it was last written. */
export interface StoredFile {
  name: string;
  mtimeMs: number;
}

/** BlobStore on a local directory: `${root}/<2 hex>/<key>`, partial uploads under `${root}/.tmp`. */
export class LocalBlobStore implements BlobStore {
  private readonly tmp: string;

  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {
    this.tmp = join(root, '.tmp');
  }

  /**
   * Opens (creating) the store under `${dataDir}/blobs`, with the signing secret given or kept in `dataDir`, and removes
   * partial uploads older than `staleAfterMs` (default a day) that a crashed process left behind.
   */
  static async open(opts: { dataDir: string; secret?: Buffer; now?: Date; staleAfterMs?: number }): Promise<LocalBlobStore> {
    const root = join(opts.dataDir, 'blobs');
    const tmp = join(root, '.tmp');
    restrictUmask();
    await mkdir(tmp, { recursive: true, mode: 0o700 });
    await ownerOnlyTree(root);
    const cutoff = (opts.now ?? new Date()).getTime() - (opts.staleAfterMs ?? 24 * 60 * 60 * 1000);
    for (const name of await readdir(tmp)) {
      const file = join(tmp, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
    const secret = opts.secret ?? (await loadOrCreateUrlSecret(opts.dataDir));
    return new LocalBlobStore(root, new UrlSigner(secret));
  }

  async put(key: string, stream: Readable, limitBytes: number): Promise<{ size: number }> {
    const final = this.pathOf(key);
    const partial = join(this.tmp, `${key}.${process.pid}.${Date.now()}`);
    const counter = { bytes: 0 };
    const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(stream, byteLimit(limitBytes, counter), sink);
      await mkdir(join(this.root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(partial, final);
      return { size: counter.bytes };
    } catch (error) {
      stream.destroy();
      // A rejection in the first chunk (sniffed type, size) can come before the sink has even opened its file: wait until
      // the sink has closed, or the file it creates after the rm below would stay in .tmp (the flaky test of issue 9).
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<BlobHandle | undefined> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  signUrl(path: string, expiresAt: Date): string {
    const { expires, signature } = this.signer.sign(path, expiresAt);
    return `${path}?expires=${expires}&signature=${signature}`;
  }

  verifyUrl(path: string, expires: unknown, signature: unknown, now: Date): SignedUrlCheck {
    return this.signer.verify(path, expires, signature, now);
  }

  /** Every finished blob file (named by its key) and every partial upload, with their modification times. */
  async listFiles(): Promise<{ blobs: StoredFile[]; partial: StoredFile[] }> {
    const withTimes = async (dir: string, names: string[]): Promise<StoredFile[]> => {
      const out: StoredFile[] = [];
      for (const name of names) {
        const info = await stat(join(dir, name)).catch(() => undefined);
        if (info?.isFile()) out.push({ name, mtimeMs: info.mtimeMs });
      }
      return out;
    };
    const partial = await withTimes(this.tmp, await readdir(this.tmp));
    const blobs: StoredFile[] = [];
    for (const shard of await readdir(this.root)) {
      if (shard === '.tmp') continue;
      const dir = join(this.root, shard);
      const names = await readdir(dir).catch(() => [] as string[]);
      blobs.push(...(await withTimes(dir, names.filter(isBlobKey))));
    }
    return { blobs, partial };
  }

  /** Removes one partial upload file of blobs/.tmp by name. */
  async removePartial(name: string): Promise<void> {
    if (name.includes('/') || name.includes('\\') || name.startsWith('..')) throw new Error('Not a partial upload name');
    await rm(join(this.tmp, name), { force: true });
  }

  /** Every finished blob key and every partial upload file; for tests that prove nothing was left behind. */
  async listAll(): Promise<{ blobs: string[]; partial: string[] }> {
    const partial = await readdir(this.tmp);
    const blobs: string[] = [];
    for (const shard of await readdir(this.root)) {
      if (shard === '.tmp') continue;
      blobs.push(...(await readdir(join(this.root, shard))));
    }
    return { blobs, partial };
  }

  private pathOf(key: string): string {
    if (!isBlobKey(key)) throw new Error('Not a blob key');
    return join(this.root, key.slice(0, 2), key);
  }
}
