import { describe, expect, test } from 'vitest';
import type { LibraryApi } from '@/ports/library-api';
import { refusal } from './contract-kit';

/** A small PDF: the server checks an upload by its content (`%PDF-`). */
const pdf = (text = 'statement'): Blob =>
  new Blob([`%PDF-1.7\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`], { type: 'application/pdf' });

/**
 * The LibraryApi contract (decisions 0036, 0150, 0151, 0302): what the in-memory fake and the HTTP adapter against
 * the embedded server both do, for a user whose library is empty. Messages as src/domain/library gives them.
 */
export function libraryApiContract(name: string, subject: () => Promise<LibraryApi>): void {
  describe(`LibraryApi contract: ${name}`, () => {
    test('folders: created, renamed and moved under the name rules; a folder cannot go into itself', async () => {
      const api = await subject();
      expect(await api.overview()).toEqual({ folders: [], documentCount: 0 });
      const taxes = await api.createFolder(' Taxes ', null);
      expect(taxes).toMatchObject({ name: 'Taxes', folder_id: null });
      const year = await api.createFolder('2026', taxes.id);
      expect(year.folder_id).toBe(taxes.id);
      expect((await refusal(api.createFolder('', null))).fields).toEqual({ name: ['Folder name is required'] });
      expect(await refusal(api.createFolder('taxes', null))).toMatchObject({
        status: 400,
        fields: { name: ['A folder with this name already exists here'] },
      });
      expect((await api.renameFolder(year.id, '2026 returns')).name).toBe('2026 returns');
      expect((await refusal(api.moveFolder(taxes.id, year.id))).fields).toEqual({
        folder_id: ['A folder cannot be moved into itself or one of its sub-folders'],
      });
      expect((await api.moveFolder(year.id, null)).folder_id).toBeNull();
      expect((await api.folders()).map((f) => f.name).sort()).toEqual(['2026 returns', 'Taxes']);
      expect((await refusal(api.renameFolder('00000000-0000-4000-8000-000000000000', 'X'))).status).toBe(404);
    });

    test('documents: uploaded into a folder, versioned, listed by page and found by search', async () => {
      const api = await subject();
      const folder = await api.createFolder('Statements', null);
      const first = await api.uploadDocument(pdf('q1'), 'Q1 statement.pdf', folder.id);
      expect(first).toMatchObject({ folder_id: folder.id, name: 'Q1 statement.pdf' });
      expect(first.versions).toHaveLength(1);
      await api.uploadDocument(pdf('q2'), 'Q2 statement.pdf', folder.id);
      await api.uploadDocument(pdf('top'), 'Adoption agreement.pdf', null);
      expect(await refusal(api.uploadDocument(pdf(), 'q1 STATEMENT.pdf', folder.id))).toMatchObject({
        status: 400,
        fields: { name: ['A document with this name already exists in this folder'] },
      });

      const second = await api.uploadVersion(first.id, pdf('q1 corrected'), 'Q1 statement.pdf');
      const versions = await api.versions(first.id);
      expect(versions.map((v) => v.id)).toEqual([second.id, first.versions[0].id]);
      expect(versions[0]).toMatchObject({ document_id: first.id, content_type: 'application/pdf' });

      const page1 = await api.documentPage({ folderId: folder.id, limit: 1 });
      expect(page1.items.map((d) => d.name)).toEqual(['Q1 statement.pdf']);
      expect(page1.items[0]).toMatchObject({ version_count: 2, latest: { id: second.id } });
      expect(page1.next_cursor).not.toBeNull();
      const page2 = await api.documentPage({ folderId: folder.id, limit: 1, cursor: page1.next_cursor as string });
      expect(page2.items.map((d) => d.name)).toEqual(['Q2 statement.pdf']);
      expect(page2.next_cursor).toBeNull();
      expect((await api.documentPage({ folderId: null })).items.map((d) => d.name)).toEqual(['Adoption agreement.pdf']);
      expect((await api.documentPage({ folderId: null, search: 'STATEMENT' })).items.map((d) => d.name)).toEqual([
        'Q1 statement.pdf',
        'Q2 statement.pdf',
      ]);
      expect((await api.overview()).documentCount).toBe(3);
    });

    test('a document is renamed, moved, removed (restorable) and restored; a link is minted for a version', async () => {
      const api = await subject();
      const folder = await api.createFolder('Archive', null);
      const doc = await api.uploadDocument(pdf(), 'Letter.pdf', null);
      expect(await api.renameDocument(doc.id, ' Rollover letter.pdf ')).toEqual({
        id: doc.id,
        folder_id: null,
        name: 'Rollover letter.pdf',
      });
      expect((await refusal(api.renameDocument(doc.id, ''))).fields).toEqual({ name: ['Document name is required'] });
      expect((await api.moveDocument(doc.id, folder.id)).folder_id).toBe(folder.id);

      const link = await api.downloadLink(doc.id, doc.versions[0].id);
      expect(link.url).toMatch(/^https?:\/\//);
      expect(link.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      await api.removeDocument(doc.id);
      expect((await api.documentPage({ folderId: folder.id })).items).toEqual([]);
      expect((await api.removedDocuments()).map((d) => [d.id, d.name])).toEqual([[doc.id, 'Rollover letter.pdf']]);
      expect((await refusal(api.versions(doc.id))).status).toBe(404);
      expect(await api.restoreDocument(doc.id)).toEqual({ id: doc.id, folder_id: folder.id, name: 'Rollover letter.pdf' });
      expect(await api.removedDocuments()).toEqual([]);
      expect((await refusal(api.restoreDocument(doc.id))).status).toBe(404);
    });
  });
}
