import { describe, expect, test } from 'vitest';
import { assetsApiContract } from '@/adapters/contracts/assets-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeAssetsApi, TRANSACTIONS_STORE_ERROR } from './fake-assets-api';
import { FakeClock } from './fake-clock';

const NOW = new Date('2026-11-23T10:00:00Z');

assetsApiContract('FakeAssetsApi', async () => ({ api: new FakeAssetsApi(new FakeClock(NOW)), today: '2026-11-23' }));

describe('FakeAssetsApi', () => {
  test("a purchase is paid from the plan's cash; valuation documents are filed under Assets/<asset name>", async () => {
    const assets = new FakeAssetsApi(new FakeClock(NOW));
    assets.cashCents = 300_000;
    const bought = await assets.create(
      {
        type: 'precious_metals',
        subtype: 'Coins',
        preciousMetalsChildType: 'gold',
        custodian: 'Delaware Depository',
        recordType: 'purchase',
        priceCents: 250_000,
        relatedParty: false,
      },
      'k-1',
    );
    expect(bought.asset).toMatchObject({ name: 'Coins', custodian: 'Delaware Depository', purchaseTotalCents: 250_000 });
    expect(assets.cashCents).toBe(50_000);
    await assets.fileValuationDocument('Coins', new Blob(['%PDF']), 'appraisal.pdf');
    expect(assets.filed).toEqual([{ id: expect.any(String), folder: 'Assets/Coins', name: 'appraisal.pdf' }]);
  });

  test('failNext fails the next call once; a missing plan-wide list fails as the store call; calls are recorded', async () => {
    const assets = new FakeAssetsApi(new FakeClock(NOW));
    assets.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(assets.assets()).rejects.toThrow('Network Error');
    expect(await assets.assets()).toEqual([]);
    assets.planListMissing = true;
    await expect(assets.planTransactions()).rejects.toThrow(TRANSACTIONS_STORE_ERROR);
    expect(assets.calls).toEqual(['assets', 'assets', 'planTransactions']);
  });
});
