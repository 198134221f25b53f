import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeGcsServer, startFakeGcs } from '../blob/fake-gcs-server';
import conformance from '../blob/fixtures/gcs-v4-signatures.json';
import { GcsBlobStore } from '../blob/gcs-blob-store';
import { UrlSigner } from '../blob/url-signer';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { DEFAULT_DOWNLOAD_EXPIRATION_SEC } from './download-link';
import { pdfBytes, uploadFile } from './upload-test-kit';

const account = conformance.serviceAccount;

for (const leg of await databaseLegs()) {
  describe(`downloads from a Google Cloud Storage bucket: V4 signed URLs (decision 0213, ${leg.name})`, () => {
    let fake: FakeGcsServer;
    let app: TestApp;
    let alice: TestClient;
    let doc: { id: string };
    const bytes = pdfBytes(4000, 0x37);

    beforeAll(async () => {
      fake = await startFakeGcs(['solo401k-files'], { clientEmail: account.client_email, privateKeyPem: account.private_key });
      const gcs = await GcsBlobStore.open({
        bucket: 'solo401k-files',
        endpoint: fake.endpoint,
        credentials: account,
        signer: new UrlSigner(Buffer.alloc(32, 5)),
        spoolDir: await mkdtemp(join(tmpdir(), 'gcs-download-spool-')),
      });
      // The GCS store instead of the local one, as BLOB_STORE=gcs gives main.ts.
      app = await startTestApp({ database: await leg.open(), blobs: gcs });
      alice = await app.signIn('alice-gcs-download@example.com');
      doc = (await uploadFile(alice, '/documents', { bytes, name: 'Plan final ü.pdf' })).body;
    });
    afterAll(async () => {
      await app?.close();
      await app?.database.close();
      await fake?.close();
    });

    test('the google-cloud-url call hands out a GOOG4-RSA-SHA256 URL at the bucket that downloads the file as an attachment', async () => {
      const minted = await alice.get(`/documents/${doc.id}/download/google-cloud-url`);
      expect(minted.status).toBe(200);
      expect(minted.body.file_name).toBe('Plan final ü.pdf');
      const url = new URL(minted.body.url);
      expect(url.origin).toBe(fake.endpoint);
      expect(url.pathname).toMatch(/^\/solo401k-files\/blobs\/[0-9a-f-]{36}$/);
      expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
      expect(url.searchParams.get('X-Goog-Expires')).toBe(String(DEFAULT_DOWNLOAD_EXPIRATION_SEC));
      const signedAt = url.searchParams.get('X-Goog-Date')!;
      const start = Date.UTC(
        Number(signedAt.slice(0, 4)),
        Number(signedAt.slice(4, 6)) - 1,
        Number(signedAt.slice(6, 8)),
        Number(signedAt.slice(9, 11)),
        Number(signedAt.slice(11, 13)),
        Number(signedAt.slice(13, 15)),
      );
      expect(Date.parse(minted.body.expiresAt)).toBe(start + DEFAULT_DOWNLOAD_EXPIRATION_SEC * 1000);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Plan final _.pdf"; filename*=UTF-8''Plan%20final%20%C3%BC.pdf`,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    });

    test('the asked lifetime is the URL lifetime, and the bucket refuses the URL after it', async () => {
      const minted = await alice.get(`/documents/${doc.id}/download/google-cloud-url`, { query: { expiration: '60' } });
      const url = new URL(minted.body.url);
      expect(url.searchParams.get('X-Goog-Expires')).toBe('60');
      expect((await fetch(url)).status).toBe(200);
      fake.now = () => new Date(Date.parse(minted.body.expiresAt));
      try {
        const expired = await fetch(url);
        expect(expired.status).toBe(400);
        expect(await expired.text()).toContain('<Code>ExpiredToken</Code>');
      } finally {
        fake.now = () => new Date();
      }
    });

    test("another user's id mints nothing", async () => {
      const bob = await app.signIn('bob-gcs-download@example.com');
      expect((await bob.get(`/documents/${doc.id}/download/google-cloud-url`)).status).toBe(404);
    });
  });
}
