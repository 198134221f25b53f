import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { DEFAULT_DOWNLOAD_EXPIRATION_SEC, EXPIRATION_MESSAGE, MAX_DOWNLOAD_EXPIRATION_SEC } from './download-link';
import { fetchStatus, pdfBytes, pngBytes, uploadFile } from './upload-test-kit';

for (const leg of await databaseLegs()) {
  describe(`signed downloads (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;
    let offsetMs = 0;
    let doc: { id: string; versions: Array<{ id: string }> };
    let v2: { id: string };
    const first = pdfBytes(5000, 0x31);
    const second = pdfBytes(6000, 0x32);

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => new Date(Date.now() + offsetMs) });
      alice = await app.signIn('alice-download@example.com');
      doc = (await uploadFile(alice, '/documents', { bytes: first, name: 'Plan final ü.pdf' })).body;
      v2 = (await uploadFile(alice, `/documents/${doc.id}/versions`, { bytes: second, name: 'v2.pdf' })).body;
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('mints a URL that downloads the newest version without any product authentication', async () => {
      const minted = await alice.get(`/documents/${doc.id}/download/google-cloud-url`);
      expect(minted.status).toBe(200);
      expect(minted.body.file_name).toBe('v2.pdf');
      const lifetime = Date.parse(minted.body.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan((DEFAULT_DOWNLOAD_EXPIRATION_SEC - 5) * 1000);
      expect(lifetime).toBeLessThanOrEqual(DEFAULT_DOWNLOAD_EXPIRATION_SEC * 1000);
      const response = await fetch(minted.body.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="v2.pdf"/);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(second))).toBe(true);
    });

    test('a saved file takes the extension of the type sniffed from its content, without control or bidirectional characters', async () => {
      // A PDF that is also HTML, a PNG and a JPEG named as active types, and a right-to-left override name (decision 0294).
      const polyglot = new Uint8Array([...pdfBytes(600), ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]);
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(300).fill(0x20)]);
      const cases: Array<[Uint8Array, string, string]> = [
        [polyglot, 'poly.html', 'poly.pdf'],
        [pngBytes(400), 'picture.html', 'picture.png'],
        [jpeg, 'photo.svg', 'photo.jpg'],
        [jpeg, 'scan.jpeg', 'scan.jpeg'],
        [pdfBytes(700), 'invoice\u202Efdp.exe', 'invoicefdp.pdf'],
      ];
      for (const [bytes, name, saved] of cases) {
        const uploaded = await uploadFile(alice, '/documents', { bytes, name });
        expect([name, uploaded.status, uploaded.body.name]).toEqual([name, 201, saved]);
        const minted = await alice.get(`/documents/${uploaded.body.id}/download/google-cloud-url`);
        expect(minted.body.file_name).toBe(saved);
        const response = await fetch(minted.body.url);
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="${saved}"; filename*=UTF-8''${encodeURIComponent(saved)}`,
        );
        await response.arrayBuffer();
      }
    });

    test('reads the two ids of the spec call in either order, picking the named version', async () => {
      const older = doc.versions[0].id;
      for (const [path, query] of [
        [doc.id, older],
        [older, doc.id],
      ]) {
        const minted = await alice.get(`/documents/${path}/download/google-cloud-url`, {
          query: { id: query, expiration: '60' },
        });
        expect(minted.status).toBe(200);
        expect(minted.body.file_name).toBe('Plan final ü.pdf');
        const response = await fetch(minted.body.url);
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(first))).toBe(true);
        expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Plan%20final%20%C3%BC.pdf");
      }
      const newest = await alice.get(`/documents/${v2.id}/download/google-cloud-url`);
      expect(newest.body.file_name).toBe('v2.pdf');
    });

    test('reads an all-digit path segment as the expiration, as the SPA call sends it (second argument in the path)', async () => {
      for (const [segment, seconds] of [
        ['60', 60],
        ['86400', MAX_DOWNLOAD_EXPIRATION_SEC],
      ] as const) {
        const minted = await alice.get(`/documents/${segment}/download/google-cloud-url`, { query: { id: doc.id } });
        expect(minted.status).toBe(200);
        expect(minted.body.file_name).toBe('v2.pdf');
        const lifetime = Date.parse(minted.body.expiresAt) - Date.now();
        expect(lifetime).toBeGreaterThan((seconds - 5) * 1000);
        expect(lifetime).toBeLessThanOrEqual(seconds * 1000);
      }
      const explicit = await alice.get(`/documents/60/download/google-cloud-url`, { query: { id: doc.id, expiration: '120' } });
      expect(Date.parse(explicit.body.expiresAt) - Date.now()).toBeGreaterThan(100_000);
      expect((await alice.get('/documents/60/download/google-cloud-url')).status).toBe(404);
    });

    test('refuses an expiration outside 1 to the maximum with a field-keyed message', async () => {
      for (const expiration of ['0', String(MAX_DOWNLOAD_EXPIRATION_SEC + 1), 'soon', '-5']) {
        const answer = await alice.get(`/documents/${doc.id}/download/google-cloud-url`, { query: { expiration } });
        expect(answer.status).toBe(400);
        expect(answer.body.fields.expiration).toEqual([EXPIRATION_MESSAGE]);
      }
    });

    test('an expired link answers 403', async () => {
      const minted = (await alice.get(`/documents/${doc.id}/download/google-cloud-url`, { query: { expiration: '30' } })).body;
      expect(await fetchStatus(minted.url)).toBe(200);
      offsetMs += 31_000;
      try {
        const expired = await fetch(minted.url);
        expect(expired.status).toBe(403);
        expect(await expired.json()).toEqual({ error: 'forbidden', message: 'This download link has expired' });
      } finally {
        offsetMs = 0;
      }
    });

    test('a tampered link answers 403: other version, later expiry, altered or missing signature', async () => {
      const url = new URL((await alice.get(`/documents/${doc.id}/download/google-cloud-url`)).body.url);
      const older = doc.versions[0].id;
      const variants: string[] = [];
      variants.push(url.href.replace(v2.id, older));
      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      variants.push(later.href);
      const altered = new URL(url);
      const sig = url.searchParams.get('signature')!;
      altered.searchParams.set('signature', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
      variants.push(altered.href);
      const missing = new URL(url);
      missing.searchParams.delete('signature');
      variants.push(missing.href);
      for (const href of variants) {
        const response = await fetch(href);
        expect(response.status).toBe(403);
        expect((await response.json()).message).toBe('This download link is not valid');
      }
      expect(await fetchStatus(url.href)).toBe(200);
    });
  });
}
