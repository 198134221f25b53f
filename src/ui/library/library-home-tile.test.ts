import { describe, expect, test } from 'vitest';
import { FakeLibraryApi } from '@/adapters/fakes/fake-library-api';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';
import { libraryHomeTile, libraryTileState } from '@/ui/library/library-home-tile';

const pdf = (): Blob => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('library home tile', () => {
  test('counts the documents and the plan documents filed in "Plan documents"', async () => {
    const library = new FakeLibraryApi();
    const plan = await library.createFolder('Plan documents', null);
    await library.uploadDocument(pdf(), 'Adoption agreement.pdf', plan.id);
    await library.uploadDocument(pdf(), 'Basic plan document.pdf', plan.id);
    await library.uploadDocument(pdf(), 'Statement.pdf', null);
    const state = await libraryHomeTile.load({ ...fakeTilePorts(), library }, { now: new Date('2026-11-23T00:00:00Z') });
    expect(state).toMatchObject({ status: '3 documents', tone: 'done', action: 'See your plan documents' });
    expect(state.facts).toEqual([
      { label: 'Documents', value: '3' },
      { label: 'Plan documents filed', value: '2' },
    ]);
    expect(libraryTileState(1204, 2, 'en-US').status).toBe('1,204 documents');
  });

  test('an empty library says where plan documents will come from', async () => {
    const state = await libraryHomeTile.load(fakeTilePorts(), { now: new Date() });
    expect(state).toMatchObject({ status: 'No documents yet', tone: 'notStarted' });
    expect(state.next).toBe('Your plan documents are filed here once your checkout is paid; you can also upload your own.');
  });
});
