import { createPublicKey, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Storage } from '@google-cloud/storage';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { newBlobKey } from './blob-store';
import { checkV4SignedUrl, type FakeGcsServer, startFakeGcs } from './fake-gcs-server';
import conformance from './fixtures/gcs-v4-signatures.json';
import { GcsBlobStore, parseServiceAccountKey } from './gcs-blob-store';
import { UploadRejectedError } from './upload-rejected-error';
import { UrlSigner } from './url-signer';

const account = conformance.serviceAccount;
const publicKey = createPublicKey(account.private_key);
type Vector = (typeof conformance.signingV4Tests)[number] & {
  headers?: Record<string, string>;
  queryParameters?: Record<string, string>;
};
const vectors = conformance.signingV4Tests as Vector[];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

describe("V4 signing against Google's published conformance vectors (googleapis/conformance-tests)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // The library checks the expiry against the clock, so the clock is set to each vector's timestamp (Date only).
  test.each(vectors.map((v) => [v.description, v] as const))(
    "the client library's V4 read URL, signed with the test service account, is the published one: %s",
    async (_description, v) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(v.timestamp));
      const storage = new Storage({
        projectId: account.project_id,
        credentials: { client_email: account.client_email, private_key: account.private_key },
      });
      const signedAt = new Date(v.timestamp);
      const [url] = await storage
        .bucket(v.bucket)
        .file(v.object)
        .getSignedUrl({
          // The same call as GcsBlobStore.providerDownloadUrl (v4, read, accessibleAt = the signing time).
          version: 'v4',
          action: 'read',
          accessibleAt: signedAt,
          expires: new Date(signedAt.getTime() + Number(v.expiration) * 1000),
          extensionHeaders: v.headers,
          queryParams: v.queryParameters,
        });
      expect(url).toBe(v.expectedUrl);
    },
  );

  test("the fake's checker accepts every published URL within its window and refuses it expired, early or changed", () => {
    for (const v of vectors) {
      const url = new URL(v.expectedUrl);
      const headers: Record<string, string> = { host: url.host };
      for (const [name, value] of Object.entries(v.headers ?? {})) headers[name.toLowerCase()] = value;
      const at = (offsetSeconds: number) => ({
        publicKey,
        clientEmail: account.client_email,
        now: new Date(Date.parse(v.timestamp) + offsetSeconds * 1000),
      });
      expect(checkV4SignedUrl('GET', url, headers, at(0))).toBe('valid');
      expect(checkV4SignedUrl('GET', url, headers, at(Number(v.expiration) - 1))).toBe('valid');
      expect(checkV4SignedUrl('GET', url, headers, at(Number(v.expiration)))).toBe('expired');
      expect(checkV4SignedUrl('GET', url, headers, at(-1))).toBe('invalid');
      expect(checkV4SignedUrl('HEAD', url, headers, at(0))).toBe('invalid');
      const longer = new URL(url);
      longer.searchParams.set('X-Goog-Expires', '3600');
      expect(checkV4SignedUrl('GET', longer, headers, at(0))).toBe('invalid');
      const other = new URL(url);
      other.pathname = `${url.pathname}x`;
      expect(checkV4SignedUrl('GET', other, headers, at(0))).toBe('invalid');
      expect(checkV4SignedUrl('GET', url, { ...headers, host: 'elsewhere.example' }, at(0))).toBe('invalid');
    }
  });
});

describe('GcsBlobStore against the fake GCS', () => {
  let fake: FakeGcsServer;
  let store: GcsBlobStore;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x42)]);

  beforeAll(async () => {
    fake = await startFakeGcs(['files'], { clientEmail: account.client_email, privateKeyPem: account.private_key });
    store = await GcsBlobStore.open({
      bucket: 'files',
      endpoint: fake.endpoint,
      credentials: parseServiceAccountKey(JSON.stringify(account), 'GCS_CREDENTIALS_JSON'),
      signer: new UrlSigner(Buffer.alloc(32, 3)),
      spoolDir: await mkdtemp(join(tmpdir(), 'gcs-spool-')),
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  test('objects are named blobs/<key>, sent in one multipart upload that may not overwrite, without a token off Google', async () => {
    const key = newBlobKey();
    await store.put(key, Readable.from([pdf]), 10_000);
    expect(fake.objects.get(`files/blobs/${key}`)?.bytes.equals(pdf)).toBe(true);
    const upload = fake.requests.filter((r) => r.method === 'POST' && r.path === '/upload/storage/v1/b/files/o');
    expect(upload).toHaveLength(1);
    expect(upload[0]?.query.get('uploadType')).toBe('multipart');
    expect(upload[0]?.query.get('ifGenerationMatch')).toBe('0');
    expect(upload[0]?.contentType).toMatch(/^multipart\/related; boundary=/);
    expect(fake.requests.every((r) => r.authorization === undefined)).toBe(true);
  });

  test('an upload refused for its size never reaches the bucket', async () => {
    const key = newBlobKey();
    const before = fake.requests.length;
    await expect(store.put(key, Readable.from([pdf]), 100)).rejects.toBeInstanceOf(UploadRejectedError);
    expect(fake.requests.length).toBe(before);
  });

  test('arbitrary bytes (CR LF, NUL, high bytes) survive the round trip', async () => {
    const key = newBlobKey();
    const bytes = Buffer.concat([randomBytes(200_000), Buffer.from('\r\n\r\n--\r\n'), randomBytes(1000)]);
    expect(await store.put(key, Readable.from([bytes]), 300_000)).toEqual({ size: bytes.length });
    expect((await readAll((await store.get(key))!.stream)).equals(bytes)).toBe(true);
  });

  test('an upload the bucket stored differently (MD5 mismatch) fails and leaves no object', async () => {
    const key = newBlobKey();
    fake.corruptUploads = true;
    try {
      await expect(store.put(key, Readable.from([pdf]), 10_000)).rejects.toMatchObject({ code: 'FILE_NO_UPLOAD' });
    } finally {
      fake.corruptUploads = false;
    }
    expect(fake.objects.has(`files/blobs/${key}`)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  test('a read whose bytes do not match the stored MD5 fails instead of handing out wrong bytes', async () => {
    const key = newBlobKey();
    await store.put(key, Readable.from([pdf]), 10_000);
    const good = await store.get(key);
    expect((await readAll(good!.stream)).equals(pdf)).toBe(true);
    fake.corruptOnRead.add(`files/blobs/${key}`);
    const bad = await store.get(key);
    expect(bad?.size).toBe(pdf.length);
    await expect(readAll(bad!.stream)).rejects.toMatchObject({ code: 'CONTENT_DOWNLOAD_MISMATCH' });
  });

  describe('V4 signed download URLs (providerDownloadUrl)', () => {
    const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);
    let key: string;
    const disposition = `attachment; filename="Plan final _.pdf"; filename*=UTF-8''Plan%20final%20%C3%BC.pdf`;

    beforeAll(async () => {
      key = newBlobKey();
      await store.put(key, Readable.from([pdf]), 10_000);
    });
    afterEach(() => {
      fake.now = () => new Date();
    });

    async function mint(seconds = 300): Promise<{ url: URL; signedAt: Date }> {
      const signedAt = now();
      const href = await store.providerDownloadUrl(key, {
        now: signedAt,
        expiresAt: new Date(signedAt.getTime() + seconds * 1000),
        contentType: 'application/pdf',
        contentDisposition: disposition,
      });
      return { url: new URL(href), signedAt };
    }

    test('a GOOG4-RSA-SHA256 URL at the endpoint for the object, with its lifetime and response headers, returns the bytes', async () => {
      const { url } = await mint();
      expect(url.origin).toBe(fake.endpoint);
      expect(url.pathname).toBe(`/files/blobs/${key}`);
      expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
      expect(url.searchParams.get('X-Goog-Expires')).toBe('300');
      expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('host');
      expect(url.searchParams.get('X-Goog-Credential')).toMatch(
        /^test-iam-credentials@dummy-project-id\.iam\.gserviceaccount\.com\/\d{8}\/auto\/storage\/goog4_request$/,
      );
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(disposition);
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    });

    test('the URL is refused once expired', async () => {
      const { url, signedAt } = await mint(30);
      fake.now = () => new Date(signedAt.getTime() + 29_000);
      expect((await fetch(url)).status).toBe(200);
      fake.now = () => new Date(signedAt.getTime() + 30_000);
      const expired = await fetch(url);
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain('<Code>ExpiredToken</Code>');
    });

    test('a tampered URL is refused: longer lifetime, other object, other response type, changed signature, none', async () => {
      const { url } = await mint();
      const other = newBlobKey();
      await store.put(other, Readable.from([pdf]), 10_000);
      const variants: URL[] = [];
      const longer = new URL(url);
      longer.searchParams.set('X-Goog-Expires', '3600');
      variants.push(longer);
      variants.push(new URL(url.href.replace(key, other)));
      const html = new URL(url);
      html.searchParams.set('response-content-type', 'text/html');
      variants.push(html);
      const changed = new URL(url);
      const sig = url.searchParams.get('X-Goog-Signature')!;
      changed.searchParams.set('X-Goog-Signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
      variants.push(changed);
      const missing = new URL(url);
      missing.searchParams.delete('X-Goog-Signature');
      variants.push(missing);
      for (const variant of variants) {
        const response = await fetch(variant);
        expect(response.status).toBe(403);
        expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
      }
      expect((await fetch(url)).status).toBe(200);
    });

    test('a lifetime outside 1 second to 7 days is refused before signing', async () => {
      await expect(mint(0)).rejects.toThrow('A V4 signed URL lives 1 to 604800 seconds');
      await expect(mint(604_801)).rejects.toThrow('A V4 signed URL lives 1 to 604800 seconds');
    });
  });
});

describe('parseServiceAccountKey', () => {
  test('takes a key file and names the setting when it is not one', () => {
    expect(parseServiceAccountKey(JSON.stringify(account), 'GCS_CREDENTIALS_JSON')).toEqual({
      client_email: account.client_email,
      private_key: account.private_key,
      project_id: 'dummy-project-id',
    });
    expect(() => parseServiceAccountKey('{not json', 'GCS_CREDENTIALS_JSON')).toThrow(
      'GCS_CREDENTIALS_JSON is not JSON: it must be a Google service-account key file',
    );
    expect(() => parseServiceAccountKey('{"type":"authorized_user"}', '/keys/sa.json')).toThrow(
      '/keys/sa.json must be a Google service-account key with client_email and private_key',
    );
  });
});
