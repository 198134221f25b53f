import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newBlobKey } from './blob-store';
import { openBlobStore } from './choose-blob-store';
import { type FakeGcsServer, startFakeGcs } from './fake-gcs-server';
import { startFakeS3, type FakeS3Server } from './fake-s3-server';
import conformance from './fixtures/gcs-v4-signatures.json';
import { GcsBlobStore } from './gcs-blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';

let fake: FakeS3Server;
let fakeGcs: FakeGcsServer;
const account = conformance.serviceAccount;
beforeAll(async () => {
  fake = await startFakeS3(['files']);
  fakeGcs = await startFakeGcs(['gcs-files'], { clientEmail: account.client_email, privateKeyPem: account.private_key });
});
afterAll(async () => {
  await fake?.close();
  await fakeGcs?.close();
});
const dir = (): Promise<string> => mkdtemp(join(tmpdir(), 'choose-blob-'));

describe('which blob store a server opens (decisions 0211, 0213)', () => {
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

  test('BLOB_STORE=gcs with a bucket, key and endpoint: the bucket under GCS_PREFIX, and V4 signed download URLs', async () => {
    const env = {
      BLOB_STORE: 'gcs',
      GCS_BUCKET: 'gcs-files',
      GCS_PREFIX: 'solo401k/',
      GCS_ENDPOINT: fakeGcs.endpoint,
      GCS_CREDENTIALS_JSON: JSON.stringify(account),
    };
    const opened = await openBlobStore(env, await dir());
    expect(opened.store).toBeInstanceOf(GcsBlobStore);
    expect(opened.local).toBeUndefined();
    expect(opened.description).toBe(`Google Cloud Storage bucket gcs-files at ${fakeGcs.endpoint}`);
    const key = newBlobKey();
    await opened.store.put(key, Readable.from([Buffer.from('%PDF-1.7 gcs')]), 1000);
    expect(fakeGcs.objects.get(`gcs-files/solo401k/${key}`)?.bytes.toString()).toBe('%PDF-1.7 gcs');
    const now = new Date();
    const url = await opened.store.providerDownloadUrl?.(key, {
      now,
      expiresAt: new Date(now.getTime() + 60_000),
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="a.pdf"',
    });
    expect(url).toMatch(new RegExp(`^${fakeGcs.endpoint}/gcs-files/solo401k/${key}\\?X-Goog-Algorithm=GOOG4-RSA-SHA256&`));
    expect(await (await fetch(url!)).text()).toBe('%PDF-1.7 gcs');
  });

  test('BLOB_STORE=gcs reads the key from the GOOGLE_APPLICATION_CREDENTIALS file when GCS_CREDENTIALS_JSON is unset', async () => {
    const keyFile = join(await dir(), 'service-account.json');
    await writeFile(keyFile, JSON.stringify(account));
    const opened = await openBlobStore(
      { BLOB_STORE: 'gcs', GCS_BUCKET: 'gcs-files', GCS_ENDPOINT: fakeGcs.endpoint, GOOGLE_APPLICATION_CREDENTIALS: keyFile },
      await dir(),
    );
    const key = newBlobKey();
    await opened.store.put(key, Readable.from([Buffer.from('%PDF-1.7 file key')]), 1000);
    expect(fakeGcs.objects.has(`gcs-files/blobs/${key}`)).toBe(true);
  });

  test('BLOB_STORE=gcs with a missing or wrong setting stops the start with the reason', async () => {
    const key = JSON.stringify(account);
    await expect(openBlobStore({ BLOB_STORE: 'gcs', GCS_CREDENTIALS_JSON: key }, await dir())).rejects.toThrow(
      'BLOB_STORE=gcs needs GCS_BUCKET',
    );
    await expect(openBlobStore({ BLOB_STORE: 'gcs', GCS_BUCKET: 'b' }, await dir())).rejects.toThrow(
      'BLOB_STORE=gcs needs a service-account key, which signs the download URLs: GCS_CREDENTIALS_JSON or GOOGLE_APPLICATION_CREDENTIALS',
    );
    await expect(
      openBlobStore({ BLOB_STORE: 'gcs', GCS_BUCKET: 'b', GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/sa.json' }, await dir()),
    ).rejects.toThrow('GOOGLE_APPLICATION_CREDENTIALS names /nonexistent/sa.json, which cannot be read');
    await expect(
      openBlobStore({ BLOB_STORE: 'gcs', GCS_BUCKET: 'b', GCS_CREDENTIALS_JSON: '{"type":"x"}' }, await dir()),
    ).rejects.toThrow('GCS_CREDENTIALS_JSON must be a Google service-account key with client_email and private_key');
  });

  test('a wrong configuration stops the start with the reason', async () => {
    await expect(openBlobStore({ BLOB_STORE: 'azure' }, await dir())).rejects.toThrow(
      'BLOB_STORE must be local, s3 or gcs, not azure',
    );
    await expect(openBlobStore({ BLOB_STORE: 's3' }, await dir())).rejects.toThrow('BLOB_STORE=s3 needs S3_BUCKET');
    await expect(openBlobStore({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' }, await dir())).rejects.toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    await expect(openBlobStore({ BLOB_URL_SECRET: 'c2hvcnQ=' }, await dir())).rejects.toThrow(
      'BLOB_URL_SECRET must be at least 32 bytes',
    );
  });
});
