import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LocalBlobStore } from '../blob/local-blob-store';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { FILE_REQUIRED_MESSAGE } from './upload-receiver';
import { pdfBytes, uploadFile } from './upload-test-kit';

const LIMIT = 64 * 1024;

for (const leg of await databaseLegs()) {
  describe(`upload rejection (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;
    let documentId: string;
    let store: LocalBlobStore;

    async function stored(): Promise<{ documents: number; versions: number; blobs: number; partial: number }> {
      const db = app.database.db;
      const documents = await db.selectFrom('documents').select('id').execute();
      const versions = await db.selectFrom('versions').select('id').execute();
      const files = await store.listAll();
      return { documents: documents.length, versions: versions.length, blobs: files.blobs.length, partial: files.partial.length };
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), env: { UPLOAD_LIMIT_BYTES: String(LIMIT) } });
      store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
      alice = await app.signIn('alice-upload@example.com');
      const first = await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'first.pdf' });
      expect(first.status).toBe(201);
      documentId = first.body.id;
      expect(await stored()).toEqual({ documents: 1, versions: 1, blobs: 1, partial: 0 });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    const cases: Array<{ name: string; file: { bytes: Uint8Array; name: string; type?: string } | undefined; message: RegExp }> =
      [
        { name: 'a file over the size limit', file: { bytes: pdfBytes(LIMIT + 1), name: 'big.pdf' }, message: /larger than/ },
        {
          name: 'a file far over the size limit',
          file: { bytes: pdfBytes(LIMIT * 6), name: 'huge.pdf' },
          message: /larger than/,
        },
        {
          name: 'HTML renamed .pdf and declared application/pdf',
          file: { bytes: new TextEncoder().encode('<!DOCTYPE html><script>alert(1)</script>'), name: 'plan.pdf' },
          message: /Only PDF/,
        },
        {
          name: 'SVG declared as an image',
          file: {
            bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            name: 'logo.png',
            type: 'image/png',
          },
          message: /Only PDF/,
        },
        { name: 'an empty file', file: { bytes: new Uint8Array(), name: 'empty.pdf' }, message: /empty/ },
        { name: 'a form without a file', file: undefined, message: new RegExp(FILE_REQUIRED_MESSAGE) },
      ];

    for (const c of cases) {
      test(`refuses ${c.name} as a new document and as a new version, leaving no row and no file`, async () => {
        for (const path of ['/documents', `/documents/${documentId}/versions`]) {
          const answer = await uploadFile(alice, path, c.file, { name: 'Refused' });
          expect(answer.status).toBe(400);
          expect(answer.body.error).toBe('validation');
          expect(answer.body.fields.file[0]).toMatch(c.message);
          expect(await stored()).toEqual({ documents: 1, versions: 1, blobs: 1, partial: 0 });
        }
      });
    }

    test('a file exactly at the limit is accepted', async () => {
      const answer = await uploadFile(alice, `/documents/${documentId}/versions`, { bytes: pdfBytes(LIMIT), name: 'edge.pdf' });
      expect(answer.status).toBe(201);
      expect(answer.body.size).toBe(LIMIT);
      expect(await stored()).toEqual({ documents: 1, versions: 2, blobs: 2, partial: 0 });
    });

    test('a client that aborts mid-upload leaves no row and no file', async () => {
      const before = await stored();
      let sawPartial = false;
      const boundary = '----abort-test';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      await new Promise<void>((resolve) => {
        const url = new URL(`${alice.prefix}/documents`, alice.origin);
        const req = httpRequest(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${alice.token}`,
            cookie: `XSRF-TOKEN=${alice.xsrf}`,
            'x-xsrf-token': alice.xsrf,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(LIMIT),
          },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.write(head);
        req.write(Buffer.from(pdfBytes(20_000)));
        // Abort only once the server is visibly streaming the file into the store.
        void vi
          .waitFor(async () => expect((await store.listAll()).partial.length).toBeGreaterThan(0), { timeout: 10_000 })
          .then(
            () => (sawPartial = true),
            () => undefined,
          )
          .finally(() => {
            req.destroy();
            resolve();
          });
      });
      expect(sawPartial).toBe(true);
      // The server notices the abort and cleans up: poll until it has.
      await vi.waitFor(async () => expect(await stored()).toEqual(before), { timeout: 10_000 });
    });
  });
}
