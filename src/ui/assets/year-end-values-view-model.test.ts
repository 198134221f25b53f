import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { YearEndValuesViewModel } from '@/ui/assets/year-end-values-view-model';

const gold = planAssetFixture({ name: 'Gold coins' });

function setup(storage = new MemoryKeyValueStorage()) {
  const clock = new FakeClock(new Date('2027-01-10T12:00:00Z'));
  const api = new FakeAssetsApi(clock).seed(gold, planAssetFixture({ id: 'a-2', name: 'Later', acquiredOn: '2027-01-05' }));
  const vm = new YearEndValuesViewModel(api, new FakeContributionsApi(clock), new FakeAccountApi(), clock, storage);
  return { vm, api, storage };
}

describe('YearEndValuesViewModel', () => {
  test('lists the assets held at the year end of the plan year whose 5500-EZ comes next, the missing ones named', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.bounds.planYear).toBe(2026);
    expect(vm.items.map((i) => [i.assetName, i.state])).toEqual([['Gold coins', 'missing']]);
    expect(vm.list?.message).toBe('1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared');
    expect(vm.form.text('as_of')).toBe('2026-12-31');
  });

  test('records a value with its evidence file; what was typed stays when something is missing', async () => {
    const { vm, api } = setup();
    await vm.load();
    vm.form.set('value', '3,100.00');
    await vm.record();
    expect(vm.form.messagesOf('asset_id')).toEqual(['Choose the asset']);
    expect(vm.form.messagesOf('evidence_kind')).toEqual(['Choose the evidence']);
    expect(vm.fileMessage).toBe('Attach the evidence file');
    expect(vm.form.text('value')).toBe('3,100.00');

    vm.chooseAsset('a-1');
    expect(vm.form.text('evidence_kind')).toBe('dealer_quote');
    expect(vm.evidenceChoices).toEqual([{ value: 'dealer_quote', label: 'Dealer quote' }]);
    vm.chooseFile(new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    await vm.record();
    expect(vm.saved).toBe('Gold coins: year-end value recorded with its evidence.');
    expect(api.filed).toEqual([{ id: expect.any(String), folder: 'Assets/Gold coins', name: 'quote.pdf' }]);
    expect(vm.items[0]).toMatchObject({
      state: 'recorded',
      value: { valueCents: 310_000, asOf: '2026-12-31', evidenceKind: 'dealer_quote' },
    });
    expect(vm.list?.complete).toBe(true);
    expect(vm.form.text('value')).toBe('');
  });

  test('what was typed survives a reload (a draft per user), and goes once the value is recorded', async () => {
    const first = setup();
    await first.vm.load();
    first.vm.chooseAsset('a-1');
    first.vm.form.set('value', '3,100.00');
    const reloaded = setup(first.storage);
    await reloaded.vm.load();
    expect(reloaded.vm.form.text('asset_id')).toBe('a-1');
    expect(reloaded.vm.form.text('value')).toBe('3,100.00');
    reloaded.vm.chooseFile(new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    await reloaded.vm.record();
    const again = setup(first.storage);
    await again.vm.load();
    expect(again.vm.form.text('value')).toBe('');
  });
});
