import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfBytes, pngDataUrl, uploadFile } from '../library/upload-test-kit';
import { SIGNATURE_MESSAGE } from './distribution-rules';

for (const leg of await databaseLegs()) {
  describe(`distributions API (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;
    let documentId: string;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open() });
      alice = await app.signIn('alice-dist@example.com');
      documentId = (await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'bills.pdf' })).body.id;
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('records a hardship request with signature and document, never echoing the signature', async () => {
      const answer = await alice.post('/distributions', {
        kind: 'hardship',
        description: 'Medical bills',
        amount: 2500,
        document_id: documentId,
        signature: pngDataUrl(),
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        kind: 'hardship',
        description: 'Medical bills',
        amount: 2500,
        document_id: documentId,
        signed: true,
        status: 'requested',
        user_id: alice.userId,
      });
      expect(answer.text).not.toContain('data:image/png');
      expect((await alice.get('/distributions')).body.map((d: { id: string }) => d.id)).toEqual([answer.body.id]);
      expect((await alice.get(`/distributions/${answer.body.id}`)).body.signed).toBe(true);
    });

    test('a hardship request needs description, a PNG signature and a supporting document', async () => {
      const missing = await alice.post('/distributions', { kind: 'hardship' });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({
        description: ['Description is required'],
        signature: ['Signature is required'],
        document_id: ['Supporting document is required'],
      });
      const notPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
      for (const signature of ['data:image/jpeg;base64,/9j/4AAQ', notPng, 'not a data url']) {
        const answer = await alice.post('/distributions', {
          kind: 'hardship',
          description: 'x',
          document_id: documentId,
          signature,
        });
        expect(answer.body.fields).toEqual({ signature: [SIGNATURE_MESSAGE] });
      }
      const unknown = await alice.post('/distributions', {
        kind: 'hardship',
        description: 'x',
        document_id: 'no-such-document',
        signature: pngDataUrl(),
      });
      expect(unknown.body.fields).toEqual({ document_id: ['Document not found'] });
    });

    test('a plain request needs only its kind; a cited document cannot be removed until the request is withdrawn', async () => {
      expect((await alice.post('/distributions', {})).body.fields).toEqual({ kind: ['Distribution type is required'] });
      const plain = await alice.post('/distributions', { kind: 'normal', document_id: documentId });
      expect(plain.status).toBe(201);
      const refused = await alice.delete(`/documents/${documentId}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('document_in_use');
      for (const d of (await alice.get('/distributions')).body)
        expect((await alice.delete(`/distributions/${d.id}`)).status).toBe(204);
      expect((await alice.get('/distributions')).body).toEqual([]);
      expect((await alice.delete(`/documents/${documentId}`)).status).toBe(204);
    });
  });
}
