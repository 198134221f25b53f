import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { libraryHomeTile } from '@/ui/library/library-home-tile';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

describe('library home tile', () => {
  test('counts the documents and the plan documents filed in "Plan documents"', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/library', () => ({
        folders: [{ id: 'p', name: 'Plan documents', folder_id: null }],
        documents: [],
        versions: [],
        document_count: 1204,
      }))
      .respond('GET', '/library/documents', () => ({ items: [{ id: 'a' }, { id: 'b' }], next_cursor: null }));
    const state = await libraryHomeTile.load(api, { now: new Date('2026-11-23T00:00:00Z') }, fakeTilePorts());
    expect(state).toMatchObject({ status: '1,204 documents', tone: 'done', action: 'See your plan documents' });
    expect(state.facts).toEqual([
      { label: 'Documents', value: '1,204' },
      { label: 'Plan documents filed', value: '2' },
    ]);
    expect(api.calls[1].query).toEqual({ folder_id: 'p', limit: '200' });
  });

  test('an empty library says where plan documents will come from', async () => {
    const api = new FakeApiClient().respond('GET', '/library', () => ({
      folders: [],
      documents: [],
      versions: [],
      document_count: 0,
    }));
    const state = await libraryHomeTile.load(api, { now: new Date() }, fakeTilePorts());
    expect(state).toMatchObject({ status: 'No documents yet', tone: 'notStarted' });
    expect(state.next).toBe('Your plan documents are filed here once your checkout is paid; you can also upload your own.');
  });
});
