import 'reflect-metadata';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { AssetsViewModel } from '@/ui/assets/assets-view-model';

const assets = [
  { id: 'a', name: 'Gold', type: 'precious_metals', subtype: 'Coins', purchase_total: 1000, current_value: 1500.5 },
  { id: 'b', name: 'Land', type: 'real_estate', subtype: 'Land', purchase_total: 4000, current_value: 4500 },
];

describe('AssetsViewModel', () => {
  afterEach(() => vi.restoreAllMocks());

  test('loads assets, totals in cents, allocation by type and the plan transactions', async () => {
    const api = new FakeApiClient()
      .respond('GET', '/assets', assets)
      .respond('GET', '/plan-value', { year: 2026, year_end_value: 6000.5, current_value: 6000.5, as_of: '2026-11-23' })
      .respond('GET', '/transactions', [{ id: 't', asset_id: 'a', record_type: 'purchase', purchase_price: 1000 }]);
    const vm = new AssetsViewModel(api);
    await vm.load();
    expect(vm.totalPurchaseCents).toBe(500000);
    expect(vm.totalValueCents).toBe(600050);
    expect(vm.allocation.map((s) => [s.label, s.valueCents])).toEqual([
      ['Real estate', 450000],
      ['Precious metals', 150050],
    ]);
    expect(vm.transactions).toHaveLength(1);
    expect(vm.hasErrors).toBe(false);
  });

  test("where the transactions endpoint is missing, the spec's store call's exact error is logged and hasErrors is set", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = new FakeApiClient().respond('GET', '/assets', assets).respond('GET', '/plan-value', { year: 2026 });
    const vm = new AssetsViewModel(api);
    await vm.load();
    expect(logged).toHaveBeenCalledWith("API Endpoint Default GET '/transactionNoRecord' not implemented");
    expect(vm.hasErrors).toBe(true);
    expect(vm.assets).toHaveLength(2);
  });

  test('a failed assets fetch is logged, sets hasErrors, and a retry clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = new FakeApiClient()
      .failWith('GET', '/assets', 500)
      .respond('GET', '/plan-value', {})
      .respond('GET', '/transactions', []);
    const vm = new AssetsViewModel(api);
    await vm.load();
    expect(vm.hasErrors).toBe(true);
    api.respond('GET', '/assets', assets);
    await vm.load();
    expect(vm.hasErrors).toBe(false);
    expect(vm.assets).toHaveLength(2);
  });
});
