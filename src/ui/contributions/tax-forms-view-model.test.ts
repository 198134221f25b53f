import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { ApiError } from '@/ports/api-client';
import { TAX_FORMS_DOCUMENT_FAILED, TAX_FORMS_FAILED, TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';

const serverError = (): ApiError => new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);

describe('TaxFormsViewModel (decision 0233)', () => {
  test('loads last year’s forms until March 31, then this year’s; a failure says so', async () => {
    const march = new TaxFormsViewModel(
      new FakeContributionsApi(new FakeClock()),
      new FakeClock(new Date('2027-03-31T12:00:00Z')),
    );
    await march.load();
    expect(march.forms?.taxYear).toBe(2026);
    const api = new FakeContributionsApi(new FakeClock());
    const april = new TaxFormsViewModel(api, new FakeClock(new Date('2027-04-01T12:00:00Z')));
    await april.load();
    expect(april.forms?.taxYear).toBe(2027);
    api.failNext = serverError();
    await april.load();
    expect(april.failure).toBe(TAX_FORMS_FAILED);
  });

  test('prepares the year’s summary in the library and downloads it', async () => {
    const api = new FakeContributionsApi(new FakeClock());
    const vm = new TaxFormsViewModel(api, new FakeClock(new Date('2027-05-01T12:00:00Z')));
    await vm.generate();
    expect(api.calls).toEqual(['fileTaxFormsDocument:2027']);
    expect(vm.document).toEqual({ documentId: 'tax-forms-2027', versionId: 'tax-forms-2027-v1', name: 'Tax forms 2027.pdf' });
    await vm.download();
    expect(api.downloads).toEqual(['Tax forms 2027.pdf']);
    api.failNext = serverError();
    await vm.generate();
    expect(vm.failure).toBe(TAX_FORMS_DOCUMENT_FAILED);
  });
});
