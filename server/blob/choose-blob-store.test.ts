import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newBlobKey } from './blob-store';
import { openBlobStore } from './choose-blob-store';
import { startFakeS3, type FakeS3Server } from './fake-s3-server';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';

let fake: FakeS3Server;
beforeAll(async () => {
  fake = await startFakeS3(['files']);
});
afterAll(async () => {
  await fake?.close();
});
const dir = (): Promise<string> => mkdtemp(join(tmpdir(), 'choose-blob-'));

describe('which blob store a server opens (decision 0211)', () => {
  test('by default the local directory, which the orphan sweeper gets too', async () => {
    const opened = await openBlobStore({}, await dir());
    expect(opened.store).toBeInstanceOf(LocalBlobStore);
    expect(opened.local).toBe(opened.store);
  });

  test("BLOB_STORE=s3 with a bucket and endpoint: the bucket, and two processes with one BLOB_URL_SECRET accept each other's links", async () => {
    const env = {
      BLOB_STORE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      BLOB_URL_SECRET: Buffer.alloc(32, 9).toString('base64'),
    };
    const a = await openBlobStore(env, await dir());
    const b = await openBlobStore(env, await dir());
    expect(a.store).toBeInstanceOf(S3BlobStore);
    expect(a.local).toBeUndefined();
    expect(a.description).toBe(`bucket files at ${fake.endpoint}`);
    const key = newBlobKey();
    await a.store.put(key, Readable.from([Buffer.from('%PDF-1.7 shared')]), 1000);
    expect((await b.store.get(key))?.size).toBe(15);
    const url = new URL(a.store.signUrl('/p/downloads/x', new Date('2030-01-01T00:00:00Z')), 'http://h');
    expect(
      b.store.verifyUrl(
        '/p/downloads/x',
        url.searchParams.get('expires'),
        url.searchParams.get('signature'),
        new Date('2029-01-01'),
      ),
    ).toBe('valid');
  });

  test('a wrong configuration stops the start with the reason', async () => {
    await expect(openBlobStore({ BLOB_STORE: 'gcs' }, await dir())).rejects.toThrow('BLOB_STORE must be local or s3, not gcs');
    await expect(openBlobStore({ BLOB_STORE: 's3' }, await dir())).rejects.toThrow('BLOB_STORE=s3 needs S3_BUCKET');
    await expect(openBlobStore({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' }, await dir())).rejects.toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    await expect(openBlobStore({ BLOB_URL_SECRET: 'c2hvcnQ=' }, await dir())).rejects.toThrow(
      'BLOB_URL_SECRET must be at least 32 bytes',
    );
  });
});
