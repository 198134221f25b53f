import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { HttpCheckoutApi, planDocumentsOf } from '@/adapters/http/http-checkout-api';

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

describe('HttpCheckoutApi', () => {
  test('downloads through the signed-URL call (version in the id query, document in the path) under the file name', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/checkout/documents', DOCS)
      .respond('GET', '/documents/:id/download/google-cloud-url', (call: FakeApiCall) => ({
        url: `https://files.test/${call.path.split('/')[2]}?v=${call.query.id}`,
        expiresAt: '2026-01-15T12:05:00.000Z',
      }));
    api.files.set('https://files.test/d-2?v=v-2', new Blob(['%PDF']));
    const checkout = new HttpCheckoutApi(api);
    const documents = await checkout.documents();
    expect(documents.map((d) => d.name)).toEqual(['Solo 401(k) Plan Adoption Agreement', 'Form 5500-EZ']);
    await checkout.download(documents[1]);
    expect(api.calls.at(-1)).toMatchObject({ path: '/documents/d-2/download/google-cloud-url', query: { id: 'v-2' } });
    expect(api.downloads.map((d) => d.fileName)).toEqual(['Form 5500-EZ.pdf']);
  });

  test('the documents answer: only entries with an id', () => {
    expect(planDocumentsOf([{ name: 'x' }, ...DOCS]).map((d) => d.id)).toEqual(['d-1', 'd-2']);
    expect(planDocumentsOf({ error: 'not_paid' })).toEqual([]);
  });

  test('the same requests as before the port: paths, bodies and the progress body', async () => {
    const api = new FakeApiClient()
      .respond('PUT', '/checkout/progress', { current_step: 'identityDetails', variant: 'participant', steps: {} })
      .respond('PUT', '/checkout/steps/personalDetails', { step_key: 'personalDetails', values: { a: 1 }, complete: true })
      .respond('POST', '/invoices', {
        id: 'i',
        lines: [{ code: 'plan_fee', description: 'Plan fee', amount: 300.1 }],
        total: 300.1,
        currency: 'usd',
        terms: 'Net 15',
        issued_at: 'x',
        due_at: 'y',
        status: 'open',
      });
    const checkout = new HttpCheckoutApi(api);
    expect(await checkout.saveProgress('identityDetails', 'participant')).toEqual({
      currentStep: 'identityDetails',
      variant: 'participant',
      steps: {},
    });
    expect(await checkout.saveStep('personalDetails', { a: 1 })).toEqual({
      stepKey: 'personalDetails',
      values: { a: 1 },
      complete: true,
      updatedAt: null,
    });
    expect(await checkout.createInvoice()).toMatchObject({ totalCents: 30_010, lines: [{ amountCents: 30_010 }], paidAt: null });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/checkout/progress', { current_step: 'identityDetails', variant: 'participant' }],
      ['PUT', '/checkout/steps/personalDetails', { a: 1 }],
      ['POST', '/invoices', undefined],
    ]);
  });
});
