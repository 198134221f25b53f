import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { ApiError } from '@/ports/api-client';
import { AssetFlowViewModel } from '@/ui/assets/asset-flow-view-model';

function setup(): { vm: AssetFlowViewModel; api: FakeAssetsApi } {
  const api = new FakeAssetsApi(new FakeClock(new Date('2026-11-23T12:00:00Z')));
  // The plan's cash pays for the purchase.
  api.cashCents = 10_000_00;
  return { vm: new AssetFlowViewModel(api), api };
}

function fillMetals(vm: AssetFlowViewModel): void {
  vm.open();
  vm.chooseType('precious_metals');
  vm.form.set('newAssetSubType', 'Coins');
  vm.form.set('preciousMetalsChildType', 'gold');
  vm.form.set('custodian', 'Delaware Depository');
  vm.next();
  vm.form.set('recordType', 'purchase');
  vm.form.set('assetPurchasePrice', '2,500.00');
}

describe('AssetFlowViewModel', () => {
  test('records a metals purchase to the end: confirm modal, sent with the depository, new asset and transaction in the flow', async () => {
    const { vm, api } = setup();
    const created: string[] = [];
    vm.onCreated = (a) => created.push(a.id);
    fillMetals(vm);
    expect(vm.flow).toMatchObject({
      step: 2,
      newAssetType: 'precious_metals',
      preciousMetalsChildType: 'gold',
      assetPurchasePrice: 2500,
    });
    vm.next();
    expect(vm.confirmOpen).toBe(false);
    expect(vm.form.messagesOf('prohibitedAnswer')).toEqual(['Please answer whether the seller or the property involves you']);
    vm.form.set('prohibitedAnswer', 'no');
    vm.next();
    expect(vm.confirmOpen).toBe(true);
    await vm.confirm();
    const [asset] = await api.assets();
    expect(asset).toMatchObject({
      name: 'Coins',
      type: 'precious_metals',
      subtype: 'Coins',
      preciousMetalsChildType: 'gold',
      custodian: 'Delaware Depository',
      purchaseTotalCents: 2_500_00,
    });
    const [transaction] = await api.transactions(asset.id);
    expect(transaction).toMatchObject({ recordType: 'purchase', priceCents: 2_500_00 });
    expect(api.cashCents).toBe(7_500_00);
    expect(vm.flow).toMatchObject({ stage: 'complete', step: 3, newlyCreatedAsset: asset, transaction });
    expect(created).toEqual([asset.id]);
  });

  test('a yes to the prohibited-transaction question stops the purchase: no modal, nothing sent', () => {
    const { vm, api } = setup();
    fillMetals(vm);
    vm.form.set('prohibitedAnswer', 'yes');
    expect(vm.stopped).toBe(true);
    vm.next();
    expect(vm.confirmOpen).toBe(false);
    expect(api.calls).not.toContain('create');
  });

  test('metals need a metal and a depository before step 2', () => {
    const { vm } = setup();
    vm.open();
    vm.chooseType('precious_metals');
    vm.form.set('newAssetSubType', 'Coins');
    vm.next();
    expect(vm.flow.step).toBe(1);
    expect(vm.form.messagesOf('preciousMetalsChildType')).toEqual(['Metal is required']);
    expect(vm.form.messagesOf('custodian')).toEqual(['Depository or trustee is required']);
  });

  test('closing the flow resets its inputs, the stage to sendingPayment and the step to 1 (section 4)', async () => {
    const { vm } = setup();
    fillMetals(vm);
    vm.form.set('prohibitedAnswer', 'no');
    vm.next();
    await vm.confirm();
    vm.closeFlow();
    expect(vm.flow).toMatchObject({
      stage: 'sendingPayment',
      step: 1,
      newAssetType: undefined,
      newAssetSubType: undefined,
      preciousMetalsChildType: undefined,
      recordType: undefined,
      assetPurchasePrice: undefined,
      newlyCreatedAsset: undefined,
      transaction: undefined,
    });
    expect(vm.form.values).toEqual({});
    expect(vm.drawerOpen).toBe(false);
  });

  test('closing the drawer returns to step 1 and keeps what was typed (section 4)', () => {
    const { vm } = setup();
    fillMetals(vm);
    vm.closeDrawer();
    expect(vm.flow.step).toBe(1);
    expect(vm.flow.stage).toBe('sendingPayment');
    expect(vm.form.text('custodian')).toBe('Delaware Depository');
    expect(vm.form.text('assetPurchasePrice')).toBe('2,500.00');
  });

  test("the server's field messages show beside the flow's fields and a failure keeps every input for a retry", async () => {
    const { vm, api } = setup();
    api.failNext = new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, {
      error: 'validation',
      fields: { custodian: ['Depository or trustee is required'] },
    });
    fillMetals(vm);
    vm.form.set('prohibitedAnswer', 'no');
    vm.next();
    await vm.confirm();
    expect(vm.flow).toMatchObject({ stage: 'sendingPayment', step: 1 });
    expect(vm.form.messagesOf('custodian')).toEqual(['Depository or trustee is required']);
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    vm.next();
    vm.next();
    await vm.confirm();
    expect(vm.failure).toBe('The asset could not be recorded. Nothing was charged; please try again.');
    expect(vm.form.text('assetPurchasePrice')).toBe('2,500.00');
  });
});
