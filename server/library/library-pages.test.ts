import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LocalBlobStore } from '../blob/local-blob-store';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient, TestResponse } from '../test-support/test-client';
import { pdfBytes, uploadFile } from './upload-test-kit';

/** Inserts `count` documents (each with one version row) straight into the database, in one folder of `userId`. */
async function seedDocuments(
  app: TestApp,
  userId: string,
  folderId: string | null,
  count: number,
  prefix: string,
): Promise<void> {
  const now = new Date('2026-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 500) {
    const docs = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      id: `${prefix}-${String(start + i).padStart(5, '0')}`,
      user_id: userId,
      folder_id: folderId,
      name: `${prefix} ${String(start + i).padStart(5, '0')}.pdf`,
      created_at: now,
    }));
    await app.database.db.insertInto('documents').values(docs).execute();
    await app.database.db
      .insertInto('versions')
      .values(
        docs.map((d) => ({
          id: `${d.id}-v1`,
          user_id: userId,
          document_id: d.id,
          name: d.name,
          content_type: 'application/pdf',
          size: 1000,
          blob_key: `seed/${d.id}`,
          created_at: now,
          uploaded_by_role: 'participant',
        })),
      )
      .execute();
  }
}

for (const leg of await databaseLegs()) {
  describe(`library pages, removal and names (${leg.name})`, () => {
    let app: TestApp;
    let carol: TestClient;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), supportEmails: ['support-pages@example.com'] });
      carol = await app.signIn('carol-pages@example.com');
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('pages a folder of 2,500 documents by cursor: every document once, in name order, none of another folder', async () => {
      const big = (await carol.post('/folders', { name: 'Big' })).body;
      const other = (await carol.post('/folders', { name: 'Other' })).body;
      await seedDocuments(app, carol.userId!, big.id, 2500, 'big');
      await seedDocuments(app, carol.userId!, other.id, 30, 'oth');
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const answer: TestResponse = await carol.get('/library/documents', {
          query: { folder_id: big.id, limit: '200', cursor },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.items.length).toBeLessThanOrEqual(200);
        seen.push(...answer.body.items.map((d: { name: string }) => d.name));
        cursor = answer.body.next_cursor;
        pages++;
      }
      expect(pages).toBe(13);
      expect(seen).toHaveLength(2500);
      expect(new Set(seen).size).toBe(2500);
      expect(seen).toEqual([...seen].sort());
      expect(seen.every((n) => n.startsWith('big '))).toBe(true);
      const tree = (await carol.get('/library', { query: { include: 'folders' } })).body;
      expect(tree.folders.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['Big', 'Other']));
      expect([tree.documents, tree.versions]).toEqual([[], []]);
      expect(tree.document_count).toBe(2530);
      const first = (await carol.get('/library/documents', { query: { folder_id: big.id } })).body;
      expect(first.items).toHaveLength(50);
      expect(first.items[0]).toMatchObject({ name: 'big 00000.pdf', version_count: 1, latest: { size: 1000 } });
    });

    test('the top level is the page without folder_id; search spans the library and applies the spec rules', async () => {
      const top = await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'Top level note.pdf' });
      expect(top.status).toBe(201);
      const topPage = (await carol.get('/library/documents')).body;
      expect(topPage.items.map((d: { name: string }) => d.name)).toContain('Top level note.pdf');
      const found = (await carol.get('/library/documents', { query: { q: 'level NOTE' } })).body;
      expect(found.items.map((d: { name: string }) => d.name)).toEqual(['Top level note.pdf']);
      const short = await carol.get('/library/documents', { query: { q: 'a' } });
      expect(short.status).toBe(400);
      expect(short.body.fields.q).toEqual(['Search value must contain at least 2 non-whitespace characters']);
      const symbols = await carol.get('/library/documents', { query: { q: 'note%' } });
      expect(symbols.body.fields.q).toEqual(['Only letters digits and spaces are allowed']);
    });

    test('bad cursors, limits and folders get a field message or 404, never a 500', async () => {
      const badCursor = await carol.get('/library/documents', { query: { cursor: 'not-a-cursor' } });
      expect(badCursor.status).toBe(400);
      expect(badCursor.body.fields.cursor).toEqual(['This page link is not valid; start again from the first page']);
      for (const limit of ['0', '201', '-1', 'x', '1.5']) {
        const answer = await carol.get('/library/documents', { query: { limit } });
        expect(answer.status).toBe(400);
        expect(answer.body.fields.limit).toEqual(['Limit must be a whole number from 1 to 200']);
      }
      expect((await carol.get('/library/documents', { query: { folder_id: 'nope' } })).status).toBe(404);
    });

    test('remove hides a document everywhere; restore brings it back with its versions', async () => {
      const folder = (await carol.post('/folders', { name: 'Removals' })).body;
      const doc = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'old.pdf' }, { folder_id: folder.id })).body;
      expect((await carol.delete(`/documents/${doc.id}`)).status).toBe(204);
      expect((await carol.get(`/documents/${doc.id}`)).status).toBe(404);
      expect((await carol.get(`/documents/${doc.id}/download/google-cloud-url`)).status).toBe(404);
      expect((await carol.get('/library')).body.documents.map((d: { id: string }) => d.id)).not.toContain(doc.id);
      expect((await carol.get('/library/documents', { query: { folder_id: folder.id } })).body.items).toEqual([]);
      const removed = (await carol.get('/library/removed')).body;
      expect(removed[0]).toMatchObject({ id: doc.id, name: 'old.pdf', folder_id: folder.id });
      // A folder that only holds removed documents looks empty and can be removed; the document comes back at the top.
      expect((await carol.delete(`/folders/${folder.id}`)).status).toBe(204);
      const restored = await carol.post(`/documents/${doc.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toEqual({ id: doc.id, folder_id: null, name: 'old.pdf' });
      expect((await carol.get(`/documents/${doc.id}`)).body.versions).toHaveLength(1);
      expect((await carol.get('/library/removed')).body.map((d: { id: string }) => d.id)).not.toContain(doc.id);
      expect((await carol.post(`/documents/${doc.id}/restore`)).status).toBe(404);
    });

    test('documents removed more than 30 days ago are purged with their files; younger ones stay', async () => {
      const old = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'ancient.pdf' })).body;
      const young = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'recent.pdf' })).body;
      await carol.delete(`/documents/${old.id}`);
      await carol.delete(`/documents/${young.id}`);
      const longAgo = new Date(Date.now() - 31 * 86_400_000);
      await app.database.db.updateTable('documents').set({ removed_at: longAgo }).where('id', '=', old.id).execute();
      const key = (
        await app.database.db
          .selectFrom('versions')
          .select('blob_key')
          .where('document_id', '=', old.id)
          .executeTakeFirstOrThrow()
      ).blob_key;
      const removed = (await carol.get('/library/removed')).body.map((d: { id: string }) => d.id);
      expect(removed).toContain(young.id);
      expect(removed).not.toContain(old.id);
      expect(await app.database.db.selectFrom('versions').select('id').where('document_id', '=', old.id).execute()).toEqual([]);
      const store = await LocalBlobStore.open({ dataDir: app.config.dataDir });
      expect(await store.get(key)).toBeUndefined();
    });

    test('a restore whose name is taken meanwhile is refused with the duplicate-name message', async () => {
      const first = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'Twin.pdf' })).body;
      await carol.delete(`/documents/${first.id}`);
      expect((await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'twin.PDF' })).status).toBe(201);
      const restore = await carol.post(`/documents/${first.id}/restore`);
      expect(restore.status).toBe(400);
      expect(restore.body.fields.name).toEqual(['A document with this name already exists in this folder']);
    });

    test('no two folders or documents of one folder share a name (ignoring case); other folders may', async () => {
      const a = (await carol.post('/folders', { name: 'Taxes' })).body;
      const dup = await carol.post('/folders', { name: ' taxes ' });
      expect(dup.status).toBe(400);
      expect(dup.body.fields.name).toEqual(['A folder with this name already exists here']);
      expect((await carol.post('/folders', { name: 'Taxes', folder_id: a.id })).status).toBe(201);
      const b = (await carol.post('/folders', { name: 'Receipts' })).body;
      expect((await carol.patch(`/folders/${b.id}`, { name: 'TAXES' })).body.fields.name).toEqual([
        'A folder with this name already exists here',
      ]);
      const sub = (await carol.post('/folders', { name: 'Receipts', folder_id: a.id })).body;
      const moved = await carol.post(`/folders/${sub.id}/move`, { folder_id: null });
      expect(moved.status).toBe(400);
      expect(moved.body.fields.folder_id).toEqual(['A folder with this name already exists here']);

      await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'w2.pdf' }, { folder_id: a.id });
      const again = await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'W2.pdf' }, { folder_id: a.id });
      expect(again.status).toBe(400);
      expect(again.body.fields.name).toEqual(['A document with this name already exists in this folder']);
      const elsewhere = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'w2.pdf' }, { folder_id: b.id })).body;
      const move = await carol.post(`/documents/${elsewhere.id}/move`, { folder_id: a.id });
      expect(move.body.fields.folder_id).toEqual(['A document with this name already exists in this folder']);
      const other = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'x.pdf' }, { folder_id: b.id })).body;
      const rename = await carol.patch(`/documents/${other.id}`, { name: 'W2.PDF' });
      expect(rename.body.fields.name).toEqual(['A document with this name already exists in this folder']);
      expect((await carol.patch(`/documents/${other.id}`, { name: 'X.pdf' })).status).toBe(200);
    });

    test('versions name their uploader: the participant, or support acting in admin mode by name', async () => {
      const doc = (await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'signed.pdf' })).body;
      expect(doc.versions[0].uploaded_by).toEqual({ role: 'participant', name: null });
      const support = await app.signIn('support-pages@example.com');
      // The upload kit sends its own request: admin mode is entered first, as the SPA does (decision 0297).
      const entered = await support.post('/support/admin-mode', {
        user_id: carol.userId,
        reason: 'Carol asked for the signed copy',
      });
      expect(entered.status).toBe(201);
      const second = await uploadFile(
        support,
        `/documents/${doc.id}/versions`,
        { bytes: pdfBytes(4096), name: 'signed-2.pdf' },
        {},
        { 'x-act-as': carol.userId! },
      );
      expect(second.status).toBe(201);
      const versions = (await carol.get(`/documents/${doc.id}/versions`)).body;
      expect(versions.map((v: { size: number }) => v.size)).toEqual([4096, 2048]);
      expect(versions[0].uploaded_by.role).toBe('support');
      expect(versions[0].uploaded_by.name).toEqual(expect.any(String));
      expect(versions[1].uploaded_by).toEqual({ role: 'participant', name: null });
      expect(Date.parse(versions[0].created_at)).not.toBeNaN();
    });

    test('a PDF declared as text/html is stored and served as application/pdf', async () => {
      const upload = await uploadFile(carol, '/documents', { bytes: pdfBytes(), name: 'disguised.pdf', type: 'text/html' });
      expect(upload.status).toBe(201);
      expect(upload.body.versions[0].content_type).toBe('application/pdf');
      const version = await uploadFile(carol, `/documents/${upload.body.id}/versions`, {
        bytes: pdfBytes(),
        name: 'disguised-2.html',
        type: 'text/html',
      });
      expect(version.body.content_type).toBe('application/pdf');
      const link = (await carol.get(`/documents/${upload.body.id}/download/google-cloud-url`)).body.url as string;
      const response = await fetch(link);
      await response.arrayBuffer();
      expect(response.headers.get('content-type')).toBe('application/pdf');
    });
  });
}
