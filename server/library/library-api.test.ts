import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildLibraryTree } from '@/domain/library';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { FOLDER_CYCLE_MESSAGE } from './folder-service';
import { fetchStatus, pdfBytes, uploadFile } from './upload-test-kit';

for (const leg of await databaseLegs()) {
  describe(`library API (${leg.name})`, () => {
    let app: TestApp;
    let alice: TestClient;

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open() });
      alice = await app.signIn('alice-lib@example.com');
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('lists folders, documents and versions flat, in the shape the SPA tree builder consumes', async () => {
      const top = (await alice.post('/folders', { name: 'Plan documents', folder_id: null })).body;
      const sub = (await alice.post('/folders', { name: '2026', folder_id: top.id })).body;
      const uploaded = await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'adoption.pdf' }, { folder_id: sub.id });
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({
        folder_id: sub.id,
        name: 'adoption.pdf',
        versions: [{ name: 'adoption.pdf', content_type: 'application/pdf', size: 2048 }],
      });
      const second = await uploadFile(alice, `/documents/${uploaded.body.id}/versions`, {
        bytes: pdfBytes(3000),
        name: 'adoption-v2.pdf',
      });
      expect(second.status).toBe(201);

      const library = (await alice.get('/library')).body;
      expect(library.folders.map((f: { folder_id: string | null }) => f.folder_id)).toEqual(
        expect.arrayContaining([null, top.id]),
      );
      const tree = buildLibraryTree(library.folders, library.documents, library.versions);
      expect(tree.folders).toHaveLength(1);
      expect(tree.folders[0].children[0].files[0].versions.map((v) => v.name)).toEqual(['adoption-v2.pdf', 'adoption.pdf']);
    });

    test('streams a file far above the JSON body limit under the default upload limit', async () => {
      const big = await uploadFile(alice, '/documents', { bytes: pdfBytes(3 * 1024 * 1024), name: 'big.pdf' });
      expect(big.status).toBe(201);
      expect(big.body.versions[0].size).toBe(3 * 1024 * 1024);
    });

    test('a JSON body where a multipart upload is expected gets a field message, not a 500', async () => {
      const answer = await alice.post('/documents', { file: 'not a file' });
      expect(answer.status).toBe(400);
      expect(answer.body.fields.file).toEqual(['The request must be multipart/form-data with a file']);
    });

    test('refuses a folder move into itself or its own sub-folder, and allows a move to the top level', async () => {
      const a = (await alice.post('/folders', { name: 'A' })).body;
      const b = (await alice.post('/folders', { name: 'B', folder_id: a.id })).body;
      const c = (await alice.post('/folders', { name: 'C', folder_id: b.id })).body;
      for (const target of [a.id, c.id, b.id]) {
        const moved = await alice.post(`/folders/${a.id}/move`, { folder_id: target });
        expect(moved.status).toBe(400);
        expect(moved.body.fields.folder_id).toEqual([FOLDER_CYCLE_MESSAGE]);
      }
      const toTop = await alice.post(`/folders/${c.id}/move`, { folder_id: null });
      expect(toTop.status).toBe(200);
      expect(toTop.body.folder_id).toBeNull();
      expect((await alice.post(`/folders/${a.id}/move`, { folder_id: c.id })).status).toBe(200);
    });

    test('two opposite moves at the same time never build a cycle', async () => {
      for (let round = 0; round < 5; round++) {
        const x = (await alice.post('/folders', { name: `X${round}` })).body;
        const y = (await alice.post('/folders', { name: `Y${round}` })).body;
        const answers = await Promise.all([
          alice.post(`/folders/${x.id}/move`, { folder_id: y.id }),
          alice.post(`/folders/${y.id}/move`, { folder_id: x.id }),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
        const folders = (await alice.get('/library')).body.folders as Array<{ id: string; folder_id: string | null }>;
        const parentOf = new Map(folders.map((f) => [f.id, f.folder_id]));
        expect([parentOf.get(x.id), parentOf.get(y.id)]).toContain(null);
      }
    });

    test('renames with field-keyed messages for bad names, and removes only empty folders', async () => {
      const f = (await alice.post('/folders', { name: 'Temp' })).body;
      const bad = await alice.patch(`/folders/${f.id}`, { name: '  ' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.name).toEqual(['Folder name is required']);
      expect((await alice.patch(`/folders/${f.id}`, { name: 'a/b' })).body.fields.name).toEqual([
        'Folder name must not contain slashes or control characters',
      ]);
      expect((await alice.patch(`/folders/${f.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');
      const child = (await alice.post('/folders', { name: 'Child', folder_id: f.id })).body;
      const refused = await alice.delete(`/folders/${f.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('folder_not_empty');
      expect((await alice.delete(`/folders/${child.id}`)).status).toBe(204);
      expect((await alice.delete(`/folders/${f.id}`)).status).toBe(204);
      expect((await alice.get('/library')).body.folders.some((x: { id: string }) => x.id === f.id)).toBe(false);
    });

    test('renames, moves and removes documents; a removed one is gone from reads and its download links', async () => {
      const folder = (await alice.post('/folders', { name: 'Docs' })).body;
      const doc = (
        await uploadFile(alice, '/documents', { bytes: pdfBytes(), name: 'x.pdf' }, { name: 'Summary plan description' })
      ).body;
      expect(doc.name).toBe('Summary plan description');
      expect(doc.folder_id).toBeNull();
      expect((await alice.patch(`/documents/${doc.id}`, { name: 'SPD' })).body.name).toBe('SPD');
      expect((await alice.post(`/documents/${doc.id}/move`, { folder_id: folder.id })).body.folder_id).toBe(folder.id);
      const link = (await alice.get(`/documents/${doc.id}/download/google-cloud-url`)).body;
      expect(await fetchStatus(link.url)).toBe(200);
      expect((await alice.delete(`/documents/${doc.id}`)).status).toBe(204);
      expect((await alice.get(`/documents/${doc.id}`)).status).toBe(404);
      expect(await fetchStatus(link.url)).toBe(404);
    });
  });
}
