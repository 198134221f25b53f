import { request } from 'node:http';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { uploadFile, pdfBytes } from '../library/upload-test-kit';
import { serversOfThisFile } from '../test-support/server-process';
import type { TestClient } from '../test-support/test-client';
import { newBlobKey } from './blob-store';

/** Starts a multipart upload of `file` and sends only its first bytes; the request stays open. */
function startUpload(client: TestClient, firstBytes: Buffer): { abort: () => void } {
  const boundary = 'killtestboundary0123456789';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const url = new URL(`${client.prefix}/documents`, client.origin);
  const req = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${client.token}`,
      cookie: `XSRF-TOKEN=${client.xsrf}`,
      'x-xsrf-token': client.xsrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 5 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(firstBytes);
  return { abort: () => req.destroy() };
}

describe('a server killed during an upload (real process, SIGKILL)', () => {
  const servers = serversOfThisFile();

  test('the restarted server sweeps the partial upload and blob files with no row, and keeps stored documents', {
    timeout: 240_000,
  }, async () => {
    const dataDir = await servers.dataDir('upload-kill-');
    const tmp = join(dataDir, 'blobs', '.tmp');
    const first = await servers.spawn(dataDir);
    const owner = await first.signIn('uploader@example.com');
    const kept = await uploadFile(owner, '/documents', { bytes: pdfBytes(4096), name: 'kept.pdf' });
    expect(kept.status).toBe(201);

    const upload = startUpload(owner, Buffer.from(pdfBytes(256 * 1024)));
    await expect.poll(async () => (await readdir(tmp)).length, { timeout: 30_000, interval: 100 }).toBe(1);
    await first.stop('SIGKILL');
    upload.abort();
    expect(await readdir(tmp)).toHaveLength(1);
    // A blob whose row never came (a kill between the file's rename and the row's insert), written a while ago.
    const orphan = newBlobKey();
    await mkdir(join(dataDir, 'blobs', orphan.slice(0, 2)), { recursive: true });
    await writeFile(join(dataDir, 'blobs', orphan.slice(0, 2), orphan), '%PDF-1.7\n');
    const blobFiles = async (): Promise<string[]> => {
      const out: string[] = [];
      for (const shard of await readdir(join(dataDir, 'blobs'))) {
        if (shard !== '.tmp') out.push(...(await readdir(join(dataDir, 'blobs', shard))));
      }
      return out.sort();
    };
    expect(await blobFiles()).toHaveLength(2);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    for (const name of await readdir(tmp)) await utimes(join(tmp, name), aMinuteAgo, aMinuteAgo);
    await utimes(join(dataDir, 'blobs', orphan.slice(0, 2), orphan), aMinuteAgo, aMinuteAgo);

    // Files older than 30 s count as left behind here (the default is 5 minutes).
    const second = await servers.spawn(dataDir, { BLOB_ORPHAN_MIN_AGE_MS: '30000' });
    await expect.poll(async () => (await readdir(tmp)).length, { timeout: 30_000, interval: 100 }).toBe(0);
    await expect.poll(async () => (await blobFiles()).includes(orphan), { timeout: 30_000, interval: 100 }).toBe(false);
    expect(await blobFiles()).toHaveLength(1);
    const again = await second.signIn('uploader@example.com');
    const document = await again.get(`/documents/${kept.body.id}`);
    expect(document.status).toBe(200);
    expect(document.body.name).toBe('kept.pdf');
    await second.stop('SIGTERM');
  });
});
