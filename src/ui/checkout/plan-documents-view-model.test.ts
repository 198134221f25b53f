import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { CheckoutApi, parsePlanDocuments } from '@/ui/checkout/checkout-api';
import { FakeCheckoutServer } from '@/ui/checkout/checkout-test-kit';
import { DOCUMENT_POLL, DOWNLOAD_FAILED_MESSAGE, PlanDocumentsViewModel } from '@/ui/checkout/plan-documents-view-model';

const DOCS = [
  {
    documentId: 'd-1',
    versionId: 'v-1',
    kind: 'adoption_agreement',
    name: 'Solo 401(k) Plan Adoption Agreement.pdf',
    downloadPath: '/documents/d-1/download/google-cloud-url?id=v-1',
  },
  {
    documentId: 'd-2',
    versionId: 'v-2',
    kind: 'form_5500_ez',
    name: 'Form 5500-EZ.pdf',
    downloadPath: '/documents/d-2/download/google-cloud-url?id=v-2',
  },
];

function setup() {
  const api = new FakeApiClient();
  const clock = new FakeClock();
  const server = new FakeCheckoutServer(api, clock);
  const vm = new PlanDocumentsViewModel(clock);
  return { api, clock, server, vm };
}

describe('PlanDocumentsViewModel', () => {
  test('waits for the generated documents, then lists them', async () => {
    const s = setup();
    await s.vm.start(new CheckoutApi(s.api));
    expect([s.vm.waiting, s.vm.documents]).toEqual([true, []]);
    s.server.documents = DOCS;
    s.clock.advance(DOCUMENT_POLL.intervalMs);
    await vi.waitFor(() => expect(s.vm.waiting).toBe(false));
    expect(s.vm.documents.map((d) => d.name)).toEqual(['Solo 401(k) Plan Adoption Agreement', 'Form 5500-EZ']);
  });

  test('stops asking after the last attempt', async () => {
    const s = setup();
    await s.vm.start(new CheckoutApi(s.api));
    for (let i = 0; i < DOCUMENT_POLL.attempts; i++) {
      // Each attempt schedules the next one once its answer is in.
      await vi.waitFor(() => expect(s.clock.pendingTimers() > 0 || !s.vm.waiting).toBe(true));
      s.clock.advance(DOCUMENT_POLL.intervalMs);
    }
    await vi.waitFor(() => expect(s.vm.waiting).toBe(false));
    expect(s.clock.pendingTimers()).toBe(0);
  });

  test('downloads through the signed-URL call (version in the id query, document in the path) under the file name', async () => {
    const s = setup();
    s.server.documents = DOCS;
    await s.vm.start(new CheckoutApi(s.api));
    s.api.files.set('https://files.test/d-2?v=v-2', new Blob(['%PDF']));
    await s.vm.download(s.vm.documents[1]);
    expect(s.api.calls.at(-1)).toMatchObject({ path: '/documents/d-2/download/google-cloud-url', query: { id: 'v-2' } });
    expect(s.api.downloads.map((d) => d.fileName)).toEqual(['Form 5500-EZ.pdf']);
    expect(s.vm.downloadError).toBeUndefined();
  });

  test('a failed download says so and can be tried again', async () => {
    const s = setup();
    s.server.documents = DOCS;
    await s.vm.start(new CheckoutApi(s.api));
    await s.vm.download(s.vm.documents[0]);
    expect(s.vm.downloadError).toBe(DOWNLOAD_FAILED_MESSAGE);
    expect(s.vm.downloading).toBeUndefined();
  });

  test('reads only entries with an id', () => {
    expect(parsePlanDocuments([{ name: 'x' }, ...DOCS]).map((d) => d.id)).toEqual(['d-1', 'd-2']);
    expect(parsePlanDocuments({ error: 'not_paid' })).toEqual([]);
  });
});
