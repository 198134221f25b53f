import { describe, expect, test } from 'vitest';
import { type FakeApiCall, FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { HttpLibraryApi } from '@/adapters/http/http-library-api';

describe('HttpLibraryApi', () => {
  test('pages a folder (null = no folder_id) or searches the library; reads only the folders for the tree', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/library/documents', () => ({ items: [], next_cursor: null }))
      .respond('GET', '/library', () => ({ folders: [{ id: 'f1' }], documents: [], versions: [] }));
    const library = new HttpLibraryApi(api);
    await library.documentPage({ folderId: 'f1', cursor: 'c', limit: 100 });
    await library.documentPage({ folderId: null });
    await library.documentPage({ folderId: 'f1', search: 'plan' });
    expect(api.calls.map((c) => c.query)).toEqual([{ folder_id: 'f1', cursor: 'c', limit: '100' }, {}, { q: 'plan' }]);
    expect(await library.folders()).toEqual([{ id: 'f1' }]);
    expect(api.calls[3].query).toEqual({ include: 'folders' });
  });

  test('mints a download link with the spec call (version in the id query, document in the path) and saves the blob', async () => {
    const api = new FakeApiClient().respond('GET', '/documents/:id/download/google-cloud-url', () => ({
      url: 'https://x.test/f',
      expiresAt: '2026-11-23T10:05:00.000Z',
      file_name: 'a.pdf',
    }));
    api.files.set('https://x.test/f', new Blob(['%PDF']));
    const library = new HttpLibraryApi(api);
    const link = await library.downloadLink('doc-1', 'ver-1');
    expect(link).toEqual({ url: 'https://x.test/f', expiresAt: '2026-11-23T10:05:00.000Z' });
    expect(api.calls[0]).toMatchObject({ path: '/documents/doc-1/download/google-cloud-url', query: { id: 'ver-1' } });
    await library.saveFile(link.url, 'Adoption agreement.pdf');
    expect(api.downloads.map((d) => d.fileName)).toEqual(['Adoption agreement.pdf']);
  });

  test('sends folder moves and restores to the contract paths', async () => {
    const api = new FakeApiClient()
      .respond('POST', '/folders/:id/move', (c: FakeApiCall) => c.body)
      .respond('POST', '/documents/:id/restore', () => ({ id: 'd1', folder_id: null, name: 'a' }));
    const library = new HttpLibraryApi(api);
    expect(await library.moveFolder('f1', null)).toEqual({ folder_id: null });
    await library.restoreDocument('d1');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /folders/f1/move', 'POST /documents/d1/restore']);
  });
});
