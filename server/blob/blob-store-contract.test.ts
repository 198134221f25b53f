import { createHash, createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BlobStore, newBlobKey } from './blob-store';
import { startFakeGcs, type FakeGcsServer } from './fake-gcs-server';
import { startFakeS3, type FakeS3Server } from './fake-s3-server';
import conformance from './fixtures/gcs-v4-signatures.json';
import { GcsBlobStore } from './gcs-blob-store';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { UploadRejectedError } from './upload-rejected-error';
import { UrlSigner } from './url-signer';

const secret = Buffer.alloc(32, 7);
let fake: FakeS3Server;
let fakeGcs: FakeGcsServer;
const account = conformance.serviceAccount;
beforeAll(async () => {
  fake = await startFakeS3(['solo401k-test']);
  fakeGcs = await startFakeGcs(['solo401k-gcs'], { clientEmail: account.client_email, privateKeyPem: account.private_key });
});
afterAll(async () => {
  await fake?.close();
  await fakeGcs?.close();
});

const stores: Array<[string, () => Promise<BlobStore>]> = [
  ['local directory', async () => LocalBlobStore.open({ dataDir: await mkdtemp(join(tmpdir(), 'blob-contract-')), secret })],
  [
    'S3-compatible bucket (in-process fake S3)',
    async () =>
      S3BlobStore.open({
        bucket: 'solo401k-test',
        endpoint: fake.endpoint,
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
        signer: new UrlSigner(secret),
        spoolDir: await mkdtemp(join(tmpdir(), 'blob-spool-')),
      }),
  ],
  [
    'Google Cloud Storage (in-process fake GCS)',
    async () =>
      GcsBlobStore.open({
        bucket: 'solo401k-gcs',
        endpoint: fakeGcs.endpoint,
        credentials: account,
        signer: new UrlSigner(secret),
        spoolDir: await mkdtemp(join(tmpdir(), 'blob-spool-')),
      }),
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]);

describe.each(stores)('BlobStore contract: %s', (_name, open) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await open();
  });

  test('stores a stream under its key, reads the same bytes and size back, and removes it', async () => {
    const key = newBlobKey();
    expect(await store.put(key, Readable.from([pdf.subarray(0, 100), pdf.subarray(100)]), 10_000)).toEqual({
      size: pdf.length,
    });
    const handle = await store.get(key);
    expect(handle?.size).toBe(pdf.length);
    expect((await readAll(handle!.stream)).equals(pdf)).toBe(true);
    await store.remove(key);
    expect(await store.get(key)).toBeUndefined();
  });

  test('a missing blob reads as undefined and removing it is no error', async () => {
    const key = newBlobKey();
    expect(await store.get(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  test('a stream over the limit is refused (too_large) and nothing is stored', async () => {
    const key = newBlobKey();
    const refused = store.put(key, Readable.from([pdf, pdf]), pdf.length + 10);
    await expect(refused).rejects.toBeInstanceOf(UploadRejectedError);
    await expect(refused).rejects.toMatchObject({ reason: 'too_large' });
    expect(await store.get(key)).toBeUndefined();
  });

  test('a source that fails midway stores nothing', async () => {
    const key = newBlobKey();
    async function* broken(): AsyncGenerator<Buffer> {
      yield pdf.subarray(0, 100);
      throw new Error('client went away');
    }
    await expect(store.put(key, Readable.from(broken()), 10_000)).rejects.toThrow('client went away');
    expect(await store.get(key)).toBeUndefined();
  });

  test('signed download URLs are valid until they expire and refuse another path or a changed signature', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const signed = new URL(store.signUrl('/solo401k/downloads/v1', new Date('2026-11-23T12:05:00Z')), 'http://x');
    const expires = signed.searchParams.get('expires');
    const signature = signed.searchParams.get('signature');
    expect(store.verifyUrl('/solo401k/downloads/v1', expires, signature, now)).toBe('valid');
    expect(store.verifyUrl('/solo401k/downloads/v1', expires, signature, new Date('2026-11-23T12:05:00Z'))).toBe('expired');
    expect(store.verifyUrl('/solo401k/downloads/v2', expires, signature, now)).toBe('invalid');
    expect(store.verifyUrl('/solo401k/downloads/v1', expires, `${signature?.slice(0, -1)}A`, now)).not.toBe('valid');
  });
});

describe('S3BlobStore against the fake: what reaches the service', () => {
  test('objects are named blobs/<key>, sent with their exact length and signed with AWS Signature Version 4', async () => {
    const store = await stores[1]![1]();
    const key = newBlobKey();
    await store.put(key, Readable.from([pdf]), 10_000);
    expect(fake.objects.get(`solo401k-test/blobs/${key}`)?.equals(pdf)).toBe(true);
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path.endsWith(key));
    expect(put?.contentLength).toBe(String(pdf.length));
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, /);
  });

  test('an upload refused for its size never reaches the bucket', async () => {
    const store = await stores[1]![1]();
    const key = newBlobKey();
    await expect(store.put(key, Readable.from([pdf]), 10)).rejects.toBeInstanceOf(UploadRejectedError);
    expect(fake.requests.some((r) => r.path.endsWith(key))).toBe(false);
  });
});

/** SHA-256 for the SDK's signer, from node:crypto. */
class NodeSha256 {
  private readonly hash: ReturnType<typeof createHash>;
  constructor(secretKey?: unknown) {
    this.hash =
      secretKey === undefined
        ? createHash('sha256')
        : (createHmac('sha256', secretKey as Uint8Array) as unknown as ReturnType<typeof createHash>);
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
  reset(): void {}
}

describe("the SDK's Signature Version 4 against AWS's published example", () => {
  test('the query-string (presigned) GET example of the S3 documentation gives its published signature', async () => {
    // "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", Amazon S3 API Reference.
    const signer = new SignatureV4({
      service: 's3',
      region: 'us-east-1',
      sha256: NodeSha256,
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      uriEscapePath: false,
      applyChecksum: false,
    });
    const signed = await signer.presign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        headers: { host: 'examplebucket.s3.amazonaws.com', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        query: {},
      },
      {
        signingDate: new Date('2013-05-24T00:00:00Z'),
        expiresIn: 86400,
        // As the SDK's S3 presigner does: the payload hash is UNSIGNED-PAYLOAD, neither in the query nor signed.
        unhoistableHeaders: new Set(['x-amz-content-sha256']),
        unsignableHeaders: new Set(['x-amz-content-sha256']),
      },
    );
    const query = signed.query ?? {};
    expect(query['X-Amz-Credential']).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(query['X-Amz-SignedHeaders']).toBe('host');
    expect(query['X-Amz-Signature']).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });
});
