import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { TAX_FORMS_FAILED, TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';

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
});
