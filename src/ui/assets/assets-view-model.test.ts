import 'reflect-metadata';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { AssetsViewModel } from '@/ui/assets/assets-view-model';

const gold = planAssetFixture({ id: 'a', name: 'Gold', purchaseTotalCents: 100000, currentValueCents: 150050 });
const land = planAssetFixture({
  id: 'b',
  name: 'Land',
  type: 'real_estate',
  subtype: 'Land',
  preciousMetalsChildType: null,
  custodian: null,
  purchaseTotalCents: 400000,
  currentValueCents: 450000,
});

function setup(): { api: FakeAssetsApi; vm: AssetsViewModel } {
  const api = new FakeAssetsApi(new FakeClock(new Date('2026-11-23T12:00:00Z')));
  return { api, vm: new AssetsViewModel(api) };
}

describe('AssetsViewModel', () => {
  afterEach(() => vi.restoreAllMocks());

  test('loads assets, totals in cents, allocation by type and the plan transactions', async () => {
    const { api, vm } = setup();
    api.seed(gold, land);
    await api.addValue('a', { valueCents: 150050, asOf: '2026-11-20' });
    await api.addValue('b', { valueCents: 450000, asOf: '2026-11-20' });
    await vm.load();
    expect(vm.totalPurchaseCents).toBe(500000);
    expect(vm.totalValueCents).toBe(600050);
    expect(vm.allocation.map((s) => [s.label, s.valueCents])).toEqual([
      ['Real estate', 450000],
      ['Precious metals', 150050],
    ]);
    expect(vm.transactions).toHaveLength(2);
    expect(vm.planValue?.yearEndValueCents).toBe(600050);
    expect(vm.hasErrors).toBe(false);
  });

  test("where the transactions endpoint is missing, the spec's store call's exact error is logged and hasErrors is set", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, vm } = setup();
    api.seed(gold, land);
    api.planListMissing = true;
    await vm.load();
    expect(logged).toHaveBeenCalledWith("API Endpoint Default GET '/transactionNoRecord' not implemented");
    logged.mockRestore();
    expect(vm.hasErrors).toBe(true);
    expect(vm.assets).toHaveLength(2);
  });

  test('a failed assets fetch is logged, sets hasErrors, and a retry clears it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, vm } = setup();
    api.seed(gold, land);
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    await vm.load();
    expect(vm.hasErrors).toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    await vm.load();
    expect(vm.hasErrors).toBe(false);
    expect(vm.assets).toHaveLength(2);
  });

  test("support's e-mail comes from the product configuration", async () => {
    const { api, vm } = setup();
    api.support = 'help@plan.example';
    vm.activate();
    await vi.waitFor(() => expect(vm.supportEmail).toBe('help@plan.example'));
  });
});
