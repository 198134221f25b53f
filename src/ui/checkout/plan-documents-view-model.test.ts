import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeCheckoutApi } from '@/adapters/fakes/fake-checkout-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import type { PlanDocumentRecord } from '@/domain/checkout/checkout-record';
import { invoiceRecordFixture } from '@/domain/checkout/checkout-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { DOCUMENT_POLL, DOWNLOAD_FAILED_MESSAGE, PlanDocumentsViewModel } from '@/ui/checkout/plan-documents-view-model';

const DOCS: PlanDocumentRecord[] = [
  {
    id: 'd-1',
    versionId: 'v-1',
    name: 'Solo 401(k) Plan Adoption Agreement',
    fileName: 'Solo 401(k) Plan Adoption Agreement.pdf',
  },
  { id: 'd-2', versionId: 'v-2', name: 'Form 5500-EZ', fileName: 'Form 5500-EZ.pdf' },
];

/** A paid checkout whose documents are being generated. */
function setup() {
  const clock = new FakeClock();
  const checkout = new FakeCheckoutApi(clock);
  checkout.invoice = invoiceRecordFixture({ status: 'paid', paidAt: '2026-01-15T12:00:00.000Z' });
  const vm = new PlanDocumentsViewModel(clock);
  return { clock, checkout, vm };
}

describe('PlanDocumentsViewModel', () => {
  test('waits for the generated documents, then lists them', async () => {
    const s = setup();
    await s.vm.start(s.checkout);
    expect([s.vm.waiting, s.vm.documents]).toEqual([true, []]);
    s.checkout.planDocuments = DOCS;
    s.clock.advance(DOCUMENT_POLL.intervalMs);
    await vi.waitFor(() => expect(s.vm.waiting).toBe(false));
    expect(s.vm.documents.map((d) => d.name)).toEqual(['Solo 401(k) Plan Adoption Agreement', 'Form 5500-EZ']);
  });

  test('reads the paid invoice for the receipt; an unpaid one or a failed read gives none', async () => {
    const s = setup();
    await s.vm.start(s.checkout);
    expect(s.vm.paidInvoice).toMatchObject({ status: 'paid', paidAt: '2026-01-15T12:00:00.000Z' });
    const unpaid = setup();
    unpaid.checkout.invoice = invoiceRecordFixture({ status: 'open', paidAt: null });
    await unpaid.vm.start(unpaid.checkout);
    expect(unpaid.vm.paidInvoice).toBeUndefined();
  });

  test('stops asking after the last attempt', async () => {
    const s = setup();
    await s.vm.start(s.checkout);
    for (let i = 0; i < DOCUMENT_POLL.attempts; i++) {
      // Each attempt schedules the next one once its answer is in.
      await vi.waitFor(() => expect(s.clock.pendingTimers() > 0 || !s.vm.waiting).toBe(true));
      s.clock.advance(DOCUMENT_POLL.intervalMs);
    }
    await vi.waitFor(() => expect(s.vm.waiting).toBe(false));
    expect(s.clock.pendingTimers()).toBe(0);
  });

  test('downloads a document on request under its file name', async () => {
    const s = setup();
    s.checkout.planDocuments = DOCS;
    await s.vm.start(s.checkout);
    await s.vm.download(s.vm.documents[1]);
    expect(s.checkout.calls.at(-1)).toBe('download:d-2');
    expect(s.checkout.downloads).toEqual(['Form 5500-EZ.pdf']);
    expect(s.vm.downloadError).toBeUndefined();
  });

  test('a failed download says so and can be tried again', async () => {
    const s = setup();
    s.checkout.planDocuments = DOCS;
    await s.vm.start(s.checkout);
    s.checkout.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await s.vm.download(s.vm.documents[0]);
    expect(s.vm.downloadError).toBe(DOWNLOAD_FAILED_MESSAGE);
    expect(s.vm.downloading).toBeUndefined();
    await s.vm.download(s.vm.documents[0]);
    expect([s.vm.downloadError, s.checkout.downloads]).toEqual([undefined, [DOCS[0].fileName]]);
  });
});
