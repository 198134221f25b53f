import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { YearEndValuesSection } from '@/ui/assets/year-end-values-section';
import { YearEndValuesViewModel } from '@/ui/assets/year-end-values-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

async function section(): Promise<{ host: HTMLElement; api: FakeAssetsApi }> {
  const clock = new FakeClock(new Date('2027-01-10T12:00:00Z'));
  const api = new FakeAssetsApi(clock).seed(
    planAssetFixture({ id: 'a-1', name: 'Gold coins' }),
    planAssetFixture({ id: 'a-2', name: 'Land', type: 'real_estate', preciousMetalsChildType: null, custodian: null }),
  );
  const documentId = await api.fileValuationDocument('Land', new Blob(['x']), 'appraisal.pdf');
  await api.addValue('a-2', { valueCents: 9_600_000, asOf: '2026-12-31', evidenceKind: 'appraisal', documentId });
  const storage = new MemoryKeyValueStorage();
  const vm = new YearEndValuesViewModel(api, new FakeContributionsApi(clock), new FakeAccountApi(), clock, storage);
  await vm.load();
  return { host: await view.render(<YearEndValuesSection vm={vm} />), api };
}

describe('Year-end values section (decision 0338)', () => {
  test('each asset held at the year end with its state in words, and every control of the form labelled', async () => {
    const { host } = await section();
    expect(host.querySelector('h2')?.textContent).toBe('Year-end values for 2026');
    expect(host.querySelector('[data-testid="year-end-values-summary"]')?.textContent).toBe(
      '1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared.',
    );
    const rows = [...host.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Gold coinsMissing', 'LandRecorded: $96,000.00 on Dec 31, 2026, Appraisal in your library']);
    const labels = [...host.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Asset', 'Evidence', 'Value at the year end', 'Date of the value', 'Evidence file']);
    for (const control of host.querySelectorAll('input, select')) expect((control as HTMLInputElement).labels?.length).toBe(1);
  });
});
