import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { AssetEditorViewModel } from '@/ui/assets/asset-editor-view-model';

const gold = {
  id: 'a-1',
  name: 'Eagles',
  type: 'precious_metals',
  subtype: 'Coins',
  precious_metals_child_type: 'gold',
  custodian: 'Delaware Depository',
  purchase_total: 2500,
  current_value: 2500,
  value_date: '2026-11-01',
  acquired_on: '2026-11-01',
};

function setup() {
  const calls: FakeApiCall[] = [];
  const api = new FakeApiClient()
    .respond('GET', '/assets/:id/values', [])
    .respond('GET', '/assets/:id/transactions', [{ id: 't-1', asset_id: 'a-1', record_type: 'purchase', purchase_price: 2500 }])
    .respond('PATCH', '/assets/:id', (c: FakeApiCall) => ({ ...gold, ...(c.body as object) }))
    .respond('GET', '/library', { folders: [{ id: 'f-assets', name: 'Assets', folder_id: null }] })
    .respond('POST', '/folders', (c: FakeApiCall) => {
      calls.push(c);
      return { id: 'f-eagles', name: 'Eagles', folder_id: 'f-assets' };
    })
    .respond('POST', '/documents', (c: FakeApiCall) => {
      calls.push(c);
      return { id: 'doc-1' };
    })
    .respond('POST', '/assets/:id/values', (c: FakeApiCall) => {
      calls.push(c);
      return { id: 'v-1', asset_id: 'a-1', ...(c.body as object), created_at: '2026-11-23T00:00:00Z' };
    });
  const vm = new AssetEditorViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')));
  return { vm, calls };
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
    const { vm, calls } = setup();
    await vm.open(gold);
    vm.valuation.set('value', '2,750.50');
    vm.valuation.set('as_of', '2026-12-01');
    await vm.addValue();
    expect(vm.valuation.messagesOf('as_of')).toEqual(['Date of value cannot be in the future']);
    vm.valuation.set('as_of', '2026-11-20');
    vm.chooseFile(new File(['%PDF-1.4'], 'appraisal.pdf', { type: 'application/pdf' }));
    await vm.addValue();
    expect(calls[0].body).toEqual({ name: 'Eagles', folder_id: 'f-assets' });
    expect((calls[1].body as FormData).get('folder_id')).toBe('f-eagles');
    expect(calls[2].body).toEqual({ value: 2750.5, as_of: '2026-11-20', document_id: 'doc-1' });
    expect(vm.values.map((v) => v.value)).toEqual([2750.5]);
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
