import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { TAX_FORMS_DOCUMENT_FAILED, TAX_FORMS_FAILED, TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';

describe('TaxFormsViewModel (decision 0233)', () => {
  test('loads last year’s forms until March 31, then this year’s; a failure says so', async () => {
    const api = new FakeApiClient().respond('GET', '/tax-forms/:year', (c: { path: string }) => ({
      tax_year: Number(c.path.split('/')[2]),
    }));
    const march = new TaxFormsViewModel(api, new FakeClock(new Date('2027-03-31T12:00:00Z')));
    await march.load();
    expect(march.forms?.tax_year).toBe(2026);
    const april = new TaxFormsViewModel(api, new FakeClock(new Date('2027-04-01T12:00:00Z')));
    await april.load();
    expect(april.forms?.tax_year).toBe(2027);
    api.failWith('GET', '/tax-forms/:year', 500);
    await april.load();
    expect(april.failure).toBe(TAX_FORMS_FAILED);
  });

  test('prepares the year’s summary in the library and downloads it', async () => {
    const doc = { document_id: 'd-9', version_id: 'v-9', name: 'Tax forms 2027 (1099-R and 945).pdf', download_path: '/x' };
    const api = new FakeApiClient()
      .respond('POST', '/tax-forms/:year/document', doc)
      .respond('GET', '/documents/:id/download/google-cloud-url', { url: 'https://signed.example/d-9' });
    api.files.set('https://signed.example/d-9', new Blob(['%PDF']));
    const vm = new TaxFormsViewModel(api, new FakeClock(new Date('2027-05-01T12:00:00Z')));
    await vm.generate();
    expect(api.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/tax-forms/2027/document']]);
    expect(vm.document).toEqual(doc);
    await vm.download();
    expect(api.downloads.map((d) => d.fileName)).toEqual(['Tax forms 2027 (1099-R and 945).pdf']);
    api.failWith('POST', '/tax-forms/:year/document', 500);
    await vm.generate();
    expect(vm.failure).toBe(TAX_FORMS_DOCUMENT_FAILED);
  });
});
