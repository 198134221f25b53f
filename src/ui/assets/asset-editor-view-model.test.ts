import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { AssetEditorViewModel } from '@/ui/assets/asset-editor-view-model';

const gold = planAssetFixture();

function setup() {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const api = new FakeAssetsApi(clock).seed(gold);
  const vm = new AssetEditorViewModel(api, clock);
  return { vm, api };
}

describe('AssetEditorViewModel', () => {
  test("opens an asset with its transactions and edits it; a metal's custodian cannot be emptied", async () => {
    const { vm } = setup();
    await vm.open(gold);
    expect(vm.transactions).toHaveLength(1);
    vm.details.set('custodian', ' ');
    await vm.saveDetails();
    expect(vm.details.messagesOf('custodian')).toEqual(['Depository or trustee is required']);
    vm.details.set('custodian', "Brink's");
    vm.details.set('name', 'Gold eagles');
    await vm.saveDetails();
    expect(vm.editingAsset).toMatchObject({ name: 'Gold eagles', custodian: "Brink's" });
  });

  test("records a value with its date and a valuation document uploaded into the asset's library folder", async () => {
    const { vm, api } = setup();
    await vm.open(gold);
    vm.valuation.set('value', '2,750.50');
    vm.valuation.set('as_of', '2026-12-01');
    await vm.addValue();
    expect(vm.valuation.messagesOf('as_of')).toEqual(['Date of value cannot be in the future']);
    vm.valuation.set('as_of', '2026-11-20');
    vm.chooseFile(new File(['%PDF-1.4'], 'appraisal.pdf', { type: 'application/pdf' }));
    await vm.addValue();
    expect(api.filed).toEqual([{ id: expect.any(String), folder: 'Assets/Eagles', name: 'appraisal.pdf' }]);
    expect(await api.values('a-1')).toEqual([
      expect.objectContaining({ valueCents: 275050, asOf: '2026-11-20', documentId: api.filed[0].id }),
    ]);
    expect(vm.values.map((v) => v.valueCents)).toEqual([275050]);
    expect(vm.file).toBeUndefined();
  });

  test('closing the editor while a save is on its way keeps it closed', async () => {
    const { vm } = setup();
    await vm.open(gold);
    vm.details.set('name', 'Renamed');
    const saving = vm.saveDetails();
    vm.close();
    await saving;
    expect(vm.editingAsset).toBeUndefined();
  });
});
