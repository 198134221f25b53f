import { describe, expect, test } from 'vitest';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { distributionRecordFixture } from '@/domain/distributions/distribution-record-fixtures';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { assetsHomeTile } from '@/ui/assets/assets-home-tile';
import { distributionsHomeTile } from '@/ui/distributions/distributions-home-tile';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

const context = { now: new Date('2026-11-23T12:00:00Z') };

describe('assets and distributions home tiles', () => {
  test("the assets tile shows the plan's total value, its year-end value and the number of assets", async () => {
    const assets = new FakeAssetsApi(new FakeClock(context.now));
    const ports = { ...fakeTilePorts(), assets };
    expect((await assetsHomeTile.load(ports, context)).status).toBe('No assets yet');
    assets.seed(
      planAssetFixture({ id: 'a', purchaseTotalCents: 10_000_00 }),
      planAssetFixture({ id: 'b', purchaseTotalCents: 2_500_50 }),
    );
    expect(await assetsHomeTile.load(ports, context)).toEqual({
      status: 'Plan value $12,500.50',
      tone: 'done',
      facts: [
        { label: 'Assets', value: '2' },
        { label: 'Value on Dec 31, 2026', value: '$12,500.50' },
        { label: 'As of', value: 'Nov 23, 2026' },
      ],
      action: 'See your assets',
    });
  });

  test('once the year end is near, the assets tile says how many assets need a year-end value (decision 0338)', async () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const assets = new FakeAssetsApi(new FakeClock(now)).seed(
      planAssetFixture({ id: 'a', name: 'Gold coins' }),
      planAssetFixture({ id: 'b', name: 'Land', type: 'real_estate' }),
    );
    const ports = { ...fakeTilePorts(), assets };
    expect((await assetsHomeTile.load(ports, { now })).next).toBe(
      '2 assets need a year-end value for 2026: record each with its statement, appraisal or quote before preparing the 5500-EZ.',
    );
    const documentId = await assets.fileValuationDocument('Gold coins', new Blob(['x']), 'quote.pdf');
    await assets.addValue('a', { valueCents: 100, asOf: '2026-12-31', evidenceKind: 'dealer_quote', documentId });
    expect((await assetsHomeTile.load(ports, { now })).next).toBe(
      '1 asset needs a year-end value for 2026: record each with its statement, appraisal or quote before preparing the 5500-EZ.',
    );
  });

  test('the distributions tile counts pending requests and names them with their amounts', async () => {
    const distributions = new FakeDistributionsApi(new FakeClock(context.now)).seed(
      distributionRecordFixture({ id: '1', kind: 'hardship', amountCents: 10_000_00, status: 'approved' }),
      distributionRecordFixture({ id: '2', kind: 'normal', amountCents: 500_00, status: 'paid' }),
    );
    const ports = { ...fakeTilePorts(), distributions };
    expect(await distributionsHomeTile.load(ports, context)).toEqual({
      status: '1 pending request',
      tone: 'inProgress',
      facts: [{ label: 'Hardship distribution', value: '$10,000.00, approved' }],
      action: 'See your requests',
      // Approved and waiting for the owner as trustee (decision 0314): urgent on home, with the day it is due.
      urgency: 'waitingForOwner',
      next:
        'A hardship distribution of $10,000.00 was approved and waits for you: as the plan’s trustee, send it from ' +
        'the plan’s trust account by Nov 10, 2026.',
    });
  });
});
